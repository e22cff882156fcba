// Images through the real endpoints, the real Storage API and the openai SDK talking
// to a fake OpenAI server (tests/fixtures/fake-llm.ts): the demo image with no key,
// the platform's key counted against the plan's day and given back on failure, the
// user's own key uncounted, refusals, My images' list, search, alt text and delete.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../netlify/functions/account.mts';
import * as imagesGenerate from '../../netlify/functions/images-generate.mts';
import * as images from '../../netlify/functions/images.mts';
import * as settingsProviders from '../../netlify/functions/settings-providers.mts';
import { THUMBNAIL } from '../../netlify/lib/images/clean.ts';
import {
  FREE_IMAGE_MODEL,
  IMAGE_DAILY_GENERATIONS,
  IMAGE_MESSAGES,
  IMAGE_PROMPT_MAX,
  type ImageList,
  type ImageRow,
} from '../../src/domain/images-contract.ts';
import { PROVIDERS } from '../../src/domain/providers.ts';
import { FAKE_REFUSAL_REASON, REFUSE_POLICY, startFakeOpenAI, type FakeLlmServer } from '../fixtures/fake-llm.ts';
import { builtInRow, PROVIDER_ENV } from '../fixtures/providers.ts';
import { saveEnv } from '../fixtures/saved-env.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

type User = { id: string; accessToken: string };
type Body = Record<string, unknown> & { detail?: string };

const savedEnv = saveEnv([...PROVIDER_ENV, 'PROVIDER_KEYS_SECRET']);
let stack: FunctionTestStack;
let openai: FakeLlmServer;
beforeAll(async () => {
  for (const name of PROVIDER_ENV) delete process.env[name];
  process.env.PROVIDER_KEYS_SECRET = 'images-test-server-secret-for-provider-keys';
  [stack, openai] = await Promise.all([startFunctionTestStack([imagesGenerate, images, settingsProviders, account]), startFakeOpenAI()]);
});
afterAll(async () => {
  savedEnv.restore();
  await Promise.all([stack?.stop(), openai?.close()]);
});
beforeEach(() => {
  for (const name of PROVIDER_ENV) delete process.env[name];
  openai.failImages(null);
});

const platformKeys = () => {
  Object.assign(process.env, { OPENAI_API_KEY: 'sk-platform', OPENAI_BASE_URL: openai.url });
};
const call = <T = Body>(method: string, path: string, user: User | null, body?: unknown) =>
  stack.callJson<T & Body>(method, path, user, body);
const generate = (user: User, body: Record<string, unknown>) =>
  call<{ image: ImageRow }>('POST', '/api/images/generate', user, { shape: 'square', style: 'photo', model: FREE_IMAGE_MODEL.id, ...body });
