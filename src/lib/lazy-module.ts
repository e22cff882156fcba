// A module downloaded on demand, once, that parts of the app can wait for without
// being the ones that start the download (the auth client, the toast view).

export interface LazyModule<T> {
  /** Starts the download if needed; a failed download may be retried by a later call. */
  load(): Promise<T>;
  /** The module if it has loaded, else null. */
  current(): T | null;
  /** Runs `listener` once the module is loaded (at once if it is); returns an unsubscribe. */
  whenLoaded(listener: (module: T) => void): () => void;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | null = null;
  let loaded: T | null = null;
  const listeners = new Set<(module: T) => void>();
  return {
    load() {
      pending ??= importer().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener(module);
          return module;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
    whenLoaded(listener) {
      listeners.add(listener);
      if (loaded) listener(loaded);
      return () => void listeners.delete(listener);
    },
  };
}
