import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as chatFunction from '../../netlify/functions/ai-chat.mts';
import * as mergeFunction from '../../netlify/functions/ai-chat-merge.mts';
import * as settingsFunction from '../../netlify/functions/settings-providers.mts';
import { PROVIDERS } from '../../src/domain/providers.ts';
import { startFakeOpenAI, type FakeLlmServer } from '../fixtures/fake-llm.ts';
import { builtInRow } from '../fixtures/providers.ts';
import { echoResponder, startChatTestStack, type ChatTestStack } from './chat-stack.ts';

// Models added from the Model Database ('Add to Platform') answer in a PRO user's
// chat: through the user's own key for the model's provider, their OpenRouter key,
// the platform's provider key, then the platform's OpenRouter key; with none, the
// card says which key to add. The OpenRouter here is a fake OpenAI-compatible server.

let stack: ChatTestStack;
let openrouter: FakeLlmServer;
beforeAll(async () => {
  process.env.PROVIDER_KEYS_SECRET = 'chat-test-server-secret-for-provider-keys';
  [stack, openrouter] = await Promise.all([
    startChatTestStack([chatFunction, mergeFunction, settingsFunction]),
    startFakeOpenAI(echoResponder),
  ]);
});
afterAll(async () => {
  delete process.env.PROVIDER_KEYS_SECRET;
  clearOpenRouter();
  await Promise.all([stack?.stop(), openrouter?.close()]);
});
beforeEach(() => {
  stack.configureProviders();
  clearOpenRouter();
});

const configureOpenRouter = () => Object.assign(process.env, { OPENROUTER_API_KEY: 'sk-or-platform', OPENROUTER_BASE_URL: openrouter.url });
function clearOpenRouter() {
  delete process.env.OPENROUTER_API_KEY;
  delete process.env.OPENROUTER_BASE_URL;
}

type User = { id: string; accessToken: string };
type Answer = { model: string; model_id: string; response: string; error?: string; key_source?: string };

const LLAMA = 'meta-llama/llama-3.1-70b-instruct'; // no direct provider: OpenRouter only
const MINI = 'openai/gpt-4o-mini'; // OpenAI directly, or OpenRouter

async function addModels(user: User, ids: string[]) {
  for (const id of ids) await stack.supabase.db.query('insert into public.user_models (user_id, model_id) values ($1, $2)', [user.id, id]);
}

let session = 0;
async function ask(user: User, text: string) {
  const response = await stack.call('/api/ai/chat', {
    method: 'POST',
    token: user.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text, user_id: user.id, session_id: `added-${Date.now()}-${(session += 1)}` }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { responses?: Answer[]; response?: string; detail?: string; turn_id?: string },
  };
}

const byId = (answers: Answer[] | undefined, id: string) => answers?.find((answer) => answer.model_id === id);

