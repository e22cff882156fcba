// Turns citations of the user's files in sanitized answer HTML into buttons ("[handbook.pdf p. 9]").
// It runs after DOMPurify, on text nodes only, and builds the buttons with DOM calls: the
// model's words only ever become text, never markup.
import * as v from 'valibot';
import { CitationSchema, citedFileIndex, splitCitations, type Citation, type CitedFile } from '../domain/citations';

/** What a citation button carries (read back by citationOfButton). */
const ATTRIBUTE = 'data-citation';

/** `html` with each citation of `files` a button; the same string when there is none. */
export function linkCitations(html: string, files: readonly CitedFile[]): string {
  if (files.length === 0 || !html.includes('[')) return html;
  const index = citedFileIndex(files);
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('a, code, pre')) continue;
    if (node.nodeValue?.includes('[')) texts.push(node as Text);
  }
  let changed = false;
  for (const text of texts) {
    const segments = splitCitations(text.nodeValue ?? '', index);
    if (!segments.some((segment) => 'citation' in segment)) continue;
    changed = true;
    const pieces = segments.map((segment) => {
      if ('text' in segment) return document.createTextNode(segment.text);
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'citation';
      button.setAttribute(ATTRIBUTE, JSON.stringify(segment.citation));
      button.textContent = segment.citation.label;
      return button;
    });
    text.replaceWith(...pieces);
  }
  return changed ? template.innerHTML : html;
}

/** The citation of a clicked element inside rendered answer HTML, with its button; null elsewhere. */
export function citationOfButton(target: EventTarget | null): { citation: Citation; button: HTMLElement } | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest<HTMLElement>(`button[${ATTRIBUTE}]`);
  const raw = button?.getAttribute(ATTRIBUTE);
  if (!button || !raw) return null;
  try {
    const citation = v.safeParse(CitationSchema, JSON.parse(raw));
    return citation.success ? { citation: citation.output, button } : null;
  } catch {
    return null; // not JSON
  }
}
