import { History } from 'lucide-react';
import { useState } from 'react';
import useSWR from 'swr';
import { Link } from 'wouter';
import { CONNECTOR_INFO, parseStoredDeliveries } from '../../domain/connectors';
import { listRuns, type ContentRun } from './api/list-runs';
import { formatAutomationDate } from '../../lib/automation-date';
import { RetryFailedButton } from './RetryFailed';
import { messageOf } from '../../domain/error-message';

const when = formatAutomationDate;

function outcome(run: ContentRun): string {
  if (run.source === 'review' && run.outcome === 'skipped') return `You skipped version ${run.version ?? '?'} (not sent)`;
  if (run.source === 'review' && run.status === 'succeeded') return `You approved and sent version ${run.version ?? '?'}`;
  if (run.source === 'review') return `Sending version ${run.version ?? '?'} you approved`;
  if (run.status === 'succeeded' && run.outcome === 'sent') return `Sent version ${run.version ?? '?'} as saved`;
  if (run.status === 'succeeded' && run.outcome === 'awaiting_review')
    return `Written as version ${run.version ?? '?'}, waits for your review (not sent)`;
  if (run.status === 'succeeded') return `Written as version ${run.version ?? '?'}`;
  if (run.status === 'failed') return `Failed: ${run.error ?? 'no reason given'}`;
  if (run.status === 'running') return 'Writing now';
  return 'Waiting to start';
}

function deliveredTo(run: ContentRun): string | null {
  const entries = parseStoredDeliveries(run.deliveries);
  if (entries.length === 0) return null;
  return entries
    .map((entry) =>
      entry.ok ? `${CONNECTOR_INFO[entry.connector].name} ✓` : `${CONNECTOR_INFO[entry.connector].name} ✗ (${entry.answer})`,
    )
    .join(', ');
}

/**
 * The runs of a scheduled item, newest first: when, what came of it, where it was
 * delivered. Loaded when opened; `initiallyOpen` for a page opened to show them.
 */
export function Runs({ itemId, runCount, initiallyOpen = false }: { itemId: string; runCount: number; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const runs = useSWR(open ? ['content-runs', itemId, runCount] : null, () => listRuns(itemId), { revalidateOnFocus: false });
  return (
    <details className="mt-2 text-sm" open={initiallyOpen} onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}>
      <summary className="inline-flex cursor-pointer items-center gap-1.5 text-xs font-medium text-accent">
        <History aria-hidden="true" className="size-3.5" />
        Runs
      </summary>
      {runs.error ? <p className="mt-2 text-xs text-danger">{messageOf(runs.error)}</p> : null}
      {open && !runs.data && !runs.error ? <p className="mt-2 text-xs text-muted">Loading runs…</p> : null}
      {runs.data?.length === 0 ? (
        <p className="mt-2 text-xs text-muted">No runs yet. The first one happens at the scheduled time.</p>
      ) : null}
      {runs.data?.length ? (
        <ul aria-label="Runs" className="mt-2 space-y-1.5">
          {runs.data.map((run) => (
            <li key={run.id} className="rounded-lg border border-line px-3 py-2 text-xs">
              <span className="font-medium">{when(run.started_at ?? run.claimed_at)}</span>
              {run.attempt > 1 ? <span className="text-muted"> · retry {run.attempt - 1}</span> : null}
              <span className={run.status === 'failed' ? 'text-danger' : ''}> · {outcome(run)}</span>
              {deliveredTo(run) ? <span className="text-muted"> · delivered to {deliveredTo(run)}</span> : null}
              {parseStoredDeliveries(run.deliveries).some((entry) => !entry.ok) ? (
                <span className="mt-2 flex flex-wrap items-center gap-3">
                  <RetryFailedButton runId={run.id} onDone={() => void runs.mutate()} />
                  <Link href={`/automation/review#run-${run.id}`} className="font-semibold text-accent underline underline-offset-2">
                    Failure notice
                  </Link>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}
