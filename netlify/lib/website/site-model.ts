import type { Industry } from '#domain/website/industries.ts';
import type { TemplateId } from '#domain/website/templates.ts';
import type { WebsiteTier } from '#domain/website/contract.ts';
import type { BusinessDetails, SiteCopy } from './copy.ts';
import type { Design } from './designs.ts';

/** Everything a site is rendered from: structured content, never model HTML. */
export interface SiteModel {
  business: BusinessDetails;
  industry: Industry;
  templateId: TemplateId;
  design: Design;
  copy: SiteCopy;
  tier: WebsiteTier;
}

export type PageId = 'home' | 'about' | 'services' | 'contact';

export const PAGE_LABELS: Record<PageId, string> = { home: 'Home', about: 'About', services: 'Services', contact: 'Contact' };

/** How one rendering links to a page and where its headings start. */
export interface RenderContext {
  site: SiteModel;
  href(page: PageId): string;
  /** Prefix of element ids, unique per page in a one-file site. */
  idPrefix: string;
  /** Level of this section's title (its items are one level below). */
  level: 1 | 2;
  /**
   * One-file premium sites: the business name in the header is the page's h1 (the
   * only heading every page view shows), and the hero headline an h2.
   */
  brandIsHeading?: boolean;
}
