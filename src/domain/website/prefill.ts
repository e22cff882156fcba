// The chat -> website hand-off: the chat leaves `websiteData` {topic, content} in
// localStorage (src/domain/handoff.ts); the wizard reads it once on load.
import * as v from 'valibot';
import { HANDOFF_KEYS } from '../handoff';
import { WEBSITE_BOUNDS } from './contract';
import { guessIndustry, type IndustryId } from './industries';

export const WEBSITE_HANDOFF_KEY = HANDOFF_KEYS.website;

const HandoffSchema = v.object({ topic: v.optional(v.string(), ''), content: v.string() });

export interface WebsitePrefill {
  businessDescription: string;
  industry: IndustryId | null;
}

/** What the stored value pre-fills, or null (with the reason thrown) when it is unreadable. */
export function parseWebsiteHandoff(raw: string): WebsitePrefill {
  const data = v.parse(HandoffSchema, JSON.parse(raw));
  const content = data.content.trim();
  if (!content) throw new Error('the hand-off has no content');
  return {
    businessDescription: content.slice(0, WEBSITE_BOUNDS.description),
    industry: guessIndustry(`${data.topic} ${content}`),
  };
}
