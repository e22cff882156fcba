import { MountWhenIdle } from './after-load';
import { toastView } from './toast';

const pickArea = (module: typeof import('./toast-view')) => module.ToastArea;

/** Mounts the toast area once its code is loaded: at the first toast, or when the browser is idle (not competing with the first page's own code). */
export function ToastHost() {
  return <MountWhenIdle module={toastView} pick={pickArea} />;
}
