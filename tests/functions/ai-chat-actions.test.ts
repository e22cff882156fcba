// The chat's answer actions through the real function: regenerate one model's answer
// (one call, one question of quota, the old text kept one step back), continue with
// one model (only_model), and stop (what reached the user is saved once).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as chatFunction from '../../netlify/functions/ai-chat.mts';
import { echoResponder, startChatTestStack, type ChatTestStack } from './chat-stack.ts';
import { CLEAR_OF_MIDNIGHT_TIMEOUT_MS, clearOfMidnight } from './quota-day.ts';

// counts of one day's quota: never across midnight
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

let sessionCounter = 0;
const newSession = () => `session-actions-${Date.now()}${(sessionCounter += 1)}`;
type User = { id: string; accessToken: string };
type Answer = { model: string; model_id: string; response: string; error?: string; previous?: string };

function ask(user: User, text: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return stack.call('/api/ai/chat', {
    method: 'POST',
    token: user.accessToken,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ text, user_id: user.id, session_id: newSession(), ...extra }),
  });
}

async function usedToday(userId: string): Promise<number> {
  const { rows } = await stack.supabase.db.query<{ used: number }>(
    "select used from public.usage_counters where user_id = $1 and kind = 'chat'",
    [userId],
  );
  return rows[0]?.used ?? 0;
}
const callCounts = () => [stack.openai, stack.anthropic, stack.gemini].map((server) => server.requests.length);
const storedTurns = async (sessionId: string) =>
  (
    await stack.supabase.db.query<{ id: string; responses: Answer[] }>(
      'select id, responses from public.chat_turns where session_id = $1 order by created_at',
      [sessionId],
    )
  ).rows;

describe('POST /api/ai/chat: regenerate one answer', () => {
  it('asks that model alone once, charges one question, replaces its answer and keeps the old one as previous', async () => {
    const user = await stack.createUser({ paid: true });
    const session_id = newSession();
    const first = (await (await ask(user, 'Name a city', { session_id })).json()) as { turn_id: string };
    await expect.poll(async () => (await storedTurns(session_id)).length).toBe(1);
    const [calls, used] = [callCounts(), await usedToday(user.id)];
    stack.anthropic.setResponder(() => ({ text: 'Another take: Lisbon', chunks: 2 }));

    const response = await ask(user, 'ignored', { session_id, retry: { turn_id: first.turn_id, model_id: 'claude' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      turn_id: first.turn_id,
      responses: [{ model_id: 'claude', response: 'Another take: Lisbon' }],
    });
    expect(callCounts()).toEqual([calls[0], calls[1]! + 1, calls[2]]);
    expect(await usedToday(user.id)).toBe(used + 1);
    await expect
      .poll(async () => (await storedTurns(session_id))[0]!.responses.find((r) => r.model_id === 'claude'))
      .toEqual({
        model: 'Claude 3',
        model_id: 'claude',
        response: 'Another take: Lisbon',
        previous: 'Answer from claude-3-5-sonnet-latest: Name a city',
      });
    const others = (await storedTurns(session_id))[0]!.responses.filter((r) => r.model_id !== 'claude');
    expect(others.every((r) => r.previous === undefined)).toBe(true);

    // Once more: the previous answer is always the one just replaced (one step back).
    stack.anthropic.setResponder(() => ({ text: 'Third take: Porto' }));
    expect((await ask(user, 'ignored', { session_id, retry: { turn_id: first.turn_id, model_id: 'claude' } })).status).toBe(200);
    await expect
      .poll(async () => (await storedTurns(session_id))[0]!.responses.find((r) => r.model_id === 'claude'))
      .toMatchObject({ response: 'Third take: Porto', previous: 'Another take: Lisbon' });
    expect(await storedTurns(session_id)).toHaveLength(1);
  });

  it('another user can neither regenerate the answer nor read it, the previous one included', async () => {
    const owner = await stack.createUser({ paid: true });
    const session_id = newSession();
    const { turn_id } = (await (await ask(owner, 'Private question', { session_id })).json()) as { turn_id: string };
    await expect.poll(async () => (await storedTurns(session_id)).length).toBe(1);
    expect((await ask(owner, 'x', { session_id, retry: { turn_id, model_id: 'gpt4' } })).status).toBe(200);
    await expect.poll(async () => (await storedTurns(session_id))[0]!.responses[0]!.previous).toBeTruthy();
    const before = await storedTurns(session_id);
    const calls = callCounts();

    const stranger = await stack.createUser({ paid: true });
    const refused = await ask(stranger, 'x', { session_id, retry: { turn_id, model_id: 'gpt4' } });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ detail: 'This answer is no longer in your chat history. Ask the question again.' });
    expect(callCounts()).toEqual(calls);
    expect(await usedToday(stranger.id)).toBe(0);
    expect(await storedTurns(session_id)).toEqual(before);

    // Under RLS, as the stranger's browser would ask: no row to read, none to change.
    const rest = (init: RequestInit = {}) =>
      fetch(`${stack.supabase.url}/rest/v1/chat_turns?id=eq.${turn_id}&select=id,responses`, {
        ...init,
        headers: {
          apikey: stack.supabase.anonKey,
          authorization: `Bearer ${stranger.accessToken}`,
          'content-type': 'application/json',
          prefer: 'return=representation',
        },
      });
    const read = await rest();
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual([]);
    const write = await rest({ method: 'PATCH', body: JSON.stringify({ synthesized: 'taken over' }) });
    expect(write.status === 200 ? await write.json() : write.status).not.toEqual([expect.anything()]);
    expect(await storedTurns(session_id)).toEqual(before);
  });
});

