import { useEffect, useRef } from 'react';

/**
 * A native <dialog> opened as a modal while `open` is true: the browser keeps
 * focus inside it, Escape closes it (its onClose/onCancel tell the owner) and
 * focus returns where it was when it closes.
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
