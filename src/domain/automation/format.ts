// How the studio shows a result: the content prefixed with the
// model used, the persona and the type, and a schedule footer when scheduling is on.
import { studioTemplate, type TemplateId } from './catalogue';
import { fileNameFrom } from '../file-name';

export function contentHeader(modelUsed: string, persona: string, template: TemplateId): string {
  return [`Model: ${modelUsed}`, `Persona: ${persona}`, `Type: ${studioTemplate(template).name}`].join('\n');
}

export function scheduleFooter(date: string, time: string): string {
  return `---\nScheduled for ${date} at ${time}`;
}

export function withHeaderAndFooter(content: string, header: string, footer: string | null): string {
  return [header, content.trim(), footer].filter(Boolean).join('\n\n');
}

/** A file name for a download: the topic's words, lower-cased, hyphenated. */
export function exportFileName(topic: string, extension: 'md' | 'txt' | 'html'): string {
  return fileNameFrom(topic, 'content', extension);
}
