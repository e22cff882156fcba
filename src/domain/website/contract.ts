// Wire shapes of POST /api/ai/website/generate, shared by the wizard and the function.
import * as v from 'valibot';
import { INDUSTRY_IDS, findIndustry } from './industries';
import { TEMPLATE_IDS, findTemplate } from './templates';

/** Text bounds in characters; over them the request is a 400 (docs/api.md). */
export const WEBSITE_BOUNDS = { name: 120, description: 4000, email: 254, phone: 40, userId: 100 } as const;

// A missing key reads as '' so that it gets the same plain message as a blank one.
const requiredText = (label: string, max: number) =>
  v.pipe(
    v.optional(v.string(`${label} must be text.`), ''),
    v.trim(),
    v.nonEmpty(`Please enter the ${label.toLowerCase()}.`),
    v.maxLength(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`),
  );

const optionalText = (label: string, max: number) =>
  v.optional(v.pipe(v.string(`${label} must be text.`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters.`)));

const choice = (noun: string, find: (id: string) => unknown, ids: readonly string[]) =>
  v.pipe(
    v.optional(v.string(`Please choose a ${noun}.`), ''),
    v.nonEmpty(`Please choose a${noun.startsWith('i') ? 'n' : ''} ${noun}.`),
    v.check((id) => Boolean(find(id)), `Unknown ${noun}. Choose one of: ${ids.join(', ')}.`),
  );

export const BusinessSchema = v.object({
  name: requiredText('Business name', WEBSITE_BOUNDS.name),
  description: requiredText('Business description', WEBSITE_BOUNDS.description),
  email: optionalText('Contact email', WEBSITE_BOUNDS.email),
  phone: optionalText('Contact phone', WEBSITE_BOUNDS.phone),
});
export type Business = v.InferOutput<typeof BusinessSchema>;

export const WebsiteGenerateRequestSchema = v.object({
  description: requiredText('Description', WEBSITE_BOUNDS.description),
  user_id: v.optional(v.pipe(v.string(), v.maxLength(WEBSITE_BOUNDS.userId))),
  /** Accepted for compatibility, never used for decisions: the tier comes from the profile. */
  is_paid_user: v.optional(v.boolean()),
  industry: choice('industry', findIndustry, INDUSTRY_IDS),
  style: choice('template', findTemplate, TEMPLATE_IDS),
  business: v.optional(BusinessSchema),
});
export type WebsiteGenerateRequest = v.InferInput<typeof WebsiteGenerateRequestSchema>;

export type WebsiteTier = 'premium' | 'free';

export interface WebsitePage {
  /** File name inside the ZIP: index.html, about.html... */
  file: string;
  html: string;
}

export const WebsiteGenerateResponseSchema = v.object({
  success: v.literal(true),
  html: v.string(),
  tier: v.picklist(['premium', 'free']),
  /** Premium only: the same site as separate files, for the ZIP download. */
  pages: v.optional(v.array(v.object({ file: v.string(), html: v.string() }))),
  /** Where the words came from: the configured model, or the built-in copywriter. */
  copy_source: v.picklist(['model', 'fallback']),
  /** Signed-in generations are kept in My Sites: the saved site's id. */
  site_id: v.optional(v.string()),
  /** Why the site was not kept in My Sites (the free limit), when it was not. */
  not_saved: v.optional(v.string()),
});
export type WebsiteGenerateResponse = v.InferOutput<typeof WebsiteGenerateResponseSchema>;

/**
 * The `description` field: business name, description, industry and
 * template in one text (kept within the bound by shortening the description).
 */
export function composeDescription(business: { name: string; description: string }, industryName: string, templateName: string): string {
  const head = `Business name: ${business.name.trim()}\n`;
  const tail = `\nIndustry: ${industryName}\nTemplate: ${templateName}`;
  const room = WEBSITE_BOUNDS.description - head.length - tail.length - 'Description: '.length;
  return `${head}Description: ${business.description.trim().slice(0, Math.max(0, room))}${tail}`;
}

/** The business details a caller without `business` put into `description` (labelled lines), or null. */
export function businessFromDescription(description: string): { name: string; description: string } | null {
  const name = /^\s*(?:business\s*name|business|name)\s*:\s*(.+)$/im.exec(description)?.[1]?.trim();
  if (!name) return null;
  const labelled = /^\s*(?:business\s*)?description\s*:\s*([\s\S]+?)(?=^\s*(?:industry|template|style)\s*:|$(?![\s\S]))/im
    .exec(description)?.[1]
    ?.trim();
  const rest = description
    .split('\n')
    .filter((line) => !/^\s*(?:business\s*name|business|name|industry|template|style)\s*:/i.test(line))
    .join('\n')
    .trim();
  const text = (labelled || rest).slice(0, WEBSITE_BOUNDS.description);
  return text ? { name: name.slice(0, WEBSITE_BOUNDS.name), description: text } : null;
}
