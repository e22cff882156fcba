// Assembles a generated site from its model: free = one page with every section;
// premium = Home, About, Services and Contact in one file (switched by :target,
// no JavaScript), plus the same pages as separate files for the ZIP download.
// The owner's layout (editor-contract.ts) orders the movable sections and hides
// some; a page left without its own sections is left out, with its links.
import { DEFAULT_LAYOUT, type MovableSection } from '#domain/website/editor-contract.ts';
import type { WebsitePage } from '#domain/website/contract.ts';
import { documentHead } from './head.ts';
import { html, type SafeHtml } from './html.ts';
import { about, callToAction, contact, faq, hero, highlights, services, siteFooter, siteHeader, type Section } from './sections.ts';
import { PAGE_LABELS, type Credit, type PageId, type RenderContext, type SiteModel } from './site-model.ts';
import { stylesheet } from './styles.ts';

const MOVABLE: Record<MovableSection, Section> = { about, services, highlights, faq, cta: callToAction };
/** Each page: the section that opens it, the movable sections it holds, and the one that closes it. */
const PAGE_PARTS: Record<PageId, { first?: Section; movable: MovableSection[]; last?: Section; own: MovableSection[] }> = {
  home: { first: hero, movable: ['highlights', 'cta'], own: [] },
  about: { movable: ['about', 'faq'], own: ['about', 'faq'] },
  services: { movable: ['services', 'cta'], own: ['services'] },
  contact: { movable: [], last: contact, own: [] },
};
const PAGE_FILES: Record<PageId, string> = { home: 'index.html', about: 'about.html', services: 'services.html', contact: 'contact.html' };

/** What the layout shows, in its order. */
function shown(site: SiteModel): MovableSection[] {
  const layout = site.layout ?? DEFAULT_LAYOUT;
  return layout.order.filter((id) => !layout.hidden.includes(id));
}

/** The pages a premium site has: a page whose own sections are all hidden is left out. */
function pagesOf(visible: readonly MovableSection[]): PageId[] {
  return (Object.keys(PAGE_PARTS) as PageId[]).filter((page) => {
    const { own } = PAGE_PARTS[page];
    return own.length === 0 || own.some((id) => visible.includes(id));
  });
}

function pageSections(page: PageId, visible: readonly MovableSection[]): Section[] {
  const { first, movable, last } = PAGE_PARTS[page];
  const middle = visible.filter((id) => movable.includes(id)).map((id) => MOVABLE[id]);
  return [...(first ? [first] : []), ...middle, ...(last ? [last] : [])];
}

function documentOf(site: SiteModel, css: string, pageTitle: string | null, bodyClass: string, content: SafeHtml): string {
  return `<!doctype html>${html`<html lang="en">${documentHead(site, css, pageTitle)}<body class="${bodyClass}"><a class="skip" href="#main">Skip to content</a>${content}</body></html>`}`;
}

function sectionsOf(list: Section[], ctx: RenderContext): SafeHtml {
  return html`${list.map((section) => section(ctx))}`;
}

export interface RenderOptions {
  /** The editor's rendering: editable texts marked (never stored, published or downloaded). */
  editable?: boolean;
  /** The footer's word about this app (Publish: a link on a free account's page, none on PRO); by default by the site's tier. */
  credit?: Credit;
}

function renderOnePage(site: SiteModel, options: RenderOptions): string {
  const visible = shown(site);
  const ctx: RenderContext = {
    site,
    href: (page) => (page === 'home' ? '#main' : `#${page}`),
    shows: (id) => visible.includes(id),
    idPrefix: '',
    level: 2,
    ...options,
  };
  const nav = (['about', 'services'] as const).filter((id) => ctx.shows(id));
  return documentOf(
    site,
    stylesheet(site.design, false),
    null,
    `t-${site.templateId}`,
    html`${siteHeader(ctx, [...nav, 'contact'], null)}<main id="main">${sectionsOf([hero, ...visible.map((id) => MOVABLE[id]), contact], ctx)}</main>${siteFooter(ctx)}`,
  );
}

function renderOneFileMultiPage(site: SiteModel, options: RenderOptions): string {
  const visible = shown(site);
  const pages = pagesOf(visible);
  const base = {
    site,
    href: (page: PageId) => `#${pages.includes(page) ? page : 'home'}`,
    shows: (id: MovableSection) => visible.includes(id),
    brandIsHeading: true,
    ...options,
  };
  const content = pages.map((page) => {
    const ctx: RenderContext = { ...base, idPrefix: `${page}-`, level: 2 };
    return html`<div class="page" id="${page}">${sectionsOf(pageSections(page, visible), ctx)}</div>`;
  });
  const headerCtx: RenderContext = { ...base, idPrefix: '', level: 2 };
  return documentOf(
    site,
    stylesheet(site.design, true),
    null,
    `t-${site.templateId}`,
    html`${siteHeader(headerCtx, pages, null)}<main id="main">${content}</main>${siteFooter(headerCtx)}`,
  );
}

function renderPageFile(
  site: SiteModel,
  page: PageId,
  pages: readonly PageId[],
  visible: readonly MovableSection[],
  credit: Credit | undefined,
): string {
  const ctx: RenderContext = {
    site,
    ...(credit !== undefined ? { credit } : {}),
    href: (target) => PAGE_FILES[pages.includes(target) ? target : 'home'],
    shows: (id) => visible.includes(id),
    idPrefix: '',
    level: page === 'home' ? 2 : 1,
  };
  const [first, ...rest] = pageSections(page, visible);
  const body = html`${first!({ ...ctx })}${sectionsOf(rest, { ...ctx, level: 2 })}`;
  return documentOf(
    site,
    stylesheet(site.design, false),
    page === 'home' ? null : PAGE_LABELS[page],
    `t-${site.templateId}`,
    html`${siteHeader(ctx, pages, page)}<main id="main">${body}</main>${siteFooter(ctx)}`,
  );
}

export interface RenderedSite {
  html: string;
  pages?: WebsitePage[];
}

export function renderSite(site: SiteModel, options: RenderOptions = {}): RenderedSite {
  if (site.tier === 'free') return { html: renderOnePage(site, options) };
  const html = renderOneFileMultiPage(site, options);
  if (options.editable) return { html };
  const visible = shown(site);
  const pages = pagesOf(visible);
  return {
    html,
    pages: pages.map((page) => ({ file: PAGE_FILES[page], html: renderPageFile(site, page, pages, visible, options.credit) })),
  };
}
