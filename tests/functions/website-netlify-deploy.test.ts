// Deploy to Netlify through the real endpoints, the local Supabase and a fake
// Netlify API (tests/fixtures/fake-netlify.ts): the token is checked, sealed and
// never sent back; the first deploy creates the Netlify site and uploads only what
// Netlify asks for, a redeploy goes to the same site and sends nothing unchanged;
// Netlify's 401, 429 and a site deleted there become answers the owner can act on;
// another user can neither deploy nor read anything; the token only opens for the
// API origin it was saved for.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as websiteGenerate from '../../netlify/functions/ai-website-generate.mts';
import * as netlifyToken from '../../netlify/functions/website-netlify-token.mts';
import * as sitesContent from '../../netlify/functions/website-sites-content.mts';
import * as sitesDeploy from '../../netlify/functions/website-sites-deploy.mts';
import { createServerClient } from '../../netlify/lib/server-client.ts';
import { NETLIFY_TEST_TOKEN, startFakeNetlify, type FakeNetlify } from '../fixtures/fake-netlify.ts';
import { PROVIDER_ENV } from '../fixtures/providers.ts';
import { saveEnv } from '../fixtures/saved-env.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

type User = { id: string; accessToken: string };
type Answer = { status: number; headers: Headers; text: string; body: Record<string, unknown> & { detail?: string } };

const env = saveEnv(['OUTBOUND_ALLOW_LOCAL', 'PROVIDER_KEYS_SECRET', 'NETLIFY_API_URL', ...PROVIDER_ENV, 'TEXT_MODEL_PROVIDER']);
const TEST_KEYS_SECRET = 'test-netlify-secret-0123456789abcdef';
let stack: FunctionTestStack;
let netlify: FakeNetlify;
// Everything the functions print, to check that the token never reaches a log line.
const printed: string[] = [];

