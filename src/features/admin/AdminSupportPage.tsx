import { Inbox } from 'lucide-react';
import { useState } from 'react';
import type { SupportRequestStatus, SupportRequestView } from '#domain/support/requests.ts';
import { Button } from '../../components/Button';
import { ListLoadState } from '../../components/ListLoadState';
import { MarkdownView } from '../../components/MarkdownView';
import { Page } from '../../components/Page';
import { useAuth } from '../../lib/auth-context';
import { notify, notifyFailure } from '../../lib/toast';
import { AdminNav } from './AdminNav';
import { useSupportInbox } from './api/get-support-inbox';
import { setSupportRequestStatus } from './api/set-support-request-status';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function RequestItem({
  request,
  busy,
  onStatus,
}: {
  request: SupportRequestView;
  busy: boolean;
  onStatus: (status: SupportRequestStatus) => void;
}) {
  const done = request.status === 'done';
  return (
    <li className="rounded-2xl border border-line bg-surface p-4" aria-label={`Request from ${request.email}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-all">
            <a href={`mailto:${request.email}`} className="text-accent underline-offset-2 hover:underline">
              {request.email}
            </a>
          </p>
          <p className="text-xs text-muted">
            <time dateTime={request.created_at}>{when(request.created_at)}</time> · {request.signed_in ? 'signed-in user' : 'visitor'} ·{' '}
            <span className={done ? 'text-success' : 'font-semibold text-fg'}>{done ? 'Done' : 'Open'}</span>
          </p>
        </div>
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page, and the
            same button (Mark done, then Reopen) keeps it through the change. */}
        <Button
          variant={done ? 'secondary' : 'primary'}
          size="sm"
          aria-disabled={busy || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-60"
          onClick={() => {
            if (!busy) onStatus(done ? 'open' : 'done');
          }}
        >
          {done ? 'Reopen' : 'Mark done'}
        </Button>
      </div>
      <p className="mt-3 whitespace-pre-wrap wrap-anywhere">{request.message}</p>
      {request.transcript.length ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-accent">
            Conversation with Mr. Support ({request.transcript.length} messages)
          </summary>
          <ol className="mt-2 space-y-2">
            {request.transcript.map((message, index) => (
              <li key={index} className={`rounded-xl px-3 py-2 wrap-anywhere ${message.role === 'user' ? 'bg-accent/10' : 'bg-subtle'}`}>
                {message.role === 'user' ? (
                  <p className="whitespace-pre-wrap">
                    <span className="font-semibold">Question: </span>
                    {message.content}
                  </p>
                ) : (
                  <>
                    <p className="font-semibold">Mr. Support:</p>
                    {/* Its answers are markdown: shown as the reader saw them, sanitized as in the chat. */}
                    <MarkdownView text={message.content} className="text-sm" />
                  </>
                )}
              </li>
            ))}
          </ol>
        </details>
      ) : (
        <p className="mt-3 text-xs text-muted">No conversation attached.</p>
      )}
    </li>
  );
}

/** /admin/support: requests to talk to a person, and the questions the guide does not answer well. */
export function AdminSupportPage() {
  const { user } = useAuth();
  const inbox = useSupportInbox(user?.id ?? '');
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const { data, mutate } = inbox;

  const changeStatus = async (request: SupportRequestView, status: SupportRequestStatus) => {
    setBusy((current) => new Set(current).add(request.id));
    try {
      const changed = await setSupportRequestStatus(request.id, status);
      await mutate(
        (current) => current && { ...current, requests: current.requests.map((entry) => (entry.id === changed.id ? changed : entry)) },
        {
          revalidate: false,
        },
      );
      notify({ title: status === 'done' ? 'Marked done' : 'Reopened', description: `The request from ${request.email}.` });
    } catch (error) {
      notifyFailure('Error', error);
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(request.id);
        return next;
      });
    }
  };

  const open = data?.requests.filter((request) => request.status === 'open').length ?? 0;

  return (
    <Page title="Admin: Support inbox">
      <AdminNav />
      <header>
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
          <Inbox aria-hidden="true" className="size-8 text-accent" />
          Admin: Support inbox
        </h1>
        <p className="mt-2 max-w-2xl text-muted">
          Requests people sent with Mr. Support&apos;s Contact a person form, and the questions it could not answer or that were marked not
          helpful: the gaps of the user guide.
        </p>
      </header>

      {!data ? (
        <ListLoadState error={inbox.error} label="Loading the support inbox" onRetry={() => void mutate()} />
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <section aria-labelledby="support-requests-title">
            <h2 id="support-requests-title" className="text-xl font-semibold">
              Requests ({open} open)
            </h2>
            {data.requests.length === 0 ? (
              <p className="mt-4 rounded-2xl border border-dashed border-line p-8 text-center text-muted">
                No requests yet. When someone uses Contact a person in Mr. Support, their message appears here.
              </p>
            ) : (
              <ul className="mt-4 space-y-4">
                {data.requests.map((request) => (
                  <RequestItem
                    key={request.id}
                    request={request}
                    busy={busy.has(request.id)}
                    onStatus={(status) => void changeStatus(request, status)}
                  />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="support-gaps-title">
            <h2 id="support-gaps-title" className="text-xl font-semibold">
              Coverage gaps
            </h2>
            <p className="mt-1 text-sm text-muted">
              Questions answered &quot;I don&apos;t know&quot; or marked not helpful, by guide section.
            </p>
            {data.gaps.length === 0 ? (
              <p className="mt-4 rounded-2xl border border-dashed border-line p-8 text-center text-muted">
                No gaps yet: every answer so far came from the guide and none was marked not helpful.
              </p>
            ) : (
              <ul className="mt-4 space-y-3">
                {data.gaps.map((group) => (
                  <li
                    key={group.topic}
                    className="rounded-2xl border border-line bg-surface p-4"
                    aria-label={`${group.topic}: ${group.count}`}
                  >
                    <p className="flex items-start justify-between gap-3 font-semibold">
                      <span className="break-words">{group.topic}</span>
                      <span className="shrink-0 rounded-full bg-subtle px-2 text-sm">{group.count}</span>
                    </p>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                      {group.questions.map((question, index) => (
                        <li key={index} className="break-words">
                          {question.question}{' '}
                          <span className="text-xs text-muted">({question.kind === 'do_not_know' ? "didn't know" : 'not helpful'})</span>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Page>
  );
}
