// My Sites through the real endpoints: generation keeps the site, then list, open,
// rename, duplicate, delete and undo; the free limit holds on the server (tier read
// from the database), PRO has none; another user's site is a 404 for every verb.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as websiteGenerate from '../../netlify/functions/ai-website-generate.mts';
import * as websiteSitesDuplicate from '../../netlify/functions/website-sites-duplicate.mts';
import * as websiteSitesRestore from '../../netlify/functions/website-sites-restore.mts';
import * as websiteSites from '../../netlify/functions/website-sites.mts';
import { FREE_SAVED_SITES } from '../../src/domain/pricing.ts';
import { PROVIDER_ENV } from '../fixtures/providers.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

type User = { id: string; accessToken: string };
type Body = Record<string, unknown> & { detail?: string };

let stack: FunctionTestStack;
beforeAll(async () => {
  // The built-in copywriter: no provider is asked.
  for (const key of [...PROVIDER_ENV, 'TEXT_MODEL_PROVIDER']) delete process.env[key];
  stack = await startFunctionTestStack([websiteGenerate, websiteSites, websiteSitesDuplicate, websiteSitesRestore]);
});
afterAll(() => stack?.stop());

const call = (method: string, path: string, user: User | null, body?: unknown) => stack.callJson<Body>(method, path, user, body);

async function generate(user: User, name: string, style = 'modern') {
  return call('POST', '/api/ai/website/generate', user, {
    description: `Business name: ${name}`,
    industry: 'restaurant',
    style,
    business: { name, description: 'A family bakery baking sourdough and pastries every morning.', email: 'hello@crumb.test' },
  });
}

const list = async (user: User) => (await call('GET', '/api/website/sites', user)).body as { sites: Body[]; limit: number | null };

