import { Cpu, RefreshCw } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/Button';
import { ListLoadState } from '../../components/ListLoadState';
import { SearchField } from '../../components/SearchField';
import { Page } from '../../components/Page';
import { ShowMoreButton, useShownCount } from '../../components/ShowMore';
import { filterModels, MODEL_FILTERS, modelStats, searchIndex, type CatalogueModel, type ModelFilter } from '../../domain/model-catalogue';
import { authPath } from '../../domain/next-path';
import { useAuth } from '../../lib/auth-context';
import { notify } from '../../lib/toast';
import { addModel } from './api/add-model';
import { useAddedModels } from './api/get-added-models';
import { keylessModels, useChatPlan } from './api/get-chat-plan';
import { removeModel } from './api/remove-model';
import { useCatalogue } from './api/get-catalogue';
import { AddedModelsNote } from './AddedModelsNote';
import { ModelCard } from './ModelCard';
import { ModelStats } from './ModelStats';
import { messageOf } from '../../domain/error-message';

export function ModelsPage() {
  const { user, loading: authLoading, isPaid } = useAuth();
  const [, navigate] = useLocation();
  const catalogue = useCatalogue(user?.id, !authLoading);
  const added = useAddedModels(user?.id);
  // PRO: whether each added model answers for real, or needs a key (the chat's own plan).
  const plan = useChatPlan(isPaid ? user?.id : undefined);
  const needsKey = useMemo(() => keylessModels(plan.data), [plan.data]);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<ModelFilter>('all');
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const models = catalogue.data;
  const index = useMemo(() => (models ? searchIndex(models) : []), [models]);
  const results = useMemo(() => (models ? filterModels(models, index, query, filter) : []), [models, index, query, filter]);
  const stats = useMemo(() => modelStats(models ?? []), [models]);
  const addedIds = useMemo(() => new Set(added.data ?? []), [added.data]);
  const paging = useShownCount(results.length, `${filter}\n${query}`);

  const { mutate: mutateAdded } = added;
  const { mutate: mutatePlan } = plan;
  const change = useCallback(
    async (model: CatalogueModel, add: boolean) => {
      if (!user) {
        navigate(authPath({ next: '/models' }));
        return;
      }
      setBusy((current) => new Set(current).add(model.id));
      try {
        await mutateAdded(
          async (ids = []) => {
            await (add ? addModel(model.id) : removeModel(model.id));
            return add ? [...ids.filter((id) => id !== model.id), model.id] : ids.filter((id) => id !== model.id);
          },
          { revalidate: false },
        );
        if (add && isPaid) {
          const keys = keylessModels(await mutatePlan()).get(model.id);
          notify({
            title: 'Model Added',
            description: keys
              ? `${model.name} is in your chat, but it needs an API key: this site has none for it. Add ${keys} in API Settings to get its answers.`
              : `${model.name} now answers in your Multi-AI chat.`,
          });
        } else if (add) {
          notify({ title: 'Model Added', description: `${model.name} is saved to your models. Its answers join your chat with PRO.` });
        } else {
          void mutatePlan();
          notify({ title: 'Model removed', description: `${model.name} no longer answers in your chat.` });
        }
      } catch (error) {
        notify({
          title: add ? 'Could not add the model' : 'Could not remove the model',
          description: messageOf(error),
          variant: 'destructive',
        });
      } finally {
        setBusy((current) => {
          const next = new Set(current);
          next.delete(model.id);
          return next;
        });
      }
    },
    [user, isPaid, navigate, mutateAdded, mutatePlan],
  );
  const onAdd = useCallback((model: CatalogueModel) => void change(model, true), [change]);
  const onRemove = useCallback((model: CatalogueModel) => void change(model, false), [change]);

  const refresh = () => {
    notify({ title: 'Refreshing Models' });
    void catalogue.mutate();
    if (user) void added.mutate();
  };

  return (
    <Page title="AI Model Database">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
            <Cpu aria-hidden="true" className="size-8 text-accent" />
            AI Model Database
          </h1>
          <p className="mt-2 text-muted">
            Browse admin-curated AI models, compare prices and context sizes, and add the ones you want to your chat.
          </p>
        </div>
        <Button variant="secondary" onClick={refresh} disabled={catalogue.isValidating}>
          <RefreshCw aria-hidden="true" className={`size-4 ${catalogue.isValidating ? 'motion-safe:animate-spin' : ''}`} />
          Refresh
        </Button>
      </header>

      <AddedModelsNote signedIn={Boolean(user)} isPaid={isPaid} addedCount={addedIds.size} />

      <div className="mt-6 flex flex-col gap-3 md:flex-row md:items-center">
        <SearchField
          value={query}
          onChange={setQuery}
          label="Search models by name or provider"
          placeholder="Search by name or provider..."
          className="flex-1"
        />
        <div role="group" aria-label="Filter by price" className="flex flex-wrap gap-2">
          {MODEL_FILTERS.map((option) => (
            <Button
              key={option.id}
              size="md"
              variant={filter === option.id ? 'primary' : 'secondary'}
              aria-pressed={filter === option.id}
              onClick={() => setFilter(option.id)}
            >
              {option.label}
            </Button>
          ))}
        </div>
      </div>

      {!models ? (
        <ListLoadState error={catalogue.error} label="Loading models" onRetry={() => void catalogue.mutate()} />
      ) : (
        <>
          <ModelStats stats={stats} />
          {results.length === 0 ? (
            <div className="mt-10 rounded-2xl border border-dashed border-line p-10 text-center text-muted">
              <p>No models found matching your search.</p>
              {query || filter !== 'all' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-4"
                  onClick={() => {
                    setQuery('');
                    setFilter('all');
                  }}
                >
                  Clear search and filters
                </Button>
              ) : null}
            </div>
          ) : (
            <ul aria-label="Models" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {results.slice(0, paging.shown).map((model) => (
                <li key={model.id} className="flex min-w-0">
                  <ModelCard
                    model={model}
                    added={addedIds.has(model.id)}
                    needsKey={needsKey.get(model.id)}
                    busy={busy.has(model.id)}
                    onAdd={onAdd}
                    onRemove={onRemove}
                  />
                </li>
              ))}
            </ul>
          )}
          <ShowMoreButton shown={paging.shown} total={results.length} pageSize={paging.pageSize} onMore={paging.more} what="models" />
        </>
      )}
    </Page>
  );
}
