import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as settingsFunction from '../../netlify/functions/settings-providers.mts';
import * as testFunction from '../../netlify/functions/settings-providers-test.mts';
import { PROVIDERS } from '../../src/domain/providers.ts';
import { FAKE_MODEL_IDS } from '../fixtures/fake-llm.ts';
import { builtInRow } from '../fixtures/providers.ts';
import { startChatTestStack, type ChatTestStack } from './chat-stack.ts';

const SECRET_V1 = 'v1:first-server-secret-for-provider-keys-0001';
const SECRET_V2 = 'v2:second-server-secret-for-provider-keys-002';
const USER_KEY = 'sk-user-own-key-7g3Q';

let stack: ChatTestStack;
const logged: string[] = [];
beforeAll(async () => {
  process.env.PROVIDER_KEYS_SECRET = SECRET_V1;
  stack = await startChatTestStack([settingsFunction, testFunction]);
  for (const method of ['log', 'warn', 'error', 'info'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  }
});
afterAll(async () => {
  vi.restoreAllMocks();
  delete process.env.PROVIDER_KEYS_SECRET;
  await stack?.stop();
});
afterEach(() => {
  process.env.PROVIDER_KEYS_SECRET = SECRET_V1;
  delete process.env.OUTBOUND_ALLOW_LOCAL;
  stack.openai.acceptKeys(null);
  stack.anthropic.acceptKeys(null);
});

type User = { id: string; accessToken: string };
type Setting = {
  id: string;
  kind: string;
  name: string;
  enabled: boolean;
  apiKeyConfigured: boolean;
  keyLast4: string | null;
  baseUrl: string | null;
  model: string | null;
};

const settings = async (user: User) => {
  const response = await stack.call('/api/settings/providers', { token: user.accessToken });
  expect(response.status).toBe(200);
  return (await response.json()) as { providers: Setting[]; keysStorable: boolean; platform: { demo: boolean; keys: string[] } };
};
const save = (user: User, providers: unknown[]) =>
  stack.call('/api/settings/providers', {
    method: 'PUT',
    token: user.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ providers }),
  });
