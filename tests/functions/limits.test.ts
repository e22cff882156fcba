// The shared Postgres limiter (netlify/lib/limits.ts) seen through the real
// endpoints: in-flight caps on chat and merge, per-minute rates per user and, for
// anonymous calls, per address.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as chatFunction from '../../netlify/functions/ai-chat.mts';
import * as mergeFunction from '../../netlify/functions/ai-chat-merge.mts';
import * as meFunction from '../../netlify/functions/me.mts';
import * as websiteFunction from '../../netlify/functions/ai-website-generate.mts';
import { createServerClient } from '../../netlify/lib/server-client.ts';
import type { FakeReply } from '../fixtures/fake-llm.ts';
import { echoResponder, readEvents, startChatTestStack, type ChatTestStack } from './chat-stack.ts';

let stack: ChatTestStack;
beforeAll(async () => {
  stack = await startChatTestStack([chatFunction, mergeFunction, meFunction, websiteFunction]);
});
afterAll(() => stack?.stop());

const LIMIT_ENV = ['RATE_PER_MINUTE_AI', 'RATE_PER_MINUTE_ME', 'RATE_PER_MINUTE_WEBSITE', 'RATE_PER_MINUTE_IP', 'INFLIGHT_MAX_AI'];
beforeEach(() => stack.openai.setResponder(echoResponder));
afterEach(() => LIMIT_ENV.forEach((name) => delete process.env[name]));

type User = { id: string; accessToken: string };
const lastUser = (messages: { role: string; content: string }[]) => messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';

/** A responder that holds each question starting with "hold" until its gate is opened. */
function gatedResponder() {
  const gates = new Map<string, { promise: Promise<void>; open: () => void }>();
  const gate = (question: string) => {
    let entry = gates.get(question);
    if (!entry) {
      let open = () => {};
      const promise = new Promise<void>((resolve) => (open = resolve));
      entry = { promise, open };
      gates.set(question, entry);
    }
    return entry;
  };
  stack.openai.setResponder(async (request): Promise<FakeReply> => {
    const question = lastUser(request.messages);
    if (question.startsWith('hold')) await gate(question).promise;
    return { text: `Answer to ${question}`, chunks: 2 };
  });
  return { open: (question: string) => gate(question).open() };
}

let sessions = 0;
function ask(user: User, text: string, stream = false) {
  return stack.call('/api/ai/chat', {
    method: 'POST',
    token: user.accessToken,
    headers: { 'content-type': 'application/json', ...(stream ? { accept: 'text/event-stream' } : {}) },
    body: JSON.stringify({ text, user_id: user.id, session_id: `limits-${(sessions += 1)}` }),
  });
}

