import type { Config } from '@netlify/functions';
import { endpoint } from '../lib/http.ts';
import { enforceIpRate } from '../lib/limits.ts';
import { findPublishedPage, matchesEtag, notFoundPage } from '../lib/website/published-page.ts';

// A published website (docs/api.md, "Publish"): /s/<slug> is the site as one file,
// /s/<slug>/<file> one of a PRO site's separate pages (index.html, about.html...).
// Served from the snapshot taken at Publish, sandboxed, cached by the CDN until
// the next Publish, Update, Unpublish or Delete purges it; 404 for anything else.
export default endpoint(
  ['GET', 'HEAD'],
  async (req, context, timing) => {
    const [, , slug = '', file, ...rest] = new URL(req.url).pathname.split('/');
    // Both at once (one round trip of waiting): the rate decides, the page is only read.
    const [, page] = await Promise.all([
      timing.time('limits', enforceIpRate(req, context)),
      rest.length ? null : timing.time('page', findPublishedPage(safeDecode(slug), file ? safeDecode(file) : undefined)),
    ]);
    if (!page) return notFoundPage();
    const fresh = matchesEtag(req.headers.get('if-none-match'), page.etag);
    return new Response(fresh || req.method === 'HEAD' ? null : page.html, { status: fresh ? 304 : 200, headers: page.headers });
  },
  { cacheable: true },
);

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

export const config: Config = { path: ['/s/:slug', '/s/:slug/:file'] };
