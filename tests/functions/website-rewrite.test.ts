// "Rewrite" one section of a saved site through the real endpoint: only that
// section's keys come back, in other words, written by the fake model when it
// answers valid JSON and by the built-in copywriter otherwise; the stored site is
// never changed; another user's site is a 404; refusals are { detail } answers;
// a rewrite is charged like a generation.
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as websiteGenerate from '../../netlify/functions/ai-website-generate.mts';
import * as websiteSitesRewrite from '../../netlify/functions/website-sites-rewrite.mts';
import * as websiteSites from '../../netlify/functions/website-sites.mts';
import { createServerClient } from '../../netlify/lib/server-client.ts';
import { StoredSiteModelSchema } from '../../netlify/lib/website/stored-site.ts';
import { REWRITE_SECTIONS, SECTION_COPY, type RewriteSection } from '../../src/domain/website/rewrite-contract.ts';
import { startFakeOpenAI, type FakeLlmServer, type FakeRequest } from '../fixtures/fake-llm.ts';
import { PROVIDER_ENV } from '../fixtures/providers.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

type User = { id: string; accessToken: string };
type Body = Record<string, unknown> & { detail?: string; copy?: Record<string, unknown> };

let stack: FunctionTestStack;
let llm: FakeLlmServer;
let owner: User;

/** What the fake model writes for each section. */
const MODEL_SECTIONS: Record<RewriteSection, Record<string, unknown>> = {
  hero: { headline: 'Warm bread before the town wakes', tagline: 'Sourdough and pastries from our stone oven, every morning.' },
  about: { about: 'We are a family bakery.\n\nEvery loaf is shaped by hand and baked before the doors open.' },
  services: {
    services: [
      { title: 'Sourdough', description: 'Slow-fermented loaves with a crackling crust.' },
      { title: 'Pastries', description: 'Croissants and seasonal tarts baked daily.' },
      { title: 'Coffee', description: 'Good coffee to go with your bread.' },
    ],
  },
  highlights: {
    highlights: [
      { title: 'Baked daily', description: 'Nothing on our shelves is older than a day.' },
      { title: 'Family run', description: 'The same family behind the counter every day.' },
      { title: 'Easy to reach', description: 'Questions go straight to the bakers.' },
    ],
  },
  faq: {
    faq: [
      { question: 'When do you open?', answer: 'Every morning, as our door sign says.' },
      { question: 'Do you take orders?', answer: 'Yes, ask us and we will say what we can bake.' },
      { question: 'Can I ask about allergens?', answer: 'Always: ask before you buy.' },
    ],
  },
  cta: { cta: { heading: 'Come by for breakfast', text: 'Warm bread and good coffee are waiting for you.', button: 'Visit us' } },
};

/** The section a prompt asks for, by the first key it names. */
const sectionAsked = (request: FakeRequest) => REWRITE_SECTIONS.find((section) => request.system?.includes(`{"${keysOf(section)[0]}"`));
const keysOf = (section: RewriteSection) => Object.keys(SECTION_COPY[section].entries);

beforeAll(async () => {
  llm = await startFakeOpenAI(() => ({ text: 'unused' }));
  stack = await startFunctionTestStack([websiteGenerate, websiteSites, websiteSitesRewrite]);
});
afterAll(async () => {
  await stack?.stop();
  await llm?.close();
});
beforeEach(async () => {
  // A new owner per test: the per-minute website rate counts each one's requests.
  owner = await stack.createUser({ paid: true });
  for (const key of [...PROVIDER_ENV, 'TEXT_MODEL_PROVIDER']) delete process.env[key];
  llm.setResponder((request) => ({ text: JSON.stringify(MODEL_SECTIONS[sectionAsked(request) ?? 'hero']) }));
});

function useFakeModel() {
  process.env.OPENAI_API_KEY = 'sk-test';
  process.env.OPENAI_BASE_URL = llm.url;
}

const call = (method: string, path: string, user: User | null, body?: unknown) => stack.callJson<Body>(method, path, user, body);

