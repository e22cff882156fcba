import { Check, Redo2, Undo2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { withTextAt } from '../../../domain/website/content-path';
import type { SiteContentResponse } from '../../../domain/website/editor-contract';
import { templatesFor, WEBSITE_TEMPLATES } from '../../../domain/website/templates';
import { notify } from '../../../lib/toast';
import { getSiteContent } from '../api/get-site-content';
import { frameableSiteHtml } from '../sandboxed-preview';
import { makeFrameEditable } from './editable-frame';
import { RewriteButton } from './RewriteButton';
import { SectionsPanel } from './SectionsPanel';
import { useSiteEditor, type SaveState } from './use-site-editor';
import { VersionsPanel } from './VersionsPanel';
import { messageOf } from '../../../domain/error-message';

interface Props {
  siteId: string;
  businessName: string;
  isPaid: boolean;
  onSaved: (saved: SiteContentResponse) => void;
  onDone: () => void;
}

/** Loads the site's content, then the editor; a failed load says what to do. */
export function SiteEditor(props: Props) {
  const [loaded, setLoaded] = useState<SiteContentResponse | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    getSiteContent(props.siteId).then(
      (content) => live && setLoaded(content),
      (error: unknown) => live && setFailed(messageOf(error, 'The site could not be opened.')),
    );
    return () => {
      live = false;
    };
  }, [props.siteId, attempt]);
  if (failed)
    return (
      <div role="alert" className="space-y-3 rounded-xl border border-danger/40 p-4">
        <p>{failed}</p>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setFailed(null);
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
          <Button variant="ghost" onClick={props.onDone}>
            Back to the preview
          </Button>
        </div>
      </div>
    );
  if (!loaded) return <Spinner label="Opening the editor" />;
  return <Editor {...props} initial={loaded} />;
}

function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  return (
    <p role="status" className="flex min-h-9 flex-wrap items-center gap-2 text-sm">
      {state.kind === 'saved' ? (
        <>
          <Check aria-hidden="true" className="size-4 text-success" />
          Saved
        </>
      ) : null}
      {state.kind === 'saving' ? <span className="text-muted">Saving…</span> : null}
      {state.kind === 'failed' ? (
        <>
          <span className="text-danger">Not saved: {state.message}</span>
          {state.conflict ? (
            <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
              Reload
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          )}
        </>
      ) : null}
    </p>
  );
}

function Editor({ siteId, businessName, isPaid, initial, onSaved, onDone }: Props & { initial: SiteContentResponse }) {
  // The versions list is read again after each save.
  const [revision, setRevision] = useState(initial.revision);
  const editor = useSiteEditor({
    siteId,
    initial,
    onSaved: (saved) => {
      setRevision(saved.revision);
      onSaved(saved);
    },
  });
  const { content, change } = editor;
  const frame = useRef<HTMLIFrameElement>(null);
  // The editor opens on Edit, which it replaces: Done editing, in its place, takes the keyboard.
  const doneButton = useRef<HTMLButtonElement>(null);
  useEffect(() => doneButton.current?.focus(), []);

  const onFrameLoad = useCallback(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    return makeFrameEditable(
      doc,
      ({ path, text }) => change((current) => withTextAt(current, path, text), { reframe: false }),
      (label) => notify({ title: `${label} cannot be empty`, description: 'It is back to what it was. Type new words over it instead.' }),
    );
  }, [change]);

  // Each new rendering in the frame is wired again once it has loaded.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let cleanup: (() => void) | undefined;
    const wire = () => {
      cleanup?.();
      cleanup = onFrameLoad();
    };
    element.addEventListener('load', wire);
    if (element.contentDocument?.readyState === 'complete' && element.contentDocument.querySelector('[data-edit]')) wire();
    return () => {
      element.removeEventListener('load', wire);
      cleanup?.();
    };
  }, [onFrameLoad, editor.frameHtml]);

  const choices = templatesFor(isPaid);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" variant="secondary" onClick={editor.undo} disabled={!editor.canUndo}>
            <Undo2 aria-hidden="true" className="size-4" />
            Undo
          </Button>
          <Button size="sm" variant="secondary" onClick={editor.redo} disabled={!editor.canRedo}>
            <Redo2 aria-hidden="true" className="size-4" />
            Redo
          </Button>
          <SaveStatus state={editor.state} onRetry={editor.retry} />
        </div>
        <Button ref={doneButton} size="sm" variant="gradient" onClick={onDone}>
          Done editing
        </Button>
      </div>
      <p className="text-sm text-muted">
        Click any text in the site to change it; Enter or clicking elsewhere saves it, Escape puts it back. Changes save on their own.
      </p>
      <iframe
        ref={frame}
        title={`Editing the ${businessName} website`}
        // allow-same-origin without allow-scripts: the app can reach the texts to edit, the site runs no script.
        sandbox="allow-same-origin"
        srcDoc={frameableSiteHtml(editor.frameHtml)}
        className="h-[32rem] w-full rounded-xl border border-line bg-white"
      />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <label className="block rounded-xl border border-line p-4">
            <span className="font-semibold">Design</span>
            <span className="mt-1 block text-sm text-muted">Every word you changed stays.</span>
            <select
              className="mt-2 h-10 w-full rounded-lg border border-line bg-surface px-3"
              value={content.template}
              onChange={(event) => {
                const template = WEBSITE_TEMPLATES.find((t) => t.id === event.target.value)?.id;
                if (template) change((current) => ({ ...current, template }), { reframe: true });
              }}
            >
              {WEBSITE_TEMPLATES.map((template) => (
                <option key={template.id} value={template.id} disabled={!choices.includes(template)}>
                  {template.name}
                  {choices.includes(template) ? '' : ' (PRO)'}
                </option>
              ))}
            </select>
          </label>
          <SectionsPanel
            layout={content.layout}
            onChange={(layout) => change((current) => ({ ...current, layout }), { reframe: true })}
            action={(section, label) => (
              <RewriteButton
                siteId={siteId}
                section={section}
                label={label}
                content={content}
                onRewritten={(copy) =>
                  change((current) => ({ ...current, copy: { ...current.copy, ...copy } }), { reframe: true, cause: 'rewrite' })
                }
              />
            )}
          />
        </div>
        <VersionsPanel siteId={siteId} revision={revision} onRestored={editor.replace} />
      </div>
    </div>
  );
}
