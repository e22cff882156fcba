import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as websiteGenerate from '../../netlify/functions/ai-website-generate.mts';
import { startFakeOpenAI, type FakeLlmServer } from '../fixtures/fake-llm.ts';
import { PROVIDER_ENV } from '../fixtures/providers.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

const PATH = '/api/ai/website/generate';
let stack: FunctionTestStack;
let llm: FakeLlmServer;
let free: { id: string; accessToken: string };
let paid: { id: string; accessToken: string };

const MODEL_COPY = {
  headline: 'Bread baked before sunrise',
  tagline: 'A neighbourhood bakery with sourdough, pastries and coffee every morning.',
  about: 'We are a small family bakery.\n\nEvery loaf is shaped by hand and baked in our stone oven before the doors open.',
  services: [
    { title: 'Sourdough', description: 'Slow-fermented loaves with a crackling crust.' },
    { title: 'Pastries', description: 'Croissants and seasonal tarts baked daily.' },
    { title: 'Coffee', description: 'Locally roasted beans, brewed with care.' },
  ],
  highlights: [
    { title: 'Baked daily', description: 'Nothing on our shelves is older than a day.' },
    { title: 'Local flour', description: 'Milled twenty miles from the shop.' },
    { title: 'Family run', description: 'Three generations behind the counter.' },
  ],
  faq: [
    { question: 'When do you open?', answer: 'Every morning at seven, except Mondays.' },
    { question: 'Do you take orders?', answer: 'Yes, order celebration cakes two days ahead.' },
    { question: 'Is there gluten-free bread?', answer: 'We bake a gluten-free loaf on Fridays.' },
  ],
  cta: { heading: 'Come by for breakfast', text: 'Warm bread and good coffee are waiting for you.', button: 'Visit us' },
};

function request(overrides: Record<string, unknown> = {}) {
  return {
    description: 'Business name: Crumb & Co\nDescription: A family bakery in town.\nIndustry: Restaurant & Food\nTemplate: Modern',
    is_paid_user: false,
    industry: 'restaurant',
    style: 'modern',
    business: {
      name: 'Crumb & Co',
      description: 'A family bakery baking sourdough and pastries every morning.',
      email: 'hello@crumb.test',
      phone: '+44 20 7946 0000',
    },
    ...overrides,
  };
}

async function post(token: string | undefined, body: unknown) {
  const response = await stack.call(PATH, {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { detail?: string; html?: string } };
}

beforeAll(async () => {
  llm = await startFakeOpenAI(() => ({ text: JSON.stringify(MODEL_COPY) }));
  stack = await startFunctionTestStack([websiteGenerate]);
  [free, paid] = await Promise.all([stack.createUser(), stack.createUser({ paid: true })]);
});
afterAll(async () => {
  await stack?.stop();
  await llm?.close();
});
beforeEach(() => {
  for (const key of [...PROVIDER_ENV, 'TEXT_MODEL_PROVIDER']) delete process.env[key];
  llm.setResponder(() => ({ text: JSON.stringify(MODEL_COPY) }));
});

function useFakeModel() {
  process.env.OPENAI_API_KEY = 'sk-test';
  process.env.OPENAI_BASE_URL = llm.url;
}

describe('POST /api/ai/website/generate: tiers', () => {
  it('answers a free user with a one-page site with the Powered by footer, whatever is_paid_user says', async () => {
    const { status, body } = await post(free.accessToken, request({ is_paid_user: true }));
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.tier).toBe('free');
    expect(body.pages).toBeUndefined();
    expect(body.html).toMatch(/^<!doctype html>/);
    expect(body.html).toContain('Powered by AI Business Hub');
    expect(body.html).not.toContain('class="page"');
    expect(body.html).not.toContain('application/ld+json');
    // Every site says what it is to search engines, free ones too (a published page is indexable).
    expect(body.html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(body.html).not.toContain('og:title');
    expect(body.html).toContain('href="mailto:hello@crumb.test"');
    expect(body.html).toContain('href="tel:+442079460000"');
  });

  it('answers a paid user with a premium multi-page site: no branding, SEO tags, JSON-LD and the ZIP pages', async () => {
    const { status, body } = await post(paid.accessToken, request({ style: 'luxury', is_paid_user: false }));
    expect(status).toBe(200);
    expect(body.tier).toBe('premium');
    const html = body.html!;
    for (const page of ['home', 'about', 'services', 'contact']) {
      expect(html).toContain(`<div class="page" id="${page}">`);
      expect(html).toContain(`href="#${page}"`);
    }
    expect(html).not.toContain('Powered by');
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toContain('<meta property="og:title"');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'Restaurant', name: 'Crumb & Co', email: 'hello@crumb.test' });
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
    const pages = body.pages as { file: string; html: string }[];
    expect(pages.map((p) => p.file)).toEqual(['index.html', 'about.html', 'services.html', 'contact.html']);
    expect(pages[1]!.html).toContain('href="contact.html"');
    expect(pages[1]!.html).toContain('aria-current="page"');
  });

  it('refuses a PRO template to a free user with 403, and lets a paid user use it', async () => {
    const refused = await post(free.accessToken, request({ style: 'agency' }));
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/PRO/);
    expect((await post(paid.accessToken, request({ style: 'agency' }))).status).toBe(200);
  });
});

