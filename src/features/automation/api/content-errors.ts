// Messages the content calls share.
export const CONTENT_NOT_FOUND = 'This content is no longer in your list. Save it again to keep it.';
export const CONTENT_NOT_LOADED = 'Your saved content could not be loaded. Check your connection and try again.';
