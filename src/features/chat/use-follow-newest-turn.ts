// Keeps the newest turn in view as it streams: the page follows the bottom of the
// conversation while the reader is there, and lets go as soon as they scroll up
// to read something else. Scrolling to the page's very end (rather than to an
// element) keeps the newest answer and its buttons above the sticky question box.
import { useEffect, useRef, type MutableRefObject } from 'react';
import type { ChatTurn } from './conversation';

/** How close to the end (px) still counts as "reading the newest turn". */
const NEAR_END_PX = 160;

const distanceFromEnd = () => document.documentElement.scrollHeight - window.scrollY - window.innerHeight;

/** Scrolls to the page's end and notes where that put the page. */
function pinToEnd(pinnedAt: MutableRefObject<number | null>) {
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  pinnedAt.current = window.scrollY;
}

export function useFollowNewestTurn(turns: readonly ChatTurn[]) {
  const following = useRef(true);
  const count = useRef(0);
  // Where this hook last put the page: a reader who moved up since then is reading,
  // even before their scroll event arrives (it comes a frame later).
  const pinnedAt = useRef<number | null>(null);
  // The pointers pressed right now. The page never moves under a pressed pointer: a
  // press that ends on another element than it began on is no click at all (the
  // browser sends it to their common parent), so a phone's answer tab tapped as the
  // turn finished (its buttons appearing pushed the page up) stayed unselected.
  // A scroll due meanwhile is made once every pointer is released.
  const pressed = useRef(new Set<number>());
  const scrollDue = useRef(false);

  useEffect(() => {
    const onScroll = () => {
      following.current = distanceFromEnd() < NEAR_END_PX;
    };
    const onPress = (event: PointerEvent) => void pressed.current.add(event.pointerId);
    const onRelease = (event: PointerEvent | FocusEvent) => {
      if (event instanceof PointerEvent) pressed.current.delete(event.pointerId);
      else pressed.current.clear();
      if (pressed.current.size > 0 || !scrollDue.current) return;
      scrollDue.current = false;
      // In a task of its own: after the click this release makes, not before it.
      setTimeout(() => {
        if (following.current && pressed.current.size === 0) pinToEnd(pinnedAt);
      }, 0);
    };
    // A release the page never saw (it was swallowed, or happened over another window): a move with no button down tells.
    const onMove = (event: PointerEvent) => {
      if (event.buttons === 0 && pressed.current.has(event.pointerId)) onRelease(event);
    };
    const capture = { capture: true, passive: true };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pointerdown', onPress, capture);
    window.addEventListener('pointerup', onRelease, capture);
    window.addEventListener('pointercancel', onRelease, capture);
    window.addEventListener('pointermove', onMove, capture);
    // The window lost focus during the press: its release may never come.
    window.addEventListener('blur', onRelease);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pointerdown', onPress, capture);
      window.removeEventListener('pointerup', onRelease, capture);
      window.removeEventListener('pointercancel', onRelease, capture);
      window.removeEventListener('pointermove', onMove, capture);
      window.removeEventListener('blur', onRelease);
    };
  }, []);

  useEffect(() => {
    // A new question (or a reopened chat) always brings the reader to its end.
    if (turns.length !== count.current) following.current = true;
    else if (pinnedAt.current !== null && window.scrollY < pinnedAt.current - 1) following.current = false;
    count.current = turns.length;
    if (!following.current || turns.length === 0) return;
    if (pressed.current.size > 0) scrollDue.current = true;
    else pinToEnd(pinnedAt);
  }, [turns]);
}
