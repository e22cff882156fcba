import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as chatFunction from '../../netlify/functions/ai-chat.mts';
import * as settingsFunction from '../../netlify/functions/settings-providers.mts';
import { createServerClient } from '../../netlify/lib/server-client.ts';
import { PROVIDERS } from '../../src/domain/providers.ts';
import { gate } from '../fixtures/gate.ts';
import { builtInRow } from '../fixtures/providers.ts';
import { echoResponder, readEvents, startChatTestStack, type ChatTestStack } from './chat-stack.ts';
import { CLEAR_OF_MIDNIGHT_TIMEOUT_MS, clearOfMidnight } from './quota-day.ts';

// counts of one day's quota: never across midnight
beforeEach(clearOfMidnight, CLEAR_OF_MIDNIGHT_TIMEOUT_MS);

let stack: ChatTestStack;
beforeAll(async () => {
  process.env.PROVIDER_KEYS_SECRET = 'chat-test-server-secret-for-provider-keys';
  stack = await startChatTestStack([chatFunction, settingsFunction]);
});
afterAll(async () => {
  delete process.env.PROVIDER_KEYS_SECRET;
  await stack?.stop();
});
beforeEach(() => {
  stack.configureProviders();
  for (const server of [stack.openai, stack.anthropic, stack.gemini]) server.setResponder(echoResponder);
  delete process.env.CHAT_MODEL_TIMEOUT_MS;
});

let sessionCounter = 0;
const newSession = () => `session-${Date.now()}${(sessionCounter += 1)}`;

function ask(
  user: { id: string; accessToken: string },
  text: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return stack.call('/api/ai/chat', {
    method: 'POST',
    token: user.accessToken,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ text, user_id: user.id, session_id: newSession(), is_paid_user: false, ...extra }),
  });
}

describe('POST /api/ai/chat: contract', () => {
  it('reports the catalogue with apiKeyConfigured from env (GET, no sign-in needed)', async () => {
    const response = await stack.call('/api/ai/chat');
    const body = (await response.json()) as { demo: boolean; models: { id: string; enabled: boolean; apiKeyConfigured: boolean }[] };
    expect(body.demo).toBe(false);
    expect(body.models.map((m) => `${m.id}:${m.enabled}:${m.apiKeyConfigured}`)).toEqual([
      'gpt4:true:true',
      'claude:true:true',
      'gemini:true:true',
      'llama:false:false',
      'mistral:false:false',
      'cohere:false:false',
    ]);
  });

  it('answers 401 signed out, 400 on malformed, blank or too long text, 403 for another user_id', async () => {
    const user = await stack.createUser();
    const signedOut = await stack.call('/api/ai/chat', {
      method: 'POST',
      body: JSON.stringify({ text: 'hi', user_id: user.id, session_id: 's' }),
    });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ detail: expect.any(String) });

    const malformed = await stack.call('/api/ai/chat', {
      method: 'POST',
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
      body: '{"text":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ detail: 'The request body must be valid JSON.' });

    const blank = await ask(user, '   ');
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { detail: string }).detail).toContain('Please enter a question.');

    const tooLong = await ask(user, 'x'.repeat(8001));
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { detail: string }).detail).toContain('at most 8000 characters');

    const other = await stack.createUser();
    const mismatch = await ask(user, 'hi', { user_id: other.id });
    expect(mismatch.status).toBe(403);
    expect(await mismatch.json()).toEqual({ detail: 'user_id does not match the signed-in user.' });
    expect(stack.openai.requests.filter((r) => r.messages.some((m) => m.content === 'hi'))).toHaveLength(0);
  });

  it('free tier: one answer from gpt-4o-mini labelled GPT-4o-mini (Free), even when the body claims to be paid', async () => {
    const user = await stack.createUser();
    const before = stack.openai.requests.length;
    const response = await ask(user, 'What is SEO?', { is_paid_user: true });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      success: true,
      tier: 'free',
      model: 'GPT-4o-mini (Free)',
      response: 'Answer from gpt-4o-mini: What is SEO?',
      demo: false,
    });
    expect(body).not.toHaveProperty('responses');
    expect(stack.openai.requests.slice(before).map((r) => r.model)).toEqual(['gpt-4o-mini']);
    expect(stack.anthropic.requests.some((r) => lastUser(r.messages) === 'What is SEO?')).toBe(false);
  });

  it('premium tier: every enabled configured model in parallel, each through its own provider', async () => {
    const user = await stack.createUser({ paid: true });
    const response = await ask(user, 'Name a colour', { is_paid_user: false });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      tier: string;
      responses: { model: string; model_id: string; response: string }[];
      turn_id: string;
    };
    expect(body.tier).toBe('premium');
    expect(body.responses).toEqual([
      { model: 'GPT-4', model_id: 'gpt4', response: 'Answer from gpt-4o: Name a colour' },
      { model: 'Claude 3', model_id: 'claude', response: 'Answer from claude-3-5-sonnet-latest: Name a colour' },
      { model: 'Gemini Pro', model_id: 'gemini', response: 'Answer from gemini-2.0-flash: Name a colour' },
    ]);
    expect(body.turn_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stack.openai.requests.at(-1)?.authorization).toBe('Bearer sk-test-openai');
  });

  it('only models whose provider has a key take part', async () => {
    delete process.env.ANTHROPIC_API_KEY;
    const user = await stack.createUser({ paid: true });
    const body = (await (await ask(user, 'Without Claude')).json()) as { responses: { model_id: string }[] };
    expect(body.responses.map((r) => r.model_id)).toEqual(['gpt4', 'gemini']);
  });
});

