import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import type { SiteContentResponse } from '../../../domain/website/editor-contract';
import { changeSummary, type SiteVersion } from '../../../domain/website/site-change';
import { notify, notifyFailure } from '../../../lib/toast';
import { listSiteVersions } from '../api/list-site-versions';
import { restoreSiteVersion } from '../api/restore-site-version';
import { messageOf } from '../../../domain/error-message';

const toMinute = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const toSecond = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const atSecond = (iso: string) => toSecond.format(new Date(iso));

/** Each version's time: to the minute, or to the second where two of the list share a minute. */
function versionTimes(versions: SiteVersion[]): Map<string, string> {
  const minutes = versions.map((version) => toMinute.format(new Date(version.created_at)));
  return new Map(
    versions.map((version, index) => [
      version.id,
      minutes.indexOf(minutes[index]!) === minutes.lastIndexOf(minutes[index]!) ? minutes[index]! : atSecond(version.created_at),
    ]),
  );
}

interface Props {
  siteId: string;
  /** Changes whenever the site is saved, so the list is read again. */
  revision: number;
  onRestored: (saved: SiteContentResponse) => void;
}

/**
 * Earlier versions of the site, newest first, each one restorable (the current one
 * is kept as a version too). Each is the site as it was until a change, named beside
 * its time, replaced it.
 */
export function VersionsPanel({ siteId, revision, onRestored }: Props) {
  const [versions, setVersions] = useState<SiteVersion[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    listSiteVersions(siteId).then(
      (list) => live && (setVersions(list), setFailed(null)),
      (error: unknown) => live && setFailed(messageOf(error, 'Could not load the versions.')),
    );
    return () => {
      live = false;
    };
  }, [siteId, revision]);

  async function restore(version: SiteVersion, time: string) {
    if (restoring !== null) return;
    setRestoring(version.id);
    try {
      onRestored(await restoreSiteVersion(siteId, version.id));
      notify({ title: 'Version restored', description: `The site is back to how it was on ${time}.` });
    } catch (error) {
      notifyFailure('Could not restore', error, 'Try again.');
    } finally {
      setRestoring(null);
    }
  }

  const times = versions ? versionTimes(versions) : new Map<string, string>();
  // Two saves of one kind within one second read alike: the later ones are numbered, so each Restore has its own name.
  const seen = new Map<string, number>();
  const restoreName = (label: string) => {
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    return count > 1 ? `${label} (${count})` : label;
  };
  return (
    <section aria-labelledby="versions-title" className="rounded-xl border border-line p-4">
      <h3 id="versions-title" className="flex items-center gap-2 font-semibold">
        <History aria-hidden="true" className="size-4" />
        Versions
      </h3>
      <p className="mt-1 text-sm text-muted">Each version is the site as it was until the change named under its time.</p>
      {failed ? <p className="mt-2 text-sm text-danger">{failed} Reload the page to try again.</p> : null}
      {!versions && !failed ? <Spinner label="Loading versions" /> : null}
      {versions?.length === 0 ? <p className="mt-2 text-sm text-muted">Earlier versions appear here as you edit.</p> : null}
      {versions?.length ? (
        <ul className="mt-2 max-h-72 divide-y divide-line overflow-y-auto">
          {versions.map((version) => {
            const time = times.get(version.id) ?? atSecond(version.created_at);
            const change = version.change ? changeSummary(version.change, atSecond) : null;
            return (
              <li key={version.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0">
                  <time dateTime={version.created_at} className="block">
                    {time}
                  </time>
                  {change ? <span className="block text-muted">Then: {change}</span> : null}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  className="shrink-0"
                  // aria-disabled while a restore runs: a disabled button would drop the keyboard focus to the page.
                  aria-disabled={restoring !== null}
                  aria-label={restoreName(`Restore the version of ${time}${change ? `, before: ${change}` : ''}`)}
                  onClick={() => void restore(version, time)}
                >
                  {restoring === version.id ? 'Restoring…' : 'Restore'}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
