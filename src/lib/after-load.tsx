import { createElement, useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';
import type { LazyModule } from './lazy-module';

// Work that must not compete with the first page's own code and data (the toast view,
// the support bubble, the chat's file chips): it starts a second after the page's load
// event and the session's settling (the session known and, signed in, the profile
// read: what the page waits for to show who is signed in), when the browser is idle
// (at the latest 5 s later). A session that never settles holds it 10 s at most.

const SETTLE_WAIT_MS = 10_000;

let settle: () => void = () => {};
const sessionSettled = new Promise<void>((resolve) => {
  settle = resolve;
});

/** Called by the auth provider once the session is known and, signed in, the profile read. */
export function markSessionSettled(): void {
  settle();
}

/** Runs `work` once the page is loaded, the session settled and the browser idle; returns a cancel. */
export function whenPageIsIdle(work: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timers: number[] = [];
  const whenIdle = () => {
    if (cancelled) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
    idleHandle = idle(work, { timeout: 5000 });
  };
  const afterLoad = () => {
    const capped = new Promise<void>((resolve) => timers.push(window.setTimeout(resolve, SETTLE_WAIT_MS)));
    void Promise.race([sessionSettled, capped]).then(() => {
      if (!cancelled) timers.push(window.setTimeout(whenIdle, 1000));
    });
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    for (const timer of timers) window.clearTimeout(timer);
    timers = [];
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
