import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as mergeFunction from '../../netlify/functions/ai-chat-merge.mts';
import { echoResponder, readEvents, startChatTestStack, type ChatTestStack } from './chat-stack.ts';

let stack: ChatTestStack;
beforeAll(async () => {
  stack = await startChatTestStack([mergeFunction]);
});
afterAll(() => stack?.stop());

const answers = [
  { model: 'GPT-4', response: 'Blue is calm.' },
  { model: 'Claude 3', response: 'Green is fresh.' },
];

function merge(user: { id: string; accessToken: string }, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return stack.call('/api/ai/chat/merge', {
    method: 'POST',
    token: user.accessToken,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ question: 'Best colour?', answers, mode: 'fuse', model_id: 'claude', user_id: user.id, ...body }),
  });
}

describe('POST /api/ai/chat/merge', () => {
  it('fuses the chosen answers with the chosen model', async () => {
    stack.anthropic.setResponder((request) => ({ text: `merged:${request.system?.slice(0, 40)}` }));
    const user = await stack.createUser({ paid: true });
    const response = await merge(user, {});
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, model: 'Claude 3', model_id: 'claude', mode: 'fuse', demo: false });
    const sent = stack.anthropic.requests.at(-1)!;
    expect(sent.messages[0]!.content).toContain('Answer from GPT-4:\nBlue is calm.');
    expect(sent.messages[0]!.content).toContain('Answer from Claude 3:\nGreen is fresh.');
    expect(sent.system).toContain('single best answer');
  });

  it('compares in streamed events', async () => {
    stack.openai.setResponder(echoResponder);
    const user = await stack.createUser({ paid: true });
    const events = await readEvents(await merge(user, { mode: 'compare', model_id: 'gpt4' }, { accept: 'text/event-stream' }));
    expect(events.map((e) => e.event)).toContain('delta');
    expect(events.at(-1)).toMatchObject({ event: 'final', data: { success: true, mode: 'compare', model: 'GPT-4' } });
    expect(stack.openai.requests.at(-1)!.system).toContain('"Disagreements"');
  });

  it('is PRO only, checks the user, the model and the body', async () => {
    const free = await stack.createUser();
    const denied = await merge(free, {});
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ detail: 'Merge with AI is a PRO feature. Upgrade to use it.' });
    const paid = await stack.createUser({ paid: true });
    expect((await merge(paid, { model_id: 'llama' })).status).toBe(400);
    expect((await merge(paid, { answers: [] })).status).toBe(400);
    expect((await merge(paid, { mode: 'blend' })).status).toBe(400);
    expect((await merge(paid, { user_id: free.id })).status).toBe(403);
    const failing = stack.gemini;
    failing.setResponder(() => ({ status: 401 }));
    const failed = await merge(paid, { model_id: 'gemini' });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ detail: 'Google Gemini rejected the API key. Check the key in the server settings.' });
  });
});
