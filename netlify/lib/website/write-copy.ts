// Asks the configured model for the site's copy as JSON and validates it; any
// failure (no model, provider error, timeout, invalid JSON or shape) falls back
// to the built-in copywriter, so a site is always complete.
import * as v from 'valibot';
import type { Industry } from '#domain/website/industries.ts';
import type { WebsiteTemplate } from '#domain/website/templates.ts';
import { completeText } from '../ai/complete.ts';
import { defaultTextModel } from '../ai/model-routing.ts';
import { serverConfig } from '../env.ts';
import { builtInCopy } from './builtin-copy.ts';
import { SiteCopySchema, type BusinessDetails, type SiteCopy } from './copy.ts';

const SYSTEM = `You are a senior website copywriter for small businesses. Write the copy for a business website.
Answer with one JSON object only, exactly these keys:
{"headline": string (max 90 chars), "tagline": string (max 200), "about": string (2-3 short paragraphs separated by a blank line, max 1100),
 "services": [{"title": string (max 50), "description": string (max 220)}] (3 to 6 items),
 "highlights": [{"title": string (max 50), "description": string (max 200)}] (3 items: why choose this business),
 "faq": [{"question": string (max 120), "answer": string (max 350)}] (3 to 5 items),
 "cta": {"heading": string (max 70), "text": string (max 200), "button": string (max 24)}}
Plain text only: no HTML, no Markdown, no emojis. Do not invent prices, addresses, awards or contact details.
Use only facts from the business description; write in the language of the description.`;

export interface WrittenCopy {
  copy: SiteCopy;
  source: 'model' | 'fallback';
}

/** The JSON object inside a model answer (tolerates a code fence or prose around it). */
export function extractJson(answer: string): unknown {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('no JSON object in the answer');
  return JSON.parse(answer.slice(start, end + 1));
}

export async function writeSiteCopy(
  business: BusinessDetails,
  industry: Industry,
  template: WebsiteTemplate,
  signal?: AbortSignal,
): Promise<WrittenCopy> {
  const model = defaultTextModel();
  if (!model) return { copy: builtInCopy(business, industry), source: 'fallback' };
  const brief = [
    `Business name: ${business.name}`,
    `Industry: ${industry.name} (keywords: ${industry.keywords.join(', ')})`,
    `Design style: ${template.name} - ${template.description}`,
    `Business description:\n${business.description}`,
  ].join('\n');
  try {
    const answer = await completeText({
      ...model,
      system: SYSTEM,
      messages: [{ role: 'user', content: `Write the website copy JSON for this business.\n\n${brief}` }],
      json: true,
      temperature: 0.7,
      maxTokens: 1800,
      timeoutMs: serverConfig().timeoutsMs.websiteCopy,
      ...(signal ? { signal } : {}),
    });
    const parsed = v.safeParse(SiteCopySchema, extractJson(answer));
    if (parsed.success) return { copy: parsed.output, source: 'model' };
    console.warn(
      `[website] model copy did not validate (${v.getDotPath(parsed.issues[0]) ?? 'root'}: ${parsed.issues[0].message}); using fallback copy`,
    );
  } catch (error) {
    console.warn(`[website] model copy unavailable (${error instanceof Error ? error.message : String(error)}); using fallback copy`);
  }
  return { copy: builtInCopy(business, industry), source: 'fallback' };
}