describe('POST /api/ai/website/generate: refusals', () => {
  it('answers 403 when user_id names someone else', async () => {
    const { status, body } = await post(free.accessToken, request({ user_id: paid.id }));
    expect(status).toBe(403);
    expect(body.detail).toMatch(/user_id/);
    expect((await post(free.accessToken, request({ user_id: free.id }))).status).toBe(200);
  });

  it('answers 401 when signed out', async () => {
    const { status, body } = await post(undefined, request());
    expect(status).toBe(401);
    expect(body.detail).toMatch(/sign in/i);
  });

  it.each([
    ['an unknown template', { style: 'brutalist' }, /template/i],
    ['an unknown industry', { industry: 'mining' }, /industry/i],
    ['no industry', { industry: undefined }, /industry/i],
    ['no template', { style: undefined }, /template/i],
    ['a blank business name', { business: { name: '  ', description: 'A bakery.' } }, /business name/i],
    ['no business description', { business: { name: 'Crumb' } }, /description/i],
    ['a description over 4,000 characters', { business: { name: 'Crumb', description: 'x'.repeat(4001) } }, /4,000/],
    ['a top-level description over 4,000 characters', { description: 'y'.repeat(4001) }, /4,000/],
    ['a name over 120 characters', { business: { name: 'n'.repeat(121), description: 'A bakery.' } }, /120/],
    ['no description at all', { description: undefined }, /description/i],
  ])('answers 400 for %s', async (_label, overrides, detail) => {
    const { status, body } = await post(free.accessToken, request(overrides));
    expect(status).toBe(400);
    expect(body.detail).toMatch(detail);
    expect(Object.keys(body)).toEqual(['detail']);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await stack.call(PATH, {
      method: 'POST',
      token: free.accessToken,
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'The request body must be valid JSON.' });
  });

  it('answers 429 with the reset time once the daily quota is used, and refused requests cost nothing', async () => {
    const user = await stack.createUser();
    process.env.QUOTA_FREE_WEBSITE = '2';
    try {
      expect((await post(user.accessToken, request({ style: 'agency' }))).status).toBe(403);
      expect((await post(user.accessToken, request())).status).toBe(200);
      expect((await post(user.accessToken, request())).status).toBe(200);
      const refused = await post(user.accessToken, request());
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toMatch(/You have used all 2 website generations for today\. Your quota resets at 00:00 UTC/);
    } finally {
      delete process.env.QUOTA_FREE_WEBSITE;
    }
  });
});

describe('POST /api/ai/website/generate: content', () => {
  it('escapes a business name such as <script>alert(1)</script> everywhere', async () => {
    const name = '<script>alert(1)</script>';
    const { status, body } = await post(
      paid.accessToken,
      request({
        business: { name, description: `We sell "quotes" & <b>tags</b> ${name}`, email: '"><img src=x onerror=alert(1)>@x.test' },
      }),
    );
    expect(status).toBe(200);
    for (const html of [body.html!, ...(body.pages as { html: string }[]).map((p) => p.html)]) {
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img');
      expect(html).not.toContain('<b>tags');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(body.html!)![1]!;
    expect(jsonLd).not.toContain('<');
    expect((JSON.parse(jsonLd) as { name: string }).name).toBe(name);
  });

  it('uses the business own words when no model is configured', async () => {
    const { body } = await post(free.accessToken, request());
    expect(body.copy_source).toBe('fallback');
    expect(body.html).toContain('A family bakery baking sourdough and pastries every morning.');
    expect(body.html).toContain('<h3>Sourdough</h3>');
    expect(body.html).toContain('<h3>Pastries</h3>');
    expect(body.html).not.toContain('dining');
    expect(body.html).toContain('Frequently asked questions');
  });

  it('puts the model JSON copy into the site, asking for JSON with the business brief', async () => {
    useFakeModel();
    const before = llm.requests.length;
    const { status, body } = await post(free.accessToken, request());
    expect(status).toBe(200);
    expect(body.copy_source).toBe('model');
    expect(body.html).toContain('Bread baked before sunrise');
    expect(body.html).toContain('<p>Every loaf is shaped by hand and baked in our stone oven before the doors open.</p>');
    const sent = llm.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.json).toBe(true);
    expect(sent[0]!.messages.at(-1)!.content).toContain('Business name: Crumb & Co');
  });

  it('escapes model-written text too', async () => {
    useFakeModel();
    llm.setResponder(() => ({ text: JSON.stringify({ ...MODEL_COPY, headline: 'Hello <img src=x onerror=alert(1)>' }) }));
    const { body } = await post(free.accessToken, request());
    expect(body.copy_source).toBe('model');
    expect(body.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;');
    expect(body.html).not.toContain('<img');
  });

  it.each([
    ['prose instead of JSON', () => ({ text: 'Here is a lovely website for you!' })],
    ['JSON of the wrong shape', () => ({ text: JSON.stringify({ ...MODEL_COPY, services: [] }) })],
    ['truncated JSON', () => ({ text: JSON.stringify(MODEL_COPY).slice(0, 200) })],
    ['a provider error', () => ({ status: 400, errorMessage: 'bad request' })],
  ])('falls back to complete built-in copy on %s', async (_label, responder) => {
    useFakeModel();
    llm.setResponder(responder);
    const { status, body } = await post(free.accessToken, request());
    expect(status).toBe(200);
    expect(body.copy_source).toBe('fallback');
    expect(body.html).toContain('<h3>Sourdough</h3>');
    expect(body.html).not.toContain('Here is a lovely website');
  });

  it('reads the business from a labelled description (Business name:, Industry:...) when `business` is absent', async () => {
    const { status, body } = await post(
      free.accessToken,
      request({
        business: undefined,
        description: 'Business name: Lumen Labs\nDescription: We build apps for clinics.\nIndustry: Technology\nTemplate: Modern',
        industry: 'tech',
      }),
    );
    expect(status).toBe(200);
    expect(body.html).toContain('<title>Lumen Labs</title>');
    expect(body.html).toContain('We build apps for clinics.');
    const unreadable = await post(free.accessToken, request({ business: undefined, description: 'just some words' }));
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.detail).toMatch(/business name/i);
  });
});