/** A saved site written by the built-in copywriter (no model configured). */
async function savedSite(user: User, description = 'A family bakery for families and students, baking sourdough, pastries and cakes.') {
  const generated = await call('POST', '/api/ai/website/generate', user, {
    description: 'Business name: Crumb & Co',
    industry: 'restaurant',
    style: 'modern',
    business: { name: 'Crumb & Co', description, email: 'hello@crumb.test' },
  });
  expect(generated.status).toBe(200);
  return String(generated.body.site_id);
}

/** The stored row, to prove a rewrite changes nothing. */
async function storedRow(id: string) {
  const admin = createServerClient(stack.supabase.url, stack.supabase.serviceRoleKey);
  const { data, error } = await admin.from('websites').select('model, html, pages, updated_at').eq('id', id).single();
  if (error) throw error;
  return { ...data, model: v.parse(StoredSiteModelSchema, data.model) };
}

const rewrite = (user: User | null, id: string, body: unknown) => call('POST', `/api/website/sites/${id}/rewrite`, user, body);
const sectionOf = (copy: Record<string, unknown>, section: RewriteSection) =>
  Object.fromEntries(keysOf(section).map((key) => [key, copy[key]]));

describe('POST /api/website/sites/:id/rewrite', () => {
  it('without a model: every section comes back alone, in other words, and the stored site is unchanged', async () => {
    const id = await savedSite(owner);
    const before = await storedRow(id);
    for (const section of REWRITE_SECTIONS) {
      const { status, body } = await rewrite(owner, id, { section });
      expect(status, section).toBe(200);
      expect(body).toMatchObject({ section, source: 'fallback', changed: true });
      expect(Object.keys(body.copy!).sort(), section).toEqual(keysOf(section).sort());
      expect(body.copy, section).not.toEqual(sectionOf(before.model.copy, section));
    }
    expect(await storedRow(id)).toEqual(before);
  });

  it("takes the editor's current words and gives another wording each time", async () => {
    const id = await savedSite(owner);
    const seen: unknown[] = [];
    let current: unknown = { headline: 'My own headline', tagline: 'Words the owner typed but has not saved yet.' };
    for (let i = 0; i < 3; i += 1) {
      const { status, body } = await rewrite(owner, id, { section: 'hero', current });
      expect(status).toBe(200);
      expect(body.copy).not.toEqual(current);
      expect(seen).not.toContainEqual(body.copy);
      seen.push(body.copy);
      current = body.copy;
    }
  });

  it('says so (changed: false) when the built-in copywriter has no other wording', async () => {
    // A description this short gives the About text one wording only.
    const id = await savedSite(owner, 'A small bakery.');
    const stored = (await storedRow(id)).model.copy;
    const { status, body } = await rewrite(owner, id, { section: 'about' });
    expect(status).toBe(200);
    expect(body).toEqual({ section: 'about', copy: { about: stored.about }, source: 'fallback', changed: false });
  });

  it("with the model answering valid JSON: source 'model', that section only, written from the current words and the rest", async () => {
    useFakeModel();
    const id = await savedSite(owner);
    const before = await storedRow(id);
    const asked = llm.requests.length;
    const current = { about: 'What the owner is typing about the bakery right now, not saved yet.' };
    const { status, body } = await rewrite(owner, id, { section: 'about', current });
    expect(status).toBe(200);
    expect(body).toEqual({ section: 'about', copy: MODEL_SECTIONS.about, source: 'model', changed: true });
    const request = llm.requests.at(-1)!;
    expect(llm.requests.length).toBe(asked + 1);
    expect(request.system).toContain('Rewrite one section');
    const prompt = request.messages.at(-1)!.content;
    expect(prompt).toContain(current.about);
    expect(prompt).toContain(JSON.stringify(before.model.copy.headline));
    expect(prompt).toContain('Crumb & Co');

    // Extra keys in the answer are dropped: only the section's keys come back.
    llm.setResponder(() => ({ text: JSON.stringify({ ...MODEL_SECTIONS.cta, headline: 'Not asked for' }) }));
    const cta = await rewrite(owner, id, { section: 'cta' });
    expect(cta.body).toEqual({ section: 'cta', copy: MODEL_SECTIONS.cta, source: 'model', changed: true });
    expect(await storedRow(id)).toEqual(before);
  });

  it.each([
    ['not JSON', 'Here is a lovely new hero for you!'],
    ['the wrong shape', JSON.stringify({ headline: 'x'.repeat(200), tagline: 'Too long a headline for the hero.' })],
    ['an error status', null],
  ])('with the model answering %s: the built-in copywriter writes it', async (_label, text) => {
    useFakeModel();
    llm.setResponder(() => (text === null ? { status: 500, errorMessage: 'boom' } : { text }));
    const id = await savedSite(owner);
    const stored = (await storedRow(id)).model.copy;
    const { status, body } = await rewrite(owner, id, { section: 'hero' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ section: 'hero', source: 'fallback', changed: true });
    expect(body.copy).not.toEqual(sectionOf(stored, 'hero'));
    expect(Object.keys(body.copy!).sort()).toEqual(['headline', 'tagline']);
  });

  it('with the model giving back the current words: the built-in copywriter writes something else', async () => {
    useFakeModel();
    const current = MODEL_SECTIONS.hero;
    const { body } = await rewrite(owner, await savedSite(owner), { section: 'hero', current });
    expect(body).toMatchObject({ source: 'fallback', changed: true });
    expect(body.copy).not.toEqual(current);
  });

  it("answers 404 for another user's site, a deleted one or a bad id, and charges nothing", async () => {
    const id = await savedSite(owner);
    const intruder = await stack.createUser();
    process.env.QUOTA_FREE_WEBSITE = '1';
    try {
      for (const target of [id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
        const refused = await rewrite(intruder, target, { section: 'hero' });
        expect(refused.status, target).toBe(404);
        expect(refused.body).toEqual({ detail: expect.stringMatching(/not in My Sites/) });
      }
      // The 404s took nothing: the intruder's one website unit is still there.
      expect((await rewrite(intruder, await savedSite(intruder), { section: 'hero' })).status).toBe(429);
    } finally {
      delete process.env.QUOTA_FREE_WEBSITE;
    }
    expect((await call('DELETE', `/api/website/sites/${id}`, owner)).status).toBe(200);
    expect((await rewrite(owner, id, { section: 'faq' })).status).toBe(404);
  });

  it.each([
    ['an unknown section', { section: 'footer' }, /^section: must be one of hero, about, services, highlights, faq, cta\.$/],
    ['no section', {}, /^section: must be one of/],
    ['current of the wrong shape', { section: 'services', current: { services: 'Bread' } }, /^current\.services: /],
    ['a current text that is not text', { section: 'hero', current: { headline: 42, tagline: 'x' } }, /^current\.headline: /],
    [
      'an empty current headline',
      { section: 'hero', current: { headline: '  ', tagline: 'x' } },
      /^current\.headline: Headline cannot be empty\.$/,
    ],
  ])('answers 400 with a detail for %s', async (_label, body, detail) => {
    const refused = await rewrite(owner, await savedSite(owner), body);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body)).toEqual(['detail']);
    expect(refused.body.detail).toMatch(detail);
  });

  it('answers 401 signed out or with a bad token, and 405 for GET', async () => {
    const id = await savedSite(owner);
    expect(await rewrite(null, id, { section: 'hero' })).toEqual({ status: 401, body: { detail: 'Please sign in to continue.' } });
    expect((await rewrite({ id: 'x', accessToken: 'not-a-token' }, id, { section: 'hero' })).status).toBe(401);
    expect((await call('GET', `/api/website/sites/${id}/rewrite`, owner)).status).toBe(405);
  });

  it('is charged like a generation: one unit of the daily website quota, then 429', async () => {
    const user = await stack.createUser();
    process.env.QUOTA_FREE_WEBSITE = '2';
    try {
      const id = await savedSite(user);
      expect((await rewrite(user, id, { section: 'cta' })).status).toBe(200);
      const refused = await rewrite(user, id, { section: 'cta' });
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toMatch(/You have used all 2 website generations for today/);
    } finally {
      delete process.env.QUOTA_FREE_WEBSITE;
    }
  });
});
