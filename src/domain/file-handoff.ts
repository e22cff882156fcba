// "Blog post from this file" / "Website from this file" (My files): the file's text handed
// to the automation page or the website generator through the chat's hand-off (handoff.ts), cut to what
// their forms take.
import { DRAFT_CONTENT_MAX } from './automation/draft-contract';
import { AUTOMATION_LIMITS } from './automation/catalogue';
import type { HandoffPayload, HandoffTarget } from './handoff';
import type { Passage } from './files-contract';
import { WEBSITE_BOUNDS } from './website/contract';

/** The most text each target's form takes. */
export const FILE_HANDOFF_MAX: Record<'blog' | 'website', number> = {
  blog: DRAFT_CONTENT_MAX,
  website: WEBSITE_BOUNDS.description,
};

/** The passages' text, in order, cut at a passage, else a word, so it fits `max` characters. */
export function passagesText(passages: readonly Passage[], max: number): string {
  let text = '';
  for (const passage of passages) {
    const piece = passage.content.trim();
    if (!piece) continue;
    const next = text ? `${text}\n\n${piece}` : piece;
    if (next.length <= max) {
      text = next;
      continue;
    }
    if (!text) {
      const cut = piece.slice(0, max);
      const space = cut.lastIndexOf(' ');
      text = space > max / 2 ? cut.slice(0, space) : cut;
    }
    break;
  }
  return text;
}

/** The hand-off payload: the file's name (without its extension) as the topic, its text as the content. */
export function fileHandoffPayload(
  target: Extract<HandoffTarget, 'blog' | 'website'>,
  fileName: string,
  passages: readonly Passage[],
): HandoffPayload {
  const topic = fileName.replace(/\.[a-z0-9]{1,8}$/i, '').slice(0, AUTOMATION_LIMITS.topic);
  return { topic, content: passagesText(passages, FILE_HANDOFF_MAX[target]) };
}