const test = (user: User, body: Record<string, unknown>) =>
  stack.call('/api/settings/providers/test', {
    method: 'POST',
    token: user.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const sealedOf = async (userId: string, id: string) =>
  (
    await stack.supabase.db.query<{ key_sealed: string | null }>(
      'select key_sealed from public.user_providers where user_id = $1 and id = $2',
      [userId, id],
    )
  ).rows[0]?.key_sealed;

/** The list as the page sends it back: every provider, in order, keys untouched. */
const asUpdates = (list: Setting[]) =>
  list.map(({ id, kind, name, enabled, baseUrl, model }) => ({ id, kind, name, provider: name, enabled, baseUrl, model }));

describe('GET/PUT /api/settings/providers', () => {
  it('starts with the seven built-in providers: the three of the enabled chat models and OpenRouter on', async () => {
    const user = await stack.createUser();
    const body = await settings(user);
    expect(body.keysStorable).toBe(true);
    expect(body.providers.map((p) => [p.id, p.name, p.enabled, p.apiKeyConfigured])).toEqual([
      ['openai', 'GPT-4', true, false],
      ['anthropic', 'Claude 3', true, false],
      ['gemini', 'Gemini Pro', true, false],
      ['groq', 'Llama 3', false, false],
      ['mistral', 'Mistral', false, false],
      ['cohere', 'Command R+', false, false],
      ['openrouter', 'Models you add', true, false],
    ]);
    expect((await stack.call('/api/settings/providers')).status).toBe(401);
  });

  it('saves order, toggles, a custom provider and a key, shows the key only as its last 4, and never logs it', async () => {
    const user = await stack.createUser();
    const list = (await settings(user)).providers;
    const updates = asUpdates(list).reverse();
    updates.find((p) => p.id === 'openai')!.enabled = false;
    const response = await save(user, [
      { ...updates.find((p) => p.id === 'openai'), apiKey: USER_KEY },
      {
        id: 'my-router',
        kind: 'custom',
        name: 'My Router',
        provider: 'OpenRouter',
        enabled: true,
        baseUrl: 'https://openrouter.ai/api/v1/',
        model: 'meta-llama/llama-3.1-8b',
      },
      ...updates.filter((p) => p.id !== 'openai'),
    ]);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(USER_KEY);
    const saved = (JSON.parse(text) as { providers: Setting[] }).providers;
    expect(saved.map((p) => p.id)).toEqual(['openai', 'my-router', 'openrouter', 'cohere', 'mistral', 'groq', 'gemini', 'anthropic']);
    expect(saved[0]).toMatchObject({ enabled: false, apiKeyConfigured: true, keyLast4: '7g3Q' });
    expect(saved[1]).toMatchObject({
      kind: 'custom',
      baseUrl: 'https://openrouter.ai/api/v1',
      model: 'meta-llama/llama-3.1-8b',
      apiKeyConfigured: false,
    });
    // with it, which providers the server has its own key for (the preview reads them)
    expect(await settings(user)).toEqual({
      providers: saved,
      keysStorable: true,
      platform: { demo: false, keys: ['openai', 'anthropic', 'gemini'] },
    });
    const sealed = await sealedOf(user.id, 'openai');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(USER_KEY);
    expect(logged.join('\n')).not.toContain(USER_KEY);

    // keys are kept when not sent, removed with an empty one; a removed custom provider is gone
    const kept = await save(
      user,
      asUpdates(saved).filter((p) => p.id !== 'my-router'),
    );
    expect(((await kept.json()) as { providers: Setting[] }).providers[0]).toMatchObject({
      id: 'openai',
      apiKeyConfigured: true,
      keyLast4: '7g3Q',
    });
    const cleared = (await (await save(user, [{ ...asUpdates(saved)[0], apiKey: '' }])).json()) as { providers: Setting[] };
    expect(cleared.providers.map((p) => p.id)).toEqual(['openai', 'anthropic', 'gemini', 'groq', 'mistral', 'cohere', 'openrouter']);
    expect(cleared.providers[0]).toMatchObject({ apiKeyConfigured: false, keyLast4: null });
  });

  it('refuses a duplicate id, a built-in id for a custom provider, a private base URL and missing fields, saving nothing', async () => {
    const user = await stack.createUser();
    const custom = {
      id: 'local-llm',
      kind: 'custom',
      name: 'Local LLM',
      provider: 'Ollama',
      enabled: true,
      baseUrl: 'https://llm.example.com/v1',
      model: 'llama3',
    };
    const cases: [unknown[], string][] = [
      [[custom, custom], '"Local LLM" has the id "local-llm", which another provider in your list already has. Choose another name.'],
      [[{ ...custom, id: 'openai' }], '"openai" is the id of a built-in provider. Choose another name.'],
      [
        [{ ...custom, baseUrl: 'https://169.254.169.254/v1' }],
        'Local LLM: 169.254.169.254 is a private or internal network address. The server only connects to addresses on the public internet.',
      ],
      [[{ ...custom, baseUrl: 'http://localhost:11434/v1' }], 'Local LLM: Only https:// addresses can be used.'],
      [[{ ...custom, name: '  ' }], 'providers.0.name: Please fill in the model name.'],
      [[{ ...custom, apiKey: 'sk with spaces' }], 'providers.0.apiKey: The API key cannot contain spaces.'],
    ];
    for (const [providers, detail] of cases) {
      const response = await save(user, providers);
      expect(response.status, detail).toBe(400);
      expect(await response.json()).toEqual({ detail });
    }
    expect((await settings(user)).providers.map((p) => p.id)).not.toContain('local-llm');

    // without a base URL or model id, a custom provider is asked through OpenAI's API for the model named
    const plain = (await (await save(user, [{ ...custom, id: 'gpt-4o', name: 'gpt-4o', baseUrl: '', model: '' }])).json()) as {
      providers: Setting[];
    };
    expect(plain.providers[0]).toMatchObject({ id: 'gpt-4o', baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o' });
  });

  it('keeps each user to their own settings: a sealed key copied to another account does not open', async () => {
    const [owner, other] = await Promise.all([stack.createUser(), stack.createUser()]);
    await save(owner, [builtInRow(PROVIDERS.openai, { apiKey: USER_KEY })]);
    expect((await settings(other)).providers[0]).toMatchObject({ id: 'openai', apiKeyConfigured: false });
    await stack.supabase.db.query(
      "insert into public.user_providers (user_id, id, kind, name, provider, key_sealed, key_last4) values ($1, 'openai', 'openai', 'GPT-4', 'OpenAI', $2, '7g3Q')",
      [other.id, await sealedOf(owner.id, 'openai')],
    );
    const stolen = await test(other, { id: 'openai', kind: 'openai' });
    expect(stolen.status).toBe(409);
    expect(await stolen.json()).toEqual({ detail: 'The saved key for this provider can no longer be read. Enter it again and save.' });
    // a key typed for the test is tried without opening the unreadable saved one
    expect((await test(other, { id: 'openai', kind: 'openai', apiKey: 'sk-typed-for-the-test' })).status).toBe(200);
  });

  it('re-seals a key with the newest server key on the next save, and still opens the old ones meanwhile', async () => {
    const user = await stack.createUser();
    await save(user, [builtInRow(PROVIDERS.openai, { apiKey: USER_KEY })]);
    expect(await sealedOf(user.id, 'openai')).toMatch(/^v1\./);
    process.env.PROVIDER_KEYS_SECRET = `${SECRET_V2},${SECRET_V1}`;
    stack.openai.acceptKeys([USER_KEY]);
    expect(await (await test(user, { id: 'openai', kind: 'openai' })).json()).toMatchObject({ ok: true });
    await save(user, [builtInRow(PROVIDERS.openai)]);
    expect(await sealedOf(user.id, 'openai')).toMatch(/^v2\./);
    expect(await (await test(user, { id: 'openai', kind: 'openai' })).json()).toMatchObject({ ok: true });
  });

  it('answers 503 for a key when the server has no PROVIDER_KEYS_SECRET, and says so in GET', async () => {
    const user = await stack.createUser();
    delete process.env.PROVIDER_KEYS_SECRET;
    expect((await settings(user)).keysStorable).toBe(false);
    const response = await save(user, [builtInRow(PROVIDERS.openai, { apiKey: USER_KEY })]);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ detail: 'This server cannot store API keys yet. Please try again later.' });
  });
});

describe('POST /api/settings/providers/test', () => {
  it('lists the models with the key typed, the saved one otherwise, and says when the provider rejects it', async () => {
    const user = await stack.createUser();
    stack.openai.acceptKeys([USER_KEY]);
    stack.anthropic.acceptKeys(['sk-ant-user-good']);
    const good = await test(user, { id: 'openai', kind: 'openai', apiKey: USER_KEY });
    expect(await good.json()).toEqual({
      ok: true,
      detail: `Connected to OpenAI: the key works (${FAKE_MODEL_IDS.length} models available).`,
    });
    expect(stack.openai.modelListCalls.at(-1)).toBe(USER_KEY);
    expect(await (await test(user, { id: 'openai', kind: 'openai', apiKey: 'sk-wrong' })).json()).toEqual({
      ok: false,
      detail: 'OpenAI rejected the API key. Check the key and try again.',
    });
    expect(await (await test(user, { id: 'anthropic', kind: 'anthropic', apiKey: 'sk-ant-user-good' })).json()).toMatchObject({ ok: true });
    expect(stack.anthropic.modelListCalls.at(-1)).toBe('sk-ant-user-good');

    const none = await test(user, { id: 'openai', kind: 'openai' });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ detail: 'Enter an API key to test.' });
    await save(user, [builtInRow(PROVIDERS.openai, { apiKey: USER_KEY })]);
    expect(await (await test(user, { id: 'openai', kind: 'openai' })).json()).toMatchObject({ ok: true });
    expect(logged.join('\n')).not.toContain(USER_KEY);
  });

  it("checks an OpenRouter key with OpenRouter's key endpoint, since its model list answers anyone", async () => {
    const user = await stack.createUser();
    process.env.OPENROUTER_BASE_URL = stack.openai.url;
    try {
      stack.openai.acceptKeys(['sk-or-good'], { publicModelList: true });
      expect(await (await test(user, { id: 'openrouter', kind: 'openrouter', apiKey: 'sk-or-good' })).json()).toEqual({
        ok: true,
        detail: `Connected to OpenRouter: the key works (${FAKE_MODEL_IDS.length} models available).`,
      });
      expect(await (await test(user, { id: 'openrouter', kind: 'openrouter', apiKey: 'sk-or-wrong' })).json()).toEqual({
        ok: false,
        detail: 'OpenRouter rejected the API key. Check the key and try again.',
      });
    } finally {
      delete process.env.OPENROUTER_BASE_URL;
    }
  });

  it('reaches a custom OpenAI-compatible endpoint only through the outbound guard', async () => {
    const user = await stack.createUser();
    const custom = { id: 'my-local', kind: 'custom', provider: 'Local server', apiKey: 'local-key', model: FAKE_MODEL_IDS[0] };
    const refused = await test(user, { ...custom, baseUrl: stack.openai.url });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ detail: 'Local server: Only https:// addresses can be used.' });
    expect(await (await test(user, { ...custom, baseUrl: 'https://10.1.2.3/v1' })).json()).toEqual({
      detail:
        'Local server: 10.1.2.3 is a private or internal network address. The server only connects to addresses on the public internet.',
    });

    process.env.OUTBOUND_ALLOW_LOCAL = '1';
    const calls = stack.openai.modelListCalls.length;
    expect(await (await test(user, { ...custom, baseUrl: stack.openai.url })).json()).toEqual({
      ok: true,
      detail: 'Connected to Local server: the key works (2 models available).',
    });
    expect(stack.openai.modelListCalls.slice(calls)).toEqual(['local-key']);
    expect(await (await test(user, { ...custom, model: 'nope', baseUrl: stack.openai.url })).json()).toEqual({
      ok: true,
      detail: 'Connected to Local server, but it does not list the model "nope" among its 2 models. Check the model id.',
    });
    expect(await (await test(user, { ...custom, baseUrl: 'http://127.0.0.1:9/v1' })).json()).toEqual({
      ok: false,
      detail: 'Local server could not be reached. Check the address and try again.',
    });
  });

  it("words a built-in provider's failures for its key, never an address: only a custom endpoint's talk about one", async () => {
    const user = await stack.createUser();
    const closedPort = 'http://127.0.0.1:9/v1';
    process.env.OPENAI_BASE_URL = closedPort;
    try {
      const builtIn = (await (await test(user, { id: 'openai', kind: 'openai', apiKey: 'sk-typed-1234' })).json()) as { detail: string };
      expect(builtIn).toEqual({ ok: false, detail: 'OpenAI could not be reached right now. Your key was not checked; please try again.' });
      expect(builtIn.detail).not.toMatch(/address/i);
    } finally {
      stack.configureProviders();
    }
    // the same refusal of the key, worded alike for both kinds
    stack.openai.acceptKeys(['sk-the-right-one']);
    expect(await (await test(user, { id: 'openai', kind: 'openai', apiKey: 'sk-wrong-5678' })).json()).toEqual({
      ok: false,
      detail: 'OpenAI rejected the API key. Check the key and try again.',
    });
    process.env.OUTBOUND_ALLOW_LOCAL = '1';
    expect(
      await (
        await test(user, { id: 'my-local', kind: 'custom', provider: 'Local server', apiKey: 'k', model: 'm', baseUrl: closedPort })
      ).json(),
    ).toEqual({ ok: false, detail: 'Local server could not be reached. Check the address and try again.' });
  });

  it('tells the preview that the server is in demo mode when it has no key of its own', async () => {
    const user = await stack.createUser();
    stack.clearProviders();
    try {
      expect((await settings(user)).platform).toEqual({ demo: true, keys: [] });
    } finally {
      stack.configureProviders();
    }
  });
});
