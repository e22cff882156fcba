import { Layers } from 'lucide-react';
import useSWR from 'swr';
import { Button } from '../../components/Button';
import { listVersions } from './api/list-versions';

/** The earlier versions of a saved item: each save keeps the one it replaced. */
export function Versions({ itemId, version, onRestore }: { itemId: string; version: number; onRestore: (content: string) => void }) {
  const versions = useSWR(version > 1 ? ['content-versions', itemId, version] : null, () => listVersions(itemId), {
    revalidateOnFocus: false,
  });
  if (version <= 1) return null;
  return (
    <details className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <summary className="flex cursor-pointer items-center gap-2 font-semibold">
        <Layers aria-hidden="true" className="size-4" />
        Earlier versions ({version - 1})
      </summary>
      {versions.error ? <p className="mt-3 text-sm text-danger">{(versions.error as Error).message}</p> : null}
      <ul className="mt-3 space-y-2">
        {(versions.data ?? []).map((entry) => (
          <li key={entry.version} className="flex items-center justify-between gap-3 rounded-lg border border-line px-3 py-2 text-sm">
            <span>
              Version {entry.version} · {new Date(entry.saved_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
              {entry.awaiting_review ? ' · written by a run, never reviewed' : ''}
            </span>
            <Button size="sm" variant="secondary" onClick={() => onRestore(entry.content)} aria-label={`Restore version ${entry.version}`}>
              Restore
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
