import type { Industry } from '../../../src/domain/website/industries';
import type { TemplateId } from '../../../src/domain/website/templates';
import type { WebsiteTier } from '../../../src/domain/website/api';
import type { BusinessDetails, SiteCopy } from './copy';
import type { Design } from './designs';

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
