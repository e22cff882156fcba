import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAuth } from './auth-context';

/**
 * A number that changes when the signed-in user leaves (signs out, or another user
 * takes the tab): the pages are keyed by it, so what the previous user typed (the
 * automation's editor, the chat's input, a form of keys) is dropped with the page, and
 * the data they loaded is cleared from SWR's cache. Signing in from signed out, or
 * the stored session arriving at start, keeps the page: nothing of anyone else is on it.
 */
export function useAccountGeneration(): number {
  const { user } = useAuth();
  const id = user?.id ?? null;
  const [seen, setSeen] = useState<{ id: string | null; generation: number; left: string | null }>({ id, generation: 0, left: null });
  if (seen.id !== id) setSeen({ id, generation: seen.id ? seen.generation + 1 : seen.generation, left: seen.id ?? seen.left });
  const { mutate } = useSWRConfig();
  const { left } = seen;
  useEffect(() => {
    // Only the keys of the user who left: every user's data is keyed by their id, and the next one's may be loading already.
    if (left) void mutate((key) => JSON.stringify(key ?? null).includes(left), undefined, { revalidate: false });
  }, [left, mutate]);
  return seen.generation;
}
