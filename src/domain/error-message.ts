// What to tell a person about whatever was thrown: an Error's message, a thrown
// string, an object's `message` (supabase-js errors), else the fallback. The one
// reader of thrown values, for the SPA and the functions alike (no `error as Error`).

export const UNKNOWN_FAILURE = 'Something went wrong. Please try again.';

export function messageOf(error: unknown, fallback: string = UNKNOWN_FAILURE): string {
  if (typeof error === 'string') return error.trim() ? error : fallback;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message.trim()) {
    return error.message;
  }
  return fallback;
}

/** Whether a fetch, stream or timer was stopped on purpose (an AbortSignal), not failed. */
export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
