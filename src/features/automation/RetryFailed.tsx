import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { CONNECTOR_INFO, type DeliveryResult } from '../../domain/connectors';
import { refreshReviewCounts } from '../../lib/review-count';
import { notify, notifyFailure } from '../../lib/toast';
import { retryRun } from './api/retry-run';

/** Each connector of a run and what it answered: the ones that failed say why. */
export function DeliveryOutcomes({ deliveries }: { deliveries: readonly DeliveryResult[] }) {
  return (
    <ul aria-label="Deliveries" className="mt-2 space-y-1 text-sm">
      {deliveries.map((entry) => (
        <li key={entry.connector} className={entry.ok ? 'text-success' : 'text-danger'}>
          <span className="font-semibold">{CONNECTOR_INFO[entry.connector].name}</span>
          {entry.ok ? ': delivered' : `: failed (${entry.answer})`}
        </li>
      ))}
    </ul>
  );
}

/**
 * "Retry failed channels only": the server sends the run's text again to the
 * connectors that failed in it, never to one that succeeded; `onDone` gets the
 * run's deliveries after the retry.
 */
export function RetryFailedButton({ runId, onDone }: { runId: string; onDone: (deliveries: DeliveryResult[]) => void }) {
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      const { deliveries } = await retryRun(runId);
      const still = deliveries.filter((entry) => !entry.ok).map((entry) => CONNECTOR_INFO[entry.connector].name);
      notify(
        still.length
          ? {
              title: 'Still failing',
              description: `${still.join(', ')} did not accept it. Check the connection, then retry.`,
              variant: 'destructive',
            }
          : { title: 'Delivered', description: 'Every channel of this run has it now.' },
      );
      onDone(deliveries);
      void refreshReviewCounts();
    } catch (error) {
      notifyFailure('Could not retry', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void retry()} disabled={busy}>
      <RotateCcw aria-hidden="true" className="size-4" />
      {busy ? 'Retrying…' : 'Retry failed channels only'}
    </Button>
  );
}