describe('POST /api/ai/chat: continue with one model (only_model)', () => {
  it('asks only that model, once, charges one question and saves a turn with its one answer', async () => {
    const user = await stack.createUser({ paid: true });
    const session_id = newSession();
    const [calls, used] = [callCounts(), await usedToday(user.id)];
    const response = await ask(user, 'Just Claude, please', { session_id, only_model: 'claude' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { responses: Answer[]; turn_id: string };
    expect(body.responses).toEqual([
      { model: 'Claude 3', model_id: 'claude', response: 'Answer from claude-3-5-sonnet-latest: Just Claude, please' },
    ]);
    expect(callCounts()).toEqual([calls[0], calls[1]! + 1, calls[2]]);
    expect(await usedToday(user.id)).toBe(used + 1);
    await expect
      .poll(async () => (await storedTurns(session_id)).map((turn) => turn.responses.map((r) => r.model_id)))
      .toEqual([['claude']]);
  });

  it('answers 400 with a detail for a model the plan does not ask, and asks nobody', async () => {
    const paid = await stack.createUser({ paid: true });
    const free = await stack.createUser();
    const calls = callCounts();
    const detail = 'only_model: This model is not one your plan can ask. Choose another model, or go back to all models.';
    for (const [user, model] of [
      [paid, 'llama'],
      [paid, 'free'],
      [free, 'claude'],
    ] as const) {
      const refused = await ask(user, 'Who answers?', { only_model: model });
      expect(refused.status, `${model}`).toBe(400);
      expect(await refused.json()).toEqual({ detail });
    }
    const blank = await ask(paid, 'Who answers?', { only_model: '' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ detail: 'only_model: Must name the model to continue with.' });
    expect(callCounts()).toEqual(calls);
    expect([await usedToday(paid.id), await usedToday(free.id)]).toEqual([0, 0]);
    // The free plan's one model is a valid choice for a free user.
    expect((await ask(free, 'Only mine', { only_model: 'free' })).status).toBe(200);
  });
});

describe('POST /api/ai/chat: stop', () => {
  it('saves the stopped turn once, with the text that reached the user, under the id the stream named', async () => {
    const user = await stack.createUser({ paid: true });
    const session_id = newSession();
    // GPT-4 finishes; Claude sends its first words and stalls; Gemini never starts writing.
    stack.anthropic.setResponder(() => ({
      text: 'Partial words then more',
      chunks: 4,
      stall: { afterChunks: 1, until: new Promise(() => {}) },
    }));
    stack.gemini.setResponder(() => ({ text: 'never', hold: new Promise(() => {}) }));
    const response = await ask(user, 'Stop me midway', { session_id }, { accept: 'text/event-stream' });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (!(received.includes('"model_id":"claude","text"') && received.includes('event: done'))) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended early: ${received}`);
      received += decoder.decode(value, { stream: true });
    }
    await reader.cancel();
    const turnIds = [...received.matchAll(/"turn_id":"([0-9a-f-]{36})"/g)].map((match) => match[1]);
    expect(new Set(turnIds).size).toBe(1);

    await expect.poll(async () => (await storedTurns(session_id)).length).toBe(1);
    const [turn] = await storedTurns(session_id);
    expect(turn!.id).toBe(turnIds[0]);
    expect(turn!.responses).toEqual([
      { model: 'GPT-4', model_id: 'gpt4', response: 'Answer from gpt-4o: Stop me midway' },
      { model: 'Claude 3', model_id: 'claude', response: 'Partial ' },
    ]);
    const { rows } = await stack.supabase.db.query<{ current: string }>(
      'select current_turn_id as current from public.chat_sessions where id = $1',
      [session_id],
    );
    expect(rows[0]!.current).toBe(turn!.id);
  });

  it('saves nothing when no text reached the user, and a stopped regeneration keeps the old answer', async () => {
    const user = await stack.createUser({ paid: true });
    const session_id = newSession();
    for (const server of [stack.openai, stack.anthropic, stack.gemini])
      server.setResponder(() => ({ text: 'x', hold: new Promise(() => {}) }));
    const silent = await ask(user, 'Nothing arrives', { session_id }, { accept: 'text/event-stream' });
    const reader = silent.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: start');
    await reader.cancel();
    await expect.poll(() => stack.gemini.requests.findLast((r) => r.messages.at(-1)?.content === 'Nothing arrives')?.aborted).toBe(true);
    expect(await storedTurns(session_id)).toEqual([]);

    for (const server of [stack.openai, stack.anthropic, stack.gemini]) server.setResponder(echoResponder);
    const { turn_id } = (await (await ask(user, 'Keep me', { session_id })).json()) as { turn_id: string };
    await expect.poll(async () => (await storedTurns(session_id)).length).toBe(1);
    const before = await storedTurns(session_id);
    stack.openai.setResponder(() => ({ text: 'Half of a new take', chunks: 4, stall: { afterChunks: 1, until: new Promise(() => {}) } }));
    const regenerating = await ask(user, 'x', { session_id, retry: { turn_id, model_id: 'gpt4' } }, { accept: 'text/event-stream' });
    const again = regenerating.body!.getReader();
    let text = '';
    while (!text.includes('event: delta')) text += new TextDecoder().decode((await again.read()).value);
    await again.cancel();
    await expect.poll(() => stack.openai.requests.at(-1)?.aborted).toBe(true);
    expect(await storedTurns(session_id)).toEqual(before);
  });
});
