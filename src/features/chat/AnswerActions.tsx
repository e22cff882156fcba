import { MessageSquareShare, RefreshCw, Undo2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Button } from '../../components/Button';

export interface AnswerActionsProps {
  modelName: string;
  /** The answer this one replaced (Regenerate keeps it one step back). */
  previous?: string | undefined;
  showingPrevious: boolean;
  onTogglePrevious: () => void;
  /** Asks this model the question again; absent when the turn is not saved. */
  onRegenerate?: (() => void) | undefined;
  /** The next questions go to this model only; absent when there is no choice of model. */
  onContinue?: (() => void) | undefined;
  /** Something is being sent: asking again waits for it. */
  busy: boolean;
}

/** Clicks here act on the button only, not on the card around (which selects it for synthesis). */
const only = (action: () => void) => (event: MouseEvent) => {
  event.stopPropagation();
  action();
};

/** The actions under a saved answer: Regenerate, its previous answer, Continue with this model. Loaded with the first saved answer. */
export function AnswerActions({
  modelName,
  previous,
  showingPrevious,
  onTogglePrevious,
  onRegenerate,
  onContinue,
  busy,
}: AnswerActionsProps) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-line pt-3">
      {onRegenerate && (
        <Button variant="secondary" size="sm" onClick={only(onRegenerate)} disabled={busy}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Regenerate
        </Button>
      )}
      {previous !== undefined && (
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={showingPrevious}
          onClick={only(onTogglePrevious)}
          className="aria-pressed:bg-subtle aria-pressed:text-fg"
        >
          <Undo2 aria-hidden="true" className="size-4" />
          Previous answer
        </Button>
      )}
      {onContinue && (
        <Button variant="ghost" size="sm" onClick={only(onContinue)} className="min-w-0">
          <MessageSquareShare aria-hidden="true" className="size-4" />
          <span className="truncate">Continue with {modelName}</span>
        </Button>
      )}
    </div>
  );
}
