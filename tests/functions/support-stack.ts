// The stack of Mr. Support's function tests: the endpoint over the local Supabase and
// a fake OpenAI, each test starting with no model configured and the default
// answer, plus helpers to ask as JSON or as an event stream.
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import * as supportChat from '../../netlify/functions/ai-support-chat.mts';
import * as supportFeedback from '../../netlify/functions/ai-support-feedback.mts';
import * as adminSupport from '../../netlify/functions/admin-support.mts';
import * as adminSupportRequests from '../../netlify/functions/admin-support-requests.mts';
import * as supportRequests from '../../netlify/functions/support-requests.mts';
import { encodeSentences } from '../../netlify/lib/support/sentence-encoder.ts';
import { createSseParser } from '../../src/domain/sse.ts';
import { startFakeOpenAI, type FakeLlmServer } from '../fixtures/fake-llm.ts';
import { PROVIDER_ENV } from '../fixtures/providers.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

export const PATH = '/api/ai/support/chat';
export const EMAIL = 'help@support-test.example';
export const DEFAULT_ANSWER = 'PRO is a one-time payment. See [Upgrade and PRO](/upgrade).';
const OTHER_ENV = [
  'TEXT_MODEL_PROVIDER',
  'SUPPORT_EMAIL',
  'SUPPORT_LIMIT_PER_SESSION',
  'SUPPORT_LIMIT_PER_IP',
  'SUPPORT_LIMIT_REQUESTS_PER_HOUR',
  'SUPPORT_FORWARD_URL',
  'OUTBOUND_ALLOW_LOCAL',
  'QUOTA_FREE_SUPPORT',
];

export interface Answer {
  success?: boolean;
  session_id?: string;
  response?: string;
  sources?: { title: string; href?: string }[];
  mode?: string;
  message_id?: number;
  detail?: string;
}

export interface AskInit {
  token?: string;
  headers?: Record<string, string>;
}

/** Starts the stack for the file's tests; the returned object's fields are set once beforeAll has run. */
export function useSupportStack() {
  const savedEnv = Object.fromEntries([...PROVIDER_ENV, ...OTHER_ENV].map((name) => [name, process.env[name]]));
  const ctx = {
    stack: undefined as unknown as FunctionTestStack,
    llm: undefined as unknown as FakeLlmServer,
    /** Configures the fake OpenAI as the platform's text model. */
    useModel() {
      process.env.OPENAI_API_KEY = 'sk-support-test';
      process.env.OPENAI_BASE_URL = ctx.llm.url;
    },
    async ask(body: Record<string, unknown>, init: AskInit = {}) {
      const response = await ctx.stack.call(PATH, {
        method: 'POST',
        token: init.token,
        headers: { 'content-type': 'application/json', ...init.headers },
        body: JSON.stringify(body),
      });
      return { status: response.status, headers: response.headers, body: (await response.json()) as Answer };
    },
    /** POSTs JSON to another endpoint of the stack. */
    async post(path: string, body: unknown, init: AskInit & { method?: string } = {}) {
      const response = await ctx.stack.call(path, {
        method: init.method ?? 'POST',
        token: init.token,
        headers: { 'content-type': 'application/json', ...init.headers },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> & { detail?: string } };
    },
    async askStream(body: Record<string, unknown>, init: AskInit = {}) {
      const response = await ctx.stack.call(PATH, {
        method: 'POST',
        token: init.token,
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...init.headers },
        body: JSON.stringify(body),
      });
      const events = createSseParser()(await response.text());
      const deltas = events.filter((event) => event.event === 'delta').map((event) => (JSON.parse(event.data) as { text: string }).text);
      const last = events.at(-1);
      return { response, events, deltas, final: last?.event === 'final' ? (JSON.parse(last.data) as Answer) : null };
    },
  };
  beforeAll(async () => {
    // The sentence model loads on a process's first question (about 0.3 s alone; far
    // longer with other test files loading it on the same cores). Loaded here, that
    // first load does not sit between a test's database calls, where a gap over the
    // local server's 5 s keep-alive resets the reused connection.
    await encodeSentences(['warm up']);
    ctx.llm = await startFakeOpenAI(() => ({ text: DEFAULT_ANSWER }));
    ctx.stack = await startFunctionTestStack([supportChat, supportFeedback, supportRequests, adminSupport, adminSupportRequests]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  beforeEach(() => {
    for (const name of PROVIDER_ENV) delete process.env[name];
    Object.assign(process.env, {
      SUPPORT_EMAIL: EMAIL,
      SUPPORT_LIMIT_PER_SESSION: '20',
      SUPPORT_LIMIT_PER_IP: '1000',
      SUPPORT_LIMIT_REQUESTS_PER_HOUR: '1000',
    });
    delete process.env.SUPPORT_FORWARD_URL;
    delete process.env.OUTBOUND_ALLOW_LOCAL;
    delete process.env.QUOTA_FREE_SUPPORT;
    ctx.llm.requests.length = 0;
    ctx.llm.setResponder(() => ({ text: DEFAULT_ANSWER }));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    for (const [name, value] of Object.entries(savedEnv)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await Promise.all([ctx.stack?.stop(), ctx.llm?.close()]);
  });
  return ctx;
}

/** What the model was sent, the system prompt aside. */
export const conversationOf = (request: { messages: { role: string; content: string }[] }) =>
  request.messages.filter((message) => message.role !== 'system').map(({ role, content }) => ({ role, content }));
