// Publish through the real endpoints and the public page function: a site of My
// Sites goes online at /s/<slug> (sandboxed, cacheable, ETag), Update re-renders
// it from the saved model, Unpublish makes the address a 404 that nobody else can
// take over; another user can neither publish nor unpublish it. Local Supabase.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as websiteGenerate from '../../netlify/functions/ai-website-generate.mts';
import * as websitePublic from '../../netlify/functions/website-public.mts';
import * as websiteSitesContent from '../../netlify/functions/website-sites-content.mts';
import * as websiteSitesPublish from '../../netlify/functions/website-sites-publish.mts';
import * as websiteSites from '../../netlify/functions/website-sites.mts';
import { PROVIDER_ENV } from '../fixtures/providers.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

type User = { id: string; accessToken: string };
type Body = Record<string, unknown> & { detail?: string };
type Published = { slug: string; url: string; published_at: string; indexable: boolean };

let stack: FunctionTestStack;
beforeAll(async () => {
  // The built-in copywriter: no provider is asked.
  for (const key of [...PROVIDER_ENV, 'TEXT_MODEL_PROVIDER']) delete process.env[key];
  stack = await startFunctionTestStack([websiteGenerate, websiteSites, websiteSitesContent, websiteSitesPublish, websitePublic]);
});
afterAll(() => stack?.stop());

const call = (method: string, path: string, user: User | null, body?: unknown) => stack.callJson<Body>(method, path, user, body);

let names = 0;
/** A saved site of `user`, named uniquely unless `name` is given. */
async function savedSite(user: User, name = `Publish Bakery ${(names += 1)} ${Date.now()}`, style = 'modern'): Promise<string> {
  const generated = await call('POST', '/api/ai/website/generate', user, {
    description: `Business name: ${name}`,
    industry: 'restaurant',
    style,
    business: { name, description: 'A family bakery baking sourdough and pastries every morning.', email: 'hello@crumb.test' },
  });
  expect(generated.status).toBe(200);
  return generated.body.site_id as string;
}

async function publish(user: User | null, id: string, body: unknown = {}) {
  const answer = await call('POST', `/api/website/sites/${id}/publish`, user, body);
  return { status: answer.status, detail: answer.body.detail, published: answer.body.published as Published };
}

/** The public page, signed out (no token, no cookie). */
const page = (path: string, headers: Record<string, string> = {}) => stack.call(path, { headers });

