import { lazy, Suspense } from 'react';
import type { MarkdownProps } from './Markdown';

// marked and DOMPurify (about 20 KB gzip) are not needed to open the chat: they load
// with the first answer. Until then the text shows as it is, wrapped.
const loadMarkdown = () => import('./Markdown');
const Markdown = lazy(() => loadMarkdown().then((module) => ({ default: module.Markdown })));

/** Starts the download early (the user is typing a question), so the first answer renders at once. */
export function preloadMarkdown(): void {
  loadMarkdown().catch(() => {});
}

export function MarkdownView({ text, className = '', appLinks = false }: MarkdownProps) {
  return (
    <Suspense fallback={<div className={`chat-markdown whitespace-pre-wrap ${className}`}>{text}</div>}>
      <Markdown text={text} className={className} appLinks={appLinks} />
    </Suspense>
  );
}
