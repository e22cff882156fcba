import type { CSSProperties, ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title';

const widths = { narrow: 'max-w-md', medium: 'max-w-3xl', wide: 'max-w-6xl' } as const;
/** The same widths for CSS (clear-support-bubble in src/index.css: how far the column sits from the screen's edge). */
const maxWidths = { narrow: '28rem', medium: '48rem', wide: '72rem' } as const;

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
  const style = width === 'full' ? undefined : ({ '--page-max': maxWidths[width] } as CSSProperties);
  return (
    <div className={`${frame} ${className}`.trim()} style={style}>
      {children}
    </div>
  );
}
