// Keeps the newest turn in view as it streams: the page follows the bottom of the
// conversation while the reader is there, and lets go as soon as they scroll up
// to read something else. Scrolling to the page's very end (rather than to an
// element) keeps the newest answer and its buttons above the sticky question box.
import { useEffect, useRef } from 'react';
import type { ChatTurn } from './conversation';

/** How close to the end (px) still counts as "reading the newest turn". */
const NEAR_END_PX = 160;

const distanceFromEnd = () => document.documentElement.scrollHeight - window.scrollY - window.innerHeight;

export function useFollowNewestTurn(turns: readonly ChatTurn[]) {
  const following = useRef(true);
  const count = useRef(0);

  useEffect(() => {
    const onScroll = () => {
      following.current = distanceFromEnd() < NEAR_END_PX;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Where this hook last put the page: a reader who moved up since then is reading,
  // even before their scroll event arrives (it comes a frame later).
  const pinnedAt = useRef<number | null>(null);

  useEffect(() => {
    // A new question (or a reopened chat) always brings the reader to its end.
    if (turns.length !== count.current) following.current = true;
    else if (pinnedAt.current !== null && window.scrollY < pinnedAt.current - 1) following.current = false;
    count.current = turns.length;
    if (following.current && turns.length > 0) {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      pinnedAt.current = window.scrollY;
    }
  }, [turns]);
}
