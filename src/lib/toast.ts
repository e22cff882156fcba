import { createElement } from 'react';
import toast from 'react-hot-toast';
import { ToastMessage } from './toast-view';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; 5000 unless given. */
  duration?: number;
}

export const TOAST_DURATION_MS = 5000;

/**
 * Shows a toast. Every toast in the app goes through here: only one is visible at a
 * time (a new one replaces the old at once), errors use the destructive style.
 * Returns the toast id.
 */
export function notify({ title, description, variant = 'default', duration = TOAST_DURATION_MS }: ToastInput): string {
  toast.remove();
  return toast.custom((t) => createElement(ToastMessage, { toast: t, title, description, variant }), { duration });
}

/** Hides the visible toast, if any. */
export function dismissToast(): void {
  toast.dismiss();
}
