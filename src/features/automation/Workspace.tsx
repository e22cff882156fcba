import { useEffect, useRef, useState } from 'react';
import { studioTemplate, type TemplateId } from '../../domain/automation/catalogue';
import { draftSlot, type ContentDraft } from '../../domain/automation/draft-contract';
import { personaOf } from '../../domain/automation/settings';
import { useAuth } from '../../lib/auth-context';
import { notify, notifyFailure } from '../../lib/toast';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import type { ContentItem } from './api/list-content-items';
import { DraftStatus } from './DraftStatus';
import { ExportConnectPanel } from './ExportConnectPanel';
import { StudioOutput } from './StudioOutput';
import { StudioSettingsPanel } from './settings/StudioSettingsPanel';
import { useDraftAutosave } from './use-draft-autosave';
import { useStudio } from './use-studio';
import { Versions } from './Versions';
import { Runs } from './Runs';

interface WorkspaceProps {
  template: TemplateId;
  item: ContentItem | null;
  draft: ContentDraft | null;
  /** Change: back to the templates (asked first when there is unsaved text). */
  onChange: () => void;
  /** A new piece was saved: it is an item from now on (its address says so). */
  onSaved: (id: string) => void;
  /** The draft was thrown away: the studio opens afresh. */
  onDiscarded: () => void;
}

/** The saved item's runs, and where "Open the item and its runs" (?runs) takes the focus. */
const RUNS_ID = 'item-runs';

/** One template open: settings left, the text right; the work autosaved as a draft and guarded on leaving. */
export function Workspace({ template, item, draft, onChange, onSaved, onDiscarded }: WorkspaceProps) {
  const studio = useStudio(template, item, draft);
  const [showRuns] = useState(() => new URLSearchParams(window.location.search).has('runs'));
  useEffect(() => {
    if (showRuns) document.querySelector<HTMLElement>(`#${RUNS_ID} summary`)?.focus();
  }, [showRuns]);
  const { user, isPaid } = useAuth();
  const openedSlot = draftSlot(template, item?.id ?? null);
  const slot = draftSlot(template, studio.saved?.id ?? null);
  const autosave = useDraftAutosave(slot, Boolean(user), studio.draft, draft);
  // A reload or a closed tab loses what no draft keeps yet. Signed in, a saved draft comes
  // back ("Draft saved": no need to ask), but a change still waiting for the draft's save
  // (typed a moment ago, settings included) or a failed one would be lost. Signed out, the
  // tab's draft goes with the tab, so unsaved text asks as before.
  const draftState = autosave.status.kind;
  const lostOnUnload = user ? draftState === 'saving' || draftState === 'failed' || (studio.dirty && draftState !== 'saved') : studio.dirty;
  const confirmLeave = useUnsavedChangesGuard(studio.dirty, lostOnUnload);

  // Saved to My content: the draft has done its job (once per saved version).
  const handled = useRef(item ? `${item.id}:${item.version}` : '');
  const after = useRef({ forget: autosave.forget, onSaved });
  useEffect(() => {
    after.current = { forget: autosave.forget, onSaved };
  });
  useEffect(() => {
    const saved = studio.saved;
    if (!saved || handled.current === `${saved.id}:${saved.version}`) return;
    handled.current = `${saved.id}:${saved.version}`;
    void after.current.forget([openedSlot, draftSlot(template, saved.id)]).catch(() => {});
    if (saved.id !== item?.id) after.current.onSaved(saved.id);
  }, [studio.saved, item, openedSlot, template]);

  const discard = () =>
    autosave.forget([slot, openedSlot]).then(onDiscarded, (error: unknown) => notifyFailure('Could not discard the draft', error));

  // The restored text is in the editor, said so, and the editor takes the focus so it can be read and saved.
  const restore = (text: string, version: number) => {
    studio.restoreContent(text);
    notify({ title: 'Version restored', description: `Version ${version} is in the editor. Save to keep it.` });
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-studio-editor]')?.focus());
  };
  const { subjectField } = studioTemplate(template);
  const topic = (template === 'blog' ? studio.settings.topics[0] : studio.settings.fields[subjectField]) || studioTemplate(template).name;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <StudioSettingsPanel studio={studio} template={template} onChange={() => confirmLeave() && onChange()} />
      <div className="space-y-6">
        <div className="space-y-2">
          <DraftStatus status={autosave.status} onDiscard={() => void discard()} />
          <StudioOutput studio={studio} />
        </div>
        {studio.saved ? (
          <Versions itemId={studio.saved.id} version={studio.saved.version} current={studio.content} onRestore={restore} />
        ) : null}
        {item?.scheduled_at ? (
          <div id={RUNS_ID} className="rounded-2xl border border-line bg-surface px-5 pb-4 pt-3 sm:px-6">
            <Runs itemId={item.id} runCount={item.run_count + item.failures} initiallyOpen={showRuns} />
          </div>
        ) : null}
        {studio.content && !studio.streaming ? (
          <ExportConnectPanel
            content={studio.content}
            topic={topic}
            isPaid={isPaid}
            template={template}
            persona={personaOf(studio.settings).label}
            saved={studio.saved}
            previewing={studio.previewOpen}
            onPreviewChange={studio.setPreviewOpen}
          />
        ) : null}
      </div>
    </div>
  );
}
