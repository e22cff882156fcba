// Published websites (/s/<slug>): a free and a PRO site generated and published
// through the real endpoints, then the public page timed from a warm function
// instance (what the CDN asks for when its copy was purged) and audited by
// Lighthouse as it is served, sandbox CSP and all.
import { startLighthouse, type LighthouseScores } from './lighthouse.ts';
import type { BenchUser } from './chat.ts';

/** The page the function answers from a warm instance: the median under this. */
export const PUBLISHED_PAGE_BUDGET_MS = 50;

export interface PublishedPageFigures {
  p50: number;
  p99: number;
  lighthouse: (LighthouseScores & { site: string })[];
}

async function publishedUrl(baseUrl: string, user: BenchUser, name: string, style: string): Promise<string> {
  const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
  const generated = await fetch(`${baseUrl}/api/ai/website/generate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      description: `Business name: ${name}`,
      user_id: user.id,
      is_paid_user: false,
      industry: 'restaurant',
      style,
      business: {
        name,
        description: 'A family bakery baking sourdough, pastries and birthday cakes every morning.',
        email: 'hello@bakery.test',
      },
    }),
  });
  const site = (await generated.json()) as { site_id?: string };
  if (!site.site_id) throw new Error(`the bench site was not saved: ${generated.status}`);
  // Indexable: Lighthouse's SEO audit counts a noindex page as not crawlable.
  const published = await fetch(`${baseUrl}/api/website/sites/${site.site_id}/publish`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ indexable: true }),
  });
  const answer = (await published.json()) as { published?: { url: string } };
  if (!answer.published) throw new Error(`the bench site was not published: ${published.status}`);
  return answer.published.url;
}

export async function measurePublishedPages(baseUrl: string, free: BenchUser, paid: BenchUser, runs = 200): Promise<PublishedPageFigures> {
  const pages = {
    'published free': await publishedUrl(baseUrl, free, `Bench Free Bakery ${Date.now()}`, 'modern'),
    'published PRO': await publishedUrl(baseUrl, paid, `Bench Pro Bakery ${Date.now()}`, 'restaurant'),
  };
  const url = pages['published free'];
  const get = async () => {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  };
  for (let i = 0; i < 20; i += 1) await get();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await get();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;

  const lighthouse = await startLighthouse();
  try {
    const scores = [];
    for (const [site, pageUrl] of Object.entries(pages)) scores.push({ site, ...(await lighthouse.audit(pageUrl)) });
    return { p50: at(0.5), p99: at(0.99), lighthouse: scores };
  } finally {
    await lighthouse.close();
  }
}
