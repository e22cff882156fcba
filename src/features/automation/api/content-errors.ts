// Messages the content calls share.
export const CONTENT_NOT_FOUND = 'This content is no longer in your list. Save it again to keep it.';
export const CONTENT_NOT_LOADED = 'Your saved content could not be loaded. Check your connection and try again.';

/**
 * What a failed save says: the database's own words when it refused the values for a
 * reason it names (an end before the first run, the 500-item limit, an unknown time
 * zone), else a plain retry message.
 */
export function saveErrorMessage(error: { code?: string; message: string } | null, fallback: string): string {
  if (error?.code === 'P0002') return CONTENT_NOT_FOUND;
  if (error && ['22023', '23514', 'P0001'].includes(error.code ?? '') && !/violates check constraint/.test(error.message))
    return error.message;
  return fallback;
}