describe('in-flight cap on chat and merge', () => {
  it('lets a user run two answers at once; the third waits with 429 until one has ended', async () => {
    const gates = gatedResponder();
    const user = await stack.createUser();
    const first = await ask(user, 'hold one', true);
    const second = await ask(user, 'hold two', true);
    expect([first.status, second.status]).toEqual([200, 200]);

    const third = await ask(user, 'third', true);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await third.json()).toEqual({
      detail: 'You already have 2 answers being written. Please wait for the running answer to finish (or stop it), then try again.',
    });
    // JSON answers count the same way
    expect((await ask(user, 'third, as JSON')).status).toBe(429);
    // other users are not affected
    expect((await ask(await stack.createUser(), 'someone else')).status).toBe(200);

    gates.open('hold one');
    const events = await readEvents(first);
    expect(events.at(-1)).toMatchObject({ event: 'final', data: { success: true, response: 'Answer to hold one' } });
    const after = await ask(user, 'after the first ended');
    expect(after.status).toBe(200);
    gates.open('hold two');
    await readEvents(second);
  });

  it('gives the slot back when the client closes a stream', async () => {
    gatedResponder();
    const user = await stack.createUser();
    const controller = new AbortController();
    const held = [
      await ask(user, 'hold a', true),
      await stack.call('/api/ai/chat', {
        method: 'POST',
        token: user.accessToken,
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ text: 'hold b', user_id: user.id, session_id: 'limits-abort' }),
        signal: controller.signal,
      }),
    ];
    expect(held.map((r) => r.status)).toEqual([200, 200]);
    expect((await ask(user, 'blocked')).status).toBe(429);
    controller.abort();
    // The release runs on the server after the connection closes: poll for it.
    await expect.poll(async () => (await ask(user, 'free again')).status, { timeout: 5_000, interval: 100 }).toBe(200);
    await held[0]!.body?.cancel();
  });

  it('shares the cap between chat and merge, and INFLIGHT_MAX_AI changes it', async () => {
    process.env.INFLIGHT_MAX_AI = '1';
    const gates = gatedResponder();
    const user = await stack.createUser({ paid: true });
    const turn = (await (await ask(user, 'a turn to merge')).json()) as { turn_id: string };
    const running = await ask(user, 'hold solo', true);
    expect(running.status).toBe(200);
    const merge = await stack.call('/api/ai/chat/merge', {
      method: 'POST',
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ turn_id: turn.turn_id, mode: 'fuse', model_id: 'claude', user_id: user.id }),
    });
    expect(merge.status).toBe(429);
    expect(((await merge.json()) as { detail: string }).detail).toMatch(/^You already have 1 answer being written\./);
    gates.open('hold solo');
    await readEvents(running);
  });

  it('expires leases on their own, so a crashed function cannot lock a user out', async () => {
    const admin = createServerClient(stack.supabase.url, stack.supabase.serviceRoleKey);
    const acquire = (ttl: number) => admin.rpc('acquire_inflight', { p_key: 'test:expiry', p_max: 1, p_ttl_seconds: ttl });
    const crashed = await acquire(0);
    expect(crashed.data).toEqual(expect.any(String));
    const next = await acquire(60);
    expect(next.data).toEqual(expect.any(String));
    expect((await acquire(60)).data).toBeNull();
    await admin.rpc('release_inflight', { p_lease: next.data! });
    expect((await acquire(60)).data).toEqual(expect.any(String));
  });
});

describe('per-minute rates', () => {
  it('answers 429 with Retry-After over the chat rate, counting chat and merge together', async () => {
    process.env.RATE_PER_MINUTE_AI = '2';
    const user = await stack.createUser({ paid: true });
    expect((await ask(user, 'one')).status).toBe(200);
    const merge = await stack.call('/api/ai/chat/merge', {
      method: 'POST',
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ turn_id: '00000000-0000-4000-8000-000000000000', mode: 'fuse', model_id: 'claude', user_id: user.id }),
    });
    expect(merge.status).toBe(404);
    const limited = await ask(user, 'three');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(((await limited.json()) as { detail: string }).detail).toMatch(
      /^Too many AI requests \(chat, merge and content\): the limit is 2 per minute\. Please wait \d+ seconds? and try again\.$/,
    );
    // per user: someone else still gets through
    expect((await ask(await stack.createUser(), 'other user')).status).toBe(200);
  });

  it('limits /api/me and website generation per user too', async () => {
    process.env.RATE_PER_MINUTE_ME = '1';
    process.env.RATE_PER_MINUTE_WEBSITE = '1';
    const user = await stack.createUser();
    expect((await stack.call('/api/me', { token: user.accessToken })).status).toBe(200);
    const me = await stack.call('/api/me', { token: user.accessToken });
    expect(me.status).toBe(429);
    expect(me.headers.get('retry-after')).toMatch(/^\d+$/);
    const website = () =>
      stack.call('/api/ai/website/generate', {
        method: 'POST',
        token: user.accessToken,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    // a refused body counts too: the rate is checked before any work
    expect((await website()).status).toBe(400);
    const limited = await website();
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { detail: string }).detail).toMatch(/^Too many website generations: the limit is 1 per minute\./);
  });

  it('limits the anonymous GET /api/ai/chat per address, which a forged X-Forwarded-For does not change', async () => {
    process.env.RATE_PER_MINUTE_IP = '3';
    for (let i = 0; i < 3; i += 1) expect((await stack.call('/api/ai/chat')).status).toBe(200);
    const limited = await stack.call('/api/ai/chat');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await limited.json()) as { detail: string }).detail).toMatch(
      /^Too many requests from your network: the limit is 3 per minute\./,
    );
    expect((await stack.call('/api/ai/chat', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(429);
    // signed-in requests are counted per user, not per address
    expect((await ask(await stack.createUser(), 'still fine')).status).toBe(200);
  });
});