const lastUser = (messages: { role: string; content: string }[]) => messages.filter((m) => m.role === 'user').at(-1)?.content;

describe('POST /api/ai/chat: providers failing', () => {
  it('keeps the others when one fails, one times out and one recovers from a 429', async () => {
    // Long enough for the others on a busy machine; Gemini never answers, so only its timeout ends it.
    process.env.CHAT_MODEL_TIMEOUT_MS = '2000';
    const never = gate();
    stack.anthropic.setResponder(() => ({ status: 401, errorMessage: 'invalid x-api-key sk-test-anthropic' }));
    stack.gemini.setResponder(() => ({ text: 'too late', hold: never.opened }));
    stack.openai.setResponder((request, attempt) => (attempt === 1 ? { status: 429 } : echoResponder(request, attempt)));
    const user = await stack.createUser({ paid: true });
    const geminiBefore = stack.gemini.requests.length;
    const body = (await (await ask(user, 'Partial please')).json()) as {
      responses: { model_id: string; response: string; error?: string }[];
    };
    // The answer came while Gemini still held its reply: the timeout dropped the call instead of waiting.
    const geminiCalls = () => stack.gemini.requests.slice(geminiBefore);
    expect(geminiCalls().length).toBeGreaterThan(0);
    await expect.poll(() => geminiCalls().every((request) => request.aborted)).toBe(true);
    expect(body.responses).toEqual([
      { model: 'GPT-4', model_id: 'gpt4', response: 'Answer from gpt-4o: Partial please' },
      {
        model: 'Claude 3',
        model_id: 'claude',
        response: '',
        error: 'Anthropic rejected the API key. Check the key in the server settings.',
      },
      { model: 'Gemini Pro', model_id: 'gemini', response: '', error: 'Google Gemini did not answer in time. Please try again.' },
    ]);
    expect(JSON.stringify(body)).not.toContain('sk-test');
  });

  it('answers 502 with the reason when every model fails, and gives the quota back', async () => {
    process.env.QUOTA_FREE_CHAT = '1';
    try {
      stack.openai.setResponder(() => ({ status: 404 }));
      const user = await stack.createUser();
      const failed = await ask(user, 'Nobody answers');
      expect(failed.status).toBe(502);
      expect(await failed.json()).toEqual({ detail: 'OpenAI does not offer the configured model. Check the model name.' });
      stack.openai.setResponder(echoResponder);
      expect((await ask(user, 'Now it works')).status).toBe(200);
      const limited = await ask(user, 'Over the quota');
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { detail: string }).detail).toMatch(
        /^You have used all 1 chat questions for today\. Your quota resets at 00:00 UTC \(in .+\)\.$/,
      );
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      delete process.env.QUOTA_FREE_CHAT;
    }
  });

  it('paid users get ten times the free quota', async () => {
    process.env.QUOTA_FREE_CHAT = '0';
    try {
      const free = await stack.createUser();
      expect((await ask(free, 'no quota')).status).toBe(429);
      process.env.QUOTA_FREE_CHAT = '1';
      const paid = await stack.createUser({ paid: true });
      for (let i = 0; i < 10; i += 1) expect((await ask(paid, `q${i}`)).status).toBe(200);
      expect((await ask(paid, 'eleventh')).status).toBe(429);
    } finally {
      delete process.env.QUOTA_FREE_CHAT;
    }
  });
});

