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

export const SiteSummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  /** Template id: the design the site was rendered with. */
  template: v.string(),
  tier: v.picklist(['premium', 'free']),
  created_at: v.string(),
  updated_at: v.string(),
  preview: SitePreviewSchema,
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
