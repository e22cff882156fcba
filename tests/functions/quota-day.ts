// Daily quotas count per UTC day (they reset at 00:00 UTC). A test that counts
// several requests against one day's quota waits out a day's last ninety seconds
// rather than straddle midnight, where its count would start again half way: the
// tests then pass at any hour, 31 December 23:59 included.

const DAY_MS = 86_400_000;
const MARGIN_MS = 90_000;

/** Resolves at once, or, in a UTC day's last ninety seconds, just after midnight. */
export async function clearOfMidnight(): Promise<void> {
  const now = Date.now();
  const midnight = Math.ceil(now / DAY_MS) * DAY_MS;
  if (midnight - now < MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, midnight - now + 1_000));
}

/** The hook's time limit: the longest wait above and some room. */
export const CLEAR_OF_MIDNIGHT_TIMEOUT_MS = MARGIN_MS + 30_000;
