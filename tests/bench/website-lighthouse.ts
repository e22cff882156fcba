// Lighthouse (mobile emulation, simulated throttling) on every generated site:
// each template in each tier, served over local HTTP to a headless Chromium.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { auditWithRetry, startLighthouse, type LighthouseScores } from './lighthouse.ts';
import { generateWebsite, planWebsite } from '../../netlify/lib/website/generate-website.ts';
import { INDUSTRIES } from '../../src/domain/website/industries.ts';
import { WEBSITE_TEMPLATES } from '../../src/domain/website/templates.ts';
import { sampleBusiness, siteVariants } from '../fixtures/website-samples.ts';

export interface SiteScores extends LighthouseScores {
  site: string;
  kb: number;
}

/** The bars a generated site must meet: performance >= 95, accessibility 100, best practices 100, SEO 100 premium / >= 90 free. */
export function meetsBars(scores: SiteScores): boolean {
  const free = scores.site.endsWith('free');
  return (
    scores.performance >= 95 &&
    scores.accessibility === 100 &&
    scores.bestPractices === 100 &&
    scores.seo >= (free ? 90 : 100) &&
    scores.kb < 100
  );
}

export async function measureWebsites(): Promise<SiteScores[]> {
  const sites = new Map<string, string>();
  for (const { template, tier } of siteVariants()) {
    const industry = INDUSTRIES[WEBSITE_TEMPLATES.findIndex((t) => t.id === template) % INDUSTRIES.length]!;
    const site = await generateWebsite(
      planWebsite({ description: 'x', industry: industry.id, style: template, business: sampleBusiness }, tier === 'premium'),
    );
    sites.set(`/${template}-${tier}`, site.html);
  }
  const server = createServer((req, res) => {
    const html = sites.get(req.url ?? '');
    res.writeHead(html ? 200 : 404, { 'content-type': html ? 'text/html; charset=utf-8' : 'text/plain' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const lighthouse = await startLighthouse();
  const results: SiteScores[] = [];
  try {
    for (const [path, html] of sites) {
      const audit = async () => ({
        site: path.slice(1),
        kb: Buffer.byteLength(html) / 1024,
        ...(await lighthouse.audit(`${base}${path}`)),
      });
      results.push(await auditWithRetry(audit, meetsBars));
    }
  } finally {
    await lighthouse.close();
    server.close();
  }
  return results;
}
