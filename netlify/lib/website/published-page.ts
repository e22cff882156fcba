// The public side of Publish: the page at /s/<slug> (and /s/<slug>/<file> for a
// PRO site's separate pages), read from the snapshot publish_website stored, with
// the headers that keep it from acting on the app's origin and let the CDN hold it
// until the next Publish, Update, Unpublish or Delete purges it.
import { messageOf } from '#domain/error-message.ts';
import { purgeCache } from '@netlify/functions';
import * as v from 'valibot';
import { SlugSchema } from '#domain/website/sites-contract.ts';
import { fromDatabase, serviceClient } from '../db.ts';
import { serverConfig } from '../env.ts';

/** The public address of a slug on this app. */
export const publicUrl = (origin: string, slug: string) => `${origin}/s/${slug}`;

/** The CDN's tag for every page of one site, whatever its slug was when it was cached. */
export const cacheTagOf = (websiteId: string) => `website-${websiteId}`;

/**
 * The page's own policy. `sandbox` without allow-same-origin gives it an opaque
 * origin: it cannot read the app's storage (the session) or cookies, nor read any
 * answer of the app's API, though it is served from the app's origin. No script
 * runs: `script-src 'none'` refuses every one, inline or not. The sandbox still
 * allows scripts as such, because tools that read the page in the browser
 * (Lighthouse, screen-reader extensions, DevTools) need to run theirs in it, and
 * `connect-src 'self'` lets them read this origin's robots.txt (served with CORS
 * for it); no script of the page can use either. Links may open in a new tab. Then
 * what the generated sites need and no more: inline styles, data: images.
 */
export const PUBLISHED_CSP = [
  'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox',
  "default-src 'none'",
  "script-src 'none'",
  "connect-src 'self'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const COMMON_HEADERS = {
  'Content-Security-Policy': PUBLISHED_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
};

const PageRowSchema = v.object({
  id: v.string(),
  published_html: v.string(),
  published_pages: v.nullable(v.array(v.object({ file: v.string(), html: v.string() }))),
  publish_version: v.number(),
  indexable: v.boolean(),
});

export interface PublishedPage {
  html: string;
  etag: string;
  headers: Record<string, string>;
}

/**
 * One page of a site that is online: the one-file site at /s/<slug> (file undefined),
 * a PRO site's separate page at /s/<slug>/<file>. Null for anything else.
 */
export async function findPublishedPage(slug: string, file: string | undefined): Promise<PublishedPage | null> {
  const parsed = v.safeParse(SlugSchema, slug);
  if (!parsed.success || parsed.output !== slug) return null;
  const { data, error } = await serviceClient()
    .from('websites')
    .select('id, published_html, published_pages, publish_version, indexable')
    .eq('slug', slug)
    .not('published_at', 'is', null)
    .is('deleted_at', null)
    .maybeSingle();
  if (error) throw new Error(`published page lookup failed: ${error.code ?? ''} ${error.message}`);
  if (!data) return null;
  const row = fromDatabase(PageRowSchema, data, 'websites');
  const html = file === undefined ? row.published_html : row.published_pages?.find((page) => page.file === file)?.html;
  if (html === undefined) return null;
  const etag = `"${row.id}-${row.publish_version}-${file ?? ''}"`;
  return {
    html,
    etag,
    headers: {
      ...COMMON_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      ETag: etag,
      // Browsers ask again each time (a 304 while nothing changed); the CDN keeps the
      // page until a publish purges its tag.
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'Netlify-CDN-Cache-Control': 'public, durable, s-maxage=31536000, stale-while-revalidate=60',
      'Netlify-Cache-Tag': cacheTagOf(row.id),
      'X-Robots-Tag': row.indexable ? 'all' : 'noindex, nofollow',
    },
  };
}

/** Whether an If-None-Match header names this ETag (or is "*"). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** The answer for an address with no page online: a small plain page, never cached, never indexed. */
export function notFoundPage(): Response {
  const body =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found</title></head><body><main><h1>Page not found</h1><p>There is no website at this address. It may have been unpublished.</p></main></body></html>';
  return new Response(body, {
    status: 404,
    headers: { ...COMMON_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  });
}

/**
 * Drops the CDN's copies of a site's pages (after Publish, Update, Unpublish or
 * Delete). Only on Netlify, which gives functions NETLIFY_PURGE_API_TOKEN; local
 * hosts have no CDN. A failed purge is logged: the change itself is saved.
 */
export async function purgePublishedPages(websiteId: string): Promise<void> {
  if (!serverConfig().cdnPurge) return;
  try {
    await purgeCache({ tags: [cacheTagOf(websiteId)] });
  } catch (error) {
    console.error(`[publish] CDN purge failed: ${messageOf(error, String(error))}`);
  }
}
