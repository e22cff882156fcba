import { History } from 'lucide-react';
import { Button } from '../../../components/Button';
import type { ImageRow } from '../../../domain/images-contract';

const SOURCE_WORDS: Record<ImageRow['source'], string> = { generated: 'Generated', uploaded: 'Uploaded', edited: 'Edited' };
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Every version of the image, newest first; an older one can be made the newest again. */
export function VersionList({
  versions,
  busy,
  onRestore,
}: {
  versions: readonly ImageRow[];
  busy: boolean;
  onRestore: (version: ImageRow) => void;
}) {
  return (
    <section aria-labelledby="versions-heading" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="versions-heading" className="flex items-center gap-2 text-lg font-semibold text-fg">
        <History aria-hidden="true" className="size-5 text-accent" />
        Versions
      </h2>
      <ol className="mt-4 space-y-3">
        {versions.map((version, index) => {
          const number = versions.length - index;
          return (
            <li key={version.id} className="flex items-center gap-3">
              <img
                src={version.thumb_url}
                alt=""
                width={version.width}
                height={version.height}
                loading="lazy"
                className="size-14 shrink-0 rounded-lg bg-subtle object-cover"
              />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-fg">
                  Version {number}
                  {index === 0 ? <span className="font-normal text-muted"> (current)</span> : null}
                </p>
                <p className="truncate text-muted">
                  {SOURCE_WORDS[version.source]}, {version.width} x {version.height}, {when.format(new Date(version.created_at))}
                </p>
                {version.source === 'edited' && version.prompt ? <p className="truncate text-muted">“{version.prompt}”</p> : null}
              </div>
              {index > 0 ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  aria-label={`Restore version ${number}`}
                  onClick={() => onRestore(version)}
                >
                  Restore
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
