// AI edits through the real endpoint, the real Storage API and the openai SDK's
// images.edit talking to the fake OpenAI server (tests/fixtures/fake-llm.ts), which
// reads the multipart body and measures the image and the mask it was sent: the
// platform's key counted and given back on failure, the user's own key uncounted, a
// refusal 422 and not charged, masks refused by type and size before anything is
// charged, the demo edit offline, and 404 for another user's image.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as imagesEdit from '../../netlify/functions/images-edit.mts';
import * as imagesUploadsFinish from '../../netlify/functions/images-uploads-finish.mts';
import * as imagesUploads from '../../netlify/functions/images-uploads.mts';
import * as images from '../../netlify/functions/images.mts';
import * as settingsProviders from '../../netlify/functions/settings-providers.mts';
import {
  IMAGE_DAILY_GENERATIONS,
  IMAGE_EDIT_MESSAGES,
  IMAGE_MESSAGES,
  type ImageList,
  type ImageRow,
} from '../../src/domain/images-contract.ts';
import { PROVIDERS } from '../../src/domain/providers.ts';
import { FAKE_REFUSAL_REASON, REFUSE_POLICY, startFakeOpenAI, type FakeLlmServer } from '../fixtures/fake-llm.ts';
import { builtInRow, PROVIDER_ENV } from '../fixtures/providers.ts';
import { saveEnv } from '../fixtures/saved-env.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';
import { bytesAt, pixelAt, quarteredPng, uploadImage, type Body, type User } from './image-seed.ts';
import { CLEAR_OF_MIDNIGHT_TIMEOUT_MS, clearOfMidnight } from './quota-day.ts';

const savedEnv = saveEnv([...PROVIDER_ENV, 'PROVIDER_KEYS_SECRET']);
let stack: FunctionTestStack;
let openai: FakeLlmServer;
beforeAll(async () => {
  process.env.PROVIDER_KEYS_SECRET = 'images-edit-test-server-secret-for-provider-keys';
  [stack, openai] = await Promise.all([
    startFunctionTestStack([imagesEdit, imagesUploads, imagesUploadsFinish, images, settingsProviders]),
    startFakeOpenAI(),
  ]);
});
afterAll(async () => {
  savedEnv.restore();
  await Promise.all([stack?.stop(), openai?.close()]);
});
beforeEach(async () => {
  for (const name of PROVIDER_ENV) delete process.env[name];
  openai.failImages(null);
  await clearOfMidnight();
}, CLEAR_OF_MIDNIGHT_TIMEOUT_MS);

const platformKeys = () => {
  Object.assign(process.env, { OPENAI_API_KEY: 'sk-platform', OPENAI_BASE_URL: openai.url });
};
const edit = (user: User, id: string, body: Record<string, unknown>) =>
  stack.callJson<{ image: ImageRow } & Body>('POST', `/api/images/${id}/edit`, user, body);
const used = async (user: User) => (await stack.callJson<ImageList & Body>('GET', '/api/images', user)).body.quota.used;
const editsSince = (before: number) => openai.imageRequests.slice(before).filter((request) => request.endpoint === 'edits');

