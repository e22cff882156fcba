// Assembles a generated site from its model: free = one page with every section;
// premium = Home, About, Services and Contact in one file (switched by :target,
// no JavaScript), plus the same pages as separate files for the ZIP download.
import type { WebsitePage } from '#domain/website/contract.ts';
import { documentHead } from './head.ts';
import { html, type SafeHtml } from './html.ts';
import { about, callToAction, contact, faq, hero, highlights, services, siteFooter, siteHeader, type Section } from './sections.ts';
import { PAGE_LABELS, type PageId, type RenderContext, type SiteModel } from './site-model.ts';
import { stylesheet } from './styles.ts';

const PAGES: readonly PageId[] = ['home', 'about', 'services', 'contact'];
const PAGE_SECTIONS: Record<PageId, Section[]> = {
  home: [hero, highlights, callToAction],
  about: [about, faq],
  services: [services, callToAction],
  contact: [contact],
};
const ONE_PAGE_SECTIONS: Section[] = [hero, about, services, highlights, faq, callToAction, contact];
const ONE_PAGE_NAV: readonly PageId[] = ['about', 'services', 'contact'];
const PAGE_FILES: Record<PageId, string> = { home: 'index.html', about: 'about.html', services: 'services.html', contact: 'contact.html' };

function documentOf(site: SiteModel, css: string, pageTitle: string | null, bodyClass: string, content: SafeHtml): string {
  return `<!doctype html>${html`<html lang="en">${documentHead(site, css, pageTitle)}<body class="${bodyClass}"><a class="skip" href="#main">Skip to content</a>${content}</body></html>`}`;
}

function sectionsOf(list: Section[], ctx: RenderContext): SafeHtml {
  return html`${list.map((section) => section(ctx))}`;
}

function renderOnePage(site: SiteModel): string {
  const ctx: RenderContext = { site, href: (page) => (page === 'home' ? '#main' : `#${page}`), idPrefix: '', level: 2 };
  return documentOf(
    site,
    stylesheet(site.design, false),
    null,
    `t-${site.templateId}`,
    html`${siteHeader(ctx, ONE_PAGE_NAV, null)}<main id="main">${sectionsOf(ONE_PAGE_SECTIONS, ctx)}</main>${siteFooter(ctx)}`,
  );
}

function renderOneFileMultiPage(site: SiteModel): string {
  const base = { site, href: (page: PageId) => `#${page}`, brandIsHeading: true };
  const pages = PAGES.map((page) => {
    const ctx: RenderContext = { ...base, idPrefix: `${page}-`, level: 2 };
    return html`<div class="page" id="${page}">${sectionsOf(PAGE_SECTIONS[page], ctx)}</div>`;
  });
  const headerCtx: RenderContext = { ...base, idPrefix: '', level: 2 };
  return documentOf(
    site,
    stylesheet(site.design, true),
    null,
    `t-${site.templateId}`,
    html`${siteHeader(headerCtx, PAGES, null)}<main id="main">${pages}</main>${siteFooter(headerCtx)}`,
  );
}

function renderPageFile(site: SiteModel, page: PageId): string {
  const ctx: RenderContext = { site, href: (target) => PAGE_FILES[target], idPrefix: '', level: page === 'home' ? 2 : 1 };
  const [first, ...rest] = PAGE_SECTIONS[page];
  const body = html`${first!({ ...ctx })}${sectionsOf(rest, { ...ctx, level: 2 })}`;
  return documentOf(
    site,
    stylesheet(site.design, false),
    page === 'home' ? null : PAGE_LABELS[page],
    `t-${site.templateId}`,
    html`${siteHeader(ctx, PAGES, page)}<main id="main">${body}</main>${siteFooter(ctx)}`,
  );
}

export interface RenderedSite {
  html: string;
  pages?: WebsitePage[];
}

export function renderSite(site: SiteModel): RenderedSite {
  if (site.tier === 'free') return { html: renderOnePage(site) };
  return { html: renderOneFileMultiPage(site), pages: PAGES.map((page) => ({ file: PAGE_FILES[page], html: renderPageFile(site, page) })) };
}
