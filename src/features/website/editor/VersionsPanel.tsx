import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import type { SiteContentResponse, SiteVersion } from '../../../domain/website/editor-contract';
import { notify } from '../../../lib/toast';
import { listSiteVersions } from '../api/list-site-versions';
import { restoreSiteVersion } from '../api/restore-site-version';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface Props {
  siteId: string;
  /** Changes whenever the site is saved, so the list is read again. */
  revision: number;
  onRestored: (saved: SiteContentResponse) => void;
}

/** Earlier versions of the site, newest first, each one restorable (the current one is kept as a version too). */
export function VersionsPanel({ siteId, revision, onRestored }: Props) {
  const [versions, setVersions] = useState<SiteVersion[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    listSiteVersions(siteId).then(
      (list) => live && (setVersions(list), setFailed(null)),
      (error: unknown) => live && setFailed(error instanceof Error ? error.message : 'Could not load the versions.'),
    );
    return () => {
      live = false;
    };
  }, [siteId, revision]);

  async function restore(version: SiteVersion) {
    setRestoring(version.id);
    try {
      onRestored(await restoreSiteVersion(siteId, version.id));
      notify({ title: 'Version restored', description: `The site is back to how it was on ${when.format(new Date(version.created_at))}.` });
    } catch (error) {
      notify({ title: 'Could not restore', description: error instanceof Error ? error.message : 'Try again.', variant: 'destructive' });
    } finally {
      setRestoring(null);
    }
  }

  return (
    <section aria-labelledby="versions-title" className="rounded-xl border border-line p-4">
      <h3 id="versions-title" className="flex items-center gap-2 font-semibold">
        <History aria-hidden="true" className="size-4" />
        Versions
      </h3>
      {failed ? <p className="mt-2 text-sm text-danger">{failed} Reload the page to try again.</p> : null}
      {!versions && !failed ? <Spinner label="Loading versions" /> : null}
      {versions?.length === 0 ? <p className="mt-2 text-sm text-muted">Earlier versions appear here as you edit.</p> : null}
      {versions?.length ? (
        <ul className="mt-2 max-h-60 divide-y divide-line overflow-y-auto">
          {versions.map((version) => (
            <li key={version.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <time dateTime={version.created_at}>{when.format(new Date(version.created_at))}</time>
              <Button
                size="sm"
                variant="secondary"
                disabled={restoring !== null}
                aria-label={`Restore the version of ${when.format(new Date(version.created_at))}`}
                onClick={() => void restore(version)}
              >
                {restoring === version.id ? 'Restoring…' : 'Restore'}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
