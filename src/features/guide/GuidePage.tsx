import { BookOpen } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { ButtonLink } from '../../components/Button';
import { NotFoundPage } from '../../components/NotFoundPage';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { headingAnchor } from '../../domain/heading-anchor';
import { isAppPath } from '../../lib/app-path';
import { renderMarkdown } from '../../lib/render-markdown';
import { loadGuidePage } from './guide-pages';

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; html: string; title: string };

/** The user guide in the app: /guide is its front page, /guide/<page> one page, #<heading> one section. */
export function GuidePage({ page = 'README' }: { page?: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [, navigate] = useLocation();
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    loadGuidePage(page).then(
      (markdown) => {
        if (!live) return;
        if (markdown === null) return setState({ kind: 'missing' });
        const title = (/^# (.+)$/m.exec(markdown)?.[1] ?? 'User guide').replace(/`/g, '');
        setState({ kind: 'ready', html: renderMarkdown(markdown, { appLinks: true }), title });
      },
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [page]);

  // Headings get the anchors the guide's links use; the address's #anchor is then scrolled to.
  useEffect(() => {
    if (state.kind !== 'ready' || !body.current) return;
    for (const heading of body.current.querySelectorAll('h1, h2, h3')) heading.id = headingAnchor(heading.textContent ?? '');
    const anchor = decodeURIComponent(window.location.hash.slice(1));
    if (anchor) document.getElementById(anchor)?.scrollIntoView();
  }, [state]);

  // Links within the guide and to the app's screens stay in this tab.
  function followLink(event: MouseEvent<HTMLDivElement>) {
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    if (href?.startsWith('#')) {
      event.preventDefault();
      document.getElementById(decodeURIComponent(href.slice(1)))?.scrollIntoView();
      history.replaceState(null, '', href);
    } else if (isAppPath(href)) {
      event.preventDefault();
      navigate(href);
    }
  }

  if (state.kind === 'missing')
    return <NotFoundPage title="Guide page not found" message="The user guide has no such page. Start from its front page." />;
  return (
    <Page title={state.kind === 'ready' ? `${state.title} · User guide` : 'User guide'} width="medium">
      <p className="flex items-center gap-2 text-sm font-semibold text-accent">
        <BookOpen aria-hidden="true" className="size-4" />
        User guide
      </p>
      {state.kind === 'loading' ? <Spinner label="Loading the guide" /> : null}
      {state.kind === 'failed' ? (
        <div role="alert" className="mt-6 space-y-3">
          <p>The guide could not be loaded. Check your connection and reload the page.</p>
          <ButtonLink to="/" variant="secondary">
            Back to start
          </ButtonLink>
        </div>
      ) : null}
      {state.kind === 'ready' ? (
        // Clicks on the guide's own links are handled here (links keep their native keyboard behaviour).
        <div ref={body} className="guide chat-markdown mt-4" onClick={followLink} dangerouslySetInnerHTML={{ __html: state.html }} />
      ) : null}
      {page !== 'README' ? (
        <p className="mt-10 border-t border-line pt-4">
          <ButtonLink to="/guide" variant="secondary" size="sm">
            All guide pages
          </ButtonLink>
        </p>
      ) : null}
    </Page>
  );
}
