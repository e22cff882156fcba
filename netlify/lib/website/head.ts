// The document head: title, meta description, favicon, inline styles and, for
// premium sites, the sharing and search set (Open Graph, JSON-LD LocalBusiness).
import { html, trusted, type SafeHtml } from './html.ts';
import { faviconDataUri } from './icons.ts';
import type { SiteModel } from './site-model.ts';

/** The text in at most `max` characters, cut between words (never mid-word, no dangling separator) and marked with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const words = space >= max / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s|,;:–—-]+$/u, '')}…`;
}

/** JSON for a <script type="application/ld+json">: nothing in it can close the element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function localBusiness(site: SiteModel): Record<string, unknown> {
  const { business, copy, industry } = site;
  return {
    '@context': 'https://schema.org',
    '@type': industry.id === 'restaurant' ? 'Restaurant' : 'LocalBusiness',
    name: business.name,
    description: clip(copy.tagline, 300),
    ...(business.email ? { email: business.email } : {}),
    ...(business.phone ? { telephone: business.phone } : {}),
    knowsAbout: industry.keywords,
  };
}

export function documentHead(site: SiteModel, css: string, pageTitle: string | null): SafeHtml {
  const { business, copy, design, tier } = site;
  const title = clip(
    pageTitle ? `${pageTitle} | ${business.name}` : tier === 'premium' ? `${business.name} | ${copy.headline}` : business.name,
    70,
  );
  const description = clip(copy.tagline, 160);
  const seo =
    tier === 'premium'
      ? html`<meta property="og:type" content="website"><meta property="og:site_name" content="${business.name}"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta name="twitter:card" content="summary"><script type="application/ld+json">${trusted(jsonForScript(localBusiness(site)))}</script>`
      : null;
  return html`<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description" content="${description}">${seo}<meta name="theme-color" content="${design.palette.primary}"><link rel="icon" href="${faviconDataUri(business.name, design.palette)}"><style>${trusted(css)}</style></head>`;
}
