// Saved secrets go only where they were saved for. Each case plays an attacker with
// a free account who tries to make the server send a saved provider key or connector
// secret to an address of their choosing (a second local server here): with a test
// call, by moving the address without typing the secret, or by copying a ciphertext
// into a row that points elsewhere. The attacker's server must receive nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as chatFunction from '../../netlify/functions/ai-chat.mts';
import * as connectorsFunction from '../../netlify/functions/connectors.mts';
import * as sendFunction from '../../netlify/functions/connectors-send.mts';
import * as settingsFunction from '../../netlify/functions/settings-providers.mts';
import * as testFunction from '../../netlify/functions/settings-providers-test.mts';
import { sealSecret } from '../../netlify/lib/secret-box.ts';
import { PROVIDERS } from '../../src/domain/providers.ts';
import { startFakeOpenAI, type FakeLlmServer } from '../fixtures/fake-llm.ts';
import { builtInRow } from '../fixtures/providers.ts';
import { saveEnv } from '../fixtures/saved-env.ts';
import { connectorTestEnv, startFakeReceivers, type FakeReceivers } from '../fixtures/fake-receivers.ts';
import { echoResponder, startChatTestStack, type ChatTestStack } from './chat-stack.ts';

const OPENAI_KEY = 'sk-victim-openai-key-Z9x1';
const CUSTOM_KEY = 'sk-victim-custom-key-Q4w2';
const WP_PASSWORD = 'abcd efgh ijkl mnop';
const ENV = ['OUTBOUND_ALLOW_LOCAL', 'PROVIDER_KEYS_SECRET', 'NOTION_API_BASE', 'AIRTABLE_API_BASE'] as const;
const env = saveEnv(ENV);

let stack: ChatTestStack;
let attacker: FakeLlmServer;
let receivers: FakeReceivers;
let attackerSite: FakeReceivers;
type User = Awaited<ReturnType<ChatTestStack['createUser']>>;

beforeAll(async () => {
  [stack, attacker, receivers, attackerSite] = await Promise.all([
    startChatTestStack([settingsFunction, testFunction, chatFunction, connectorsFunction, sendFunction]),
    startFakeOpenAI(echoResponder),
    startFakeReceivers(),
    startFakeReceivers(),
  ]);
});
afterEach(() => {
  stack.configureProviders();
  Object.assign(process.env, connectorTestEnv(receivers, 'test-binding-secret-0123456789abcdef'));
});
afterAll(async () => {
  env.restore();
  await Promise.all([stack?.stop(), attacker?.close(), receivers?.close(), attackerSite?.close()]);
});
Object.assign(process.env, { OUTBOUND_ALLOW_LOCAL: '1', PROVIDER_KEYS_SECRET: 'test-binding-secret-0123456789abcdef' });

