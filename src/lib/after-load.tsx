import { createElement, useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';
import type { LazyModule } from './lazy-module';

// Work that must not compete with the first page's own code (the toast view, the
// support bubble): it starts a second after the page's load event, when the browser
// is idle (at the latest 5 s later).

/** Runs `work` once the page is loaded and the browser idle; returns a cancel. */
export function whenPageIsIdle(work: () => void): () => void {
  let idleHandle: number | undefined;
  let loadTimer: number | undefined;
  const whenIdle = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
    idleHandle = idle(work, { timeout: 5000 });
  };
  const afterLoad = () => {
    loadTimer = window.setTimeout(whenIdle, 1000);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    window.clearTimeout(loadTimer);
    if (idleHandle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idleHandle);
  };
}

/**
 * Renders the component `pick` takes from a lazily loaded module, once the module is
 * there: the download starts when the page is idle (or earlier, by anyone calling `load`).
 */
export function MountWhenIdle<T>({ module, pick }: { module: LazyModule<T>; pick: (loaded: T) => ComponentType }) {
  const [element, setElement] = useState<ReactElement | null>(null);
  const pickRef = useRef(pick);
  useEffect(() => {
    const stop = module.whenLoaded((loaded) => setElement(createElement(pickRef.current(loaded))));
    const cancel = whenPageIsIdle(() => void module.load().catch(() => {}));
    return () => {
      stop();
      cancel();
    };
  }, [module]);
  return element;
}
