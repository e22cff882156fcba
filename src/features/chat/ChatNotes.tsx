// The chat page's notes: the free plan's (what PRO adds) and the demo mode's.
import { Info } from 'lucide-react';
import { ButtonLink } from '../../components/Button';

export function FreeTierNote() {
  return (
    <p className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-line bg-surface p-3 text-sm text-muted">
      <span className="min-w-0 flex-1">
        You are chatting with <strong className="text-fg">GPT-4o-mini (Free)</strong>. PRO compares GPT-4, Claude 3 and Gemini Pro side by
        side and merges their answers with AI.
      </span>
      <ButtonLink to="/upgrade" variant="gradient" size="sm">
        Upgrade
      </ButtonLink>
    </p>
  );
}

/** Shown once on the page while the server has no model provider (how to add one is in docs/configuration.md). */
export function DemoNotice({ ownKeys }: { ownKeys: boolean }) {
  return (
    <p role="note" className="mb-4 flex items-start gap-2 rounded-xl border border-warn/30 bg-warn-soft p-3 text-sm text-warn">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong>Demo answers:</strong> the site owner has not connected a model provider yet, so the answers here are samples that show how
        the chat works, not real model output
        {ownKeys ? ', except from the models your own key answers (API Settings)' : ''}. You can still try selecting, synthesizing and
        taking action with them.
      </span>
    </p>
  );
}
