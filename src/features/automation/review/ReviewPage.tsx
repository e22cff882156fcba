import { AlertTriangle, Check, ClipboardCheck, Pencil, SkipForward } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Button, ButtonLink } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { ListLoadState } from '../../../components/ListLoadState';
import { Page } from '../../../components/Page';
import { automationTemplate, storedTemplate } from '../../../domain/automation/catalogue';
import type { FailedRun, ReviewEntry } from '../../../domain/automation/review';
import { CONNECTOR_INFO } from '../../../domain/connectors';
import { authPath } from '../../../domain/next-path';
import { useAuth } from '../../../lib/auth-context';
import { refreshReviewCounts } from '../../../lib/review-count';
import { notify } from '../../../lib/toast';
import { approveVersion } from '../api/approve-version';
import { approvalNotice } from './approval-notice';
import { useReviewList } from '../api/list-review';
import { skipVersion } from '../api/skip-version';
import { DeliveryOutcomes, RetryFailedButton } from '../RetryFailed';
import { formatAutomationDate } from '../../../lib/automation-date';
import { messageOf } from '../../../domain/error-message';
import { PostImageSummary } from '../post-image/PostImageSummary';

const when = formatAutomationDate;
const names = (entry: ReviewEntry) => entry.deliver_to.map((connector) => CONNECTOR_INFO[connector].name).join(', ');

/** Where the focus goes once a decision takes a version off the list (its buttons go with it). */
const WAITING_HEADING = 'waiting-heading';

function WaitingVersion({ entry, onDecided }: { entry: ReviewEntry; onDecided: () => void }) {
  const [busy, setBusy] = useState<'approve' | 'skip' | null>(null);
  const decided = () => {
    document.getElementById(WAITING_HEADING)?.focus();
    onDecided();
  };
  const decide = async (action: 'approve' | 'skip') => {
    setBusy(action);
    const decision = { item_id: entry.item_id, version: entry.version };
    try {
      if (action === 'skip') {
        await skipVersion(decision);
        notify({ title: 'Skipped', description: `${entry.title}: version ${entry.version} will not be sent.` });
      } else {
        const { deliveries } = await approveVersion(decision);
        notify(approvalNotice(entry.title, deliveries));
      }
      decided();
    } catch (error) {
      notify({
        title: action === 'skip' ? 'Could not skip' : 'Could not send',
        description: messageOf(error),
        variant: 'destructive',
      });
      decided();
    } finally {
      setBusy(null);
    }
  };
  const headingId = `review-${entry.item_id}`;
  return (
    <Card className="p-5" aria-labelledby={headingId} role="article">
      <h3 id={headingId} className="text-lg font-semibold">
        {entry.title || 'Untitled'}
      </h3>
      <p className="mt-1 text-sm text-muted">
        {automationTemplate(storedTemplate(entry.template)).name} · version {entry.version} · written {when(entry.written_at)}
      </p>
      <p className="mt-1 text-sm text-muted">
        {entry.deliver_to.length
          ? `Approve & send delivers it to ${names(entry)}.`
          : 'No connectors are chosen: approving marks it as reviewed.'}
      </p>
      {entry.image ? <PostImageSummary image={entry.image} /> : null}
      <div
        // a region that scrolls must be reachable by keyboard
        tabIndex={0}
        aria-label={`Text of version ${entry.version}`}
        className="mt-3 max-h-72 overflow-auto rounded-xl border border-line bg-subtle p-4 text-sm leading-relaxed whitespace-pre-wrap"
      >
        {entry.content}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void decide('approve')} disabled={busy !== null}>
          <Check aria-hidden="true" className="size-4" />
          {busy === 'approve' ? 'Sending…' : 'Approve & send'}
        </Button>
        <ButtonLink to={`/automation?item=${entry.item_id}`} variant="secondary" size="sm">
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </ButtonLink>
        <Button variant="ghost" size="sm" onClick={() => void decide('skip')} disabled={busy !== null}>
          <SkipForward aria-hidden="true" className="size-4" />
          Skip
        </Button>
      </div>
    </Card>
  );
}

