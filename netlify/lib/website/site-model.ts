import type { MovableSection, SiteLayout, TitledSection } from '#domain/website/editor-contract.ts';
import type { Industry } from '#domain/website/industries.ts';
import { SITE_PAGE_LABELS, type SitePageId, type TemplateId } from '#domain/website/templates.ts';
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
  /** The owner's edits beyond the copy (editor-contract.ts): renamed section titles, the footer line, section order and hidden sections. */
  titles?: Partial<Record<TitledSection, string>> | undefined;
  footer?: string | undefined;
  layout?: SiteLayout | undefined;
}

export type PageId = SitePageId;

export const PAGE_LABELS: Record<PageId, string> = SITE_PAGE_LABELS;

/**
 * The footer's word about this app: the plain line of a free site, a link to the
 * app on a free site's published page, or nothing (PRO).
 */
export type Credit = { kind: 'line' } | { kind: 'link'; href: string } | null;

/** How one rendering links to a page and where its headings start. */
export interface RenderContext {
  site: SiteModel;
  /** The footer's word about this app; undefined: the plain line on a free site, nothing on PRO. */
  credit?: Credit;
  href(page: PageId): string;
  /** Whether the site shows this section (the owner may hide it). */
  shows(section: MovableSection): boolean;
  /** Prefix of element ids, unique per page in a one-file site. */
  idPrefix: string;
  /** Level of this section's title (its items are one level below). */
  level: 1 | 2;
  /**
   * One-file premium sites: the business name in the header is the page's h1 (the
   * only heading every page view shows), and the hero headline an h2.
   */
  brandIsHeading?: boolean;
  /** The editor's rendering: every editable text is marked with its path (data-edit) and a label. */
  editable?: boolean;
}
