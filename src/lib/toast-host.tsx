import { useEffect, useState, type ComponentType } from 'react';
import { toastView } from './toast';

/** Mounts the toast area once its code is loaded: at the first toast, or when the browser is idle. */
export function ToastHost() {
  const [Area, setArea] = useState<ComponentType | null>(null);

  useEffect(() => {
    const stop = toastView.whenLoaded((module) => setArea(() => module.ToastArea));
    // Not before the page has loaded: it would compete with the first page's own code.
    let idleHandle: number | undefined;
    const whenIdle = () => {
      const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
      idleHandle = idle(() => void toastView.load().catch(() => {}), { timeout: 5000 });
    };
    const afterLoad = () => window.setTimeout(whenIdle, 1000);
    let loadTimer: number | undefined;
    if (document.readyState === 'complete') loadTimer = afterLoad();
    else window.addEventListener('load', () => (loadTimer = afterLoad()), { once: true });
    return () => {
      stop();
      window.clearTimeout(loadTimer);
      if (idleHandle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idleHandle);
    };
  }, []);

  return Area ? <Area /> : null;
}
