// What every endpoint does before its own work (netlify/lib/http.ts, body.ts,
// auth.ts): security headers on every answer, body size and type, and no guest
// (anonymous Supabase) sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as chatFunction from '../../netlify/functions/ai-chat.mts';
import * as mergeFunction from '../../netlify/functions/ai-chat-merge.mts';
import * as meFunction from '../../netlify/functions/me.mts';
import * as websiteFunction from '../../netlify/functions/ai-website-generate.mts';
import { GUEST_NOT_ALLOWED } from '../../netlify/lib/auth.ts';
import { MAX_BODY_BYTES } from '../../netlify/lib/body.ts';
import { readEvents, startChatTestStack, type ChatTestStack } from './chat-stack.ts';

let stack: ChatTestStack;
let user: { id: string; email: string; accessToken: string };
beforeAll(async () => {
  stack = await startChatTestStack([chatFunction, mergeFunction, meFunction, websiteFunction]);
  user = await stack.createUser({ paid: true });
});
afterAll(() => stack?.stop());

const chatBody = (text = 'Hello') => JSON.stringify({ text, user_id: user.id, session_id: 'hardening' });
const postChat = (init: RequestInit & { token?: string }) =>
  stack.call('/api/ai/chat', { method: 'POST', token: user.accessToken, ...init });

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('cache-control')).toBe('no-store');
}

describe('security headers', () => {
  it('are on successful JSON answers', async () => {
    const catalogue = await stack.call('/api/ai/chat');
    expect(catalogue.status).toBe(200);
    expectSecurityHeaders(catalogue);
    const me = await stack.call('/api/me', { token: user.accessToken });
    expect(me.status).toBe(200);
    expectSecurityHeaders(me);
  });

  it('are on errors: 400, 401, 405, 415', async () => {
    const responses = [
      await postChat({ headers: { 'content-type': 'application/json' }, body: '{' }),
      await stack.call('/api/me'),
      await stack.call('/api/me', { method: 'DELETE', token: user.accessToken }),
      await postChat({ headers: { 'content-type': 'text/plain' }, body: chatBody() }),
    ];
    expect(responses.map((r) => r.status)).toEqual([400, 401, 405, 415]);
    responses.forEach(expectSecurityHeaders);
  });

  it('are on server-sent event streams, which are not cached but not no-store (Chromium reports a no-store stream as failed)', async () => {
    const stream = await postChat({
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: chatBody('Stream'),
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect((await readEvents(stream)).at(-1)?.event).toBe('final');
  });
});

describe('request bodies', () => {
  it('accept application/json with a charset', async () => {
    const response = await postChat({ headers: { 'content-type': 'application/json; charset=utf-8' }, body: chatBody() });
    expect(response.status).toBe(200);
  });

  it('answer 415 to a body that is not declared JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/jsonp']) {
      const response = await postChat({ headers: { 'content-type': type }, body: chatBody() });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ detail: 'The request body must be JSON, sent with Content-Type: application/json.' });
    }
    const untyped = await postChat({ body: new Blob([chatBody()]) });
    expect(untyped.status).toBe(415);
  });

  it(`answer 413 when Content-Length announces more than ${MAX_BODY_BYTES / 1024} KB`, async () => {
    const big = JSON.stringify({ text: 'x'.repeat(MAX_BODY_BYTES), user_id: user.id, session_id: 'big' });
    const response = await postChat({ headers: { 'content-type': 'application/json' }, body: big });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'The request body is too large (at most 512 KB).' });
  });

  it('answer 413 to a chunked body (no Content-Length) once it passes the limit', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"text":"'));
        if (sent > MAX_BODY_BYTES * 2) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await postChat({ headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'The request body is too large (at most 512 KB).' });
  });

  it('still read a chunked body under the limit', async () => {
    const text = new TextEncoder().encode(chatBody('Chunked'));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(text.slice(0, 10));
        controller.enqueue(text.slice(10));
        controller.close();
      },
    });
    const response = await postChat({ headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(200);
  });
});

describe('guest (anonymous) sessions', () => {
  const claims = (isAnonymous: boolean) => stack.userClaims({ id: user.id }, { is_anonymous: isAnonymous });
  const calls: [string, string, unknown][] = [
    ['POST', '/api/ai/chat', { text: 'hi', user_id: '', session_id: 'guest' }],
    ['POST', '/api/ai/chat/merge', { turn_id: '00000000-0000-4000-8000-000000000000', mode: 'fuse', model_id: 'claude', user_id: '' }],
    ['POST', '/api/ai/website/generate', { description: 'A bakery', industry: 'restaurant', style: 'modern' }],
    ['GET', '/api/me', undefined],
  ];
  const send = (token: string, [method, path, body]: [string, string, unknown]) =>
    stack.call(path, {
      method,
      token,
      headers: { 'content-type': 'application/json' },
      body:
        body === undefined
          ? undefined
          : JSON.stringify({ ...(body as object), ...('user_id' in (body as object) ? { user_id: user.id } : {}) }),
    });

  it('get 401 asking to sign up, on every endpoint', async () => {
    const guest = await stack.forgeToken(claims(true));
    for (const call of calls) {
      const response = await send(guest, call);
      expect(response.status, call[1]).toBe(401);
      expect(await response.json()).toEqual({ detail: GUEST_NOT_ALLOWED });
    }
    expect(GUEST_NOT_ALLOWED).toMatch(/sign up/);
  });

  it('control: the same token without is_anonymous gets past sign-in', async () => {
    const member = await stack.forgeToken(claims(false));
    for (const call of calls) expect((await send(member, call)).status, call[1]).not.toBe(401);
  });
});
