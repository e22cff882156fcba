import { useContext, useMemo } from 'react';
import { linkCitations, citationOfButton } from '../lib/citation-links';
import { renderMarkdown } from '../lib/render-markdown';
import { CitationContext } from './citation-context';

export interface MarkdownProps {
  text: string;
  className?: string;
  /** Links to the app's own pages stay in this tab (see renderMarkdown). */
  appLinks?: boolean;
}

/**
 * Model output as sanitized HTML (see src/lib/render-markdown.ts for what survives). Inside a chat
 * with files, citations of them ("[handbook.pdf p. 9]") become buttons that open the cited page.
 */
export function Markdown({ text, className = '', appLinks = false }: MarkdownProps) {
  const citations = useContext(CitationContext);
  const files = citations?.files;
  const html = useMemo(() => {
    const safe = renderMarkdown(text, { appLinks });
    return files ? linkCitations(safe, files) : safe;
  }, [text, appLinks, files]);
  return (
    // Clicks reach the citation buttons through here (they are markup, not React elements); a button handles the keyboard itself.
    // biome-ignore lint/a11y/noStaticElementInteractions: the interactive elements are the buttons inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside take Enter and Space as clicks
    <div
      className={`chat-markdown ${className}`}
      onClick={(event) => {
        if (!citations) return;
        const found = citationOfButton(event.target);
        if (!found) return;
        // Not a click on the answer card (which selects it).
        event.stopPropagation();
        citations.open({ ...found.citation, question: citations.question, trigger: found.button });
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