describe('POST /api/ai/chat: follow-ups', () => {
  it('sends each model the earlier turns of the session with its own answers, at most 10', async () => {
    const user = await stack.createUser({ paid: true });
    const session_id = newSession();
    for (let i = 1; i <= 12; i += 1) expect((await ask(user, `Question ${i}`, { session_id })).status).toBe(200);
    const claudeCall = stack.anthropic.requests.at(-1)!;
    expect(claudeCall.messages).toHaveLength(21);
    expect(claudeCall.messages[0]).toEqual({ role: 'user', content: 'Question 2' });
    expect(claudeCall.messages[1]).toEqual({ role: 'assistant', content: 'Answer from claude-3-5-sonnet-latest: Question 2' });
    expect(claudeCall.messages.at(-1)).toEqual({ role: 'user', content: 'Question 12' });
    const gptCall = stack.openai.requests.at(-1)!;
    expect(gptCall.messages.filter((m) => m.role === 'assistant').every((m) => m.content.startsWith('Answer from gpt-4o:'))).toBe(true);
    // another session starts fresh
    await ask(user, 'Fresh start');
    expect(stack.anthropic.requests.at(-1)!.messages).toEqual([{ role: 'user', content: 'Fresh start' }]);
  });

  it('an edited question starts a branch after the turn it follows: the models see that branch only, and the chat goes on there', async () => {
    const user = await stack.createUser({ paid: true });
    const other = await stack.createUser({ paid: true });
    const session_id = newSession();
    const turnOf = async (response: Response) => {
      expect(response.status).toBe(200);
      return ((await response.json()) as { turn_id: string }).turn_id;
    };
    const claudeSaw = () =>
      stack.anthropic.requests
        .at(-1)!
        .messages.filter((m) => m.role === 'user')
        .map((m) => m.content);
    const first = await turnOf(await ask(user, 'Name a bakery', { session_id }));
    await turnOf(await ask(user, 'Shorter', { session_id }));
    await turnOf(await ask(user, 'A slogan too', { session_id }));

    const edited = await turnOf(await ask(user, 'Funnier', { session_id, parent_id: first }));
    expect(claudeSaw()).toEqual(['Name a bakery', 'Funnier']);
    await ask(user, 'And a logo idea', { session_id });
    expect(claudeSaw()).toEqual(['Name a bakery', 'Funnier', 'And a logo idea']);

    const newFirst = await turnOf(await ask(user, 'Name a café instead', { session_id, parent_id: null }));
    expect(claudeSaw()).toEqual(['Name a café instead']);
    const theirs = await turnOf(await ask(other, 'Their secret', { session_id: newSession() }));
    await ask(user, 'Using their turn', { session_id, parent_id: theirs });
    expect(claudeSaw()).toEqual(['Using their turn']);

    const { rows } = await stack.supabase.db.query<{ id: string; parent_id: string | null }>(
      'select id, parent_id from public.chat_turns where id = any($1)',
      [[edited, newFirst]],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.parent_id]))).toEqual({ [edited]: first, [newFirst]: null });
    const malformed = await ask(user, 'Bad parent', { session_id, parent_id: 'not-a-turn' });
    expect(malformed.status).toBe(400);
  });
});

