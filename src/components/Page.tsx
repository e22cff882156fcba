import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title';

const widths = { narrow: 'max-w-md', medium: 'max-w-3xl', wide: 'max-w-6xl' } as const;

/**
 * The frame of every page: the tab title and a centred, padded column
 * ('full' leaves width and spacing to the page's own sections).
 */
export function Page({
  title,
  width = 'wide',
  className = '',
  children,
}: {
  title?: string;
  width?: keyof typeof widths | 'full';
  className?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const frame = width === 'full' ? '' : `mx-auto w-full ${widths[width]} px-4 py-10 sm:px-6 sm:py-14`;
  return <div className={`${frame} ${className}`.trim()}>{children}</div>;
}