beforeAll(async () => {
  for (const key of [...PROVIDER_ENV, 'TEXT_MODEL_PROVIDER']) delete process.env[key];
  for (const method of ['log', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
  netlify = await startFakeNetlify();
  Object.assign(process.env, {
    OUTBOUND_ALLOW_LOCAL: '1',
    PROVIDER_KEYS_SECRET: TEST_KEYS_SECRET,
    NETLIFY_API_URL: netlify.url,
  });
  stack = await startFunctionTestStack([websiteGenerate, netlifyToken, sitesDeploy, sitesContent]);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await stack?.stop();
  await netlify?.close();
  env.restore();
});

async function call(method: string, path: string, user: User, body?: unknown): Promise<Answer> {
  const response = await stack.call(path, {
    method,
    token: user.accessToken,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as Answer['body'] };
}

async function siteOf(user: User, name: string): Promise<string> {
  const generated = await call('POST', '/api/ai/website/generate', user, {
    description: `Business name: ${name}`,
    industry: 'restaurant',
    style: 'modern',
    business: { name, description: 'A family bakery baking sourdough and pastries every morning.' },
  });
  expect(generated.status).toBe(200);
  return String(generated.body.site_id);
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
const db = () => createServerClient(stack.supabase.url, stack.supabase.serviceRoleKey);
const deploy = (user: User, id: string, body?: unknown) => call('POST', `/api/website/sites/${id}/deploy`, user, body);
const saveToken = (user: User, token = NETLIFY_TEST_TOKEN) => call('PUT', '/api/website/netlify-token', user, { token });

async function ownerWithSite(name: string, options: { paid?: boolean } = {}) {
  const user = await stack.createUser(options);
  const id = await siteOf(user, name);
  expect((await saveToken(user)).status).toBe(200);
  return { user, id };
}

describe('the Netlify token', () => {
  it('is checked with Netlify, kept sealed, answered only as saved and its last 4, and removed', async () => {
    const user = await stack.createUser();
    expect((await call('GET', '/api/website/netlify-token', user)).body).toEqual({ saved: false, last4: null });

    const badShape = await saveToken(user, 'not a token');
    expect(badShape.status).toBe(400);
    expect(badShape.body.detail).toMatch(/Netlify personal access token/);

    const refused = await saveToken(user, 'nfp_wrongwrongwrongwrongwrongwrong');
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/Netlify refused the token/);
    expect(netlify.find('GET', /^\/user$/).at(-1)?.authorization).toBe('Bearer nfp_wrongwrongwrongwrongwrongwrong');

    const saved = await saveToken(user);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ saved: true, last4: NETLIFY_TEST_TOKEN.slice(-4) });
    expect(saved.text).not.toContain(NETLIFY_TEST_TOKEN);
    const status = await call('GET', '/api/website/netlify-token', user);
    expect(status.body).toEqual({ saved: true, last4: NETLIFY_TEST_TOKEN.slice(-4) });
    expect(status.text).not.toContain(NETLIFY_TEST_TOKEN);

    const { data } = await db().from('netlify_tokens').select('token_sealed, token_last4').eq('user_id', user.id).single();
    expect(data!.token_sealed).not.toContain(NETLIFY_TEST_TOKEN);
    expect(data!.token_sealed).not.toContain(NETLIFY_TEST_TOKEN.slice(4, 20));
    expect(data!.token_last4).toBe(NETLIFY_TEST_TOKEN.slice(-4));

    const other = await stack.createUser();
    expect((await call('GET', '/api/website/netlify-token', other)).body).toEqual({ saved: false, last4: null });

    expect((await call('DELETE', '/api/website/netlify-token', user)).body).toEqual({ saved: false, last4: null });
    expect((await call('GET', '/api/website/netlify-token', user)).body).toEqual({ saved: false, last4: null });
  });

  it('is asked for before a deploy', async () => {
    const user = await stack.createUser();
    const id = await siteOf(user, 'No Token Bakery');
    const answer = await deploy(user, id);
    expect(answer.status).toBe(409);
    expect(answer.body.detail).toMatch(/Save your Netlify personal access token/);
  });
});

describe('Deploy to Netlify', () => {
  it('creates the site the first time, uploads what Netlify asks for, and redeploys to the same site', async () => {
    const { user, id } = await ownerWithSite('Crumb & Co');
    const sitesBefore = netlify.find('POST', /^\/sites$/).length;
    const first = await deploy(user, id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ state: 'ready', uploaded: 1, url: expect.stringMatching(/^https:\/\/fake-site-.*\.netlify\.app$/) });
    expect(first.body.admin_url).toMatch(/^https:\/\/app\.netlify\.com\/sites\//);
    expect(first.text).not.toContain(NETLIFY_TEST_TOKEN);
    expect(netlify.find('POST', /^\/sites$/).length).toBe(sitesBefore + 1);
    const siteId = String(first.body.site_id);

    const digestPost = netlify.find('POST', new RegExp(`^/sites/${siteId}/deploys$`));
    expect(digestPost).toHaveLength(1);
    expect(digestPost[0]!.authorization).toBe(`Bearer ${NETLIFY_TEST_TOKEN}`);
    const files = (digestPost[0]!.body as { files: Record<string, string> }).files;
    expect(Object.keys(files)).toEqual(['/index.html']);
    const uploads = netlify.find('PUT', new RegExp(`^/deploys/${String(first.body.deploy_id)}/files/`));
    expect(uploads.map((upload) => [upload.path.split('/files')[1], upload.contentType, upload.body])).toEqual([
      ['/index.html', 'application/octet-stream', files['/index.html']],
    ]);

    // The file is the stored, server-rendered page.
    const { data: row } = await db()
      .from('websites')
      .select('html, netlify_site_id, netlify_url, netlify_admin_url, netlify_deploy_id')
      .eq('id', id)
      .single();
    expect(row).toMatchObject({ netlify_site_id: siteId, netlify_url: first.body.url, netlify_deploy_id: first.body.deploy_id });
    expect(files['/index.html']).toBe(sha1(row!.html));

    const again = await deploy(user, id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ state: 'ready', site_id: siteId, url: first.body.url, uploaded: 0 });
    expect(netlify.find('POST', /^\/sites$/).length).toBe(sitesBefore + 1);
    expect(netlify.find('PUT', new RegExp(`^/deploys/${String(again.body.deploy_id)}/files/`))).toEqual([]);

    const status = await call('GET', `/api/website/sites/${id}/deploy`, user);
    expect(status.body).toMatchObject({ state: 'ready', site_id: siteId, deploy_id: again.body.deploy_id });
  });

  it('redeploys an edited site with the page rendered again on the server from its edits', async () => {
    const { user, id } = await ownerWithSite('Edited Bakery');
    await deploy(user, id);
    const opened = await call('GET', `/api/website/sites/${id}/content`, user);
    const content = opened.body.content as { copy: Record<string, unknown> };
    const edited = { ...content, copy: { ...content.copy, headline: 'Fresh <bread> daily' } };
    expect((await call('PUT', `/api/website/sites/${id}/content`, user, { revision: opened.body.revision, content: edited })).status).toBe(
      200,
    );
    const again = await deploy(user, id);
    expect(again.body).toMatchObject({ state: 'ready', uploaded: 1 });
    const { data: row } = await db().from('websites').select('html').eq('id', id).single();
    expect(row!.html).toContain('Fresh &lt;bread&gt; daily');
    const upload = netlify.find('PUT', new RegExp(`^/deploys/${String(again.body.deploy_id)}/files/index.html$`));
    expect(upload.map((request) => request.body)).toEqual([sha1(row!.html)]);
  });

  it('sends every page of a multi-page PRO site', async () => {
    const { user, id } = await ownerWithSite('Pro Bakery', { paid: true });
    const answer = await deploy(user, id, {});
    expect(answer.status).toBe(200);
    const post = netlify.find('POST', new RegExp(`^/sites/${String(answer.body.site_id)}/deploys$`))[0]!;
    expect(Object.keys((post.body as { files: object }).files).sort()).toEqual([
      '/about.html',
      '/contact.html',
      '/index.html',
      '/services.html',
    ]);
    expect(answer.body.uploaded).toBe(4);
  });

  it("keeps another user's site and status out of reach", async () => {
    const { id } = await ownerWithSite('Private Bakery');
    const intruder = await stack.createUser();
    await saveToken(intruder);
    const before = netlify.requests.length;
    for (const answer of [await deploy(intruder, id), await call('GET', `/api/website/sites/${id}/deploy`, intruder)]) {
      expect(answer.status).toBe(404);
      expect(answer.body.detail).toMatch(/not in My Sites/);
    }
    expect(netlify.requests.length).toBe(before);
    expect((await deploy(intruder, 'not-a-uuid')).status).toBe(404);
  });

  it('says what to do when Netlify refuses the token (401) or limits deploys (429)', async () => {
    const { user, id } = await ownerWithSite('Limited Bakery');
    try {
      netlify.setMode('unauthorized');
      const refused = await deploy(user, id);
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toMatch(/Netlify refused the token/);
      netlify.setMode('rate-limited');
      const limited = await deploy(user, id);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('42');
      expect(limited.body.detail).toMatch(/only a few deploys a minute: try again in 42 s/);
      for (const answer of [refused, limited]) expect(answer.text).not.toMatch(/stack|at .*\.ts/);
    } finally {
      netlify.setMode('ok');
    }
  });

  it('answers 409 when the Netlify site was deleted there, and creates a new one when asked to', async () => {
    const { user, id } = await ownerWithSite('Gone Bakery');
    const first = await deploy(user, id);
    netlify.deleteSite(String(first.body.site_id));
    const gone = await deploy(user, id);
    expect(gone.status).toBe(409);
    expect(gone.body).toMatchObject({ site_missing: true, detail: expect.stringMatching(/deleted on Netlify/) });
    const again = await deploy(user, id, { recreate: true });
    expect(again.status).toBe(200);
    expect(again.body.site_id).not.toBe(first.body.site_id);
    expect(again.body).toMatchObject({ state: 'ready', uploaded: 1 });
    expect((await deploy(user, id, { recreate: 'yes' })).status).toBe(400);
  });

  it('answers processing when Netlify is not done in time, and the status once it is', async () => {
    const { user, id } = await ownerWithSite('Slow Bakery');
    await deploy(user, id);
    // A short budget: the deploy waits for Netlify only that long, then says so.
    process.env.NETLIFY_DEPLOY_BUDGET_MS = '1000';
    try {
      netlify.setMode('processing');
      const polls = netlify.requests.length;
      const answer = await deploy(user, id);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ state: 'processing' });
      // It asked Netlify again while the budget lasted, and then answered instead of waiting on.
      expect(netlify.requests.slice(polls).filter((request) => request.method === 'GET').length).toBeGreaterThan(0);
      const status = await call('GET', `/api/website/sites/${id}/deploy`, user);
      expect(status.body).toMatchObject({ state: 'processing', deploy_id: answer.body.deploy_id });
      netlify.setMode('ok');
      expect((await call('GET', `/api/website/sites/${id}/deploy`, user)).body).toMatchObject({ state: 'ready' });
    } finally {
      netlify.setMode('ok');
      delete process.env.NETLIFY_DEPLOY_BUDGET_MS;
    }
  });

  it("does not open a token copied into another user's row, and wants a session", async () => {
    const { user: victim } = await ownerWithSite('Victim Bakery');
    const thief = await stack.createUser();
    const theirSite = await siteOf(thief, 'Thief Bakery');
    const { data } = await db().from('netlify_tokens').select('token_sealed, token_last4').eq('user_id', victim.id).single();
    expect(
      (
        await db()
          .from('netlify_tokens')
          .insert({ user_id: thief.id, ...data! })
      ).error,
    ).toBeNull();
    const before = netlify.requests.length;
    const answer = await deploy(thief, theirSite);
    expect(answer.status).toBe(409);
    expect(answer.body.detail).toMatch(/save it again/);
    expect(netlify.requests.length).toBe(before);
    for (const [method, path] of [
      ['GET', '/api/website/netlify-token'],
      ['POST', `/api/website/sites/${theirSite}/deploy`],
    ] as const) {
      expect((await stack.call(path, { method })).status).toBe(401);
    }
  });

  it('seals the token again with the newest server key after a rotation', async () => {
    const { user, id } = await ownerWithSite('Rotated Bakery');
    const sealed = async () =>
      (await db().from('netlify_tokens').select('token_sealed').eq('user_id', user.id).single()).data!.token_sealed;
    expect(await sealed()).toMatch(/^v1\./);
    process.env.PROVIDER_KEYS_SECRET = `v2:test-netlify-secret-rotated-0123456789,v1:${TEST_KEYS_SECRET}`;
    try {
      expect((await deploy(user, id)).status).toBe(200);
      expect(await sealed()).toMatch(/^v2\./);
    } finally {
      process.env.PROVIDER_KEYS_SECRET = TEST_KEYS_SECRET;
    }
  });

  it('opens the token only for the API origin it was saved for', async () => {
    const { user, id } = await ownerWithSite('Moved Bakery');
    const before = netlify.requests.length;
    process.env.NETLIFY_API_URL = netlify.url.replace('127.0.0.1', 'localhost');
    try {
      const answer = await deploy(user, id);
      expect(answer.status).toBe(409);
      expect(answer.body.detail).toMatch(/save it again/);
    } finally {
      process.env.NETLIFY_API_URL = netlify.url;
    }
    expect(netlify.requests.length).toBe(before);
    expect((await deploy(user, id)).status).toBe(200);
  });

  it('never prints the token', () => {
    expect(printed.filter((line) => line.includes(NETLIFY_TEST_TOKEN) || line.includes('nfp_wrong'))).toEqual([]);
  });
});
