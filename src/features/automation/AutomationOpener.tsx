import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ButtonLink } from '../../components/Button';
import { PageSpinner } from '../../components/Spinner';
import { storedTemplate, type TemplateId } from '../../domain/automation/catalogue';
import { draftSlot, type ContentDraft } from '../../domain/automation/draft-contract';
import { useAuth } from '../../lib/auth-context';
import { notifyFailure } from '../../lib/toast';
import { getContentItem } from './api/get-content-item';
import type { ContentItem } from './api/list-content-items';
import { loadContentDraft } from './api/content-drafts';
import { readAutomationHandoff } from './handoff';
import { readTabDraft } from './use-draft-autosave';
import { Workspace } from './Workspace';

interface Opened {
  /** A new number for each opening: the workspace starts afresh (after Discard draft too). */
  key: number;
  template: TemplateId;
  item: ContentItem | null;
  draft: ContentDraft | null;
}

/** The draft of `slot` to put back: the server's when signed in, else this tab's. A draft that cannot be read is not worth blocking the automation page for. */
async function draftFor(slot: string, template: TemplateId, signedIn: boolean, fresh: boolean): Promise<ContentDraft | null> {
  // A chat's hand-off just asked for this template: it is what the user came for.
  if (fresh && readAutomationHandoff(template)) return null;
  const draft = signedIn
    ? await loadContentDraft(slot).catch((error: unknown) => {
        notifyFailure('Your draft could not be loaded', error);
        return null;
      })
    : readTabDraft(slot);
  return draft?.template === template ? draft : null;
}

/**
 * Opens /automation/<template> (a new piece) or ?item=<id> (a saved one), with the
 * draft autosaved for it put back, then shows the workspace.
 */
export function AutomationOpener({ template, itemId }: { template: TemplateId | null; itemId: string | null }) {
  const { user, loading } = useAuth();
  const userId = user?.id ?? null;
  const [, navigate] = useLocation();
  const [opened, setOpened] = useState<Opened | null>(null);
  const showRuns = new URLSearchParams(useSearch()).has('runs');
  const [openings, setOpenings] = useState(0);
  // A new piece saved here gets the item's address; that is the piece already open.
  const savedHere = useRef<string | null>(null);

  useEffect(() => {
    if (loading || (itemId && (itemId === savedHere.current || !userId))) return;
    let current = true;
    (async () => {
      const item = itemId ? await getContentItem(itemId) : null;
      const chosen = item ? storedTemplate(item.template) : (template ?? 'blog');
      const draft = await draftFor(draftSlot(chosen, item?.id ?? null), chosen, userId !== null, !item);
      if (!current) return;
      setOpened({ key: Date.now(), template: chosen, item, draft });
      // /automation?item=<id> (the calendar's link) takes the template's address.
      // (keeping ?runs: the runs are what the link opened it for)
      if (item && template !== chosen) navigate(`/automation/${chosen}?item=${item.id}${showRuns ? '&runs' : ''}`, { replace: true });
    })().catch((error: unknown) => {
      if (!current) return;
      notifyFailure('Could not open it', error);
      navigate('/automation', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [template, itemId, userId, loading, openings, navigate, showRuns]);

  if (itemId && !loading && !userId)
    return (
      <div className="rounded-2xl border border-dashed border-line p-8 text-center">
        <p className="font-semibold">Sign in to open your saved content.</p>
        <ButtonLink to="/auth" variant="gradient" className="mt-4">
          Sign In
        </ButtonLink>
      </div>
    );
  if (!opened) return <PageSpinner label="Opening the studio…" />;
  return (
    <Workspace
      key={opened.key}
      template={opened.template}
      item={opened.item}
      draft={opened.draft}
      onChange={() => navigate('/automation')}
      onSaved={(id) => {
        savedHere.current = id;
        navigate(`/automation/${opened.template}?item=${id}`, { replace: true });
      }}
      onDiscarded={() => setOpenings((count) => count + 1)}
    />
  );
}
