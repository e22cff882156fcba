// The chat page's notes: the free plan's (what PRO adds), the demo mode's, and the
// one shown when the chat service gave no usable answer.
import { CloudOff, Info } from 'lucide-react';
import { Button, ButtonLink } from '../../components/Button';

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

/**
 * Shown when GET /api/ai/chat gave no usable answer: no connection, or a host that
 * answers /api/* with the app's own page (a misrouted CDN, a captive portal).
 */
export function ServiceUnreachableNote({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="note"
      className="mb-4 flex flex-wrap items-start gap-x-3 gap-y-2 rounded-xl border border-warn/30 bg-warn-soft p-3 text-sm text-warn"
    >
      <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <strong>The chat service could not be reached.</strong> The models and your plan could not be loaded, so questions may not be
        answered until it is back. Check your connection and try again in a moment.
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
