/** A link to one of the app's own pages (`/api-settings`), not to another site (`//host`) or a scheme. */
export const isAppPath = (href: string | null | undefined): href is string => !!href && href.startsWith('/') && !href.startsWith('//');