describe('POST /api/ai/chat with added models', () => {
  it('asks an added model through the platform OpenRouter key, by its OpenRouter id, beside the catalogue', async () => {
    configureOpenRouter();
    const user = await stack.createUser({ paid: true });
    await addModels(user, [LLAMA]);
    const before = openrouter.requests.length;
    const { status, body } = await ask(user, 'Which bread sells best?');
    expect(status).toBe(200);
    expect(body.responses?.map((answer) => answer.model_id)).toEqual(['gpt4', 'claude', 'gemini', LLAMA]);
    expect(byId(body.responses, LLAMA)).toMatchObject({
      model: 'Llama 3.1 70B',
      response: `Answer from ${LLAMA}: Which bread sells best?`,
    });
    expect(byId(body.responses, LLAMA)?.key_source).toBeUndefined();
    const sent = openrouter.requests.slice(before);
    expect(sent.map((request) => [request.model, request.authorization])).toEqual([[LLAMA, 'Bearer sk-or-platform']]);
  });

  it('asks a model with a direct provider through the platform key of that provider first', async () => {
    configureOpenRouter();
    const user = await stack.createUser({ paid: true });
    await addModels(user, [MINI]);
    const before = openrouter.requests.length;
    const { body } = await ask(user, 'Hello');
    expect(byId(body.responses, MINI)?.response).toBe('Answer from gpt-4o-mini: Hello');
    expect(openrouter.requests.length).toBe(before);
  });

  it('says which key to add when neither the user nor the platform has one, and still answers with the others', async () => {
    const user = await stack.createUser({ paid: true });
    await addModels(user, [LLAMA]);
    const { status, body } = await ask(user, 'Hi');
    expect(status).toBe(200);
    expect(byId(body.responses, LLAMA)).toMatchObject({
      response: '',
      error: 'Llama 3.1 70B needs an API key this server does not have. Add your OpenRouter API key in API Settings to get its answers.',
    });
    expect(byId(body.responses, 'gpt4')?.error).toBeUndefined();

    const status_ = (await (await stack.call('/api/ai/chat', { token: user.accessToken })).json()) as {
      models: { id: string; apiKeyConfigured: boolean; added?: true }[];
    };
    expect(status_.models.at(-1)).toMatchObject({ id: LLAMA, apiKeyConfigured: false, added: true });
  });

  it("uses the user's own OpenRouter key from API Settings", async () => {
    configureOpenRouter();
    const user = await stack.createUser({ paid: true });
    await addModels(user, [LLAMA]);
    const saved = await stack.call('/api/settings/providers', {
      method: 'PUT',
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ providers: [builtInRow(PROVIDERS.openrouter, { apiKey: 'sk-or-user-own' })] }),
    });
    expect(saved.status).toBe(200);
    const before = openrouter.requests.length;
    const { body } = await ask(user, 'Own key?');
    expect(byId(body.responses, LLAMA)).toMatchObject({ key_source: 'user', response: `Answer from ${LLAMA}: Own key?` });
    expect(openrouter.requests.slice(before).map((request) => request.authorization)).toEqual(['Bearer sk-or-user-own']);
  });

  it('does not ask added models on the free plan, nor a private model of a user who is not an admin', async () => {
    configureOpenRouter();
    const free = await stack.createUser();
    await addModels(free, [LLAMA]);
    const freeAnswer = await ask(free, 'Free question');
    expect(freeAnswer.body.response).toBeDefined();
    expect(freeAnswer.body.responses).toBeUndefined();

    const pro = await stack.createUser({ paid: true });
    await stack.supabase.db.query(
      "insert into public.ai_models (id, name, provider, type, status, visibility, source) values ('test/private-one', 'Private One', 'Test', 'paid', 'approved', 'private', 'openrouter') on conflict do nothing",
    );
    await addModels(pro, ['test/private-one']);
    const { body } = await ask(pro, 'Private?');
    expect(body.responses?.map((answer) => answer.model_id)).toEqual(['gpt4', 'claude', 'gemini']);

    const admin = await stack.createUser({ paid: true, admin: true });
    await addModels(admin, ['test/private-one']);
    const asAdmin = await ask(admin, 'Private?');
    expect(byId(asAdmin.body.responses, 'test/private-one')?.response).toBe('Answer from test/private-one: Private?');
  });

  it('merges with an added model, and refuses one no key can serve', async () => {
    configureOpenRouter();
    const user = await stack.createUser({ paid: true });
    await addModels(user, [LLAMA]);
    const { body } = await ask(user, 'Merge me');
    const merge = (modelId: string) =>
      stack.call('/api/ai/chat/merge', {
        method: 'POST',
        token: user.accessToken,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ turn_id: body.turn_id, model_id: modelId, mode: 'fuse', user_id: user.id }),
      });
    expect((await merge(LLAMA)).status).toBe(200);
    clearOpenRouter();
    const refused = await merge(LLAMA);
    expect(refused.status).toBe(400);
  });
});