describe('My Sites endpoints', () => {
  it('keeps a generated site and lists, opens, renames, duplicates, deletes and restores it', async () => {
    const owner = await stack.createUser();
    const generated = await generate(owner, 'Crumb & Co');
    expect(generated.status).toBe(200);
    expect(generated.body.site_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated.body.not_saved).toBeUndefined();
    const id = String(generated.body.site_id);

    const listed = await list(owner);
    expect(listed.limit).toBe(FREE_SAVED_SITES);
    expect(listed.sites).toMatchObject([{ id, name: 'Crumb & Co', template: 'modern', tier: 'free' }]);
    expect(listed.sites[0]).toMatchObject({ preview: { headline: expect.any(String), background: expect.stringMatching(/^#/) } });
    expect(listed.sites[0]!.html).toBeUndefined();

    const opened = await call('GET', `/api/website/sites/${id}`, owner);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      id,
      name: 'Crumb & Co',
      tier: 'free',
      html: generated.body.html,
      copy_source: 'fallback',
      industry: 'restaurant',
      business: { name: 'Crumb & Co', email: 'hello@crumb.test' },
    });

    const renamed = await call('PATCH', `/api/website/sites/${id}`, owner, { name: '  Crumb Bakery  ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id, name: 'Crumb Bakery' });

    const copy = await call('POST', `/api/website/sites/${id}/duplicate`, owner);
    expect(copy.status).toBe(201);
    const copyId = String(copy.body.id);
    expect((await list(owner)).sites.map((s) => s.name).sort()).toEqual(['Crumb Bakery', 'Crumb Bakery (copy)']);
    expect((await call('GET', `/api/website/sites/${copyId}`, owner)).body.html).toBe(generated.body.html);

    expect(await call('DELETE', `/api/website/sites/${id}`, owner)).toMatchObject({ status: 200, body: { id } });
    expect((await list(owner)).sites.map((s) => s.id)).toEqual([copyId]);
    expect((await call('GET', `/api/website/sites/${id}`, owner)).status).toBe(404);
    expect((await call('DELETE', `/api/website/sites/${id}`, owner)).status).toBe(404);

    expect(await call('POST', `/api/website/sites/${id}/restore`, owner)).toMatchObject({ status: 200, body: { id } });
    expect((await list(owner)).sites.map((s) => s.id).sort()).toEqual([id, copyId].sort());
    expect((await call('POST', `/api/website/sites/${id}/restore`, owner)).status).toBe(404);
  });

  it('refuses bad input with 400 and a missing or bad token with 401', async () => {
    const owner = await stack.createUser();
    const id = String((await generate(owner, 'Validation Cafe')).body.site_id);
    for (const body of [{ name: '   ' }, { name: 'x'.repeat(121) }, { name: 42 }, {}]) {
      const refused = await call('PATCH', `/api/website/sites/${id}`, owner, body);
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toMatch(/^name: /);
    }
    const notJson = await stack.call(`/api/website/sites/${id}`, {
      method: 'PATCH',
      token: owner.accessToken,
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect((await call('GET', '/api/website/sites/not-a-uuid', owner)).status).toBe(404);
    expect((await call('DELETE', '/api/website/sites', owner)).status).toBe(405);

    const paths: [string, string][] = [
      ['GET', '/api/website/sites'],
      ['GET', `/api/website/sites/${id}`],
      ['PATCH', `/api/website/sites/${id}`],
      ['DELETE', `/api/website/sites/${id}`],
      ['POST', `/api/website/sites/${id}/duplicate`],
      ['POST', `/api/website/sites/${id}/restore`],
    ];
    for (const [method, path] of paths) {
      const anonymous = await call(method, path, null, method === 'PATCH' ? { name: 'x' } : undefined);
      expect(anonymous, `${method} ${path}`).toEqual({ status: 401, body: { detail: 'Please sign in to continue.' } });
      const forged = await call(method, path, { id: 'x', accessToken: 'not-a-token' });
      expect(forged.status, `${method} ${path}`).toBe(401);
    }
    expect((await call('GET', `/api/website/sites/${id}`, owner)).body.name).toBe('Validation Cafe');
  });

  it("answers 404 for another user's site on every verb and changes nothing", async () => {
    const owner = await stack.createUser();
    const intruder = await stack.createUser({ paid: true });
    const id = String((await generate(owner, 'Private Bakery')).body.site_id);
    const attempts: [string, string, unknown][] = [
      ['GET', `/api/website/sites/${id}`, undefined],
      ['PATCH', `/api/website/sites/${id}`, { name: 'Hijacked' }],
      ['POST', `/api/website/sites/${id}/duplicate`, undefined],
      ['DELETE', `/api/website/sites/${id}`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const refused = await call(method, path, intruder, body);
      expect(refused.status, `${method} ${path}`).toBe(404);
      expect(refused.body.detail).toMatch(/not in My Sites/);
    }
    expect((await list(intruder)).sites).toEqual([]);
    expect((await call('DELETE', `/api/website/sites/${id}`, owner)).status).toBe(200);
    expect((await call('POST', `/api/website/sites/${id}/restore`, intruder)).status).toBe(404);
    expect((await call('POST', `/api/website/sites/${id}/restore`, owner)).status).toBe(200);
    expect((await list(owner)).sites).toMatchObject([{ id, name: 'Private Bakery' }]);
  });

  it(`keeps at most ${FREE_SAVED_SITES} sites on a free account, with a clear refusal, and no limit on PRO`, async () => {
    const free = await stack.createUser();
    const ids: string[] = [];
    for (let i = 1; i <= FREE_SAVED_SITES; i += 1) ids.push(String((await generate(free, `Bakery ${i}`)).body.site_id));
    const over = await generate(free, 'Bakery 4');
    expect(over.status).toBe(200);
    expect(over.body.html).toMatch(/^<!doctype html>/);
    expect(over.body.site_id).toBeUndefined();
    expect(over.body.not_saved).toMatch(/Free accounts keep up to 3 sites in My Sites.*upgrade to PRO/);
    const duplicate = await call('POST', `/api/website/sites/${ids[0]}/duplicate`, free);
    expect(duplicate.status).toBe(403);
    expect(duplicate.body.detail).toMatch(/Free accounts keep up to 3 sites/);
    expect((await list(free)).sites).toHaveLength(FREE_SAVED_SITES);

    // A deleted site frees its place; Undo then finds the place taken and says so.
    await call('DELETE', `/api/website/sites/${ids[0]}`, free);
    expect((await generate(free, 'Bakery 5')).body.site_id).toEqual(expect.any(String));
    const restore = await call('POST', `/api/website/sites/${ids[0]}/restore`, free);
    expect(restore.status).toBe(403);
    expect(restore.body.detail).toMatch(/Free accounts keep up to 3 sites/);

    const pro = await stack.createUser({ paid: true });
    for (let i = 1; i <= FREE_SAVED_SITES + 2; i += 1) expect((await generate(pro, `Studio ${i}`, 'luxury')).body.site_id).toBeTruthy();
    const proList = await list(pro);
    expect(proList.limit).toBeNull();
    expect(proList.sites).toHaveLength(FREE_SAVED_SITES + 2);
    const proCopy = await call('POST', `/api/website/sites/${String(proList.sites[0]!.id)}/duplicate`, pro);
    expect(proCopy.status).toBe(201);
    const opened = await call('GET', `/api/website/sites/${String(proCopy.body.id)}`, pro);
    expect(opened.body).toMatchObject({ tier: 'premium', template: 'luxury' });
    expect((opened.body.pages as unknown[]).length).toBe(4);
  });

  it('counts every My Sites request against the shared per-minute rate, refused ones too', async () => {
    process.env.RATE_PER_MINUTE_SITES = '2';
    try {
      const user = await stack.createUser();
      expect((await call('GET', '/api/website/sites', user)).status).toBe(200);
      expect((await call('PATCH', '/api/website/sites/not-a-uuid', user, { name: 'x' })).status).toBe(404);
      const limited = await call('POST', `/api/website/sites/${crypto.randomUUID()}/duplicate`, user);
      expect(limited.status).toBe(429);
      expect(limited.body.detail).toMatch(
        /^Too many My Sites requests: the limit is 2 per minute\. Please wait \d+ seconds? and try again\.$/,
      );
      expect((await call('GET', '/api/website/sites', await stack.createUser())).status).toBe(200);
    } finally {
      delete process.env.RATE_PER_MINUTE_SITES;
    }
  });
});
