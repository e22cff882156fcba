import { useMemo } from 'react';
import { renderMarkdown } from '../../lib/render-markdown';

/** Model output as sanitized HTML (see src/lib/render-markdown.ts for what survives). */
export function Markdown({ text, className = '' }: { text: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return <div className={`chat-markdown ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
