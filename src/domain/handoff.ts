// The hand-off data (docs/user-guide/chat.md): what a chat leaves in localStorage for the
// website generator and the automation automation to pick up in a new tab.

import { markdownToPlainText } from './plain-text';
import { synthesisContent } from './synthesis';

export type HandoffTarget = 'website' | 'blog' | 'video' | 'social';

export const HANDOFF_KEYS: Record<HandoffTarget, string> = {
  website: 'websiteData',
  blog: 'blogData',
  video: 'videoData',
  social: 'socialData',
};

export const HANDOFF_ROUTES: Record<HandoffTarget, string> = {
  website: '/website-generator',
  blog: '/automation',
  video: '/automation',
  social: '/automation',
};

export type HandoffPayload = { topic: string; content: string } | { message: string; content: string };

/**
 * The hand-off of a question and an answer; the answer's markdown becomes plain text,
 * ready for a form field. The website generator gets a synthesis without its frame
 * (heading, Key Point labels, conclusion): it becomes the business description.
 */
export function handoffPayload(target: HandoffTarget, question: string, markdown: string): HandoffPayload {
  const content = markdownToPlainText(target === 'website' ? synthesisContent(markdown) : markdown);
  return target === 'social' ? { message: question, content } : { topic: question, content };
}
