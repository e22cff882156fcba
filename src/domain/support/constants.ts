// What the support widget needs without the request schemas (valibot stays out of its chunk).

export const DEFAULT_SUPPORT_EMAIL = 'support@aibusinesshub.app';
