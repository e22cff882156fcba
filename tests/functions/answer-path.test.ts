// What runs on and off a chat answer's path: the in-flight slot is back before
// the stream's final event (so a user who saw the end can ask again at once), and
// the turn is written after the answer, kept alive by waitUntil, a failure logged.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as chatFunction from '../../netlify/functions/ai-chat.mts';
import { createServerClient } from '../../netlify/lib/server-client.ts';
import { echoResponder, startChatTestStack, type ChatTestStack } from './chat-stack.ts';

let stack: ChatTestStack;
beforeAll(async () => {
  stack = await startChatTestStack([chatFunction]);
});
afterAll(() => stack?.stop());
afterEach(() => {
  stack.openai.setResponder(echoResponder);
  vi.restoreAllMocks();
});

type User = { id: string; accessToken: string };
let sessions = 0;
const ask = (user: User, text: string, stream = false) =>
  stack.call('/api/ai/chat', {
    method: 'POST',
    token: user.accessToken,
    headers: { 'content-type': 'application/json', ...(stream ? { accept: 'text/event-stream' } : {}) },
    body: JSON.stringify({ text, user_id: user.id, session_id: `path-${(sessions += 1)}` }),
  });

const leases = async (user: User) =>
  (
    await stack.supabase.db.query<{ n: number }>('select count(*)::int as n from public.inflight_leases where key = $1', [
      `ai:user:${user.id}`,
    ])
  ).rows[0]!.n;
const savedTurn = async (turnId: string) =>
  (await stack.supabase.db.query<{ question: string }>('select question from public.chat_turns where id = $1', [turnId])).rows[0];

describe('the chat answer path', () => {
  it('gives the in-flight slot back before the final event is sent', async () => {
    const user = await stack.createUser();
    const response = await ask(user, 'Release first', true);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: final')) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(text).toContain('event: final');
    // The end is not read yet: the lease must already be gone.
    expect(await leases(user)).toBe(0);
    await reader.cancel();
  });

  it('names the turn in the answer and saves it under that id after the answer', async () => {
    const user = await stack.createUser();
    const body = (await (await ask(user, 'Keep this turn')).json()) as { turn_id: string };
    expect(body.turn_id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => savedTurn(body.turn_id)).toEqual({ question: 'Keep this turn' });
  });

  it('still answers when the history write fails, and logs the failure', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await stack.createUser();
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    stack.openai.setResponder(async (request) => {
      await gate;
      return echoResponder(request, 1);
    });
    const pending = ask(user, 'Written nowhere');
    await expect.poll(() => stack.openai.requests.some((r) => r.messages.some((m) => m.content === 'Written nowhere'))).toBe(true);
    // The account goes while its answer is written: the turn can no longer be stored.
    const admin = createServerClient(stack.supabase.url, stack.supabase.serviceRoleKey);
    expect((await admin.auth.admin.deleteUser(user.id)).error).toBeNull();
    openGate();
    const response = await pending;
    expect(response.status).toBe(200);
    const { turn_id } = (await response.json()) as { turn_id: string };
    await expect.poll(() => errors.mock.calls.some(([line]) => String(line).startsWith('history write failed'))).toBe(true);
    expect(await savedTurn(turn_id)).toBeUndefined();
  });
});
