import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as chatFunction from '../../netlify/functions/ai-chat.mts';
import { storeImage } from '../../netlify/lib/images/library.ts';
import { cannotSeeImagesNote, NO_VISION_MODEL_DETAIL } from '../../src/domain/model-vision.ts';
import { anonClient } from '../fixtures/local-supabase.ts';
import { echoResponder, startChatTestStack, type ChatTestStack } from './chat-stack.ts';
import { CLEAR_OF_MIDNIGHT_TIMEOUT_MS, clearOfMidnight } from './quota-day.ts';

// A chat question with one of the user's images: the image reaches the models that
// can see (each in its provider's wire form), the others are skipped with a note,
// the turn keeps the image's id and a shared chat does not give it away.

beforeEach(clearOfMidnight, CLEAR_OF_MIDNIGHT_TIMEOUT_MS);

let stack: ChatTestStack;
beforeAll(async () => {
  stack = await startChatTestStack([chatFunction]);
});
afterAll(async () => {
  await stack?.stop();
});
beforeEach(() => {
  stack.configureProviders();
  for (const server of [stack.openai, stack.anthropic, stack.gemini]) server.setResponder(echoResponder);
});
afterEach(() => {
  delete process.env.CHAT_MODEL_GEMINI;
  delete process.env.CHAT_FREE_MODEL;
});

let sessionCounter = 0;
const newSession = () => `images-${Date.now()}${(sessionCounter += 1)}`;

type User = { id: string; accessToken: string };

/** A 40 x 30 PNG flyer stored in the user's My images, as an upload leaves it. */
async function flyerOf(user: User) {
  const bytes = new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 250, g: 200, b: 20 } } })
      .png()
      .toBuffer(),
  );
  const thumbnail = new Uint8Array(await sharp(bytes).webp().toBuffer());
  const image = await storeImage({
    userId: user.id,
    prompt: '',
    alt: 'Flyer',
    model: null,
    source: 'uploaded',
    demo: false,
    image: { bytes, mime: 'image/png', ext: 'png', width: 40, height: 30 },
    thumbnail,
  });
  return { id: image.id, bytes: bytes.length };
}

async function ask(user: User, imageId: string, sessionId = newSession()) {
  return stack.callJson<{
    detail?: string;
    turn_id?: string;
    responses?: { model_id: string; response: string; error?: string }[];
  }>('POST', '/api/ai/chat', user, { text: 'What does this flyer say?', user_id: user.id, session_id: sessionId, image_id: imageId });
}

const since = (server: ChatTestStack['openai'], before: number) => server.requests.slice(before);

