import { LoaderCircle, TriangleAlert, X } from 'lucide-react';
import { Button } from '../../components/Button';
import { humanSize } from '../../domain/file-facts';
import { UPLOAD_PHASE_LABELS, type UploadItem } from '../../lib/files/use-uploads';

/** A file this browser is sending that has no row in My files yet: waiting, being checked, or refused. */
export function UploadRow({ item, onDismiss }: { item: UploadItem; onDismiss: () => void }) {
  const refused = item.phase === 'failed';
  return (
    <li className={`rounded-2xl border p-4 ${refused ? 'border-danger/40 bg-danger-soft' : 'border-dashed border-line bg-surface'}`}>
      <div className="flex flex-wrap items-start gap-3">
        {refused ? (
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        ) : (
          <LoaderCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 animate-spin text-muted" />
        )}
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-fg">{item.name}</p>
          <p className="mt-0.5 text-sm text-muted">
            {humanSize(item.size)} · {UPLOAD_PHASE_LABELS[item.phase]}
          </p>
          {refused && item.error ? <p className="mt-2 text-sm text-danger">{item.error}</p> : null}
        </div>
        {refused ? (
          <Button variant="ghost" size="sm" onClick={onDismiss} aria-label={`Dismiss ${item.name}`}>
            <X aria-hidden="true" className="size-4" />
          </Button>
        ) : null}
      </div>
    </li>
  );
}
