// The fakes must speak the providers' wire formats well enough for the real SDKs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeText } from '../../netlify/lib/ai/complete.ts';
import { startFakeAnthropic, startFakeOpenAI, type FakeLlmServer } from '../fixtures/fake-llm.ts';
import { gate } from '../fixtures/gate.ts';
import OpenAI from 'openai';
import Anthropic from '@anthropic-ai/sdk';

let openai: FakeLlmServer;
let anthropic: FakeLlmServer;
beforeAll(async () => {
  openai = await startFakeOpenAI();
  anthropic = await startFakeAnthropic();
  Object.assign(process.env, {
    OPENAI_API_KEY: 'sk-test-openai',
    OPENAI_BASE_URL: openai.url,
    ANTHROPIC_API_KEY: 'sk-test-anthropic',
    ANTHROPIC_BASE_URL: anthropic.url,
  });
});
afterAll(async () => {
  for (const name of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL']) delete process.env[name];
  await openai?.close();
  await anthropic?.close();
});

describe('fake providers through the real SDKs', () => {
  it('completeText works against both, passing system, messages and key', async () => {
    openai.setResponder((req) => ({ text: `openai:${req.messages.at(-1)?.content}:${req.system}` }));
    anthropic.setResponder((req) => ({ text: `claude:${req.messages.at(-1)?.content}:${req.system}` }));
    const messages = [{ role: 'user' as const, content: 'hi' }];
    expect(await completeText({ provider: 'openai', model: 'gpt-4o-mini', system: 'be brief', messages })).toBe('openai:hi:be brief');
    expect(await completeText({ provider: 'anthropic', model: 'claude-x', system: 'be brief', messages })).toBe('claude:hi:be brief');
    expect(openai.requests.at(-1)?.authorization).toBe('Bearer sk-test-openai');
    expect(anthropic.requests.at(-1)?.authorization).toContain('sk-test-anthropic');
  });

  it('streams through both SDKs chunk by chunk', async () => {
    openai.setResponder(() => ({ text: 'one two three four', chunks: 4 }));
    const client = new OpenAI({ apiKey: 'k', baseURL: openai.url });
    const stream = await client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }], stream: true });
    const deltas: string[] = [];
    for await (const chunk of stream) if (chunk.choices[0]?.delta.content) deltas.push(chunk.choices[0].delta.content);
    expect(deltas).toEqual(['one ', 'two ', 'three ', 'four']);

    anthropic.setResponder(() => ({ text: 'alpha beta', chunks: 2 }));
    const claude = new Anthropic({ apiKey: 'k', baseURL: anthropic.url });
    const texts: string[] = [];
    const messageStream = claude.messages.stream({ model: 'm', max_tokens: 10, messages: [{ role: 'user', content: 'x' }] });
    messageStream.on('text', (text) => texts.push(text));
    const final = await messageStream.finalMessage();
    expect(texts).toEqual(['alpha ', 'beta']);
    expect(final.content[0]).toMatchObject({ type: 'text', text: 'alpha beta' });
  });

  it('maps provider errors to messages a user can act on, after the SDK retries a 429', async () => {
    openai.setResponder((_req, attempt) => (attempt === 1 ? { status: 429 } : { text: 'recovered' }));
    expect(await completeText({ provider: 'openai', model: 'retry-model', messages: [{ role: 'user', content: 'q' }] })).toBe('recovered');

    anthropic.setResponder(() => ({ status: 401, errorMessage: 'invalid x-api-key' }));
    await expect(completeText({ provider: 'anthropic', model: 'm', messages: [{ role: 'user', content: 'q' }] })).rejects.toThrow(
      'Anthropic rejected the API key. Check the key in the server settings.',
    );
    openai.setResponder(() => ({ status: 404 }));
    await expect(completeText({ provider: 'openai', model: 'nope', messages: [{ role: 'user', content: 'q' }] })).rejects.toThrow(
      'OpenAI does not offer the configured model. Check the model name.',
    );
  });

  it('times out a slow provider with a clear message, cutting off every attempt', async () => {
    // Never answers: the call can only end by its timeout (a missing one hangs the test).
    const never = gate();
    openai.setResponder(() => ({ text: 'late', hold: never.opened }));
    await expect(
      completeText({ provider: 'openai', model: 'slow', messages: [{ role: 'user', content: 'q' }], timeoutMs: 300 }),
    ).rejects.toThrow('OpenAI did not answer in time. Please try again.');
    const attempts = () => openai.requests.filter((request) => request.model === 'slow');
    expect(attempts().length).toBeGreaterThan(0);
    // Each attempt was dropped by the client, none answered.
    await expect.poll(() => attempts().every((request) => request.aborted)).toBe(true);
  });
});