const list = (user: User, q?: string) => call<ImageList>('GET', `/api/images${q ? `?q=${encodeURIComponent(q)}` : ''}`, user);
const bytesAt = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
};
const storedObjects = async (user: User) =>
  (
    await stack.supabase.db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'images' and name like $1 order by name`,
      [`${user.id}/%`],
    )
  ).rows.map((row) => row.name);

describe('POST /api/images/generate', () => {
  it('draws a labelled demo image with no key, uncounted', async () => {
    const user = await stack.createUser();
    const made = await generate(user, { prompt: 'A cosy coffee shop at dawn. Warm light.', shape: 'portrait', style: 'illustration' });
    expect(made.status).toBe(201);
    expect(made.body.image).toMatchObject({
      prompt: 'A cosy coffee shop at dawn. Warm light.',
      alt: 'Demo image: A cosy coffee shop at dawn',
      model: FREE_IMAGE_MODEL.id,
      source: 'generated',
      parent_id: null,
      width: 1024,
      height: 1536,
      mime: 'image/png',
      demo: true,
    });
    const image = await bytesAt(made.body.image.url);
    expect(image.status).toBe(200);
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1536 });
    expect(image.bytes.length).toBe(made.body.image.size_bytes);
    expect(openai.imageRequests).toEqual([]);
    expect((await list(user)).body.quota).toEqual({ used: 0, limit: IMAGE_DAILY_GENERATIONS.free });
  });

  it('makes an image with the platform key: the prompt leads with the style, the size follows the shape, the stored bytes are clean', async () => {
    platformKeys();
    const user = await stack.createUser();
    const before = openai.imageRequests.length;
    const made = await generate(user, { prompt: 'fresh croissants on a marble counter', shape: 'landscape', style: 'photo' });
    expect(made.status).toBe(201);
    expect(openai.imageRequests.slice(before)).toMatchObject([
      {
        endpoint: 'images',
        model: 'gpt-image-1',
        prompt: 'Photo: fresh croissants on a marble counter',
        size: '1536x1024',
        responseFormat: undefined,
        authorization: 'sk-platform',
      },
    ]);
    const { image } = made.body;
    expect(image).toMatchObject({ alt: 'Fresh croissants on a marble counter', width: 1536, height: 1024, mime: 'image/png', demo: false });
    expect(await storedObjects(user)).toEqual([`${user.id}/${image.id}/image.png`, `${user.id}/${image.id}/thumb.webp`]);
    const stored = await bytesAt(image.url);
    const meta = await sharp(stored.bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1536, height: 1024 });
    expect(meta.exif).toBeUndefined();
    const thumb = await bytesAt(image.thumb_url);
    expect(thumb.bytes.length).toBeLessThanOrEqual(THUMBNAIL.maxBytes);
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 213 });
    const { rows } = await stack.supabase.db.query<{ source: string; model: string; size_bytes: number }>(
      'select source, model, size_bytes::int as size_bytes from public.images where id = $1',
      [image.id],
    );
    expect(rows).toEqual([{ source: 'generated', model: 'gpt-image-1', size_bytes: stored.bytes.length }]);
    expect((await list(user)).body.quota).toEqual({ used: 1, limit: IMAGE_DAILY_GENERATIONS.free });
  });

  it('asks dall-e-3 for b64_json at its own sizes, for PRO only', async () => {
    platformKeys();
    const free = await stack.createUser();
    const refused = await generate(free, { prompt: 'A lighthouse', model: 'dall-e-3' });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(
      `DALL·E 3 is a PRO image model. The free plan makes images with ${FREE_IMAGE_MODEL.name}; upgrade to PRO to use DALL·E 3.`,
    );
    const pro = await stack.createUser({ paid: true });
    const before = openai.imageRequests.length;
    const made = await generate(pro, { prompt: 'A lighthouse', model: 'dall-e-3', shape: 'portrait', style: 'flat' });
    expect(made.status).toBe(201);
    expect(openai.imageRequests.slice(before)).toMatchObject([
      { model: 'dall-e-3', size: '1024x1792', responseFormat: 'b64_json', prompt: 'Flat vector illustration: A lighthouse' },
    ]);
    expect(made.body.image).toMatchObject({ model: 'dall-e-3', width: 1024, height: 1792 });
    expect((await list(pro)).body.quota).toEqual({ used: 1, limit: IMAGE_DAILY_GENERATIONS.pro });
  });

  it('makes Gemini Image through OpenRouter’s chat completions with image output', async () => {
    Object.assign(process.env, { OPENROUTER_API_KEY: 'sk-or-platform', OPENROUTER_BASE_URL: openai.url });
    const pro = await stack.createUser({ paid: true });
    const before = openai.imageRequests.length;
    const made = await generate(pro, { prompt: 'A mountain bakery', model: 'gemini-image', shape: 'portrait', style: '3d' });
    expect(made.status).toBe(201);
    expect(openai.imageRequests.slice(before)).toMatchObject([
      { endpoint: 'chat', model: 'google/gemini-2.5-flash-image-preview', size: '2:3', prompt: '3D render: A mountain bakery' },
    ]);
    expect(openai.imageRequests.at(-1)!.body.modalities).toEqual(['image', 'text']);
    expect(made.body.image).toMatchObject({ model: 'gemini-image', width: 1024, height: 1536, demo: false });
    // a model that writes instead of drawing is a refusal, with its words
    const refused = await generate(pro, { prompt: `A ${REFUSE_POLICY} thing`, model: 'gemini-image' });
    expect(refused).toMatchObject({
      status: 422,
      body: { detail: IMAGE_MESSAGES.refused(`I can't make that image. ${FAKE_REFUSAL_REASON}`) },
    });
    expect((await list(pro)).body.quota.used).toBe(1);
  });

  it(`answers the ${IMAGE_DAILY_GENERATIONS.free + 1}th free generation of the day with 429, and gives back a failed one`, async () => {
    platformKeys();
    const user = await stack.createUser();
    openai.failImages(500);
    const failed = await generate(user, { prompt: 'A failing picture' });
    expect(failed.status).toBe(502);
    expect(failed.body.detail).toBe('OpenAI is having trouble right now. Please try again.');
    expect((await list(user)).body.quota.used).toBe(0);
    expect(await storedObjects(user)).toEqual([]);
    openai.failImages(null);

    for (let n = 0; n < IMAGE_DAILY_GENERATIONS.free; n += 1) expect((await generate(user, { prompt: `Picture ${n}` })).status).toBe(201);
    const over = await generate(user, { prompt: 'One too many' });
    expect(over.status).toBe(429);
    expect(over.body.detail).toBe(IMAGE_MESSAGES.daily(IMAGE_DAILY_GENERATIONS.free));
    expect((await list(user)).body).toMatchObject({ quota: { used: IMAGE_DAILY_GENERATIONS.free, limit: IMAGE_DAILY_GENERATIONS.free } });

    // with their own OpenAI key the day's limit does not apply, and nothing is counted
    const saved = await stack.call('/api/settings/providers', {
      method: 'PUT',
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ providers: [builtInRow(PROVIDERS.openai, { apiKey: 'sk-user-own' })] }),
    });
    expect(saved.status).toBe(200);
    const before = openai.imageRequests.length;
    expect((await generate(user, { prompt: 'On my own key' })).status).toBe(201);
    expect(openai.imageRequests.slice(before).map((request) => request.authorization)).toEqual(['sk-user-own']);
    expect((await list(user)).body.quota.used).toBe(IMAGE_DAILY_GENERATIONS.free);
  });

  it('answers a content-policy refusal with 422 and the reason, uncounted', async () => {
    platformKeys();
    const user = await stack.createUser();
    const refused = await generate(user, { prompt: `Something ${REFUSE_POLICY}` });
    expect(refused).toMatchObject({ status: 422, body: { detail: IMAGE_MESSAGES.refused(FAKE_REFUSAL_REASON) } });
    expect((await list(user)).body).toEqual({ images: [], quota: { used: 0, limit: IMAGE_DAILY_GENERATIONS.free } });
  });

  it('refuses bad bodies with 400 and a detail, and a signed-out caller with 401', async () => {
    const user = await stack.createUser();
    const bad = [
      { prompt: '   ' },
      { prompt: 'x'.repeat(IMAGE_PROMPT_MAX + 1) },
      { prompt: 'ok', shape: 'round' },
      { prompt: 'ok', style: 'oil' },
      { prompt: 'ok', model: 'midjourney' },
    ];
    for (const body of bad) {
      const answer = await generate(user, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.detail).toEqual(expect.any(String));
    }
    expect((await generate(user, { prompt: '   ' })).body.detail).toBe('prompt: Describe the image first.');
    expect(
      (await call('POST', '/api/images/generate', null, { prompt: 'x', shape: 'square', style: 'photo', model: 'gpt-image-1' })).status,
    ).toBe(401);
    const notJson = await stack.call('/api/images/generate', { method: 'POST', token: user.accessToken, body: 'prompt=x' });
    expect(notJson.status).toBe(415);
  });
});

