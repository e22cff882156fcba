import { FolderOpen, LoaderCircle } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ButtonLink } from '../../components/Button';
import { ListLoadState } from '../../components/ListLoadState';
import { formatUsd, LAUNCH_PRICE } from '../../domain/pricing';
import { freeSitesLimitMessage, type SiteListResponse, type SiteSummary } from '../../domain/website/sites-contract';
import { notify, notifyFailure } from '../../lib/toast';
import { deleteSite } from './api/delete-site';
import { duplicateSite } from './api/duplicate-site';
import { sitesKey, useSites } from './api/list-sites';
import { renameSite } from './api/rename-site';
import { restoreSite } from './api/restore-site';
import { SiteCard } from './SiteCard';
import { messageOf } from '../../domain/error-message';

/** How long the Undo of a delete stays on screen. */
const UNDO_MS = 10_000;

interface Props {
  userId: string;
  /** Shows a saved site again in the generator's result step. */
  onOpen: (site: SiteSummary) => Promise<void>;
  /** A site was deleted (the result step may be showing it), or brought back by Undo. */
  onDeleted: (id: string) => void;
  onRestored: (id: string) => void;
}

/** The user's saved websites: every generation lands here; open, rename, duplicate or delete (with Undo) each. */
export function MySites({ userId, onOpen, onDeleted, onRestored }: Props) {
  const { data, error, mutate, isLoading } = useSites(userId);
  const { mutate: mutateKey } = useSWRConfig();
  const [busyId, setBusyId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // A control to focus once the list shows it (the new copy's Open): the one pressed is gone or moved.
  const focusNext = useRef<{ id: string; action: string } | null>(null);
  useLayoutEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    const target = list.current?.querySelector<HTMLElement>(`[data-site="${next.id}"] [data-action="${next.action}"]`);
    if (!target) return;
    target.focus();
    focusNext.current = null;
  });

  const without = (id: string) => (list: SiteListResponse | undefined) =>
    list ? { ...list, sites: list.sites.filter((s) => s.id !== id) } : list;

  async function run(site: SiteSummary, work: () => Promise<void>) {
    setBusyId(site.id);
    try {
      await work();
    } finally {
      setBusyId(null);
    }
  }

  const rename = (site: SiteSummary, name: string) =>
    run(site, async () => {
      try {
        const renamed = await renameSite(site.id, name);
        await mutate((list) => (list ? { ...list, sites: list.sites.map((s) => (s.id === site.id ? renamed : s)) } : list), {
          revalidate: true,
        });
        notify({ title: 'Site renamed', description: renamed.name });
      } catch (cause) {
        notifyFailure('Rename failed', cause, 'The site could not be renamed. Try again.');
      }
    });

  const duplicate = (site: SiteSummary) =>
    run(site, async () => {
      try {
        const copy = await duplicateSite(site.id);
        focusNext.current = { id: copy, action: 'open' };
        await mutate();
        notify({ title: 'Site duplicated', description: `${site.name} (copy) is in My Sites.` });
      } catch (cause) {
        notifyFailure('Duplicate failed', cause, 'The site could not be copied. Try again.');
      }
    });

  const remove = (site: SiteSummary) =>
    run(site, async () => {
      try {
        await deleteSite(site.id);
      } catch (cause) {
        notifyFailure('Delete failed', cause, 'The site could not be deleted. Try again.');
        return;
      }
      await mutate(without(site.id), { revalidate: false });
      onDeleted(site.id);
      // The card and its focused button are gone: keep the keyboard in My Sites.
      heading.current?.focus();
      notify({
        title: 'Site deleted',
        description: site.name,
        duration: UNDO_MS,
        action: { label: 'Undo', onClick: () => void undo(site) },
      });
    });

  async function undo(site: SiteSummary) {
    try {
      await restoreSite(site.id);
      onRestored(site.id);
      notify({ title: 'Site restored', description: site.name });
    } catch (cause) {
      notifyFailure('Undo failed', cause, 'The site could not be restored.');
    }
    await mutateKey(sitesKey(userId));
  }

  const sites = data?.sites ?? [];
  const atLimit = data?.limit !== null && data !== undefined && sites.length >= data.limit;
  return (
    <section aria-labelledby="my-sites-heading" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="my-sites-heading" ref={heading} tabIndex={-1} className="flex items-center gap-2 text-2xl font-bold focus:outline-none">
          <FolderOpen aria-hidden="true" className="size-6 text-accent" />
          My Sites
        </h2>
        {data ? (
          <p className="text-sm text-muted">
            {data.limit === null ? `${sites.length} saved` : `${sites.length} of ${data.limit} saved sites (free plan)`}
          </p>
        ) : null}
      </div>
      <p className="mt-1 text-muted">Every website you generate is kept here. Open one to preview or download it again.</p>
      {atLimit ? (
        <div
          role="note"
          className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-warn/40 bg-warn-soft p-4"
        >
          <p className="text-sm text-fg">{freeSitesLimitMessage(data.limit ?? undefined)}</p>
          <ButtonLink to="/upgrade" variant="gradient" size="sm">
            Upgrade to PRO - {formatUsd(LAUNCH_PRICE)}
          </ButtonLink>
        </div>
      ) : null}
      {error || (isLoading && !data) ? (
        <ListLoadState
          error={error ? new Error(`Could not load My Sites: ${messageOf(error, 'please try again')}`) : null}
          label="Loading My Sites"
          onRetry={() => void mutate()}
        />
      ) : sites.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-line p-6 text-center text-muted">
          No saved sites yet. Fill in your business details above and press Generate My Website: the site appears here.
        </p>
      ) : (
        <ul ref={list} className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sites.map((site) => (
            <SiteCard
              key={site.id}
              site={site}
              busy={busyId === site.id}
              onOpen={() => void run(site, () => onOpen(site))}
              onRename={(name) => rename(site, name)}
              onDuplicate={() => void duplicate(site)}
              onDelete={() => void remove(site)}
            />
          ))}
        </ul>
      )}
      {busyId ? (
        <span role="status" className="sr-only">
          <LoaderCircle aria-hidden="true" />
          Working…
        </span>
      ) : null}
    </section>
  );
}
