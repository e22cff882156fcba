// Every toast in the app goes through notify(): only one is visible at a time (a new
// one replaces the old at once), errors use the destructive style. The toast view
// (react-hot-toast) is not part of the first paint: it loads with the first toast,
// or when the browser is idle, whichever comes first.

import { messageOf } from '../domain/error-message';
import { lazyModule } from './lazy-module';
import type { ToastInput } from './toast-view';

export type { ToastInput } from './toast-view';

/** The toast view (react-hot-toast and the toast markup), downloaded on first use. */
export const toastView = lazyModule(() => import('./toast-view'));

export function notify(input: ToastInput): void {
  toastView.load().then(
    (module) => module.showToast(input),
    // Without the view there is nowhere to show it: keep the message in the console.
    () => console.warn(`${input.title}${input.description ? `: ${input.description}` : ''}`),
  );
}

/** Hides the visible toast, if any. */
export function dismissToast(): void {
  toastView.current()?.dismissToasts();
}

/** The toast of an action that failed: `title`, and what the thrown value says (`fallback` when it says nothing). */
export function notifyFailure(title: string, error: unknown, fallback?: string): void {
  notify({ title, description: messageOf(error, fallback), variant: 'destructive' });
}