/** A mask of `width` x `height`: transparent (to change) on the left half, opaque on the right. */
async function maskPng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) raw[(y * width + x) * 4 + 3] = x < width / 2 ? 0 : 255;
  return sharp(raw, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

describe('POST /api/images/:id/edit', () => {
  it('sends the image and the mask to the edit endpoint with the platform key, counted, as a new version', async () => {
    platformKeys();
    const user = await stack.createUser();
    const original = await uploadImage(stack, user, 'quarters.png', await quarteredPng());
    const before = openai.imageRequests.length;
    const made = await edit(user, original.id, { change: 'Make the sky purple' });
    expect(made.status, made.body.detail).toBe(201);
    expect(made.body.image).toMatchObject({
      source: 'edited',
      prompt: 'Make the sky purple',
      model: 'gpt-image-1',
      alt: original.alt,
      parent_id: original.id,
      family_id: original.id,
      versions: 2,
      demo: false,
      width: 1536,
      height: 1024,
      mime: 'image/png',
    });
    const [sent] = editsSince(before);
    expect(sent).toMatchObject({
      model: 'gpt-image-1',
      prompt: 'Make the sky purple',
      size: '1536x1024',
      authorization: 'sk-platform',
      files: { image: { width: 40, height: 20, type: 'image/png', bytes: original.size_bytes }, mask: null },
    });
    expect(await used(user)).toBe(1);

    // a mask of the edited image's size, on the first version (the newer one is 1536 x 1024)
    const mask = await maskPng(40, 20);
    const masked = await edit(user, original.id, { change: 'Add a red balloon', mask: mask.toString('base64') });
    expect(masked.status, masked.body.detail).toBe(201);
    expect(masked.body.image).toMatchObject({ parent_id: original.id, family_id: original.id, versions: 3 });
    expect(editsSince(before).at(-1)).toMatchObject({
      prompt: 'Add a red balloon',
      files: { image: { width: 40, height: 20 }, mask: { width: 40, height: 20, bytes: mask.length, type: 'image/png' } },
    });
    expect(await used(user)).toBe(2);
  });

  it('refuses a mask that is not a PNG or not the image’s size, before anything is charged', async () => {
    platformKeys();
    const user = await stack.createUser();
    const original = await uploadImage(stack, user, 'quarters.png', await quarteredPng());
    const before = openai.imageRequests.length;
    const jpeg = await sharp(await maskPng(40, 20))
      .jpeg()
      .toBuffer();
    expect(await edit(user, original.id, { change: 'x', mask: jpeg.toString('base64') })).toMatchObject({
      status: 400,
      body: { detail: IMAGE_EDIT_MESSAGES.maskNotPng },
    });
    expect(await edit(user, original.id, { change: 'x', mask: Buffer.from('not an image').toString('base64') })).toMatchObject({
      status: 400,
      body: { detail: IMAGE_EDIT_MESSAGES.maskNotPng },
    });
    expect(await edit(user, original.id, { change: 'x', mask: (await maskPng(20, 20)).toString('base64') })).toMatchObject({
      status: 400,
      body: { detail: IMAGE_EDIT_MESSAGES.maskSize(40, 20) },
    });
    expect(await edit(user, original.id, { change: '  ' })).toMatchObject({
      status: 400,
      body: { detail: 'change: Describe the change first.' },
    });
    expect(openai.imageRequests.length).toBe(before);
    expect(await used(user)).toBe(0);
  });

  it('gives the generation back when the provider fails, charges nothing for a refusal, and nothing on the user’s own key', async () => {
    platformKeys();
    const user = await stack.createUser();
    const original = await uploadImage(stack, user, 'quarters.png', await quarteredPng());
    openai.failImages(500);
    expect(await edit(user, original.id, { change: 'Brighter' })).toMatchObject({
      status: 502,
      body: { detail: 'OpenAI is having trouble right now. Please try again.' },
    });
    expect(await used(user)).toBe(0);
    openai.failImages(null);

    // the day's generations used up: refused before the provider is asked
    await stack.supabase.db.query(`select public.consume_quota($1, 'image', $2, $2)`, [user.id, IMAGE_DAILY_GENERATIONS.free]);
    const before429 = openai.imageRequests.length;
    expect(await edit(user, original.id, { change: 'One too many' })).toMatchObject({
      status: 429,
      body: { detail: IMAGE_MESSAGES.daily(IMAGE_DAILY_GENERATIONS.free) },
    });
    expect(openai.imageRequests.length).toBe(before429);
    await stack.supabase.db.query(`delete from public.usage_counters where user_id = $1`, [user.id]);

    expect(await edit(user, original.id, { change: `Something ${REFUSE_POLICY}` })).toMatchObject({
      status: 422,
      body: { detail: IMAGE_MESSAGES.refused(FAKE_REFUSAL_REASON) },
    });
    expect(await used(user)).toBe(0);

    const saved = await stack.call('/api/settings/providers', {
      method: 'PUT',
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ providers: [builtInRow(PROVIDERS.openai, { apiKey: 'sk-user-own' })] }),
    });
    expect(saved.status).toBe(200);
    const before = openai.imageRequests.length;
    expect((await edit(user, original.id, { change: 'On my own key' })).status).toBe(201);
    expect(editsSince(before).map((request) => request.authorization)).toEqual(['sk-user-own']);
    expect(await used(user)).toBe(0);
  });

  it('draws a demo edit offline: the masked area tinted, a labelled band, uncounted', async () => {
    const user = await stack.createUser();
    const grey = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 128, g: 128, b: 128 } } })
      .png()
      .toBuffer();
    const original = await uploadImage(stack, user, 'grey.png', grey);
    const before = openai.imageRequests.length;
    const made = await edit(user, original.id, { change: 'Paint it pink', mask: (await maskPng(64, 64)).toString('base64') });
    expect(made.status, made.body.detail).toBe(201);
    expect(made.body.image).toMatchObject({
      demo: true,
      source: 'edited',
      width: 64,
      height: 64,
      prompt: 'Paint it pink',
      parent_id: original.id,
    });
    const bytes = await bytesAt(made.body.image.url);
    expect(await pixelAt(bytes, 48, 8)).toEqual([128, 128, 128]);
    expect(await pixelAt(bytes, 8, 8)).not.toEqual([128, 128, 128]);
    expect(await pixelAt(bytes, 48, 62)).not.toEqual([128, 128, 128]);
    expect(openai.imageRequests.length).toBe(before);
    expect(await used(user)).toBe(0);
  });

  it('takes a mask larger than an ordinary body (512 KB)', async () => {
    const user = await stack.createUser();
    const side = 600;
    const original = await uploadImage(
      stack,
      user,
      'big.png',
      await sharp({ create: { width: side, height: side, channels: 3, background: '#888' } })
        .png()
        .toBuffer(),
    );
    const noise = Buffer.from(Array.from({ length: side * side * 4 }, (_, i) => (i * 2654435761) >>> 24));
    const mask = await sharp(noise, { raw: { width: side, height: side, channels: 4 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(mask.length).toBeGreaterThan(512 * 1024);
    const made = await edit(user, original.id, { change: 'Noise', mask: mask.toString('base64') });
    expect(made.status, made.body.detail).toBe(201);
    expect(made.body.image).toMatchObject({ demo: true, width: side, height: side });
  });

  it('answers 404 for another user’s image, and 401 signed out', async () => {
    const owner = await stack.createUser();
    const other = await stack.createUser();
    const original = await uploadImage(stack, owner, 'quarters.png', await quarteredPng());
    expect((await edit(other, original.id, { change: 'Mine now' })).status).toBe(404);
    expect((await edit(owner, 'not-an-id', { change: 'x' })).status).toBe(404);
    expect((await stack.callJson('POST', `/api/images/${original.id}/edit`, null, { change: 'x' })).status).toBe(401);
  });
});
