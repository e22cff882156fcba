// The ten website templates (docs/user-guide/website-generator.md). Three are free; the other seven
// are PRO. `preview` is a real render of the template (scripts/render-template-previews.ts).

export type TemplateId =
  | 'modern'
  | 'creative'
  | 'corporate'
  | 'startup'
  | 'restaurant'
  | 'portfolio'
  | 'ecommerce'
  | 'medical'
  | 'agency'
  | 'luxury';

export interface WebsiteTemplate {
  id: TemplateId;
  name: string;
  description: string;
  preview: string;
  /** The template's main colour (hex), for the card accent. */
  colour: string;
  free: boolean;
}

const template = (id: TemplateId, name: string, description: string, colour: string, free = false): WebsiteTemplate => ({
  id,
  name,
  description,
  preview: `/templates/${id}.webp`,
  colour,
  free,
});

export const WEBSITE_TEMPLATES: readonly WebsiteTemplate[] = [
  template('modern', 'Modern', 'Clean lines, bold headline and a calm blue palette.', '#2563eb', true),
  template('creative', 'Creative', 'Playful colours and rounded shapes that stand out.', '#db2777', true),
  template('corporate', 'Corporate', 'Trustworthy navy and a structured, classic layout.', '#1e3a8a', true),
  template('startup', 'Startup', 'Vibrant gradient hero built to launch a product.', '#7c3aed'),
  template('restaurant', 'Restaurant', 'Warm tones and serif type for food and hospitality.', '#b45309'),
  template('portfolio', 'Portfolio', 'Minimal monochrome that lets the work speak.', '#18181b'),
  template('ecommerce', 'E-commerce', 'Product-first cards and clear calls to buy.', '#059669'),
  template('medical', 'Medical', 'Soft teal, generous spacing and reassuring clarity.', '#0f766e'),
  template('agency', 'Agency', 'Confident dark hero with an electric accent.', '#4f46e5'),
  template('luxury', 'Luxury', 'Elegant serif type, gold accents and black.', '#a16207'),
];

export const TEMPLATE_IDS = WEBSITE_TEMPLATES.map((t) => t.id) as [TemplateId, ...TemplateId[]];

export const FREE_TEMPLATES = WEBSITE_TEMPLATES.filter((t) => t.free);
export const PREMIUM_TEMPLATES = WEBSITE_TEMPLATES.filter((t) => !t.free);

/** The pages of a PRO (multi-page) site, as its menu names them (netlify/lib/website renders them). */
export const SITE_PAGE_LABELS = { home: 'Home', about: 'About', services: 'Services', contact: 'Contact' } as const;
export type SitePageId = keyof typeof SITE_PAGE_LABELS;

export function findTemplate(id: string): WebsiteTemplate | undefined {
  return WEBSITE_TEMPLATES.find((t) => t.id === id);
}

/** The templates a user of this tier may choose (non-paid users: the free ones only). */
export function templatesFor(isPaid: boolean): readonly WebsiteTemplate[] {
  return isPaid ? WEBSITE_TEMPLATES : FREE_TEMPLATES;
}
