import type { ReactNode } from 'react';
import { useModalDialog } from '../../../lib/use-modal-dialog';

/**
 * Below the desktop layout the history opens over the page, as a drawer from the
 * left: a modal <dialog>, so focus stays inside, Escape closes it and the page
 * behind does not scroll sideways.
 */
export function HistoryDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const dialog = useModalDialog(open);
  return (
    <dialog
      ref={dialog}
      aria-label="Chat history"
      onClose={onClose}
      onClick={(event) => {
        // a click on the backdrop (the dialog itself, outside its panel) closes it
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 h-dvh max-h-dvh w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-transparent p-2 backdrop:bg-black/50"
    >
      {children}
    </dialog>
  );
}