describe('My images', () => {
  it('lists newest first, searches prompts and alt text, changes alt text, and deletes bytes and all; another user gets 404', async () => {
    const owner = await stack.createUser();
    const other = await stack.createUser();
    const first = (await generate(owner, { prompt: 'Fresh croissants on a marble counter' })).body.image;
    const second = (await generate(owner, { prompt: 'A lighthouse at night' })).body.image;

    const listed = await list(owner);
    expect(listed.status).toBe(200);
    expect(listed.body.images.map((image) => image.id)).toEqual([second.id, first.id]);
    const thumb = await bytesAt(listed.body.images[0]!.thumb_url);
    expect((await sharp(thumb.bytes).metadata()).format).toBe('webp');
    expect((await list(owner, 'croissant')).body.images.map((image) => image.id)).toEqual([first.id]);
    expect((await list(owner, 'submarine')).body.images).toEqual([]);
    expect((await list(other)).body.images).toEqual([]);
    expect(await list(owner, 'x'.repeat(201))).toMatchObject({
      status: 400,
      body: { detail: 'q: the search is too long (at most 200 characters).' },
    });

    const patched = await call<{ image: ImageRow }>('PATCH', `/api/images/${first.id}`, owner, { alt: '  Croissants by the window  ' });
    expect(patched).toMatchObject({ status: 200, body: { image: { id: first.id, alt: 'Croissants by the window' } } });
    expect((await list(owner, 'window')).body.images.map((image) => image.id)).toEqual([first.id]);
    expect((await call('PATCH', `/api/images/${first.id}`, owner, { alt: ' ' })).status).toBe(400);
    expect((await call('PATCH', `/api/images/${first.id}`, owner, { alt: 'x'.repeat(301) })).status).toBe(400);

    // another user's id is not theirs to see, change or delete
    expect((await call('PATCH', `/api/images/${first.id}`, other, { alt: 'Defaced' })).status).toBe(404);
    expect((await stack.call(`/api/images/${first.id}`, { method: 'DELETE', token: other.accessToken })).status).toBe(404);
    expect((await stack.call('/api/images/not-an-id', { method: 'DELETE', token: owner.accessToken })).status).toBe(404);

    expect((await stack.call(`/api/images/${first.id}`, { method: 'DELETE', token: owner.accessToken })).status).toBe(204);
    expect((await list(owner)).body.images.map((image) => image.id)).toEqual([second.id]);
    expect(await storedObjects(owner)).toEqual([`${owner.id}/${second.id}/image.png`, `${owner.id}/${second.id}/thumb.webp`]);
    expect((await bytesAt(first.url)).status).not.toBe(200);
    expect((await stack.asUser(owner).storage.from('images').download(`${owner.id}/${first.id}/image.png`)).error).not.toBeNull();
    expect((await stack.call(`/api/images/${first.id}`, { method: 'DELETE', token: owner.accessToken })).status).toBe(404);
  });

  it('goes with the account, bytes included', async () => {
    const owner = await stack.createUser();
    expect((await generate(owner, { prompt: 'A farewell card' })).status).toBe(201);
    expect(await storedObjects(owner)).toHaveLength(2);
    expect((await stack.call('/api/account', { method: 'DELETE', token: owner.accessToken })).status).toBe(200);
    expect(await storedObjects(owner)).toEqual([]);
  });
});