describe('POST /api/ai/chat: streaming', () => {
  it('streams start, deltas and done per model, then the JSON contract as the final event', async () => {
    const user = await stack.createUser({ paid: true });
    stack.anthropic.setResponder(() => ({ status: 401 }));
    const response = await ask(user, 'Stream it', {}, { accept: 'text/event-stream' });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = await readEvents(response);
    expect(events.filter((e) => e.event === 'start').map((e) => e.data.model_id)).toEqual(['gpt4', 'claude', 'gemini']);
    const gptText = events
      .filter((e) => e.event === 'delta' && e.data.model_id === 'gpt4')
      .map((e) => e.data.text)
      .join('');
    expect(gptText).toBe('Answer from gpt-4o: Stream it');
    expect(events.find((e) => e.event === 'error')?.data).toEqual({
      model_id: 'claude',
      error: expect.stringContaining('rejected the API key'),
    });
    expect(
      events
        .filter((e) => e.event === 'done')
        .map((e) => e.data.model_id)
        .sort(),
    ).toEqual(['gemini', 'gpt4']);
    const final = events.at(-1)!;
    expect(final.event).toBe('final');
    expect(final.data).toMatchObject({ success: true, tier: 'premium', responses: expect.any(Array), turn_id: expect.any(String) });
  });

  it('streams a failure of every model as a final event with success false', async () => {
    stack.openai.setResponder(() => ({ status: 403 }));
    const user = await stack.createUser();
    const events = await readEvents(await ask(user, 'All fail', {}, { accept: 'text/event-stream' }));
    expect(events.at(-1)).toEqual({
      event: 'final',
      data: { success: false, detail: 'OpenAI rejected the API key. Check the key in the server settings.' },
    });
  });

  it('passes the abort of the browser on to every provider', async () => {
    for (const server of [stack.openai, stack.anthropic, stack.gemini]) {
      server.setResponder(() => ({ text: 'slow words '.repeat(30), firstTokenDelayMs: 50, totalDurationMs: 4_000 }));
    }
    const user = await stack.createUser({ paid: true });
    const controller = new AbortController();
    const response = await stack.call('/api/ai/chat', {
      method: 'POST',
      token: user.accessToken,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ text: 'Stop me', user_id: user.id, session_id: newSession() }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('event: start');
    await new Promise((resolve) => setTimeout(resolve, 300));
    controller.abort();
    const calls = () =>
      [stack.openai, stack.anthropic, stack.gemini].map((s) => s.requests.findLast((r) => lastUser(r.messages) === 'Stop me'));
    await expect.poll(() => calls().map((call) => call?.aborted), { timeout: 3_000 }).toEqual([true, true, true]);
  });
});

describe('POST /api/ai/chat: closing the stream', () => {
  it('aborts every provider call when the client cancels the body, though the platform never aborts req.signal', async () => {
    for (const server of [stack.openai, stack.anthropic, stack.gemini]) {
      server.setResponder(() => ({ text: 'slow words '.repeat(30), firstTokenDelayMs: 50, totalDurationMs: 4_000 }));
    }
    const user = await stack.createUser({ paid: true });
    // Called directly: this request's signal never aborts, as on a platform that does not report the browser leaving.
    const request = new Request(`${stack.host.url}/api/ai/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ text: 'Cancel me', user_id: user.id, session_id: newSession() }),
    });
    const response = await chatFunction.default(request, { ip: '127.0.0.1' });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: start');
    const calls = () =>
      [stack.openai, stack.anthropic, stack.gemini].map((s) => s.requests.findLast((r) => lastUser(r.messages) === 'Cancel me'));
    await expect.poll(() => calls().every((call) => call !== undefined), { timeout: 3_000 }).toBe(true);
    await reader.cancel();
    await expect.poll(() => calls().map((call) => call?.aborted), { timeout: 3_000 }).toEqual([true, true, true]);
    expect(request.signal.aborted).toBe(false);
  });
});

describe('POST /api/ai/chat: refunds', () => {
  const usedToday = async (userId: string) => {
    const { data } = await createServerClient(stack.supabase.url, stack.supabase.serviceRoleKey)
      .from('usage_counters')
      .select('used')
      .eq('user_id', userId)
      .eq('kind', 'chat')
      .maybeSingle();
    return (data as { used: number } | null)?.used ?? 0;
  };

  it('gives the question back when the models fail before any text reached the user', async () => {
    stack.openai.setResponder(() => ({ status: 404 }));
    const user = await stack.createUser();
    const events = await readEvents(await ask(user, 'Nothing arrives', {}, { accept: 'text/event-stream' }));
    expect(events.some((e) => e.event === 'delta')).toBe(false);
    expect(events.at(-1)).toMatchObject({ event: 'final', data: { success: false } });
    expect(await usedToday(user.id)).toBe(0);
  });

  it('keeps the question counted when some text was streamed before every model failed', async () => {
    process.env.CHAT_MODEL_TIMEOUT_MS = '800';
    // The first words at once, then nothing until the model's time is up.
    stack.openai.setResponder(() => ({
      text: 'The first words, and then nothing for a long time',
      chunks: 5,
      stall: { afterChunks: 1, until: new Promise(() => {}) },
    }));
    const user = await stack.createUser();
    const events = await readEvents(await ask(user, 'Half an answer', {}, { accept: 'text/event-stream' }));
    expect(events.some((e) => e.event === 'delta')).toBe(true);
    expect(events.at(-1)).toEqual({ event: 'final', data: { success: false, detail: 'OpenAI did not answer in time. Please try again.' } });
    expect(await usedToday(user.id)).toBe(1);
  });
});

describe('POST /api/ai/chat: demo provider', () => {
  it('answers for the enabled models, saying so, when no provider has a key', async () => {
    stack.clearProviders();
    try {
      const status = (await (await stack.call('/api/ai/chat')).json()) as { demo: boolean };
      expect(status.demo).toBe(true);
      const paid = await stack.createUser({ paid: true });
      const body = (await (await ask(paid, 'Offline?')).json()) as { demo: boolean; responses: { model: string; response: string }[] };
      expect(body.demo).toBe(true);
      expect(body.responses.map((r) => r.model)).toEqual(['GPT-4', 'Claude 3', 'Gemini Pro']);
      expect(body.responses[1]!.response).toContain('**Demo answer from Claude 3.**');
      expect(body.responses[1]!.response).toContain('You asked: "Offline?"');
      expect(body.responses[1]!.response).toContain('The site owner has not connected a model provider yet');
      expect(body.responses[1]!.response).not.toMatch(/_API_KEY|\.env/);
      const free = await stack.createUser();
      const again = (await (await ask(free, 'Offline?')).json()) as { response: string; model: string };
      expect(again.model).toBe('GPT-4o-mini (Free)');
      expect(again.response).toBe(((await (await ask(free, 'Offline?')).json()) as { response: string }).response);
    } finally {
      stack.configureProviders();
    }
  });
});

describe('POST /api/ai/chat: retrying one model of a saved turn', () => {
  type Body = { responses: { model_id: string; response: string; error?: string }[]; turn_id: string };
  async function failedClaudeTurn(user: { id: string; accessToken: string }, session_id: string) {
    await ask(user, 'First question', { session_id });
    stack.anthropic.setResponder(() => ({ status: 500, errorMessage: 'overloaded' }));
    const body = (await (await ask(user, 'Second question', { session_id })).json()) as Body;
    stack.anthropic.setResponder(echoResponder);
    expect(body.responses.find((r) => r.model_id === 'claude')?.error).toBeTruthy();
    return body.turn_id;
  }
  const storedAnswers = async (turnId: string) =>
    (await stack.supabase.db.query<{ responses: Body['responses'] }>('select responses from public.chat_turns where id = $1', [turnId]))
      .rows[0]!.responses;

  it('asks only that model the saved question with the turns before it, and replaces its failed answer in the turn', async () => {
    const user = await stack.createUser({ paid: true });
    const session_id = newSession();
    const turnId = await failedClaudeTurn(user, session_id);
    const openaiCalls = stack.openai.requests.length;
    const response = await ask(user, 'ignored: the saved question is asked', {
      session_id,
      retry: { turn_id: turnId, model_id: 'claude' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Body;
    expect(body.turn_id).toBe(turnId);
    expect(body.responses).toEqual([
      { model: 'Claude 3', model_id: 'claude', response: 'Answer from claude-3-5-sonnet-latest: Second question' },
    ]);
    expect(stack.openai.requests.length).toBe(openaiCalls);
    expect(stack.anthropic.requests.at(-1)!.messages).toEqual([
      { role: 'user', content: 'First question' },
      { role: 'assistant', content: 'Answer from claude-3-5-sonnet-latest: First question' },
      { role: 'user', content: 'Second question' },
    ]);
    expect(await storedAnswers(turnId)).toEqual([
      { model: 'GPT-4', model_id: 'gpt4', response: 'Answer from gpt-4o: Second question' },
      { model: 'Claude 3', model_id: 'claude', response: 'Answer from claude-3-5-sonnet-latest: Second question' },
      { model: 'Gemini Pro', model_id: 'gemini', response: 'Answer from gemini-2.0-flash: Second question' },
    ]);
    const { rows } = await stack.supabase.db.query<{ n: number }>(
      'select count(*)::int as n from public.chat_turns where session_id = $1',
      [session_id],
    );
    expect(rows[0]!.n).toBe(2);
  });

  it("answers 404 for another user's turn or another session, 400 for a model the plan cannot ask, and changes nothing", async () => {
    const owner = await stack.createUser({ paid: true });
    const session_id = newSession();
    const turnId = await failedClaudeTurn(owner, session_id);
    const before = await storedAnswers(turnId);
    const stranger = await stack.createUser({ paid: true });
    const notTheirs = await ask(stranger, 'x', { session_id, retry: { turn_id: turnId, model_id: 'claude' } });
    expect(notTheirs.status).toBe(404);
    expect(await notTheirs.json()).toEqual({ detail: 'This answer is no longer in your chat history. Ask the question again.' });
    const otherSession = await ask(owner, 'x', { retry: { turn_id: turnId, model_id: 'claude' } });
    expect(otherSession.status).toBe(404);
    const unknownModel = await ask(owner, 'x', { session_id, retry: { turn_id: turnId, model_id: 'nope' } });
    expect(unknownModel.status).toBe(400);
    expect(await unknownModel.json()).toEqual({ detail: 'This model is not one your plan can ask. Ask the question again.' });
    const malformed = await ask(owner, 'x', { session_id, retry: { turn_id: 'not-a-uuid', model_id: 'claude' } });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ detail: 'retry.turn_id: Must be the id of a saved chat turn.' });
    expect(await storedAnswers(turnId)).toEqual(before);
  });

  it('streams the retried model and keeps the failed answer when it fails again', async () => {
    const user = await stack.createUser({ paid: true });
    const session_id = newSession();
    const turnId = await failedClaudeTurn(user, session_id);
    const before = await storedAnswers(turnId);
    const streamed = await ask(user, 'x', { session_id, retry: { turn_id: turnId, model_id: 'claude' } }, { accept: 'text/event-stream' });
    const events = await readEvents(streamed);
    expect(events.filter((e) => e.event === 'start').map((e) => e.data.model_id)).toEqual(['claude']);
    expect(events.at(-1)!.data).toMatchObject({ success: true, turn_id: turnId });
    stack.anthropic.setResponder(() => ({ status: 500, errorMessage: 'overloaded' }));
    const turn2 = (await ask(user, 'x', { session_id, retry: { turn_id: turnId, model_id: 'claude' } })).status;
    stack.anthropic.setResponder(echoResponder);
    expect(turn2).toBe(502);
    expect((await storedAnswers(turnId)).find((r) => r.model_id === 'claude')?.response).toBe(
      'Answer from claude-3-5-sonnet-latest: Second question',
    );
    expect(before.find((r) => r.model_id === 'claude')?.response).toBe('');
  });
});

describe("POST /api/ai/chat: the user's own keys (API Settings)", () => {
  const saveProviders = async (user: { accessToken: string }, providers: unknown[]) => {
    const response = await stack.call('/api/settings/providers', {
      method: 'PUT',
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ providers }),
    });
    expect(response.status).toBe(200);
  };
  const openaiWith = (apiKey: string, enabled = true) => builtInRow(PROVIDERS.openai, { enabled, apiKey });
  const keysSeen = (server: { requests: { authorization: string | undefined }[] }, from: number) =>
    server.requests.slice(from).map((r) => r.authorization);

  it("asks each model with the user's key for its provider first, the platform's otherwise", async () => {
    const user = await stack.createUser({ paid: true });
    await saveProviders(user, [openaiWith('sk-user-openai')]);
    const [openaiFrom, anthropicFrom] = [stack.openai.requests.length, stack.anthropic.requests.length];
    const body = (await (await ask(user, 'Whose key?')).json()) as {
      responses: { model_id: string; response: string; key_source?: string }[];
    };
    expect(body.responses.map((r) => [r.model_id, r.key_source])).toEqual([
      ['gpt4', 'user'],
      ['claude', undefined],
      ['gemini', undefined],
    ]);
    expect(keysSeen(stack.openai, openaiFrom)).toEqual(['Bearer sk-user-openai']);
    expect(keysSeen(stack.anthropic, anthropicFrom)).toEqual([expect.stringContaining('sk-test-anthropic')]);
    const events = await readEvents(await ask(user, 'Streamed, whose key?', {}, { accept: 'text/event-stream' }));
    expect(events.filter((e) => e.event === 'start').map((e) => e.data)).toEqual([
      { model_id: 'gpt4', model: 'GPT-4', key_source: 'user', turn_id: expect.any(String) },
      { model_id: 'claude', model: 'Claude 3', turn_id: expect.any(String) },
      { model_id: 'gemini', model: 'Gemini Pro', turn_id: expect.any(String) },
    ]);
  });

  it('a provider switched off is not asked, one switched on is; a rejected user key says so and does not fall back', async () => {
    const user = await stack.createUser({ paid: true });
    await saveProviders(user, [openaiWith('sk-user-openai', false), builtInRow(PROVIDERS.groq, { apiKey: 'gsk-user' })]);
    process.env.GROQ_BASE_URL = stack.gemini.url;
    let from = stack.openai.requests.length;
    const switched = (await (await ask(user, 'Switched')).json()) as { responses: { model_id: string; key_source?: string }[] };
    delete process.env.GROQ_BASE_URL;
    // the saved list's providers answer in its order, the catalogue's others after them
    expect(switched.responses.map((r) => [r.model_id, r.key_source])).toEqual([
      ['llama', 'user'],
      ['claude', undefined],
      ['gemini', undefined],
    ]);
    expect(keysSeen(stack.openai, from)).toEqual([]);

    await saveProviders(user, [openaiWith('sk-user-revoked')]);
    stack.openai.acceptKeys(['sk-test-openai']);
    try {
      from = stack.openai.requests.length;
      const body = (await (await ask(user, 'Revoked key')).json()) as { responses: { model_id: string; error?: string }[] };
      expect(body.responses.find((r) => r.model_id === 'gpt4')?.error).toBe('OpenAI rejected the API key. Check the key and try again.');
      expect(body.responses.find((r) => r.model_id === 'claude')?.error).toBeUndefined();
    } finally {
      stack.openai.acceptKeys(null);
    }
  });

  it("a free user's own OpenAI key answers without using the daily quota", async () => {
    process.env.QUOTA_FREE_CHAT = '0';
    try {
      const user = await stack.createUser();
      expect((await ask(user, 'No quota left')).status).toBe(429);
      await saveProviders(user, [openaiWith('sk-user-free')]);
      const from = stack.openai.requests.length;
      const response = await ask(user, 'My own key');
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ response: 'Answer from gpt-4o-mini: My own key', key_source: 'user' });
      expect(keysSeen(stack.openai, from)).toEqual(['Bearer sk-user-free']);
    } finally {
      delete process.env.QUOTA_FREE_CHAT;
    }
  });

  it('a question the user pays for leaves the counter as it was, however many they ask, and takes none of the refunds', async () => {
    // The gate charges while the keys are read (chat/admit.ts) and gives the unit back once they pay: never as a refund.
    const user = await stack.createUser();
    await saveProviders(user, [openaiWith('sk-user-many')]);
    const counter = async () =>
      (
        await stack.supabase.db.query<{ used: number; refunded: number }>(
          "select coalesce(sum(used), 0)::int as used, coalesce(sum(refunded), 0)::int as refunded from public.usage_counters where user_id = $1 and kind = 'chat'",
          [user.id],
        )
      ).rows[0]!;
    for (let i = 0; i < 8; i += 1) expect((await ask(user, `Mine ${i}`)).status).toBe(200);
    expect(await counter()).toEqual({ used: 0, refunded: 0 });
    await saveProviders(user, [openaiWith('sk-user-many', false)]);
    expect((await ask(user, 'The platform pays')).status).toBe(200);
    expect(await counter()).toEqual({ used: 1, refunded: 0 });
  });

  it("adds a PRO user's custom OpenAI-compatible provider to the parallel answers, reached through the outbound guard", async () => {
    process.env.OUTBOUND_ALLOW_LOCAL = '1';
    try {
      const user = await stack.createUser({ paid: true });
      await saveProviders(user, [
        {
          id: 'my-router',
          kind: 'custom',
          name: 'My Router',
          provider: 'Router Inc',
          enabled: true,
          baseUrl: stack.gemini.url,
          model: 'router-model-1',
          apiKey: 'router-key',
        },
      ]);
      const from = stack.gemini.requests.length;
      const body = (await (await ask(user, 'Custom too?')).json()) as {
        responses: { model: string; model_id: string; response: string }[];
      };
      // the saved list comes first, in its order
      expect(body.responses.map((r) => r.model_id)).toEqual(['my-router', 'gpt4', 'claude', 'gemini']);
      expect(body.responses[0]).toEqual({
        model: 'My Router',
        model_id: 'my-router',
        response: 'Answer from router-model-1: Custom too?',
        key_source: 'user',
      });
      expect(keysSeen(stack.gemini, from).sort()).toEqual(['Bearer router-key', 'Bearer test-gemini']);

      // GET reflects the caller's catalogue: their custom provider joins, and the models they have keys for
      const status = (await (await stack.call('/api/ai/chat', { token: user.accessToken })).json()) as {
        demo: boolean;
        models: { id: string; apiKeyConfigured: boolean; custom?: boolean }[];
      };
      // first, as the saved list has it
      expect(status.models[0]).toEqual({
        id: 'my-router',
        name: 'My Router',
        provider: 'Router Inc',
        enabled: true,
        apiKeyConfigured: true,
        custom: true,
      });
      expect((await (await stack.call('/api/ai/chat')).json()) as { models: unknown[] }).toMatchObject({ models: expect.any(Array) });
      expect(((await (await stack.call('/api/ai/chat')).json()) as { models: { id: string }[] }).models.map((m) => m.id)).not.toContain(
        'my-router',
      );
      expect((await stack.call('/api/ai/chat', { token: 'not-a-token' })).status).toBe(401);

      // a free user's custom provider is not asked: the free plan has its one model
      const free = await stack.createUser();
      await saveProviders(free, [
        {
          id: 'my-router',
          kind: 'custom',
          name: 'My Router',
          provider: 'Router Inc',
          enabled: true,
          baseUrl: stack.gemini.url,
          model: 'router-model-1',
        },
      ]);
      expect(((await (await ask(free, 'Free plan')).json()) as { model_id: string }).model_id).toBe('free');
    } finally {
      delete process.env.OUTBOUND_ALLOW_LOCAL;
    }
  });
});

type Planned = { id: string; name: string; keySource: string; needsKey?: string };
type Status = { demo: boolean; models: { id: string; apiKeyConfigured: boolean }[]; answering: Planned[] };
const statusOf = async (user?: { accessToken: string }) =>
  (await (await stack.call('/api/ai/chat', user ? { token: user.accessToken } : {})).json()) as Status;
const putProviders = (user: { accessToken: string }, providers: unknown[]) =>
  stack.call('/api/settings/providers', {
    method: 'PUT',
    token: user.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ providers }),
  });

describe('demo mode: the server has no key, the user brings one for one provider', () => {
  it("answers that provider with the user's key and keeps the other providers' demo answers, and the plan says so", async () => {
    const user = await stack.createUser({ paid: true });
    expect((await putProviders(user, [builtInRow(PROVIDERS.openai, { apiKey: 'sk-user-only' })])).status).toBe(200);
    stack.clearProviders();
    // the platform has no OpenAI key, but the user's key goes to OpenAI's address (here the fake)
    process.env.OPENAI_BASE_URL = stack.openai.url;
    try {
      const visitor = await statusOf();
      expect(visitor.demo).toBe(true);
      const mine = await statusOf(user);
      expect(mine.models.filter((m) => m.apiKeyConfigured).map((m) => m.id)).toEqual(['gpt4']);
      expect(mine.answering).toEqual([
        { id: 'gpt4', name: 'GPT-4', keySource: 'user', vision: true },
        { id: 'claude', name: 'Claude 3', keySource: 'demo', vision: true },
        { id: 'gemini', name: 'Gemini Pro', keySource: 'demo', vision: true },
      ]);
      expect(mine.demo).toBe(true);

      const body = (await (await ask(user, 'Only mine')).json()) as {
        responses: { model_id: string; response: string; key_source?: string }[];
        demo: boolean;
      };
      expect(body.demo).toBe(true);
      // one card per planned model, in the plan's order
      expect(body.responses.map((r) => r.model_id)).toEqual(mine.answering.map((m) => m.id));
      expect(body.responses[0]).toEqual({
        model: 'GPT-4',
        model_id: 'gpt4',
        response: 'Answer from gpt-4o: Only mine',
        key_source: 'user',
      });
      expect(body.responses[1]!.response).toContain('**Demo answer from Claude 3.**');
      expect(body.responses[2]!.response).toContain('**Demo answer from Gemini Pro.**');
    } finally {
      stack.configureProviders();
    }
  });

  it('leaves the providers without a key unasked once the platform has a key of its own (no demo answers beside real ones)', async () => {
    const user = await stack.createUser({ paid: true });
    await putProviders(user, [builtInRow(PROVIDERS.gemini, { apiKey: 'user-gemini' })]);
    stack.clearProviders();
    Object.assign(process.env, { OPENAI_API_KEY: 'sk-test-openai', OPENAI_BASE_URL: stack.openai.url, GEMINI_BASE_URL: stack.gemini.url });
    try {
      const mine = await statusOf(user);
      expect(mine.answering.map((m) => `${m.id}:${m.keySource}`)).toEqual(['gemini:user', 'gpt4:platform']);
      expect(mine.demo).toBe(false);
      const body = (await (await ask(user, 'Two real ones')).json()) as { responses: { model_id: string }[] };
      expect(body.responses.map((r) => r.model_id)).toEqual(['gemini', 'gpt4']);
    } finally {
      stack.configureProviders();
    }
  });
});

describe('GET /api/ai/chat: the plan is the count of the cards that answer', () => {
  it("is the one free model for a free user, PRO's catalogue for a visitor", async () => {
    const free = await stack.createUser();
    const plan = (await statusOf(free)).answering;
    expect(plan).toEqual([{ id: 'free', name: 'GPT-4o-mini (Free)', keySource: 'platform', vision: true }]);
    const body = (await (await ask(free, 'One card?')).json()) as { model_id: string };
    expect(body.model_id).toBe(plan[0]!.id);
    expect((await statusOf()).answering.map((m) => m.id)).toEqual(['gpt4', 'claude', 'gemini']);
  });

  it("counts a PRO user's custom endpoint as one of the cards", async () => {
    process.env.OUTBOUND_ALLOW_LOCAL = '1';
    try {
      const user = await stack.createUser({ paid: true });
      await putProviders(user, [
        { id: 'my-box', kind: 'custom', name: 'My Box', provider: 'Box Inc', enabled: true, baseUrl: stack.gemini.url, model: 'box-1' },
      ]);
      const plan = (await statusOf(user)).answering;
      expect(plan.map((m) => `${m.id}:${m.keySource}`)).toEqual(['my-box:user', 'gpt4:platform', 'claude:platform', 'gemini:platform']);
      const body = (await (await ask(user, 'Count me')).json()) as { responses: { model_id: string }[] };
      expect(body.responses.map((r) => r.model_id)).toEqual(plan.map((m) => m.id));
    } finally {
      delete process.env.OUTBOUND_ALLOW_LOCAL;
    }
  });
});