describe('Publish', () => {
  it('puts a site online at /s/<slug>: sandboxed, cacheable, with an ETag; Update changes it; Unpublish makes it a 404', async () => {
    const owner = await stack.createUser();
    const id = await savedSite(owner, `Crumb Publish ${Date.now()}`);
    const first = await publish(owner, id);
    expect(first.status).toBe(200);
    expect(first.published.slug).toMatch(/^crumb-publish-\d+$/);
    expect(first.published.url).toBe(`${stack.host.url}/s/${first.published.slug}`);
    expect(first.published.indexable).toBe(false);

    const response = await page(`/s/${first.published.slug}`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^sandbox[ ;]/);
    // An opaque origin (no allow-same-origin) where no script runs (script-src 'none').
    expect(csp).not.toMatch(/allow-same-origin/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'none'");
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage=31536000/);
    expect(response.headers.get('netlify-cache-tag')).toBe(`website-${id}`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('Crumb Publish');
    // Free: the credit is a link home, in the words of the generated site's line (one wording), and only one of it.
    expect(html).toContain(`<a href="${stack.host.url}/">Powered by AI Business Hub</a>`);
    expect(html.match(/Powered by AI Business Hub/g)).toHaveLength(1);
    expect(html).not.toContain('Made with AI');

    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    const again = await page(`/s/${first.published.slug}`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    // The list and the site itself say where it is online.
    const listed = await call('GET', '/api/website/sites', owner);
    expect((listed.body.sites as Body[]).find((site) => site.id === id)).toMatchObject({
      slug: first.published.slug,
      published: first.published,
    });

    // Update: same address, a new version (the owner's choice of indexing too).
    const update = await publish(owner, id, { indexable: true });
    expect(update.status).toBe(200);
    expect(update.published.slug).toBe(first.published.slug);
    const updated = await page(`/s/${first.published.slug}`, { 'if-none-match': etag });
    expect(updated.status).toBe(200);
    expect(updated.headers.get('etag')).not.toBe(etag);
    expect(updated.headers.get('x-robots-tag')).toBe('all');

    const off = await call('DELETE', `/api/website/sites/${id}/publish`, owner);
    expect(off.status).toBe(200);
    const gone = await page(`/s/${first.published.slug}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    expect(await gone.text()).toContain('Page not found');
    const unlisted = await call('GET', `/api/website/sites/${id}`, owner);
    // Offline, the site keeps its address and the owner's search-engine choice, for the next Publish.
    expect(unlisted.body).toMatchObject({ slug: first.published.slug, published: null, indexable: true });

    // Publishing again keeps the address.
    expect((await publish(owner, id)).published.slug).toBe(first.published.slug);
    expect((await page(`/s/${first.published.slug}`)).status).toBe(200);
  });

  it('takes the owner’s address, refuses one another site holds (409), even while that site is offline', async () => {
    const owner = await stack.createUser();
    const other = await stack.createUser();
    const mine = await savedSite(owner);
    const theirs = await savedSite(other);
    const slug = `held-${Date.now()}`;
    const held = await publish(owner, mine, { slug: ` ${slug.toUpperCase()} ` });
    expect(held.status).toBe(200);
    expect(held.published.slug).toBe(slug);

    const taken = await publish(other, theirs, { slug });
    expect(taken.status).toBe(409);
    expect(taken.detail).toContain(`/s/${slug}`);
    expect((await call('DELETE', `/api/website/sites/${mine}/publish`, owner)).status).toBe(200);
    expect((await publish(other, theirs, { slug })).status).toBe(409);
    expect((await page(`/s/${slug}`)).status).toBe(404);

    // Two sites of the same name: the second gets a suffix instead of a refusal.
    const name = `Twin Bakery ${Date.now()}`;
    const a = await publish(owner, await savedSite(owner, name));
    const b = await publish(other, await savedSite(other, name));
    expect(b.status).toBe(200);
    expect(b.published.slug).toBe(`${a.published.slug}-2`);
  });

  it('refuses a malformed address with a reason (400)', async () => {
    const owner = await stack.createUser();
    const id = await savedSite(owner);
    for (const slug of ['ab', 'bad slug', '-dash-first', 'x'.repeat(61), 'ünïcode']) {
      const refused = await publish(owner, id, { slug });
      expect(refused.status, slug).toBe(400);
      expect(refused.detail, slug).toMatch(/^slug: The address must be 3 to 60 lowercase letters/);
    }
    expect((await publish(owner, id, { indexable: 'yes' })).status).toBe(400);
  });

  it('another user can neither publish nor unpublish someone else’s site (404), nor can a visitor', async () => {
    const owner = await stack.createUser();
    const intruder = await stack.createUser({ paid: true });
    const id = await savedSite(owner);
    const online = await publish(owner, id);
    expect((await publish(intruder, id, { slug: `stolen-${Date.now()}` })).status).toBe(404);
    expect((await call('DELETE', `/api/website/sites/${id}/publish`, intruder)).status).toBe(404);
    expect((await publish(null, id)).status).toBe(401);
    expect((await call('DELETE', `/api/website/sites/${id}/publish`, null)).status).toBe(401);
    expect((await page(`/s/${online.published.slug}`)).status).toBe(200);
    expect((await publish(owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('a PRO site goes online with every page and no credit line', async () => {
    const pro = await stack.createUser({ paid: true });
    const id = await savedSite(pro, `Pro Bakery ${Date.now()}`, 'luxury');
    const { published } = await publish(pro, id);
    const home = await page(`/s/${published.slug}`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).not.toContain('AI Business Hub');
    for (const file of ['index.html', 'about.html', 'services.html', 'contact.html']) {
      const response = await page(`/s/${published.slug}/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-security-policy'), file).toMatch(/^sandbox/);
      expect(response.headers.get('etag'), file).not.toBe(home.headers.get('etag'));
    }
    expect((await page(`/s/${published.slug}/secret.html`)).status).toBe(404);
    expect((await page(`/s/${published.slug}/about.html/x`)).status).toBe(404);
    expect((await page('/s/no-such-site-here')).status).toBe(404);
    expect((await page('/s/NOT_A_SLUG')).status).toBe(404);
  });

  it('shows edits made in place only after Update: the published page is a snapshot', async () => {
    const owner = await stack.createUser();
    const id = await savedSite(owner);
    const { published } = await publish(owner, id);
    const opened = await call('GET', `/api/website/sites/${id}/content`, owner);
    const content = opened.body.content as { copy: Record<string, unknown> };
    const edited = { ...content, copy: { ...content.copy, headline: 'Edited after publishing' } };
    expect((await call('PUT', `/api/website/sites/${id}/content`, owner, { revision: opened.body.revision, content: edited })).status).toBe(
      200,
    );
    const path = new URL(published.url).pathname;
    expect(await (await page(path)).text()).not.toContain('Edited after publishing');
    expect((await publish(owner, id)).status).toBe(200);
    expect(await (await page(path)).text()).toContain('Edited after publishing');
  });

  it('a deleted site’s page is a 404', async () => {
    const owner = await stack.createUser();
    const id = await savedSite(owner);
    const { published } = await publish(owner, id);
    expect((await call('DELETE', `/api/website/sites/${id}`, owner)).status).toBe(200);
    expect((await page(`/s/${published.slug}`)).status).toBe(404);
  });
});
