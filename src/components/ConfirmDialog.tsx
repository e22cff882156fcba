// Asks before an action that changes something others see (Unpublish): a modal
// <dialog>, so focus stays inside, Escape or Cancel closes it (focus then returns to
// the button that opened it), and Cancel comes first so Enter on opening is harmless.
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useModalDialog } from '../lib/use-modal-dialog';
import { Button } from './Button';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The confirming button's label: the action itself ("Unpublish"), never "OK". */
  confirmLabel: string;
  onConfirm: () => void;
  /** Closed without confirming (Cancel, Escape). */
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel }: Props) {
  const dialog = useModalDialog(open);
  const titleId = useId();
  const bodyId = useId();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={() => {
        if (open) onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-0 text-fg shadow-2xl backdrop:bg-black/60"
    >
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <div id={bodyId} className="space-y-2 text-sm text-muted">
          {children}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
