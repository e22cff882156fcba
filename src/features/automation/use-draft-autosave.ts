// Keeps the automation page's work while it is written, so a reload, Back or a closed tab
// loses nothing: signed in, on the server (debounced, and flushed when the automation page
// closes); signed out, in this tab's storage (use-session-draft.ts). Opening a
// template is not a draft: only a change from what was opened becomes one.
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { SaveDraftRequestSchema, type SaveDraftRequest, type ContentDraft } from '../../domain/automation/draft-contract';
import { messageOf } from '../../domain/error-message';
import { hasStoredSession } from '../../lib/auth-client';
import { readSessionDraft, writeSessionDraft } from '../../lib/use-session-draft';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { discardContentDraft, saveContentDraft } from './api/content-drafts';

const SAVE_DELAY_MS = 1200;

export type DraftStatus = { kind: 'none' } | { kind: 'saving' } | { kind: 'saved'; inTab: boolean } | { kind: 'failed'; detail: string };

/** The key a signed-out draft of `slot` is kept under in this tab (`studio:`, its prefix from before the feature took one name: kept, so a draft survives a deploy). */
export const sessionDraftKey = (slot: string) => `studio:${slot}`;

/** A signed-out draft of `slot` kept in this tab, or null. */
export function readTabDraft(slot: string): ContentDraft | null {
  const text = readSessionDraft(sessionDraftKey(slot));
  if (!text) return null;
  try {
    const kept = v.safeParse(SaveDraftRequestSchema, JSON.parse(text));
    return kept.success ? { ...kept.output, slot, updated_at: '' } : null; // else not ours or damaged: nothing to restore
  } catch {
    return null; // not JSON
  }
}

export function useDraftAutosave(slot: string, signedIn: boolean, draft: SaveDraftRequest, restored: ContentDraft | null) {
  const text = JSON.stringify(draft);
  // What the store holds (or, before any draft, what was opened): equal means nothing to save.
  const [stored, setStored] = useState(text);
  const [kept, setKept] = useState(restored !== null);
  const [failure, setFailure] = useState<string | null>(null);
  const settled = useDebouncedValue(text, SAVE_DELAY_MS);
  // The draft `text` was written from, for the saves (not read back from the text).
  const latest = useRef({ slot, text, draft, signedIn, stored });
  useEffect(() => {
    latest.current = { slot, text, draft, signedIn, stored };
  });

  useEffect(() => {
    if (!signedIn && text !== stored) writeSessionDraft(sessionDraftKey(slot), text);
  }, [signedIn, slot, text, stored]);

  // Saves once the text has settled: a settled value older than the text (the slot just
  // changed with a save) would put back what was there before.
  useEffect(() => {
    if (!signedIn || settled !== text || text === stored) return;
    saveContentDraft(slot, latest.current.draft).then(
      () => {
        setStored(text);
        setKept(true);
        setFailure(null);
      },
      (error: unknown) => setFailure(messageOf(error)),
    );
  }, [signedIn, settled, text, stored, slot]);

  // Closing the automation page (Back, Change, another page) before the delay ran out: saved now.
  useEffect(
    () => () => {
      const last = latest.current;
      // After a sign-out the page closes without a token to save with: the draft stays as last saved.
      if (last.signedIn && last.text !== last.stored && hasStoredSession()) void saveContentDraft(last.slot, last.draft).catch(() => {});
    },
    [],
  );

  /** Removes the drafts of `slots` (the work was saved, or the user discarded it); what is on screen counts as kept. */
  const forget = async (slots: readonly string[]) => {
    setStored(text);
    latest.current = { ...latest.current, stored: text };
    setKept(false);
    setFailure(null);
    if (!signedIn) return writeSessionDraft(sessionDraftKey(slot), '');
    // (requests of a slot go in turn: a save still on its way lands before the delete)
    await Promise.all([...new Set(slots)].map(discardContentDraft));
  };

  const status: DraftStatus = signedIn
    ? failure
      ? { kind: 'failed', detail: failure }
      : text !== stored
        ? { kind: 'saving' }
        : kept
          ? { kind: 'saved', inTab: false }
          : { kind: 'none' }
    : text !== stored || kept
      ? { kind: 'saved', inTab: true }
      : { kind: 'none' };
  return { status, forget };
}
