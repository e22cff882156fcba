import { FileText, Globe, LoaderCircle, Trash2, TriangleAlert } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { humanSize, lengthLabel } from '../../domain/file-facts';
import { DOCUMENT_KIND_LABELS, DOCUMENT_STATUS_LABELS, type DocumentRow, type DocumentStatus } from '../../domain/files-contract';
import { UPLOAD_PHASE_LABELS, type UploadItem } from '../../lib/files/use-uploads';

const STATUS_TONES: Record<DocumentStatus, BadgeTone> = {
  uploading: 'neutral',
  processing: 'accent',
  ready: 'success',
  failed: 'neutral',
};

interface Props {
  document: DocumentRow;
  /** This browser's upload of it, while it runs. */
  upload: UploadItem | undefined;
  busy: boolean;
  onDelete: () => void;
  onHandOff: (target: 'blog' | 'website') => void;
}

/** One file of My files: what it is, how far it got, and what can be done with it. */
export function FileRow({ document, upload, busy, onDelete, onHandOff }: Props) {
  const facts = [DOCUMENT_KIND_LABELS[document.kind], humanSize(document.size_bytes), lengthLabel(document.kind, document.pages)].filter(
    Boolean,
  );
  const uploading = upload && upload.phase !== 'done' && upload.phase !== 'failed';
  const working = uploading || document.status === 'uploading' || document.status === 'processing';
  return (
    <li data-file={document.id} className="rounded-2xl border border-line bg-surface p-4 shadow-sm shadow-black/5">
      <div className="flex flex-wrap items-start gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold wrap-anywhere text-fg">{document.name}</p>
          <p className="mt-0.5 text-sm text-muted">{facts.join(' · ')}</p>
        </div>
        <span className="flex items-center gap-2">
          {working ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-muted" /> : null}
          {document.status === 'failed' ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-danger-soft px-2 py-0.5 text-xs font-bold text-danger ring-1 ring-danger/30">
              <TriangleAlert aria-hidden="true" className="size-3.5" />
              {DOCUMENT_STATUS_LABELS.failed}
            </span>
          ) : (
            <Badge tone={STATUS_TONES[document.status]}>
              {uploading
                ? UPLOAD_PHASE_LABELS[upload.phase]
                : DOCUMENT_STATUS_LABELS[document.status === 'uploading' ? 'processing' : document.status]}
            </Badge>
          )}
        </span>
      </div>
      {document.status === 'failed' ? (
        <p className="mt-3 rounded-lg bg-danger-soft p-3 text-sm wrap-anywhere text-danger">
          {document.failure ?? upload?.error ?? 'This file could not be read. Delete it and upload it again.'}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {document.status === 'ready' ? (
          <>
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => onHandOff('blog')}>
              <FileText aria-hidden="true" className="size-4" />
              Blog post from this file
            </Button>
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => onHandOff('website')}>
              <Globe aria-hidden="true" className="size-4" />
              Website from this file
            </Button>
          </>
        ) : null}
        <Button variant="ghost" size="sm" disabled={busy} onClick={onDelete} aria-label={`Delete ${document.name}`} className="sm:ml-auto">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </li>
  );
}
