// The site model as My Sites keeps it (websites.model): the business, industry,
// design, tier and copy a site was rendered from, by id rather than by value (the
// design tokens and industry come back from the catalogues), so a later render
// from data gives the same site and a design change keeps every word.
import * as v from 'valibot';
import { DEFAULT_LAYOUT, SiteLayoutSchema, TITLED_SECTIONS, type SiteContent } from '#domain/website/editor-contract.ts';
import { findIndustry } from '#domain/website/industries.ts';
import type { SitePreviewSchema } from '#domain/website/sites-contract.ts';
import { findTemplate } from '#domain/website/templates.ts';
import { DESIGNS } from './designs.ts';
import type { SiteModel } from './site-model.ts';

const item = v.object({ title: v.string(), description: v.string() });

/**
 * What is stored. The copy is read back without the length bounds generation
 * checks (SiteCopySchema): the built-in copywriter's words were never held to them,
 * and a stored site must still open.
 */
export const StoredSiteModelSchema = v.object({
  version: v.literal(1),
  business: v.object({
    name: v.string(),
    description: v.string(),
    email: v.optional(v.string()),
    phone: v.optional(v.string()),
  }),
  industry: v.string(),
  template: v.string(),
  tier: v.picklist(['premium', 'free']),
  copy: v.object({
    headline: v.string(),
    tagline: v.string(),
    about: v.string(),
    services: v.array(item),
    highlights: v.array(item),
    faq: v.array(v.object({ question: v.string(), answer: v.string() })),
    cta: v.object({ heading: v.string(), text: v.string(), button: v.string() }),
  }),
  copy_source: v.picklist(['model', 'fallback']),
  // The owner's edits beyond the copy (absent on sites never edited).
  titles: v.optional(
    v.partial(
      v.object(
        Object.fromEntries(TITLED_SECTIONS.map((id) => [id, v.string()])) as Record<
          (typeof TITLED_SECTIONS)[number],
          v.StringSchema<undefined>
        >,
      ),
    ),
  ),
  footer: v.optional(v.string()),
  layout: v.optional(SiteLayoutSchema),
});
export type StoredSiteModel = v.InferOutput<typeof StoredSiteModelSchema>;

/** The model of a just-generated site, as it is stored (no undefined: JSON has none). */
export function toStoredModel(model: SiteModel, copySource: StoredSiteModel['copy_source']): StoredSiteModel {
  const { name, description, email, phone } = model.business;
  return {
    version: 1,
    business: { name, description, ...(email ? { email } : {}), ...(phone ? { phone } : {}) },
    industry: model.industry.id,
    template: model.templateId,
    tier: model.tier,
    copy: model.copy,
    copy_source: copySource,
  };
}

/** The hero's colours and headline, for the list's small preview. */
export function previewOf(model: StoredSiteModel): v.InferOutput<typeof SitePreviewSchema> {
  const template = findTemplate(model.template);
  const palette = DESIGNS[template?.id ?? 'modern'].palette;
  return { headline: model.copy.headline, background: palette.heroBg, text: palette.heroText, accent: palette.heroButton };
}

/** The model a stored site is rendered from again; null when its industry or design no longer exists. */
export function siteModelOf(stored: StoredSiteModel): SiteModel | null {
  const industry = findIndustry(stored.industry);
  const template = findTemplate(stored.template);
  if (!industry || !template) return null;
  return {
    business: stored.business,
    industry,
    templateId: template.id,
    design: DESIGNS[template.id],
    copy: stored.copy,
    tier: stored.tier,
    titles: stored.titles,
    footer: stored.footer,
    layout: stored.layout,
  };
}

/** What the editor may change of a stored site. */
export function contentOf(stored: StoredSiteModel): SiteContent {
  const { name, email, phone } = stored.business;
  return {
    template: findTemplate(stored.template)?.id ?? 'modern',
    business: { name, ...(email ? { email } : {}), ...(phone ? { phone } : {}) },
    copy: stored.copy,
    titles: stored.titles ?? {},
    ...(stored.footer !== undefined ? { footer: stored.footer } : {}),
    layout: stored.layout ?? DEFAULT_LAYOUT,
  };
}

/** The stored model with the editor's content in place (the description, industry and tier stay). */
export function withContent(stored: StoredSiteModel, content: SiteContent): StoredSiteModel {
  const { name, email, phone } = content.business;
  const { footer: _oldFooter, ...rest } = stored;
  return {
    ...rest,
    template: content.template,
    business: { name, description: stored.business.description, ...(email ? { email } : {}), ...(phone ? { phone } : {}) },
    copy: content.copy,
    titles: content.titles,
    ...(content.footer ? { footer: content.footer } : {}),
    layout: content.layout,
  };
}
