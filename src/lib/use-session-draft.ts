import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

// Text being typed survives a reload of the tab (a slip of F5, or the dev server
// restarting), not a sign-out: drafts live in this tab's sessionStorage under their
// owner's key, and signing out forgets them all.
const PREFIX = 'draft:';

/** The text kept in this tab under `key` ('' when none), for a page that decides what to open from it. */
export function readSessionDraft(key: string): string {
  try {
    return sessionStorage.getItem(PREFIX + key) ?? '';
  } catch {
    return ''; // storage blocked: the draft lives only as long as the page
  }
}

/** Keeps `text` in this tab under `key` ('' forgets it), for a page that writes what it derives rather than what is typed. */
export function writeSessionDraft(key: string, text: string): void {
  try {
    if (text) sessionStorage.setItem(PREFIX + key, text);
    else sessionStorage.removeItem(PREFIX + key);
  } catch {
    // storage blocked or full: the draft lives only as long as the page
  }
}

/** Forgets every draft of this tab (on sign-out, so the next person sees none). */
export function forgetDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // storage blocked: nothing was kept
  }
}

/** useState for text that is kept in this tab under `key` until it is emptied. */
export function useSessionDraft(key: string): [string, Dispatch<SetStateAction<string>>] {
  const [draft, setDraft] = useState(() => readSessionDraft(key));
  const [keyRead, setKeyRead] = useState(key);
  if (keyRead !== key) {
    // another owner (signed in or out): their own draft, read during render
    setKeyRead(key);
    setDraft(readSessionDraft(key));
  }
  useEffect(() => writeSessionDraft(key, draft), [key, draft]);
  return [draft, setDraft];
}
