import { CheckCircle2, Circle, RotateCcw, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { CopyButton } from '../../components/CopyButton';
import type { ModelResponse } from '../../domain/chat-stream';
import { MarkdownView } from '../../components/MarkdownView';

// Under saved answers only: loaded with the first one, to keep /chat's first load small.
const loadAnswerActions = () => import('./AnswerActions');
const AnswerActions = lazy(() => loadAnswerActions().then((module) => ({ default: module.AnswerActions })));

/**
 * Whose key answered, said on each card of a turn where the user's own key answered
 * at least once ('your key' / 'platform key'); nothing when the platform answered all.
 */
export function keyLabelOf(responses: readonly ModelResponse[], response: ModelResponse): string | undefined {
  if (!responses.some((r) => r.keySource === 'user')) return undefined;
  return response.keySource === 'user' ? 'your key' : 'platform key';
}

interface ResponseCardProps {
  response: ModelResponse;
  /** Whose key answered (keyLabelOf). */
  keyLabel?: string | undefined;
  selected: boolean;
  onToggle: () => void;
  /** Asks this model again; offered on a failed answer when given. */
  onRetry?: (() => void) | undefined;
  /** Asks this model again for a new answer (saved turns only). */
  onRegenerate?: (() => void) | undefined;
  /** The chat's next questions go to this model only (when there is a choice of models). */
  onContinue?: (() => void) | undefined;
  /** Something is being sent: Regenerate waits. */
  busy?: boolean;
}

/** One model's answer. Clicking the card (or its select button) toggles it for synthesis. */
export function ResponseCard({
  response,
  keyLabel,
  selected,
  onToggle,
  onRetry,
  onRegenerate,
  onContinue,
  busy = false,
}: ResponseCardProps) {
  const selectable = !response.error && !response.pending && response.response !== '';
  const body = useRef<HTMLDivElement>(null);
  const [previousShown, setPreviousShown] = useState(false);
  // Regenerate hides its button while the new answer streams (the focus falls to the page):
  // once the card can be asked again, the focus goes back to it.
  const regenerateButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || busy || !regenerateButton.current) return;
    regenerateButton.current.focus();
    refocus.current = false;
  });
  // Fetched while the first answer is written, so its buttons are there when it ends.
  useEffect(() => void loadAnswerActions(), []);
  const showingPrevious = previousShown && response.previous !== undefined && !response.pending;
  const shownText = showingPrevious ? (response.previous ?? '') : response.response;
  const actions = selectable && (onRegenerate || onContinue || response.previous !== undefined);
  const ring = selected ? 'border-accent ring-2 ring-accent' : 'border-line';
  return (
    <article
      aria-label={`${response.providerName} answer`}
      data-selected={selected}
      onClick={selectable ? onToggle : undefined}
      className={`flex min-w-0 flex-col rounded-2xl border bg-surface p-4 shadow-sm transition ${ring} ${selectable ? 'cursor-pointer hover:border-accent/60' : ''}`}
    >
      {/* Wraps: where the name and the key label do not fit side by side, the label and Copy move under the name. */}
      <header className="mb-3 flex flex-wrap items-center gap-x-2 gap-y-1">
        <button
          type="button"
          aria-pressed={selected}
          disabled={!selectable}
          onClick={(event) => {
            event.stopPropagation();
            onToggle();
          }}
          className="inline-flex min-w-0 items-center gap-2 rounded-lg px-1 py-0.5 text-left text-sm font-semibold text-fg focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-default"
        >
          {selected ? (
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-accent" />
          ) : (
            <Circle aria-hidden="true" className="size-5 shrink-0 text-muted" />
          )}
          {/* Wrapped, never cut: two models of one family ("Claude 3", "Claude 3.5 Sonnet") differ at the end of their names. */}
          <span className="min-w-0 break-words">{response.providerName}</span>
          <span className="sr-only">{selected ? '(selected for synthesis)' : '(select for synthesis)'}</span>
        </button>
        <span className="ml-auto flex items-center gap-1">
          {keyLabel ? <span className="rounded-full bg-subtle px-2 py-0.5 text-xs whitespace-nowrap text-muted">{keyLabel}</span> : null}
          {response.pending && <Spinner label={`${response.providerName} is answering`} className="size-4" />}
          {selectable && (
            <CopyButton markdown={shownText} rendered={body} label={`Copy the ${response.providerName} answer`} what="The answer" />
          )}
        </span>
      </header>
      {response.error ? (
        <div className="space-y-3">
          <p className="flex items-start gap-2 rounded-lg bg-danger-soft p-3 text-sm text-danger" role="note">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong>{response.providerName} could not answer.</strong> {response.error}
            </span>
          </p>
          {onRetry && (
            <Button variant="secondary" size="sm" onClick={onRetry} aria-label={`Retry ${response.providerName}`}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Retry
            </Button>
          )}
        </div>
      ) : response.response ? (
        <div ref={body}>
          {showingPrevious && <p className="mb-2 text-xs font-semibold text-muted uppercase">Previous answer</p>}
          <MarkdownView text={shownText} className="text-sm" />
        </div>
      ) : (
        <p className="text-sm text-muted">Waiting for the first words…</p>
      )}
      {actions && (
        <Suspense fallback={null}>
          <AnswerActions
            modelName={response.providerName}
            previous={response.previous}
            showingPrevious={showingPrevious}
            onTogglePrevious={() => setPreviousShown((shown) => !shown)}
            onRegenerate={
              onRegenerate &&
              (() => {
                setPreviousShown(false);
                refocus.current = true;
                onRegenerate();
              })
            }
            onContinue={onContinue}
            busy={busy}
            regenerateRef={regenerateButton}
          />
        </Suspense>
      )}
    </article>
  );
}
