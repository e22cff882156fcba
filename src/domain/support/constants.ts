// What the support widget needs without the request schemas (valibot stays out of its chunk).

export const DEFAULT_SUPPORT_EMAIL = 'support@aibusinesshub.app';

/** The spec's support session id: the word support and the timestamp the conversation started. */
export function newSupportSessionId(now = Date.now()): string {
  return `support-${now}`;
}