function FailureNotice({ run, onRetried }: { run: FailedRun; onRetried: () => void }) {
  return (
    <Card
      id={`run-${run.run_id}`}
      className="border-danger/40 p-5"
      role="article"
      aria-label={`Failed delivery: ${run.title || 'Untitled'}`}
    >
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangle aria-hidden="true" className="size-5 text-danger" />
        {run.title || 'Untitled'}
      </h3>
      <p className="mt-1 text-sm text-muted">
        Run of {when(run.at)}
        {run.version ? ` · version ${run.version}` : ''}
      </p>
      <DeliveryOutcomes deliveries={run.deliveries} />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <RetryFailedButton runId={run.run_id} onDone={onRetried} />
        <Link href={`/automation?item=${run.item_id}&runs`} className="text-sm font-semibold text-accent underline underline-offset-2">
          Open the item and its runs
        </Link>
      </div>
    </Card>
  );
}

/** /automation/review: versions runs wrote that wait for the owner, and the runs whose delivery failed. */
export function ReviewPage() {
  const { user } = useAuth();
  const list = useReviewList(user?.id);
  const loaded = Boolean(list.data);
  // A link to one notice (#run-<id>) or to a section: the list arrives after the page, so the browser cannot scroll there itself.
  useEffect(() => {
    if (loaded && window.location.hash) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [loaded]);
  const reload = () => {
    void list.mutate();
    void refreshReviewCounts();
  };

  if (!user)
    return (
      <Page title="To review" width="medium">
        <h1 className="text-3xl font-bold tracking-tight">To review</h1>
        <p className="mt-4 text-muted">
          <Link href={authPath({ next: '/automation/review' })} className="font-semibold text-accent underline underline-offset-2">
            Sign in
          </Link>{' '}
          to review what your schedules wrote.
        </p>
      </Page>
    );

  return (
    <Page title="To review" width="medium">
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
        <ClipboardCheck aria-hidden="true" className="size-8 text-accent" />
        To review
      </h1>
      <p className="mt-2 text-muted">
        New versions your schedules wrote wait here until you approve and send them, edit them in the{' '}
        <Link href="/automation" className="text-accent underline underline-offset-2">
          studio
        </Link>
        , or skip them. Deliveries that failed are listed below them.
      </p>
      {!list.data ? (
        <ListLoadState error={list.error} label="Loading what waits for you…" onRetry={() => void list.mutate()} />
      ) : (
        <>
          <section aria-labelledby={WAITING_HEADING} className="mt-8">
            <h2 id={WAITING_HEADING} tabIndex={-1} className="text-xl font-semibold">
              Waiting for your review ({list.data.to_review.length})
            </h2>
            {list.data.to_review.length === 0 ? (
              <p className="mt-3 text-muted">Nothing waits for review. New versions appear here when a schedule writes one.</p>
            ) : (
              <div className="mt-4 space-y-4">
                {list.data.to_review.map((entry) => (
                  <WaitingVersion key={`${entry.item_id}:${entry.version}`} entry={entry} onDecided={reload} />
                ))}
              </div>
            )}
          </section>
          <section aria-labelledby="failed-heading" className="mt-10">
            <h2 id="failed-heading" className="text-xl font-semibold">
              Failed deliveries ({list.data.failed_runs.length})
            </h2>
            {list.data.failed_runs.length === 0 ? (
              <p className="mt-3 text-muted">No delivery failed in the last 30 days.</p>
            ) : (
              <div className="mt-4 space-y-4">
                {list.data.failed_runs.map((run) => (
                  <FailureNotice key={run.run_id} run={run} onRetried={reload} />
                ))}
              </div>
            )}
          </section>
        </>
      )}
    </Page>
  );
}
