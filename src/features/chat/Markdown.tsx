import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';

/** Model output as sanitized HTML: markdown rendered by marked, then cleaned by DOMPurify. */
export function Markdown({ text, className = '' }: { text: string; className?: string }) {
  const html = useMemo(() => DOMPurify.sanitize(marked.parse(text, { async: false, gfm: true, breaks: true })), [text]);
  return <div className={`chat-markdown ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
