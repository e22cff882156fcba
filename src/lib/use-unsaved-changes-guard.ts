// Asks before leaving a page with unsaved changes: closing or reloading the tab
// (the browser's own prompt), following a link inside the app (a confirm), and any
// other way out the page offers itself (its answer: confirmLeave).
import { useCallback, useEffect } from 'react';

export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes. Leave this page and lose them?';

/**
 * Guards the page while `dirty`; answers confirmLeave, which asks the same question
 * before a way out the page handles itself (a Change or Close button): true to go on.
 * `lostOnUnload` (default: `dirty`) is whether a reload or a closed tab would lose
 * the work: a page that keeps it elsewhere (an autosaved draft) asks only while it is
 * not kept yet.
 */
export function useUnsavedChangesGuard(dirty: boolean, lostOnUnload = dirty): () => boolean {
  useEffect(() => {
    if (!lostOnUnload) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [lostOnUnload]);
  useEffect(() => {
    if (!dirty) return;
    // Runs before the router sees the click (capture on the document comes first).
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || event.defaultPrevented) return;
      // a download (a blob: link with a download name) stays on the page
      if (link.hasAttribute('download') || link.protocol === 'blob:') return;
      if (link.origin !== window.location.origin || link.pathname === window.location.pathname) return;
      if (!window.confirm(UNSAVED_CHANGES_QUESTION)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [dirty]);
  return useCallback(() => !dirty || window.confirm(UNSAVED_CHANGES_QUESTION), [dirty]);
}
