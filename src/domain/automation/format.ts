// How the automation page shows a result. The lines about it (the model used, the persona, the
// type, and "Scheduled for ..." when scheduling is on) are a header shown above the
// text on screen: metadata, never part of the content that is copied, downloaded,
// saved as the body or delivered.
import { automationTemplate, type TemplateId } from './catalogue';
import { fileNameFrom } from '../file-name';

/** What wrote a piece: the header's first lines. */
export interface ContentMeta {
  modelUsed: string;
  persona: string;
}

export function contentHeaderLines(meta: ContentMeta, template: TemplateId): string[] {
  return [`Model: ${meta.modelUsed}`, `Persona: ${meta.persona}`, `Type: ${automationTemplate(template).name}`];
}

export function scheduleLine(date: string, time: string): string {
  return `Scheduled for ${date} at ${time}`;
}

// Content saved before the header became metadata carries it as text: the three
// lines at the start and the "---" / "Scheduled for" footer at the end.
const LEGACY_HEADER = /^Model: ([^\n]*)\nPersona: ([^\n]*)\nType: [^\n]*\n*/;
const LEGACY_FOOTER = /\n*---\nScheduled for [^\n]*\s*$/;

/** The body of `text` without a header or schedule footer written into it, and the header's meta when there was one. */
export function separateLegacyMeta(text: string): { body: string; meta: ContentMeta | null } {
  const header = LEGACY_HEADER.exec(text);
  const body = text.replace(LEGACY_HEADER, '').replace(LEGACY_FOOTER, '');
  return { body, meta: header ? { modelUsed: header[1]!, persona: header[2]! } : null };
}

/** A file name for a download: the topic's words, lower-cased, hyphenated. */
export function exportFileName(topic: string, extension: 'md' | 'txt' | 'html'): string {
  return fileNameFrom(topic, 'content', extension);
}
