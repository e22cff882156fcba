import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Tabs } from '../../components/Tabs';
import type { ChatTurnViewProps } from './ChatTurnView';
import { cardActions } from './ChatTurnView';
import { keyLabelOf, ResponseCard } from './ResponseCard';
import { isCannotSeeImagesNote } from '../../domain/model-vision';

/** On phones, the answers of one turn are tabs named by their models, one answer on screen at a time. */
export function AnswerTabs({
  turn,
  selected,
  onToggle,
  onRetry,
  actions,
}: Pick<ChatTurnViewProps, 'turn' | 'selected' | 'onToggle' | 'onRetry' | 'actions'>) {
  const [active, setActive] = useState(turn.responses[0]?.providerId ?? '');
  const shown = turn.responses.find((r) => r.providerId === active) ?? turn.responses[0];
  const tabs = turn.responses.map((r) => ({
    id: r.providerId,
    label: (
      <span className="inline-flex max-w-full min-w-0 items-center justify-center gap-1">
        {r.error ? (
          <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0 text-danger" />
        ) : selected.has(r.providerId) ? (
          <CheckCircle2 aria-hidden="true" className="size-3.5 shrink-0 text-accent" />
        ) : null}
        <span className="truncate">{r.providerName}</span>
        {r.error && <span className="sr-only">(failed)</span>}
        {selected.has(r.providerId) && <span className="sr-only">(selected)</span>}
      </span>
    ),
  }));
  if (!shown) return null;
  return (
    <Tabs label="Answers" tabs={tabs} value={shown.providerId} onChange={setActive} panelClassName="mt-3">
      <ResponseCard
        response={shown}
        keyLabel={keyLabelOf(turn.responses, shown)}
        selected={selected.has(shown.providerId)}
        onToggle={() => onToggle(shown.providerId)}
        onRetry={onRetry && !isCannotSeeImagesNote(shown) ? () => onRetry(shown.providerId) : undefined}
        {...cardActions(actions, shown.providerId)}
      />
    </Tabs>
  );
}
