import { useEffect, useRef, useState } from 'react';
import { automationTemplate, type TemplateId } from '../../domain/automation/catalogue';
import { draftSlot, type ContentDraft } from '../../domain/automation/draft-contract';
import { personaOf } from '../../domain/automation/settings';
import { takesPostImage } from '../../domain/automation/post-image';
import { useAuth } from '../../lib/auth-context';
import { notify, notifyFailure } from '../../lib/toast';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import type { ContentItem } from './api/list-content-items';
import { DraftStatus } from './DraftStatus';
import { ExportConnectPanel } from './ExportConnectPanel';
import { AutomationOutput } from './AutomationOutput';
import { ContentSettingsPanel } from './settings/ContentSettingsPanel';
import { useDraftAutosave } from './use-draft-autosave';
import { useAutomation } from './use-automation';
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
  /** The draft was thrown away: the automation page opens afresh. */
  onDiscarded: () => void;
}

/** The saved item's runs, and where "Open the item and its runs" (?runs) takes the focus. */
const RUNS_ID = 'item-runs';

/** One template open: settings left, the text right; the work autosaved as a draft and guarded on leaving. */
export function Workspace({ template, item, draft, onChange, onSaved, onDiscarded }: WorkspaceProps) {
  const automation = useAutomation(template, item, draft);
  const [showRuns] = useState(() => new URLSearchParams(window.location.search).has('runs'));
  useEffect(() => {
    if (showRuns) document.querySelector<HTMLElement>(`#${RUNS_ID} summary`)?.focus();
  }, [showRuns]);
  const { user, isPaid } = useAuth();
  const openedSlot = draftSlot(template, item?.id ?? null);
  const slot = draftSlot(template, automation.saved?.id ?? null);
  const autosave = useDraftAutosave(slot, Boolean(user), automation.draft, draft);
  // A reload or a closed tab loses what no draft keeps yet. Signed in, a saved draft comes
  // back ("Draft saved": no need to ask), but a change still waiting for the draft's save
  // (typed a moment ago, settings included) or a failed one would be lost. Signed out, the
  // tab's draft goes with the tab, so unsaved text asks as before.
  const draftState = autosave.status.kind;
  const lostOnUnload = user
    ? draftState === 'saving' || draftState === 'failed' || (automation.dirty && draftState !== 'saved')
    : automation.dirty;
  const confirmLeave = useUnsavedChangesGuard(automation.dirty, lostOnUnload);

  // Saved to My content: the draft has done its job (once per saved version).
  const handled = useRef(item ? `${item.id}:${item.version}` : '');
  const after = useRef({ forget: autosave.forget, onSaved });
  useEffect(() => {
    after.current = { forget: autosave.forget, onSaved };
  });
  useEffect(() => {
    const saved = automation.saved;
    if (!saved || handled.current === `${saved.id}:${saved.version}`) return;
    handled.current = `${saved.id}:${saved.version}`;
    void after.current.forget([openedSlot, draftSlot(template, saved.id)]).catch(() => {});
    if (saved.id !== item?.id) after.current.onSaved(saved.id);
  }, [automation.saved, item, openedSlot, template]);

  const discard = () =>
    autosave.forget([slot, openedSlot]).then(onDiscarded, (error: unknown) => notifyFailure('Could not discard the draft', error));

  // The restored text is in the editor, said so, and the editor takes the focus so it can be read and saved.
  const restore = (text: string, version: number) => {
    automation.restoreContent(text);
    notify({ title: 'Version restored', description: `Version ${version} is in the editor. Save to keep it.` });
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-automation-editor]')?.focus());
  };
  const { subjectField } = automationTemplate(template);
  const topic =
    (template === 'blog' ? automation.settings.topics[0] : automation.settings.fields[subjectField]) || automationTemplate(template).name;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <ContentSettingsPanel automation={automation} template={template} onChange={() => confirmLeave() && onChange()} />
      <div className="space-y-6">
        <div className="space-y-2">
          <DraftStatus status={autosave.status} onDiscard={() => void discard()} />
          <AutomationOutput automation={automation} />
        </div>
        {automation.saved ? (
          <Versions itemId={automation.saved.id} version={automation.saved.version} current={automation.content} onRestore={restore} />
        ) : null}
        {item?.scheduled_at ? (
          <div id={RUNS_ID} className="rounded-2xl border border-line bg-surface px-5 pb-4 pt-3 sm:px-6">
            <Runs itemId={item.id} runCount={item.run_count + item.failures} initiallyOpen={showRuns} />
          </div>
        ) : null}
        {automation.content && !automation.streaming ? (
          <ExportConnectPanel
            content={automation.content}
            topic={topic}
            isPaid={isPaid}
            template={template}
            persona={personaOf(automation.settings).label}
            image={takesPostImage(template) ? automation.settings.image : null}
            saved={automation.saved}
            previewing={automation.previewOpen}
            onPreviewChange={automation.setPreviewOpen}
          />
        ) : null}
      </div>
    </div>
  );
}
