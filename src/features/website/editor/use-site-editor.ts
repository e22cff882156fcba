// The editor's state: the content as the owner sees it, undo and redo for the
// session, and autosave. Every change is saved whole, one save at a time, at the
// revision the last save returned; a text typed into the frame is already shown
// there, so only changes the frame does not show yet (layout, design, undo, redo,
// a rewrite, a restored version) put the server's new rendering into the frame.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SaveCause, SiteContent, SiteContentResponse } from '../../../domain/website/editor-contract';
import { ApiError } from '../../../lib/api-client';
import { saveSiteContent } from '../api/save-site-content';
import { messageOf } from '../../../domain/error-message';

export type SaveState = { kind: 'saved' } | { kind: 'saving' } | { kind: 'failed'; message: string; conflict: boolean };

/** How long after a change the save starts: a burst of changes is one save. */
const SAVE_DELAY_MS = 500;
const HISTORY_LIMIT = 100;

interface Options {
  siteId: string;
  initial: SiteContentResponse;
  /** Each saved rendering (the site's stored HTML changed). */
  onSaved: (saved: SiteContentResponse) => void;
}

export function useSiteEditor({ siteId, initial, onSaved }: Options) {
  const [content, setContent] = useState(initial.content);
  const [frameHtml, setFrameHtml] = useState(initial.editor_html);
  const [past, setPast] = useState<SiteContent[]>([]);
  const [future, setFuture] = useState<SiteContent[]>([]);
  const [state, setState] = useState<SaveState>({ kind: 'saved' });

  const revision = useRef(initial.revision);
  const savedContent = useRef(initial.content);
  const wanted = useRef(initial.content);
  const reframe = useRef(false);
  // Why the changes not saved yet were made: one cause, or 'edit' when they mix.
  const cause = useRef<SaveCause | null>(null);
  const saving = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSavedRef = useRef(onSaved);
  useLayoutEffect(() => {
    onSavedRef.current = onSaved;
  });

  // One save at a time; changes made while it runs are sent by the same call next.
  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (saving.current) return;
    saving.current = true;
    let why: SaveCause = 'edit';
    try {
      while (wanted.current !== savedContent.current) {
        setState({ kind: 'saving' });
        const sending = wanted.current;
        why = cause.current ?? 'edit';
        cause.current = null;
        const saved = await saveSiteContent(siteId, revision.current, sending, why);
        revision.current = saved.revision;
        savedContent.current = sending;
        if (reframe.current && wanted.current === sending) {
          reframe.current = false;
          setFrameHtml(saved.editor_html);
        }
        onSavedRef.current(saved);
      }
      setState({ kind: 'saved' });
    } catch (error) {
      // Not saved: the next try sends these changes again, for the same reason.
      cause.current = cause.current === null || cause.current === why ? why : 'edit';
      const conflict = error instanceof ApiError && error.status === 409;
      setState({
        kind: 'failed',
        conflict,
        message: messageOf(error, 'The change was not saved.'),
      });
    } finally {
      saving.current = false;
    }
  }, [siteId]);

  const schedule = useCallback(
    (next: SiteContent, options: { reframe: boolean; cause: SaveCause }) => {
      wanted.current = next;
      cause.current = cause.current === null || cause.current === options.cause ? options.cause : 'edit';
      if (options.reframe) reframe.current = true;
      setState((current) => (current.kind === 'failed' && current.conflict ? current : { kind: 'saving' }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), options.reframe ? 0 : SAVE_DELAY_MS);
    },
    [flush],
  );

  /** A change made by the owner: undoable, saved soon. */
  const change = useCallback(
    (update: (current: SiteContent) => SiteContent, options: { reframe: boolean; cause?: SaveCause }) => {
      const current = wanted.current;
      const next = update(current);
      if (next === current) return;
      setPast((list) => [...list.slice(-(HISTORY_LIMIT - 1)), current]);
      setFuture([]);
      setContent(next);
      schedule(next, { reframe: options.reframe, cause: options.cause ?? 'edit' });
    },
    [schedule],
  );

  const undo = useCallback(() => {
    const previous = past.at(-1);
    if (!previous) return;
    // Read now: the updaters run later, after schedule() has moved wanted on.
    const current = wanted.current;
    setPast((list) => list.slice(0, -1));
    setFuture((list) => [current, ...list]);
    setContent(previous);
    schedule(previous, { reframe: true, cause: 'undo' });
  }, [past, schedule]);

  const redo = useCallback(() => {
    const next = future[0];
    if (!next) return;
    const current = wanted.current;
    setFuture((list) => list.slice(1));
    setPast((list) => [...list, current]);
    setContent(next);
    schedule(next, { reframe: true, cause: 'redo' });
  }, [future, schedule]);

  /** The server's content replaced ours (a restored version): a new starting point, itself undoable. */
  const replace = useCallback((saved: SiteContentResponse) => {
    const current = wanted.current;
    setPast((list) => [...list, current]);
    setFuture([]);
    revision.current = saved.revision;
    savedContent.current = saved.content;
    wanted.current = saved.content;
    cause.current = null;
    setContent(saved.content);
    setFrameHtml(saved.editor_html);
    setState({ kind: 'saved' });
    onSavedRef.current(saved);
  }, []);

  const retry = useCallback(() => void flush(), [flush]);

  // Leaving the editor (or the page) sends what is not saved yet.
  useEffect(() => () => void flush(), [flush]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (wanted.current !== savedContent.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return { content, frameHtml, state, change, undo, redo, canUndo: past.length > 0, canRedo: future.length > 0, replace, retry };
}
