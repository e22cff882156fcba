import { FileUp } from 'lucide-react';
import { FilePickButton } from '../../components/FilePickButton';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS } from '../../domain/files-contract';
import { humanSize } from '../../domain/file-facts';
import { listInWords } from '../../domain/list-in-words';
import { useFileDrop } from '../../lib/use-file-drop';

const KINDS = listInWords(DOCUMENT_KINDS.map((kind) => DOCUMENT_KIND_LABELS[kind]));

/** Where files are dropped or chosen: the button is the keyboard's way, dropping the mouse's. */
export function DropZone({
  maxBytes,
  disabled,
  onFiles,
}: {
  maxBytes: number | null;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const { over, handlers } = useFileDrop({ disabled, onFiles });
  return (
    <div
      {...handlers}
      className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center transition sm:p-8 ${over ? 'border-accent bg-accent-soft' : 'border-line bg-surface'}`}
    >
      <FileUp aria-hidden="true" className="size-9 text-accent" />
      <p className="font-semibold text-fg">Drop files here, or</p>
      <FilePickButton label="Upload files" onFiles={onFiles} disabled={disabled} />
      <p className="max-w-md text-sm text-muted">
        {KINDS}
        {maxBytes ? `, up to ${humanSize(maxBytes)} each` : ''}. Several files upload at once.
      </p>
    </div>
  );
}
