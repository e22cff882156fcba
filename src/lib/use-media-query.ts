import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; the component re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Phones: narrower than Tailwind's `sm` breakpoint (640 px). */
export const PHONE_QUERY = '(max-width: 639.98px)';
