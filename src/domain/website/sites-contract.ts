// Wire shapes of My Sites (/api/website/sites...), shared by the generator page and
// the functions (docs/api.md, "My Sites").
import * as v from 'valibot';
import { FREE_SAVED_SITES } from '../pricing';

export const SITE_NAME_MAX = 120;

export const RenameSiteRequestSchema = v.object({
  name: v.pipe(
    v.optional(v.string('Site name must be text.'), ''),
    v.trim(),
    v.nonEmpty('Please enter a name for the site.'),
    v.maxLength(SITE_NAME_MAX, `Site name must be at most ${SITE_NAME_MAX} characters.`),
  ),
});
export type RenameSiteRequest = v.InferOutput<typeof RenameSiteRequestSchema>;

/** Colours and words of a site's hero, enough for the small preview in the list. */
export const SitePreviewSchema = v.object({
  headline: v.string(),
  background: v.string(),
  text: v.string(),
  accent: v.string(),
});

/** A public address's last segment: /s/<slug>. Lowercase letters, digits and inner hyphens. */
export const SLUG_MIN = 3;
export const SLUG_MAX = 60;
const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*[a-z0-9]$/;
export const SLUG_RULE = `${SLUG_MIN} to ${SLUG_MAX} lowercase letters, digits or hyphens, starting and ending with a letter or digit`;

export const SlugSchema = v.pipe(
  v.string('The address must be text.'),
  v.trim(),
  v.toLowerCase(),
  v.minLength(SLUG_MIN, `The address must be ${SLUG_RULE}.`),
  v.maxLength(SLUG_MAX, `The address must be ${SLUG_RULE}.`),
  v.regex(SLUG_PATTERN, `The address must be ${SLUG_RULE}.`),
);

/** A slug made from a business name: "Café Lumière & Co" -> "cafe-lumiere-co" (always a valid slug). */
export function slugFromName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const slug = words.slice(0, SLUG_MAX).replace(/-+$/, '');
  if (slug.length >= SLUG_MIN) return slug;
  return slug ? `${slug}-site` : 'my-site';
}

/** POST /api/website/sites/:id/publish: Publish, or Update when the site is online. */
export const PublishSiteRequestSchema = v.object({
  /** The owner's choice of address; without it the site keeps its address, or gets one from its name. */
  slug: v.optional(SlugSchema),
  /** Whether search engines may index the page (X-Robots-Tag); false unless asked. */
  indexable: v.optional(v.boolean('indexable must be true or false.'), false),
});
export type PublishSiteRequest = v.InferInput<typeof PublishSiteRequestSchema>;

/** A site's public page, while it is online. */
export const PublishedSchema = v.object({
  slug: v.string(),
  /** The public address: <this app's origin>/s/<slug>. */
  url: v.string(),
  published_at: v.string(),
  indexable: v.boolean(),
});
export type Published = v.InferOutput<typeof PublishedSchema>;

/** The answer of Publish, Update and Unpublish: where the site is online now (null: offline). */
export const PublishSiteResponseSchema = v.object({ id: v.string(), published: v.nullable(PublishedSchema) });

export const SiteSummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  /** Template id: the design the site was rendered with. */
  template: v.string(),
  tier: v.picklist(['premium', 'free']),
  created_at: v.string(),
  updated_at: v.string(),
  preview: SitePreviewSchema,
  /** The address kept for this site (also while it is not online, so nobody else takes it); null before its first Publish. */
  slug: v.nullable(v.string()),
  /** Its public page, or null when it is not online. */
  published: v.nullable(PublishedSchema),
  /** Whether search engines may list its page: the owner's last choice, kept while it is offline for the next Publish. */
  indexable: v.boolean(),
});
export type SiteSummary = v.InferOutput<typeof SiteSummarySchema>;

export const SiteListResponseSchema = v.object({
  sites: v.array(SiteSummarySchema),
  /** Sites the caller may keep; null on PRO (no limit). */
  limit: v.nullable(v.number()),
});
export type SiteListResponse = v.InferOutput<typeof SiteListResponseSchema>;

export const SavedSiteSchema = v.object({
  ...SiteSummarySchema.entries,
  html: v.string(),
  pages: v.optional(v.array(v.object({ file: v.string(), html: v.string() }))),
  copy_source: v.picklist(['model', 'fallback']),
  /** What the site was generated from: Open puts it back into the wizard's steps 1 and 2. */
  business: v.object({ name: v.string(), description: v.string(), email: v.optional(v.string()), phone: v.optional(v.string()) }),
  industry: v.string(),
});
export type SavedSite = v.InferOutput<typeof SavedSiteSchema>;

export const SiteIdResponseSchema = v.object({ id: v.string() });

/** Why a free account cannot keep one more site, and what to do about it. */
export function freeSitesLimitMessage(limit = FREE_SAVED_SITES): string {
  return `Free accounts keep up to ${limit} sites in My Sites. Delete one you no longer need, or upgrade to PRO for unlimited sites.`;
}
