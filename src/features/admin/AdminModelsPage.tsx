import { DownloadCloud, LoaderCircle, Shield } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { ListLoadState } from '../../components/ListLoadState';
import { SearchField } from '../../components/SearchField';
import { Page } from '../../components/Page';
import { ShowMoreButton, useShownCount } from '../../components/ShowMore';
import { Tabs } from '../../components/Tabs';
import { filterModels, REVIEW_STATUSES, searchIndex, type CatalogueModel, type ReviewStatus } from '../../domain/model-catalogue';
import { useAuth } from '../../lib/auth-context';
import { notify, notifyFailure } from '../../lib/toast';
import { AdminModelCard } from './AdminModelCard';
import { AdminNav } from './AdminNav';
import { fetchNewModels } from './api/fetch-new-models';
import { useReviewQueue } from './api/get-review-queue';
import { reviewModel, type ReviewDecision } from './api/review-model';
import { messageOf } from '../../domain/error-message';

const EMPTY: Record<ReviewStatus, string> = {
  pending: 'No models are waiting for review. Use Fetch Latest Models to look for new ones.',
  approved: 'No models approved yet. Approve a pending model to add it to the Model Database.',
  rejected: 'No models rejected.',
};

/** What a decision's toast says; an undone one says it went back to where it was. */
function reviewToast(model: CatalogueModel, decision: ReviewDecision, undoing: boolean): { title: string; description: string } {
  if (undoing) return { title: 'Decision Undone', description: `${model.name} is back where it was.` };
  switch (decision) {
    case 'rejected':
      return { title: 'Model Rejected', description: `${model.name} will not be offered.` };
    case 'pending':
      return { title: 'Back in Review', description: `${model.name} is pending again and offered to no one until approved.` };
    default:
      return {
        title: 'Model Approved',
        description:
          decision === 'public' ? `${model.name} is now in the Model Database for everyone.` : `${model.name} is visible to admins only.`,
      };
  }
}

interface ReviewContext {
  mutate: ReturnType<typeof useReviewQueue>['mutate'];
  setBusy: (change: (current: ReadonlySet<string>) => ReadonlySet<string>) => void;
  list: HTMLUListElement | null;
  /** This decision undoes the one before it: its toast offers no Undo. */
  undoing?: boolean;
}

/** Saves one decision, keeps the focus in the list as the card leaves its tab, and says so (an approval or a rejection with Undo: back to pending). */
async function applyReview(model: CatalogueModel, decision: ReviewDecision, context: ReviewContext): Promise<void> {
  const { mutate, setBusy, list, undoing = false } = context;
  const cards = [...(list?.querySelectorAll('article') ?? [])];
  const at = cards.findIndex((card) => card.contains(document.activeElement));
  setBusy((current) => new Set(current).add(model.id));
  try {
    const reviewed = await reviewModel(model.id, decision);
    await mutate((all = []) => all.map((entry) => (entry.id === reviewed.id ? reviewed : entry)), { revalidate: false });
    if (at >= 0) {
      // The card leaves this tab: the next card's first button (or the tab) takes the focus, not the page.
      const rest = cards.filter((_, i) => i !== at);
      const next =
        rest[Math.min(at, rest.length - 1)]?.querySelector('button') ??
        document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      requestAnimationFrame(() => next?.focus());
    }
    notify({
      ...reviewToast(model, decision, undoing),
      ...(undoing || decision === 'pending'
        ? {}
        : {
            action: {
              label: 'Undo',
              onClick: () => void applyReview(reviewed, 'pending', { ...context, undoing: true }),
            },
          }),
    });
  } catch (error) {
    notifyFailure('Error', error);
  } finally {
    setBusy((current) => {
      const next = new Set(current);
      next.delete(model.id);
      return next;
    });
  }
}

export function AdminModelsPage() {
  const { user } = useAuth();
  const queue = useReviewQueue(user?.id ?? 'admin');
  const [tab, setTab] = useState<ReviewStatus>('pending');
  const [query, setQuery] = useState('');
  const [fetching, setFetching] = useState(false);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const models = queue.data;
  const byStatus = useMemo(() => {
    const groups: Record<ReviewStatus, CatalogueModel[]> = { pending: [], approved: [], rejected: [] };
    for (const model of models ?? []) groups[model.status as ReviewStatus]?.push(model);
    return groups;
  }, [models]);
  const shown = byStatus[tab];
  const index = useMemo(() => searchIndex(shown), [shown]);
  const results = useMemo(() => filterModels(shown, index, query, 'all'), [shown, index, query]);
  const paging = useShownCount(results.length, `${tab}\n${query}`);

  const { mutate } = queue;
  const list = useRef<HTMLUListElement>(null);
  const review = useCallback(
    (model: CatalogueModel, decision: ReviewDecision) => void applyReview(model, decision, { mutate, setBusy, list: list.current }),
    [mutate],
  );

  const fetchLatest = async () => {
    setFetching(true);
    notify({ title: 'Fetching Latest Models', description: 'Scanning the AI model marketplace for new models…' });
    try {
      const { models: found } = await fetchNewModels();
      await mutate();
      setTab('pending');
      notify({ title: 'Models Updated!', description: `Found ${found.length} new models for review` });
    } catch (error) {
      // What the server said (rate limit, OpenRouter unreachable...): the list on screen is what was there before.
      notify({ title: 'Error', description: `Failed to fetch models: ${messageOf(error)}`, variant: 'destructive' });
    } finally {
      setFetching(false);
    }
  };

  const tabs = REVIEW_STATUSES.map((id) => ({ id, label: `${id[0]!.toUpperCase()}${id.slice(1)} (${byStatus[id].length})` }));

  return (
    <Page title="Admin: Model Management">
      <AdminNav />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
            <Shield aria-hidden="true" className="size-8 text-accent" />
            Admin: Model Management
          </h1>
          <p className="mt-2 max-w-2xl text-muted">
            Scan the AI model marketplace (OpenRouter) for new models, then approve each for everyone, privately for admins, or reject it.
          </p>
        </div>
        <Button variant="gradient" onClick={() => void fetchLatest()} disabled={fetching}>
          {fetching ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <DownloadCloud aria-hidden="true" className="size-4" />
          )}
          Fetch Latest Models
        </Button>
      </header>

      {!models ? (
        <ListLoadState error={queue.error} label="Loading models" onRetry={() => void queue.mutate()} />
      ) : (
        <Tabs label="Review status" tabs={tabs} value={tab} onChange={setTab} className="mt-8">
          {shown.length > 0 ? (
            <SearchField
              value={query}
              onChange={setQuery}
              label="Search these models by name or provider"
              placeholder="Search by name or provider..."
              className="mb-5"
            />
          ) : null}
          {results.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-line p-10 text-center text-muted">
              {shown.length === 0 ? EMPTY[tab] : 'No models found matching your search.'}
            </p>
          ) : (
            <ul ref={list} aria-label={`${tab} models`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {results.slice(0, paging.shown).map((model) => (
                <li key={model.id} className="flex min-w-0">
                  <AdminModelCard model={model} busy={busy.has(model.id)} onReview={review} />
                </li>
              ))}
            </ul>
          )}
          <ShowMoreButton shown={paging.shown} total={results.length} pageSize={paging.pageSize} onMore={paging.more} what="models" />
        </Tabs>
      )}
    </Page>
  );
}
