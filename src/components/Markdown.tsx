import { useMemo } from 'react';
import { renderMarkdown } from '../lib/render-markdown';

export interface MarkdownProps {
  text: string;
  className?: string;
  /** Links to the app's own pages stay in this tab (see renderMarkdown). */
  appLinks?: boolean;
}

/** Model output as sanitized HTML (see src/lib/render-markdown.ts for what survives). */
export function Markdown({ text, className = '', appLinks = false }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(text, { appLinks }), [text, appLinks]);
  return <div className={`chat-markdown ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
