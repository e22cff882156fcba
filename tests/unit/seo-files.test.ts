import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES, robotsTxt, siteUrl, sitemapXml } from '../../scripts/vite-seo-plugin.ts';

describe('robots.txt and sitemap.xml', () => {
  it("take the site's address from SITE_URL, else Netlify's URL, else the dev address", () => {
    expect(siteUrl({ SITE_URL: 'https://hub.example/', URL: 'https://x.netlify.app' })).toBe('https://hub.example');
    expect(siteUrl({ URL: 'https://x.netlify.app' })).toBe('https://x.netlify.app');
    expect(siteUrl({})).toBe('http://localhost:8888');
  });

  it('let crawlers in, keep them out of the API and admin, and point at the sitemap', () => {
    const robots = robotsTxt('https://hub.example');
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Disallow: /admin/\n');
    expect(robots).toContain('Sitemap: https://hub.example/sitemap.xml\n');
  });

  it('list every public route with its absolute address', () => {
    const xml = sitemapXml('https://hub.example');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(PUBLIC_ROUTES.map((route) => `https://hub.example${route}`));
  });
});
