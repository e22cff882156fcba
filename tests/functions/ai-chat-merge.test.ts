import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as chatFunction from '../../netlify/functions/ai-chat.mts';
import * as mergeFunction from '../../netlify/functions/ai-chat-merge.mts';
import * as settingsFunction from '../../netlify/functions/settings-providers.mts';
import { MERGE_INPUT_MAX } from '../../netlify/lib/chat/merge.ts';
import { echoResponder, readEvents, startChatTestStack, type ChatTestStack } from './chat-stack.ts';

let stack: ChatTestStack;
beforeAll(async () => {
  process.env.PROVIDER_KEYS_SECRET = 'merge-test-server-secret-for-provider-keys';
  stack = await startChatTestStack([chatFunction, mergeFunction, settingsFunction]);
});
afterAll(async () => {
  delete process.env.PROVIDER_KEYS_SECRET;
  await stack?.stop();
});
beforeEach(() => {
  for (const server of [stack.openai, stack.anthropic, stack.gemini]) server.setResponder(echoResponder);
});

type User = { id: string; accessToken: string };
let sessions = 0;

/** Asks a question through the chat endpoint, as the page does, and returns the saved turn's id. */
async function askTurn(user: User, text: string): Promise<string> {
  const response = await stack.call('/api/ai/chat', {
    method: 'POST',
    token: user.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text, user_id: user.id, session_id: `merge-${Date.now()}-${(sessions += 1)}` }),
  });
  expect(response.status).toBe(200);
  const { turn_id } = (await response.json()) as { turn_id: string };
  expect(turn_id).toMatch(/^[0-9a-f-]{36}$/);
  return turn_id;
}

function merge(user: User, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return stack.call('/api/ai/chat/merge', {
    method: 'POST',
    token: user.accessToken,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ mode: 'fuse', model_id: 'claude', user_id: user.id, ...body }),
  });
}

const mergeCalls = () => stack.anthropic.requests.filter((r) => r.messages[0]?.content.startsWith('Question:'));

describe('POST /api/ai/chat/merge', () => {
  it("fuses the answers of the user's own saved turn, read by turn_id, with the chosen model", async () => {
    const user = await stack.createUser({ paid: true });
    const turnId = await askTurn(user, 'Best colour?');
    stack.anthropic.setResponder((request) => ({ text: `merged:${request.system?.slice(0, 40)}` }));
    const response = await merge(user, { turn_id: turnId });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, model: 'Claude 3', model_id: 'claude', mode: 'fuse', demo: false });
    const sent = mergeCalls().at(-1)!;
    expect(sent.messages[0]!.content).toContain('Question:\nBest colour?');
    expect(sent.messages[0]!.content).toContain('Answer from GPT-4:\nAnswer from gpt-4o: Best colour?');
    expect(sent.messages[0]!.content).toContain('Answer from Claude 3:\nAnswer from claude-3-5-sonnet-latest: Best colour?');
    expect(sent.messages[0]!.content).toContain('Answer from Gemini Pro:\nAnswer from gemini-2.0-flash: Best colour?');
    expect(sent.system).toContain('single best answer');
  });

  it('merges only the answers named by model_ids', async () => {
    const user = await stack.createUser({ paid: true });
    const turnId = await askTurn(user, 'Pick two');
    expect((await merge(user, { turn_id: turnId, model_ids: ['gpt4', 'gemini'] })).status).toBe(200);
    const prompt = mergeCalls().at(-1)!.messages[0]!.content;
    expect(prompt).toContain('Answer from GPT-4:');
    expect(prompt).toContain('Answer from Gemini Pro:');
    expect(prompt).not.toContain('Answer from Claude 3:');
    const none = await merge(user, { turn_id: turnId, model_ids: ['llama'] });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ detail: 'None of the selected answers can be merged. Select answers that the models gave.' });
  });

  it('compares in streamed events', async () => {
    const user = await stack.createUser({ paid: true });
    const turnId = await askTurn(user, 'Compare these');
    const events = await readEvents(
      await merge(user, { turn_id: turnId, mode: 'compare', model_id: 'gpt4' }, { accept: 'text/event-stream' }),
    );
    expect(events.map((e) => e.event)).toContain('delta');
    expect(events.at(-1)).toMatchObject({ event: 'final', data: { success: true, mode: 'compare', model: 'GPT-4' } });
    expect(stack.openai.requests.at(-1)!.system).toContain('"Disagreements"');
  });

  it("answers 404 for another user's turn (and an unknown one), asking no model and charging nothing", async () => {
    const owner = await stack.createUser({ paid: true });
    const turnId = await askTurn(owner, 'My private question');
    const intruder = await stack.createUser({ paid: true });
    const before = mergeCalls().length;
    process.env.QUOTA_FREE_CHAT = '0';
    try {
      for (const id of [turnId, '00000000-0000-4000-8000-000000000000']) {
        const response = await merge(intruder, { turn_id: id });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          detail: 'This chat turn was not found in your history. Ask the question again, then merge its answers.',
        });
      }
    } finally {
      delete process.env.QUOTA_FREE_CHAT;
    }
    expect(mergeCalls().length).toBe(before);
  });

  it(`bounds what the model reads to ${MERGE_INPUT_MAX} characters, shared fairly and marked as cut`, async () => {
    const user = await stack.createUser({ paid: true });
    const long = (label: string) => `${label} `.repeat(15_000 / (label.length + 1));
    stack.openai.setResponder(() => ({ text: long('gpt'), chunks: 5 }));
    stack.anthropic.setResponder(() => ({ text: long('claude'), chunks: 5 }));
    stack.gemini.setResponder(() => ({ text: 'Short and sweet.', chunks: 1 }));
    const turnId = await askTurn(user, 'Long answers please');
    stack.anthropic.setResponder(echoResponder);
    expect((await merge(user, { turn_id: turnId })).status).toBe(200);

    const sent = mergeCalls().at(-1)!;
    const prompt = sent.messages[0]!.content;
    expect((sent.system ?? '').length + prompt.length).toBeLessThanOrEqual(MERGE_INPUT_MAX);
    expect(sent.system).toContain('shortened to fit');
    expect(prompt).toContain('Short and sweet.');
    const section = (model: string) => prompt.split('\n\n---\n\n').find((part) => part.startsWith(`Answer from ${model}:`)) ?? '';
    const cutOf = (model: string) => {
      const note = /\[cut: this text was shortened from (\d+) to (\d+) characters to fit the merge\]$/.exec(section(model));
      return note ? { from: Number(note[1]), to: Number(note[2]) } : null;
    };
    const [gpt, claude] = [cutOf('GPT-4'), cutOf('Claude 3')];
    // both long answers are cut, and say so; the short one is whole
    expect(gpt && gpt.to < gpt.from).toBe(true);
    expect(claude && claude.to < claude.from).toBe(true);
    expect(prompt.match(/\[cut: /g)).toHaveLength(2);
    // to the same length (give or take the one odd character), each over a third of the whole:
    // what the short one left over went to them
    expect(Math.abs(claude!.to - gpt!.to)).toBeLessThanOrEqual(1);
    expect(gpt!.to).toBeGreaterThan(MERGE_INPUT_MAX / 3);
  });

  it('is PRO only, checks the user, the model and the body', async () => {
    const free = await stack.createUser();
    const freeTurn = await askTurn(free, 'Free question');
    const denied = await merge(free, { turn_id: freeTurn });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ detail: 'Merge with AI is a PRO feature. Upgrade to use it.' });
    const paid = await stack.createUser({ paid: true });
    const turnId = await askTurn(paid, 'Paid question');
    expect((await merge(paid, { turn_id: turnId, model_id: 'llama' })).status).toBe(400);
    expect((await merge(paid, { turn_id: turnId, model_ids: [] })).status).toBe(400);
    expect((await merge(paid, { turn_id: 'not-a-turn' })).status).toBe(400);
    expect((await merge(paid, { turn_id: turnId, mode: 'blend' })).status).toBe(400);
    expect((await merge(paid, { turn_id: turnId, user_id: free.id })).status).toBe(403);
    stack.gemini.setResponder(() => ({ status: 401 }));
    const failed = await merge(paid, { turn_id: turnId, model_id: 'gemini' });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ detail: 'Google Gemini rejected the API key. Check the key in the server settings.' });
  });
});

