import { Copy, FolderOpen, Pause, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { ListLoadState } from '../../components/ListLoadState';
import { SearchField } from '../../components/SearchField';
import { ShowMoreButton, useShownCount } from '../../components/ShowMore';
import { storedTemplate, automationTemplate } from '../../domain/automation/catalogue';
import { countOf } from '../../domain/plural';
import { notify, notifyFailure } from '../../lib/toast';
import { deleteContentItem } from './api/delete-content-item';
import { duplicateContentItem } from './api/duplicate-content-item';
import { useContentItems, type ContentItem } from './api/list-content-items';
import { rescheduleItem } from './api/reschedule-item';
import { setSchedulePaused } from './api/set-schedule-paused';
import { ResumeAt } from './ResumeAt';
import { Runs } from './Runs';
import { formatAutomationDate } from '../../lib/automation-date';

const when = formatAutomationDate;

/** Where the item's schedule stands: a draft, its next run, paused, or finished. */
function ScheduleBadge({ item }: { item: ContentItem }) {
  const every = item.recurring && item.frequency ? ` · ${item.frequency}` : '';
  if (item.status === 'scheduled' && item.next_run_at)
    return (
      <Badge tone="accent">
        Next run {when(item.next_run_at)}
        {every}
      </Badge>
    );
  if (item.status === 'paused') return <Badge tone="admin">Paused{every}</Badge>;
  if (item.status === 'finished') return <Badge tone="success">Finished · {countOf(item.run_count, 'run')}</Badge>;
  return <Badge>Draft</Badge>;
}

interface ItemRowProps {
  item: ContentItem;
  onOpen: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onPause: (paused: boolean) => void;
  /** Resumes a one-time schedule whose time has passed at a new time. */
  onResumeAt: (at: Date) => void;
}

/** A paused one-time schedule whose time is gone: resuming it needs a new time. */
const timePassed = (item: ContentItem) =>
  item.status === 'paused' && !item.recurring && item.scheduled_at !== null && new Date(item.scheduled_at).getTime() <= Date.now();

function ItemRow({ item, onOpen, onDuplicate, onDelete, onPause, onResumeAt }: ItemRowProps) {
  const [confirming, setConfirming] = useState(false);
  const [askingTime, setAskingTime] = useState(false);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{item.title}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
          <Badge>{automationTemplate(storedTemplate(item.template)).name}</Badge>
          <ScheduleBadge item={item} />
          {item.awaiting_review ? (
            <Link href="/automation/review" className="rounded-full focus-visible:outline-2 focus-visible:outline-accent">
              <Badge tone="admin">Awaiting review</Badge>
            </Link>
          ) : null}
          <span>
            Version {item.version} · saved {when(item.updated_at)}
          </span>
        </p>
        {item.last_error && item.status !== 'draft' ? (
          <p className={`mt-2 text-xs ${item.status === 'paused' ? 'text-danger' : 'text-muted'}`}>
            {item.status === 'paused' ? 'Paused: ' : 'The last run failed and will be retried: '}
            {item.last_error}
          </p>
        ) : null}
        {item.scheduled_at ? <Runs itemId={item.id} runCount={item.run_count + item.failures} /> : null}
      </div>
      {askingTime ? (
        <ResumeAt
          title={item.title}
          onCancel={() => setAskingTime(false)}
          onResume={(at) => {
            setAskingTime(false);
            onResumeAt(at);
          }}
        />
      ) : confirming ? (
        <div role="group" aria-label={`Delete ${item.title}?`} className="flex items-center gap-2">
          <span className="text-sm">Delete it for good?</span>
          <Button size="sm" variant="danger" onClick={onDelete}>
            Delete
          </Button>
          <Button size="sm" variant="secondary" autoFocus onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <div className="flex items-center gap-1">
          {item.status === 'scheduled' || item.status === 'paused' ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => (timePassed(item) ? setAskingTime(true) : onPause(item.status === 'scheduled'))}
              aria-label={`${item.status === 'scheduled' ? 'Pause' : 'Resume'} ${item.title}`}
            >
              {item.status === 'scheduled' ? (
                <Pause aria-hidden="true" className="size-4" />
              ) : (
                <Play aria-hidden="true" className="size-4" />
              )}
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onClick={onOpen} aria-label={`Open ${item.title}`}>
            <FolderOpen aria-hidden="true" className="size-4" />
            Open
          </Button>
          <Button size="sm" variant="ghost" onClick={onDuplicate} aria-label={`Duplicate ${item.title}`}>
            <Copy aria-hidden="true" className="size-4" />
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete ${item.title}`}>
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </li>
  );
}

/** The signed-in user's saved content, newest first: open, duplicate, delete. */
export function MyContent({ userId, onOpen }: { userId: string; onOpen: (item: ContentItem) => void }) {
  const items = useContentItems(userId);
  const { mutate } = items;
  // All of a user's items (at most 500) are read; a search and pages of 20 keep the list short.
  const [query, setQuery] = useState('');
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = (items.data ?? []).filter((item) => words.every((word) => `${item.title}\n${item.template}`.toLowerCase().includes(word)));
  const paging = useShownCount(found.length, query, 20);
  const act = async (work: () => Promise<unknown>, failed: string) => {
    try {
      await work();
      await mutate();
    } catch (error) {
      notifyFailure(failed, error);
    }
  };
  return (
    <section aria-labelledby="my-content" className="mt-10">
      <h2 id="my-content" className="text-xl font-bold">
        My content
      </h2>
      {!items.data ? (
        <ListLoadState error={items.error} label="Loading your content" onRetry={() => void mutate()} />
      ) : items.data.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-line p-6 text-sm text-muted">
          Nothing saved yet. Generate a piece, then choose Save to keep it here.
        </p>
      ) : (
        <>
          {items.data.length > 1 ? (
            <SearchField value={query} onChange={setQuery} label="Search my content" placeholder="Search by title..." className="mt-4" />
          ) : null}
          {found.length === 0 ? (
            <div className="mt-3 rounded-2xl border border-dashed border-line p-6 text-sm text-muted">
              <p>Nothing matches “{query}”.</p>
              <Button size="sm" variant="secondary" className="mt-3" onClick={() => setQuery('')}>
                Clear search
              </Button>
            </div>
          ) : null}
          <ul className="mt-4 space-y-3">
            {found.slice(0, paging.shown).map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                onOpen={() => onOpen(item)}
                onDuplicate={() =>
                  void act(
                    () => duplicateContentItem(item.id).then((copy) => notify({ title: 'Content duplicated', description: copy.title })),
                    'Could not duplicate',
                  )
                }
                onDelete={() =>
                  void act(
                    () => deleteContentItem(item.id).then(() => notify({ title: 'Content deleted', description: item.title })),
                    'Could not delete',
                  )
                }
                onResumeAt={(at) =>
                  void act(
                    () =>
                      rescheduleItem(item.id, at).then(() =>
                        notify({ title: 'Schedule resumed', description: `Next run ${when(at.toISOString())}` }),
                      ),
                    'Could not resume',
                  )
                }
                onPause={(paused) =>
                  void act(
                    () =>
                      setSchedulePaused(item.id, paused).then((next) =>
                        notify({
                          title: paused ? 'Schedule paused' : 'Schedule resumed',
                          description: paused ? item.title : `Next run ${when(next.next_run_at ?? '')}`,
                        }),
                      ),
                    paused ? 'Could not pause' : 'Could not resume',
                  )
                }
              />
            ))}
          </ul>
          <ShowMoreButton shown={paging.shown} total={found.length} pageSize={paging.pageSize} onMore={paging.more} what="items" />
        </>
      )}
    </section>
  );
}