describe('POST /api/ai/chat with image_id', () => {
  it('sends the image to an OpenAI-wire model as a data URL and to an Anthropic-wire model as a base64 block', async () => {
    const user = await stack.createUser({ paid: true });
    const flyer = await flyerOf(user);
    const before = {
      openai: stack.openai.requests.length,
      anthropic: stack.anthropic.requests.length,
      gemini: stack.gemini.requests.length,
    };
    const { status, body } = await ask(user, flyer.id);
    expect(status).toBe(200);
    expect(body.responses?.map((answer) => answer.model_id)).toEqual(['gpt4', 'claude', 'gemini']);
    expect(body.responses?.every((answer) => !answer.error)).toBe(true);

    const [openai] = since(stack.openai, before.openai);
    expect(openai?.images).toEqual([{ mime: 'image/png', bytes: flyer.bytes, form: 'openai-data-url' }]);
    const [anthropic] = since(stack.anthropic, before.anthropic);
    expect(anthropic?.images).toEqual([{ mime: 'image/png', bytes: flyer.bytes, form: 'anthropic-base64' }]);
    const [gemini] = since(stack.gemini, before.gemini);
    expect(gemini?.images).toEqual([{ mime: 'image/png', bytes: flyer.bytes, form: 'openai-data-url' }]);
    // the question still reaches the model with the image
    expect(openai?.messages.at(-1)?.content).toBe('What does this flyer say?');
  });

  it('skips a model that cannot see with a note on its card, without asking it', async () => {
    process.env.CHAT_MODEL_GEMINI = 'text-only-model';
    const user = await stack.createUser({ paid: true });
    const flyer = await flyerOf(user);
    const before = stack.gemini.requests.length;
    const { status, body } = await ask(user, flyer.id);
    expect(status).toBe(200);
    expect(body.responses?.find((answer) => answer.model_id === 'gemini')).toEqual({
      model: 'Gemini Pro',
      model_id: 'gemini',
      response: '',
      error: cannotSeeImagesNote('Gemini Pro'),
    });
    expect(body.responses?.filter((answer) => !answer.error).map((answer) => answer.model_id)).toEqual(['gpt4', 'claude']);
    expect(since(stack.gemini, before)).toHaveLength(0);

    // a retry of a model that can see sends the saved image again; of the skipped one, it is refused with the note
    const sessionId = newSession();
    const first = await ask(user, flyer.id, sessionId);
    const retry = (modelId: string) =>
      stack.callJson<{ detail?: string }>('POST', '/api/ai/chat', user, {
        text: 'What does this flyer say?',
        user_id: user.id,
        session_id: sessionId,
        retry: { turn_id: first.body.turn_id, model_id: modelId },
      });
    await expect
      .poll(async () => (await stack.asUser(user).from('chat_turns').select('id').eq('id', first.body.turn_id!)).data)
      .toHaveLength(1);
    const openaiBefore = stack.openai.requests.length;
    expect((await retry('gpt4')).status).toBe(200);
    expect(since(stack.openai, openaiBefore)[0]?.images).toEqual([{ mime: 'image/png', bytes: flyer.bytes, form: 'openai-data-url' }]);
    expect(await retry('gemini')).toEqual({ status: 400, body: { detail: cannotSeeImagesNote('Gemini Pro') } });
  });

  it('answers 400 naming what to do when no model of the plan can see, and asks none', async () => {
    process.env.CHAT_FREE_MODEL = 'gpt-3.5-turbo';
    const user = await stack.createUser();
    const flyer = await flyerOf(user);
    const before = stack.openai.requests.length;
    const { status, body } = await ask(user, flyer.id);
    expect(status).toBe(400);
    expect(body.detail).toBe(NO_VISION_MODEL_DETAIL);
    expect(since(stack.openai, before)).toHaveLength(0);
    // refused before anything was charged: the next question (without an image) is let through
    const plain = await stack.callJson('POST', '/api/ai/chat', user, { text: 'Hello', user_id: user.id, session_id: newSession() });
    expect(plain.status).toBe(200);
  });

  it("refuses another user's image and a missing one with the same words", async () => {
    const owner = await stack.createUser({ paid: true });
    const other = await stack.createUser({ paid: true });
    const flyer = await flyerOf(owner);
    const before = stack.openai.requests.length;
    const stolen = await ask(other, flyer.id);
    expect(stolen).toEqual({ status: 400, body: { detail: 'This image is not in My images. It may have been deleted.' } });
    const missing = await ask(other, crypto.randomUUID());
    expect(missing).toEqual(stolen);
    expect(since(stack.openai, before)).toHaveLength(0);
  });

  it('saves the turn with its image, and a shared chat says only that an image was attached', async () => {
    const user = await stack.createUser({ paid: true });
    const flyer = await flyerOf(user);
    const sessionId = newSession();
    const { status, body } = await ask(user, flyer.id, sessionId);
    expect(status).toBe(200);

    const client = stack.asUser(user);
    await expect
      .poll(async () => (await client.from('chat_turns').select('id, image_id').eq('session_id', sessionId)).data)
      .toEqual([{ id: body.turn_id, image_id: flyer.id }]);

    const shared = await client.rpc('share_chat', { p_session_id: sessionId });
    expect(shared.error).toBeNull();
    const read = await anonClient(stack.supabase).rpc('shared_chat', { p_id: shared.data });
    expect(read.error).toBeNull();
    const text = JSON.stringify(read.data);
    expect(text).not.toContain(flyer.id);
    expect(text).not.toContain('image_id');
    expect(read.data[0].snapshot.turns[0]).toMatchObject({ question: 'What does this flyer say?', image: true });
  });

  it('demo mode (no keys) still answers, saying what image it received', async () => {
    stack.clearProviders();
    const user = await stack.createUser({ paid: true });
    const flyer = await flyerOf(user);
    const { status, body } = await ask(user, flyer.id);
    expect(status).toBe(200);
    expect(body.responses?.[0]?.response).toContain('I received an image of 40 x 30 pixels (image/png).');
  });
});
