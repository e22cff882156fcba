// The chat function against fake OpenAI, Anthropic and Gemini (OpenAI-compatible)
// servers and an in-memory local Supabase; env points the real SDKs at the fakes.
import { parseChatStreamEvent } from '../../src/domain/chat-stream.ts';
import { createSseParser } from '../../src/domain/sse.ts';
import { startFakeAnthropic, startFakeOpenAI, type FakeLlmServer, type Responder } from '../fixtures/fake-llm.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';
import type { FunctionModule } from '../fixtures/function-host.ts';

export const PROVIDER_ENV = [
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_BASE_URL',
  'GEMINI_API_KEY',
  'GEMINI_BASE_URL',
];

export interface ChatTestStack extends FunctionTestStack {
  openai: FakeLlmServer;
  anthropic: FakeLlmServer;
  gemini: FakeLlmServer;
  configureProviders(): void;
  clearProviders(): void;
}

const lastQuestion = (messages: { role: string; content: string }[]) => messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';

export const echoResponder: Responder = (request) => ({
  text: `Answer from ${request.model}: ${lastQuestion(request.messages)}`,
  chunks: 3,
});

export async function startChatTestStack(functions: FunctionModule[]): Promise<ChatTestStack> {
  const [stack, openai, anthropic, gemini] = await Promise.all([
    startFunctionTestStack(functions),
    startFakeOpenAI(echoResponder),
    startFakeAnthropic(echoResponder),
    startFakeOpenAI(echoResponder),
  ]);
  const configureProviders = () =>
    Object.assign(process.env, {
      OPENAI_API_KEY: 'sk-test-openai',
      OPENAI_BASE_URL: openai.url,
      ANTHROPIC_API_KEY: 'sk-test-anthropic',
      ANTHROPIC_BASE_URL: anthropic.url,
      GEMINI_API_KEY: 'test-gemini',
      GEMINI_BASE_URL: gemini.url,
    });
  const clearProviders = () => PROVIDER_ENV.forEach((name) => delete process.env[name]);
  configureProviders();
  return {
    ...stack,
    openai,
    anthropic,
    gemini,
    configureProviders,
    clearProviders,
    async stop() {
      clearProviders();
      await Promise.all([stack.stop(), openai.close(), anthropic.close(), gemini.close()]);
    },
  };
}

/**
 * Reads a server-sent-event response to the end, each event read by the page's own
 * parser (src/domain/chat-stream.ts): an event it would not accept fails the test.
 */
export async function readEvents(response: Response): Promise<{ event: string; data: Record<string, unknown> }[]> {
  const parse = createSseParser();
  const text = await response.text();
  return parse(text).map((message) => {
    const event = parseChatStreamEvent(message);
    if (!event) throw new Error(`Not a chat stream event: ${message.event} ${message.data}`);
    return { event: event.event, data: { ...event.data } };
  });
}