describe('POST /api/ai/chat/merge: demo provider', () => {
  it('merges in demo mode from the question and the answers, never showing the internal prompt or setup details', async () => {
    stack.clearProviders();
    try {
      const user = await stack.createUser({ paid: true });
      const turnId = await askTurn(user, 'Where should a bakery advertise?');
      const response = await merge(user, { turn_id: turnId, mode: 'compare' });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { demo: boolean; response: string };
      expect(body.demo).toBe(true);
      expect(body.response).toContain('**Demo comparison by Claude 3.**');
      expect(body.response).toContain('You asked: "Where should a bakery advertise?"');
      expect(body.response).toContain('- **GPT-4:** Demo answer from GPT-4.');
      expect(body.response).not.toContain('Question:');
      expect(body.response).not.toContain('Answer from');
      expect(body.response).not.toMatch(/_API_KEY|\.env/);
    } finally {
      stack.configureProviders();
    }
  });
});

describe("POST /api/ai/chat/merge: the user's own providers", () => {
  it('merges with a custom provider of the user, by their key, without taking quota', async () => {
    process.env.OUTBOUND_ALLOW_LOCAL = '1';
    try {
      const user = await stack.createUser({ paid: true });
      const saved = await stack.call('/api/settings/providers', {
        method: 'PUT',
        token: user.accessToken,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          providers: [
            {
              id: 'my-merger',
              kind: 'custom',
              name: 'My Merger',
              provider: 'Merge Inc',
              enabled: true,
              baseUrl: stack.gemini.url,
              model: 'merger-1',
              apiKey: 'merge-key',
            },
          ],
        }),
      });
      expect(saved.status).toBe(200);
      const turnId = await askTurn(user, 'Merge me');
      const used = async () =>
        (
          await stack.supabase.db.query<{ used: number }>(
            "select coalesce(sum(used), 0)::int as used from public.usage_counters where user_id = $1 and kind = 'chat'",
            [user.id],
          )
        ).rows[0]!.used;
      const before = await used();
      const from = stack.gemini.requests.length;
      const response = await merge(user, { turn_id: turnId, model_id: 'my-merger' });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ success: true, model: 'My Merger', model_id: 'my-merger' });
      expect(stack.gemini.requests.slice(from).map((r) => [r.model, r.authorization])).toEqual([['merger-1', 'Bearer merge-key']]);
      expect(await used()).toBe(before);
    } finally {
      delete process.env.OUTBOUND_ALLOW_LOCAL;
    }
  });
});
