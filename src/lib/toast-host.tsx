import { useEffect, useState, type ComponentType } from 'react';
import { whenPageIsIdle } from './after-load';
import { toastView } from './toast';

/** Mounts the toast area once its code is loaded: at the first toast, or when the browser is idle. */
export function ToastHost() {
  const [Area, setArea] = useState<ComponentType | null>(null);

  useEffect(() => {
    const stop = toastView.whenLoaded((module) => setArea(() => module.ToastArea));
    // Not before the page has loaded: it would compete with the first page's own code.
    const cancel = whenPageIsIdle(() => void toastView.load().catch(() => {}));
    return () => {
      stop();
      cancel();
    };
  }, []);

  return Area ? <Area /> : null;
}
