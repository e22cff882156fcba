// The automation page settings' shared field and group label styles.
export const control =
  'block w-full rounded-lg border border-line bg-page px-3 text-sm text-fg placeholder:text-muted/80 focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none';
export const groupLabel = 'mb-2 block text-sm font-medium text-fg';
