// robots.txt and sitemap.xml for the production build. Both need the site's own
// address: Netlify sets URL during a build (the site's main address); SITE_URL
// overrides it; a local build falls back to the dev address.
import type { Plugin } from 'vite';

/** The routes a visitor can open without an account, in the order a crawler should see them. */
export const PUBLIC_ROUTES = ['/', '/features', '/website-generator', '/chat', '/models', '/terms', '/privacy'] as const;

export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL || env.URL || 'http://localhost:8888').replace(/\/+$/, '');
}

export function robotsTxt(site: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin/', '', `Sitemap: ${site}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(site: string, routes: readonly string[] = PUBLIC_ROUTES): string {
  const urls = routes.map((route) => `  <url><loc>${escapeXml(`${site}${route}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function seoFilesPlugin(): Plugin {
  return {
    name: 'seo-files',
    apply: 'build',
    generateBundle() {
      const site = siteUrl();
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(site) });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(site) });
    },
  };
}
