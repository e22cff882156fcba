// Asks the configured model for the site's copy as JSON and validates it; any
// failure (no model, provider error, timeout, invalid JSON or shape) falls back
// to the built-in copywriter, so a site is always complete. Rewrite asks the same
// way for one section (rewrite-section.ts).
import { messageOf } from '#domain/error-message.ts';
import * as v from 'valibot';
import type { Industry } from '#domain/website/industries.ts';
import type { WebsiteTemplate } from '#domain/website/templates.ts';
import { completeText } from '../ai/complete.ts';
import { defaultTextModel } from '../ai/model-routing.ts';
import { serverConfig } from '../env.ts';
import { builtInCopy } from './builtin-copy.ts';
import { SiteCopySchema, type BusinessDetails, type SiteCopy } from './copy.ts';

/** What the model writes for each key of SiteCopy, as the prompt describes it. */
export const COPY_FIELDS: Record<keyof SiteCopy, string> = {
  headline: '"headline": string (max 90 chars)',
  tagline: '"tagline": string (max 200)',
  about: '"about": string (2-3 short paragraphs separated by a blank line, max 1100)',
  services: '"services": [{"title": string (max 50), "description": string (max 220)}] (3 to 6 items)',
  highlights: '"highlights": [{"title": string (max 50), "description": string (max 200)}] (3 items: why choose this business)',
  faq: '"faq": [{"question": string (max 120), "answer": string (max 350)}] (3 to 5 items)',
  cta: '"cta": {"heading": string (max 70), "text": string (max 200), "button": string (max 24)}',
};

/** The copywriter's rules, for the whole site and for one section alike. */
export const COPY_RULES = `Plain text only: no HTML, no Markdown, no emojis. Do not invent prices, addresses, awards or contact details.
Use only facts from the business description; write in the language of the description.`;

const SYSTEM = `You are a senior website copywriter for small businesses. Write the copy for a business website.
Answer with one JSON object only, exactly these keys:
{${Object.values(COPY_FIELDS).join(',\n ')}}
${COPY_RULES}`;

/** What the model is told about the business. */
export function briefOf(business: BusinessDetails, industry: Industry, template: WebsiteTemplate | undefined): string {
  return [
    `Business name: ${business.name}`,
    `Industry: ${industry.name} (keywords: ${industry.keywords.join(', ')})`,
    ...(template ? [`Design style: ${template.name} - ${template.description}`] : []),
    `Business description:\n${business.description}`,
  ].join('\n');
}

/**
 * Asks the configured text model for a JSON object and validates it against
 * `schema`: the valid object, or null (no model, provider error, timeout, invalid
 * JSON or shape; the reason is logged) so that the caller falls back.
 */
export async function askModelForJson<T extends v.GenericSchema>(
  schema: T,
  prompt: { system: string; user: string; maxTokens: number },
  signal?: AbortSignal,
): Promise<v.InferOutput<T> | null> {
  const model = defaultTextModel();
  if (!model) return null;
  try {
    const answer = await completeText({
      ...model,
      system: prompt.system,
      messages: [{ role: 'user', content: prompt.user }],
      json: true,
      temperature: 0.7,
      maxTokens: prompt.maxTokens,
      timeoutMs: serverConfig().timeoutsMs.websiteCopy,
      ...(signal ? { signal } : {}),
    });
    const parsed = v.safeParse(schema, extractJson(answer));
    if (parsed.success) return parsed.output;
    console.warn(
      `[website] model copy did not validate (${v.getDotPath(parsed.issues[0]) ?? 'root'}: ${parsed.issues[0].message}); using fallback copy`,
    );
  } catch (error) {
    console.warn(`[website] model copy unavailable (${messageOf(error, String(error))}); using fallback copy`);
  }
  return null;
}

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
  const user = `Write the website copy JSON for this business.\n\n${briefOf(business, industry, template)}`;
  const copy = await askModelForJson(SiteCopySchema, { system: SYSTEM, user, maxTokens: 1800 }, signal);
  return copy ? { copy, source: 'model' } : { copy: builtInCopy(business, industry), source: 'fallback' };
}