async function call(user: User, path: string, method: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await stack.call(path, {
    method,
    token: user.accessToken,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const saveProviders = (user: User, providers: unknown[]) => call(user, '/api/settings/providers', 'PUT', { providers });
const testProvider = (user: User, body: Record<string, unknown>) => call(user, '/api/settings/providers/test', 'POST', body);
const chat = (user: User, text: string) =>
  call(user, '/api/ai/chat', 'POST', {
    text,
    user_id: user.id,
    session_id: `binding-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    is_paid_user: true,
  });

const OPENAI_ROW = builtInRow(PROVIDERS.openai);
const customRow = (baseUrl: string) => ({
  id: 'my-router',
  kind: 'custom',
  name: 'My Router',
  provider: 'Router Inc',
  enabled: true,
  baseUrl,
  model: 'router-model-1',
});
const KEY_AGAIN = 'Enter the API key again to use it with the new address: a saved key is only sent to the address it was saved for.';

/** Every credential the attacker's server has been shown, on any route. */
const attackerSaw = () => [...attacker.modelListCalls, ...attacker.requests.map((request) => request.authorization)].join('\n');

describe('provider keys', () => {
  it('never tries a saved built-in key at an address given in a test call', async () => {
    const user = await stack.createUser();
    expect((await saveProviders(user, [{ ...OPENAI_ROW, apiKey: OPENAI_KEY }])).status).toBe(200);
    const asCustom = await testProvider(user, { id: 'openai', kind: 'custom', baseUrl: attacker.url });
    expect(asCustom).toEqual({ status: 400, body: { detail: '"openai" is the id of a built-in provider. Choose another name.' } });
    const otherKind = await testProvider(user, { id: 'openai', kind: 'anthropic' });
    expect(otherKind.status).toBe(400);
    expect(attackerSaw()).not.toContain(OPENAI_KEY);
    expect(attacker.modelListCalls).toHaveLength(0);
  });

  it('tries a saved custom key only at the origin it was saved with, and refuses a kind that does not match the saved row', async () => {
    const user = await stack.createUser();
    expect((await saveProviders(user, [{ ...customRow(stack.gemini.url), apiKey: CUSTOM_KEY }])).status).toBe(200);
    const moved = await testProvider(user, { id: 'my-router', kind: 'custom', baseUrl: attacker.url });
    expect(moved).toEqual({ status: 400, body: { detail: `Router Inc: ${KEY_AGAIN}` } });
    // the same origin, another path: still the place the key was saved for
    const from = stack.gemini.modelListCalls.length;
    expect((await testProvider(user, { id: 'my-router', kind: 'custom', baseUrl: `${stack.gemini.url}/` })).body).toMatchObject({
      ok: true,
    });
    expect(stack.gemini.modelListCalls.slice(from)).toEqual([CUSTOM_KEY]);
    // a key typed in the request may go anywhere the outbound guard allows: it is the user's own, now
    expect((await testProvider(user, { id: 'my-router', kind: 'custom', baseUrl: attacker.url, apiKey: 'typed-now' })).body).toMatchObject({
      ok: true,
    });
    expect(attacker.modelListCalls).toEqual(['typed-now']);
    expect(attackerSaw()).not.toContain(CUSTOM_KEY);
    attacker.modelListCalls.length = 0;
  });

  it('refuses to move a custom provider to another origin without the key, and the chat keeps sending it only to the saved one', async () => {
    const user = await stack.createUser({ paid: true });
    expect((await saveProviders(user, [{ ...customRow(stack.gemini.url), apiKey: CUSTOM_KEY }])).status).toBe(200);
    const moved = await saveProviders(user, [customRow(attacker.url)]);
    expect(moved).toEqual({ status: 400, body: { detail: `My Router: ${KEY_AGAIN}` } });
    const settings = await call(user, '/api/settings/providers', 'GET');
    expect((settings.body.providers as { id: string; baseUrl: string | null }[]).find((p) => p.id === 'my-router')?.baseUrl).toBe(
      stack.gemini.url,
    );

    const before = attacker.requests.length;
    const safe = await chat(user, 'Still safe?');
    expect(safe.status, JSON.stringify(safe.body)).toBe(200);
    expect(attacker.requests.length).toBe(before);

    // with the key typed again, the move is the user's own choice
    const retyped = await saveProviders(user, [{ ...customRow(attacker.url), apiKey: 'sk-new-for-new-host' }]);
    expect(retyped.status).toBe(200);
    await chat(user, 'Now there');
    expect(attacker.requests.map((request) => request.authorization)).toContain('Bearer sk-new-for-new-host');
    expect(attackerSaw()).not.toContain(CUSTOM_KEY);
    attacker.requests.length = 0;
  });

  it('does not open a ciphertext copied into a row that points at another origin, in the chat or a test', async () => {
    const user = await stack.createUser({ paid: true });
    expect((await saveProviders(user, [{ ...customRow(stack.gemini.url), apiKey: CUSTOM_KEY }])).status).toBe(200);
    // what a bug or a hand edit in the database could do: the same sealed key, a new address
    await stack.supabase.db.query("update public.user_providers set base_url = $2 where user_id = $1 and id = 'my-router'", [
      user.id,
      attacker.url,
    ]);
    const tested = await testProvider(user, { id: 'my-router', kind: 'custom' });
    expect(tested).toEqual({
      status: 409,
      body: { detail: 'The saved key for this provider can no longer be read. Enter it again and save.' },
    });
    await chat(user, 'Replay');
    // the custom endpoint is asked with no key at all, never the user's or the platform's
    expect(attacker.requests.map((request) => request.authorization)).toEqual(['Bearer none']);
    expect(attackerSaw()).not.toContain(CUSTOM_KEY);
    expect(attackerSaw()).not.toContain('sk-test-openai');
    attacker.requests.length = 0;
  });

  it("never sends the platform's own key to a custom address", async () => {
    const user = await stack.createUser({ paid: true });
    expect((await testProvider(user, { id: 'keyless', kind: 'custom', baseUrl: attacker.url, model: 'fake-model-a' })).body).toMatchObject({
      ok: true,
    });
    expect(attacker.modelListCalls).toEqual(['none']);
    attacker.modelListCalls.length = 0;
  });

  it('still opens a key sealed before keys were bound to a destination, and binds it on the next save', async () => {
    const user = await stack.createUser();
    const legacy = sealSecret(OPENAI_KEY, `${user.id}:openai`);
    await stack.supabase.db.query(
      "insert into public.user_providers (user_id, id, kind, name, provider, key_sealed, key_last4) values ($1, 'openai', 'openai', 'GPT-4', 'OpenAI', $2, 'Z9x1')",
      [user.id, legacy],
    );
    stack.openai.acceptKeys([OPENAI_KEY]);
    try {
      expect((await testProvider(user, { id: 'openai', kind: 'openai' })).body).toMatchObject({ ok: true });
      expect((await saveProviders(user, [OPENAI_ROW])).status).toBe(200);
      const rebound = (
        await stack.supabase.db.query<{ key_sealed: string }>(
          "select key_sealed from public.user_providers where user_id = $1 and id = 'openai'",
          [user.id],
        )
      ).rows[0]!.key_sealed;
      expect(rebound).not.toBe(legacy);
      expect((await testProvider(user, { id: 'openai', kind: 'openai' })).body).toMatchObject({ ok: true });
    } finally {
      stack.openai.acceptKeys(null);
    }
  });
});

describe('connector secrets', () => {
  const wordpress = (siteUrl: string) => ({ connector: 'wordpress', settings: { siteUrl, username: 'editor' } });

  it('refuses to move a WordPress site to another origin without the password, so Basic credentials never reach it', async () => {
    const user = await stack.createUser({ paid: true });
    expect((await call(user, '/api/connectors', 'PUT', { ...wordpress(`${receivers.url}/blog`), secret: WP_PASSWORD })).status).toBe(200);
    const moved = await call(user, '/api/connectors', 'PUT', wordpress(`${attackerSite.url}/blog`));
    expect(moved).toEqual({
      status: 400,
      body: {
        detail:
          'Enter the application password again to use it with the new address: a saved secret is only sent to the address it was saved for.',
      },
    });
    // the same site with another user name keeps the password
    expect(
      (
        await call(user, '/api/connectors', 'PUT', {
          connector: 'wordpress',
          settings: { siteUrl: `${receivers.url}/blog/`, username: 'editor' },
        })
      ).status,
    ).toBe(200);
    expect((await call(user, '/api/connectors/test', 'POST', { connector: 'wordpress' })).body.delivery).toMatchObject({
      ok: true,
      status: 201,
    });
    expect(attackerSite.received).toHaveLength(0);
  });

  it('does not open a WordPress password copied into settings that point at another site', async () => {
    const user = await stack.createUser({ paid: true });
    expect((await call(user, '/api/connectors', 'PUT', { ...wordpress(`${receivers.url}/blog`), secret: WP_PASSWORD })).status).toBe(200);
    await stack.supabase.db.query(
      "update public.user_connectors set settings = jsonb_set(settings, '{siteUrl}', to_jsonb($2::text)) where user_id = $1 and connector = 'wordpress'",
      [user.id, `${attackerSite.url}/blog`],
    );
    const replayed = await call(user, '/api/connectors/test', 'POST', { connector: 'wordpress' });
    expect(replayed).toEqual({ status: 409, body: { detail: 'The saved WordPress connection can no longer be read. Connect it again.' } });
    expect(attackerSite.received).toHaveLength(0);
  });

  it("keeps Notion's and Airtable's tokens for their own API, whatever the page or base, and binds each hook to itself", async () => {
    const user = await stack.createUser({ paid: true });
    const notion = { connector: 'notion', settings: { parentPageId: '59833787-2cf9-4fdf-8782-e53db20768a5' } };
    expect((await call(user, '/api/connectors', 'PUT', { ...notion, secret: 'ntn_victim_token_1234' })).status).toBe(200);
    expect(
      (
        await call(user, '/api/connectors', 'PUT', {
          connector: 'notion',
          settings: { parentPageId: '11111111-2cf9-4fdf-8782-e53db20768a5' },
        })
      ).status,
    ).toBe(200);
    expect((await call(user, '/api/connectors/test', 'POST', { connector: 'notion' })).body.delivery).toMatchObject({ ok: true });
    expect(receivers.at('/v1/pages').at(-1)?.headers.authorization).toBe('Bearer ntn_victim_token_1234');

    const airtable = { connector: 'airtable', settings: { baseId: 'appVictim123', table: 'Posts' } };
    expect((await call(user, '/api/connectors', 'PUT', { ...airtable, secret: 'pat_victim_token_5678' })).status).toBe(200);
    expect(
      (await call(user, '/api/connectors', 'PUT', { connector: 'airtable', settings: { baseId: 'appOther456', table: 'Drafts' } })).status,
    ).toBe(200);
    expect((await call(user, '/api/connectors/test', 'POST', { connector: 'airtable' })).body.delivery).toMatchObject({ ok: true });

    // a hook's address is its secret: a sealed hook copied to another user's row does not open there
    expect(
      (
        await call(user, '/api/connectors', 'PUT', {
          connector: 'slack',
          settings: {},
          secret: `${receivers.url}/services/T000/B000/victimtoken`,
        })
      ).status,
    ).toBe(200);
    const other = await stack.createUser({ paid: true });
    const sealed = (
      await stack.supabase.db.query<{ secret_sealed: string }>(
        "select secret_sealed from public.user_connectors where user_id = $1 and connector = 'slack'",
        [user.id],
      )
    ).rows[0]!.secret_sealed;
    await stack.supabase.db.query(
      "insert into public.user_connectors (user_id, connector, settings, secret_sealed, summary) values ($1, 'slack', '{}', $2, 'copied')",
      [other.id, sealed],
    );
    expect((await call(other, '/api/connectors/test', 'POST', { connector: 'slack' })).status).toBe(409);
    expect(attackerSite.received).toHaveLength(0);
  });
});
