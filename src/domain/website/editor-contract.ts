// Wire shapes of the site editor (/api/website/sites/:id/content and .../versions,
// docs/api.md "Edit in place"): what the owner can change of a saved site, held to
// bounds a little wider than generation's (the built-in copywriter was never held
// to those), so a site opens and saves however it was written.
import * as v from 'valibot';
import { TEMPLATE_IDS } from './templates';

const field = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text.`),
    v.trim(),
    v.nonEmpty(`${label} cannot be empty.`),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
  );
const optionalField = (label: string, max: number) =>
  v.optional(v.pipe(v.string(`${label} must be text.`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters.`)));
const items = (label: string, min: number, max: number) =>
  v.pipe(
    v.array(v.object({ title: field(`${label} title`, 80), description: field(`${label} description`, 400) })),
    v.minLength(min, `Keep at least ${min} ${label.toLowerCase()} items.`),
    v.maxLength(max, `At most ${max} ${label.toLowerCase()} items.`),
  );

/** Sections the owner can move and hide; the hero always opens the site and the contact section ends it. */
export const MOVABLE_SECTIONS = ['about', 'services', 'highlights', 'faq', 'cta'] as const;
export type MovableSection = (typeof MOVABLE_SECTIONS)[number];
export const SECTION_LABELS: Record<MovableSection | 'hero' | 'contact', string> = {
  hero: 'Introduction',
  about: 'About',
  services: 'Services',
  highlights: 'Why choose us',
  faq: 'Questions and answers',
  cta: 'Call to action',
  contact: 'Contact',
};
/** Section titles the owner can rename (the hero and call to action have their own headline fields). */
export const TITLED_SECTIONS = ['about', 'services', 'highlights', 'faq', 'contact'] as const;
export type TitledSection = (typeof TITLED_SECTIONS)[number];

const sectionId = v.picklist(MOVABLE_SECTIONS, 'Unknown section.');

export const SiteLayoutSchema = v.pipe(
  v.object({
    /** Every movable section once, in the order shown. */
    order: v.array(sectionId),
    hidden: v.array(sectionId),
  }),
  v.check(
    ({ order }) => order.length === MOVABLE_SECTIONS.length && new Set(order).size === MOVABLE_SECTIONS.length,
    'The section order must name each section once.',
  ),
);
export type SiteLayout = v.InferOutput<typeof SiteLayoutSchema>;
export const DEFAULT_LAYOUT: SiteLayout = { order: [...MOVABLE_SECTIONS], hidden: [] };

export const SiteContentSchema = v.object({
  template: v.picklist(TEMPLATE_IDS, 'Unknown design.'),
  business: v.object({
    name: field('Business name', 120),
    email: optionalField('Email', 200),
    phone: optionalField('Phone', 60),
  }),
  copy: v.object({
    headline: field('Headline', 120),
    tagline: field('Tagline', 300),
    about: field('About text', 2000),
    services: items('Services', 1, 6),
    highlights: items('Why choose us', 1, 4),
    faq: v.pipe(
      v.array(v.object({ question: field('Question', 200), answer: field('Answer', 600) })),
      v.minLength(1, 'Keep at least 1 question.'),
      v.maxLength(5, 'At most 5 questions.'),
    ),
    cta: v.object({
      heading: field('Call to action heading', 120),
      text: field('Call to action text', 300),
      button: field('Button text', 40),
    }),
  }),
  /** Section titles the owner renamed; absent ones keep the design's words. */
  titles: v.optional(
    v.partial(
      v.object(
        Object.fromEntries(TITLED_SECTIONS.map((id) => [id, field('Section title', 80)])) as Record<
          TitledSection,
          ReturnType<typeof field>
        >,
      ),
    ),
    {},
  ),
  /** The footer line; absent: "© <year> <name>. All rights reserved." */
  footer: optionalField('Footer text', 200),
  layout: v.optional(SiteLayoutSchema, DEFAULT_LAYOUT),
});
export type SiteContent = v.InferOutput<typeof SiteContentSchema>;

/** Why the editor saved (site-change.ts): anything it cannot name more exactly is an edit. */
export const SAVE_CAUSES = ['edit', 'rewrite', 'undo', 'redo'] as const;
export type SaveCause = (typeof SAVE_CAUSES)[number];

/** PUT .../content: the whole content the editor holds, the revision it started from, and why it saves. */
export const SaveContentRequestSchema = v.object({
  revision: v.pipe(v.number('revision must be a number.'), v.integer(), v.minValue(1)),
  content: SiteContentSchema,
  cause: v.optional(v.picklist(SAVE_CAUSES, `cause must be one of ${SAVE_CAUSES.join(', ')}.`), 'edit'),
});
export type SaveContentRequest = v.InferInput<typeof SaveContentRequestSchema>;

const PagesSchema = v.optional(v.array(v.object({ file: v.string(), html: v.string() })));

/** GET and PUT .../content answer: the content, its revision, the site as published files and as the editor shows it. */
export const SiteContentResponseSchema = v.object({
  id: v.string(),
  revision: v.number(),
  updated_at: v.string(),
  tier: v.picklist(['premium', 'free']),
  content: SiteContentSchema,
  html: v.string(),
  pages: PagesSchema,
  /** The same site with every editable text marked (data-edit), for the editor's frame only. */
  editor_html: v.string(),
});
export type SiteContentResponse = v.InferOutput<typeof SiteContentResponseSchema>;

/** How many earlier versions a site keeps (older ones are dropped as new ones are saved). */
export const SITE_VERSIONS_KEPT = 30;

export const CONTENT_CONFLICT =
  'This site was changed somewhere else (another tab or device) since you opened it. Reload it to see the latest version, then make your change again.';
