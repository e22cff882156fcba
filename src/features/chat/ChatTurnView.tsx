import { Combine, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { ActionPanel } from './ActionPanel';
import type { ChatTurn } from './conversation';
import { MarkdownView } from './MarkdownView';
import { ResponseCard } from './ResponseCard';

interface ChatTurnViewProps {
  turn: ChatTurn;
  selected: ReadonlySet<string>;
  synthesizing: boolean;
  onToggle: (providerId: string) => void;
  onSynthesize: () => void;
  /** The Merge with AI control and its result (premium). */
  merge?: ReactNode;
}

export function ChatTurnView({ turn, selected, synthesizing, onToggle, onSynthesize, merge }: ChatTurnViewProps) {
  const answered = turn.responses.some((r) => !r.error && r.response);
  const canSynthesize = !turn.streaming && answered && turn.synthesized === null;
  const columns = turn.responses.length > 1 ? 'md:grid-cols-2 xl:grid-cols-3' : '';
  return (
    <li className="space-y-4">
      <div className="flex justify-end">
        <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-accent-gradient px-4 py-2.5 text-sm whitespace-pre-wrap text-white">
          <span className="sr-only">You asked: </span>
          {turn.question}
        </p>
      </div>
      {turn.demo && (
        <p className="text-xs text-muted">
          <Badge tone="admin">DEMO</Badge> Offline demo answers: no AI provider is configured on the server.
        </p>
      )}
      <div className={`grid grid-cols-1 gap-4 ${columns}`}>
        {turn.responses.map((response) => (
          <ResponseCard
            key={response.providerId}
            response={response}
            selected={selected.has(response.providerId)}
            onToggle={() => onToggle(response.providerId)}
          />
        ))}
      </div>
      {turn.stopped && <p className="text-sm text-muted">Stopped before every model finished.</p>}
      {(canSynthesize || merge) && (
        <div className="flex flex-wrap items-center gap-2">
          {canSynthesize && (
            <Button variant="gradient" onClick={onSynthesize} disabled={synthesizing}>
              <Sparkles aria-hidden="true" className="size-4" />
              {synthesizing ? 'Synthesizing...' : `Synthesize Responses (${selected.size > 0 ? `${selected.size} selected` : 'All'})`}
            </Button>
          )}
          {merge}
        </div>
      )}
      {turn.synthesized !== null && (
        <section aria-label="Optimized Response" className="rounded-2xl border border-accent/40 bg-surface p-5 shadow-sm">
          <h3 className="mb-3 flex items-center gap-2 text-base font-bold text-fg">
            <Sparkles aria-hidden="true" className="size-5 text-accent" />
            Optimized Response
          </h3>
          <MarkdownView text={turn.synthesized} className="text-sm" />
          <ActionPanel question={turn.question} content={turn.synthesized} />
        </section>
      )}
      {turn.merged && (
        <section aria-label="AI merge" className="rounded-2xl border border-accent/40 bg-surface p-5 shadow-sm">
          <h3 className="mb-3 flex items-center gap-2 text-base font-bold text-fg">
            <Combine aria-hidden="true" className="size-5 text-accent" />
            {turn.merged.mode === 'compare' ? 'AI Comparison' : 'AI Merge'} by {turn.merged.model}
          </h3>
          <MarkdownView text={turn.merged.response} className="text-sm" />
          <ActionPanel question={turn.question} content={turn.merged.response} />
        </section>
      )}
    </li>
  );
}
