import { MessageSquareShare, RefreshCw, Undo2 } from 'lucide-react';
import type { MouseEvent, Ref } from 'react';
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
  /** The Regenerate button, for the card to give the focus back to it once the new answer is in. */
  regenerateRef?: Ref<HTMLButtonElement> | undefined;
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
  regenerateRef,
}: AnswerActionsProps) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-line pt-3">
      {onRegenerate && (
        // Named with the model: a turn has one Regenerate per answer, and a list of buttons all called "Regenerate" says nothing.
        <Button
          ref={regenerateRef}
          variant="secondary"
          size="sm"
          onClick={only(onRegenerate)}
          disabled={busy}
          aria-label={`Regenerate ${modelName}`}
        >
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
