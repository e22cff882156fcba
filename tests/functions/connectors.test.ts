// Connectors over real HTTP against local fake receivers shaped like Zapier, Make,
// Slack, Discord, WordPress, Notion and Airtable (tests/fixtures/fake-receivers.ts):
// connecting (the secret sealed, never sent back), Test, Send, each service's own
// format, PRO-only connectors refused to free users, the outbound guard in
// production mode, and a scheduled run delivering to its connectors.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as connectorsFunction from '../../netlify/functions/connectors.mts';
import * as sendFunction from '../../netlify/functions/connectors-send.mts';
import { claimDueRuns } from '../../netlify/lib/automation/schedules/runs.ts';
import { runScheduledItem } from '../../netlify/lib/automation/schedules/run-item.ts';
import type { ConnectedConnector, DeliveryResult } from '../../src/domain/connectors.ts';
import { initialSettings } from '../../src/domain/automation/settings.ts';
import { saveEnv } from '../fixtures/saved-env.ts';
import { connectorTestEnv, startFakeReceivers, type FakeReceivers } from '../fixtures/fake-receivers.ts';
import { startChatTestStack, type ChatTestStack } from './chat-stack.ts';

const ENV = ['OUTBOUND_ALLOW_LOCAL', 'PROVIDER_KEYS_SECRET', 'NOTION_API_BASE', 'AIRTABLE_API_BASE'] as const;
const env = saveEnv(ENV);

let stack: ChatTestStack;
let receivers: FakeReceivers;
type User = Awaited<ReturnType<ChatTestStack['createUser']>>;
let free: User;
let pro: User;

beforeAll(async () => {
  [stack, receivers] = await Promise.all([startChatTestStack([connectorsFunction, sendFunction]), startFakeReceivers()]);
  [free, pro] = await Promise.all([stack.createUser(), stack.createUser({ paid: true })]);
});
afterEach(() => {
  Object.assign(process.env, connectorTestEnv(receivers, 'test-connector-secret-0123456789abcdef'));
});
afterAll(async () => {
  env.restore();
  await Promise.all([stack?.stop(), receivers?.close()]);
});
Object.assign(process.env, { OUTBOUND_ALLOW_LOCAL: '1', PROVIDER_KEYS_SECRET: 'test-connector-secret-0123456789abcdef' });

async function call<T>(user: User | null, path: string, method: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await stack.call(path, {
    method,
    ...(user ? { token: user.accessToken } : {}),
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const connect = (user: User, connector: string, secret: string, settings: Record<string, string> = {}) =>
  call<{ connectors?: ConnectedConnector[]; detail?: string }>(user, '/api/connectors', 'PUT', { connector, settings, secret });
const test = (user: User, connector: string) =>
  call<{ delivery?: DeliveryResult; detail?: string }>(user, '/api/connectors/test', 'POST', { connector });
const send = (user: User, connector: string, extra: Record<string, unknown> = {}) =>
  call<{ delivery?: DeliveryResult; detail?: string }>(user, '/api/connectors/send', 'POST', {
    connector,
    title: 'Rye weekend',
    body: 'Our **rye** is back.\n\n<script>alert(1)</script>',
    template: 'blog',
    persona: 'Marketer',
    ...extra,
  });

describe('connecting', () => {
  it('answers 401 signed out; lists nothing at first; keeps the hook sealed and shows only a summary', async () => {
    process.env.OUTBOUND_ALLOW_LOCAL = '1';
    expect((await call(null, '/api/connectors', 'GET')).status).toBe(401);
    const user = await stack.createUser();
    expect((await call<{ connectors: unknown[] }>(user, '/api/connectors', 'GET')).body).toEqual({ connectors: [] });

    const hook = `${receivers.url}/hooks/catch/123/abcsecret9`;
    const saved = await connect(user, 'zapier', hook);
    expect(saved.status).toBe(200);
    expect(saved.body.connectors).toEqual([
      { connector: 'zapier', settings: {}, summary: `${new URL(hook).host}/…ret9`, last_test: null, updated_at: expect.any(String) },
    ]);
    expect(JSON.stringify(saved.body)).not.toContain('abcsecret9');
    const { rows } = await stack.supabase.db.query<{ secret_sealed: string }>(
      'select secret_sealed from public.user_connectors where user_id = $1',
      [user.id],
    );
    expect(rows[0]!.secret_sealed).not.toContain('abcsecret');

    // an edit without a new secret keeps the saved one; a remove forgets it
    expect((await connect(user, 'zapier', '')).status).toBe(200);
    expect((await test(user, 'zapier')).body.delivery).toMatchObject({ ok: true, status: 200 });
    expect((await call<{ connectors: unknown[] }>(user, '/api/connectors', 'DELETE', { connector: 'zapier' })).body).toEqual({
      connectors: [],
    });
    expect((await test(user, 'zapier')).body.delivery).toMatchObject({ ok: false, answer: 'Zapier is not connected.' });
  });

  it('refuses bad input with a clear 400: an unknown connector, no secret, a bad URL, bad settings', async () => {
    const user = await stack.createUser({ paid: true });
    expect((await connect(user, 'myspace', 'https://x.example')).status).toBe(400);
    expect(await connect(user, 'make', '')).toEqual({ status: 400, body: { detail: 'Please enter the webhook url.' } });
    expect((await connect(user, 'webhook', 'not a url')).body.detail).toBe('This is not a valid web address.');
    expect((await connect(user, 'notion', 'ntn_token', { parentPageId: 'nope' })).body.detail).toBe(
      'Paste the link of the Notion page (Share, Copy link), or the 32 characters at its end.',
    );
    expect((await connect(user, 'airtable', 'pat_token', { baseId: 'app123', table: '' })).body.detail).toBe('Please enter the table.');
  });

  it("accepts a service's hook only at that service's address, and a Notion page by its pasted link", async () => {
    const user = await stack.createUser({ paid: true });
    const slackHook = 'https://hooks.slack.com/services/T000/B000/abcdef';
    expect(await connect(user, 'make', slackHook)).toEqual({
      status: 400,
      body: { detail: "This is not a Make webhook address: it starts with https://hook.eu1.make.com/ (or your region's hook.….make.com)." },
    });
    expect((await connect(user, 'zapier', slackHook)).body.detail).toBe(
      'This is not a Zapier webhook address: it starts with https://hooks.zapier.com/hooks/catch/.',
    );
    expect((await connect(user, 'slack', 'https://discord.com/api/webhooks/1/x')).body.detail).toMatch(
      /^This is not a Slack webhook address/,
    );
    expect((await connect(user, 'discord', slackHook)).body.detail).toMatch(/^This is not a Discord webhook address/);
    expect((await connect(user, 'make', 'https://hook.us2.make.com/abc123')).status).toBe(200);
    expect((await connect(user, 'slack', slackHook)).status).toBe(200);
    // any https address stays fine for the generic webhook
    expect((await connect(user, 'webhook', 'https://n8n.example.org/webhook/1')).status).toBe(200);

    const link = 'https://www.notion.so/acme/Content-calendar-1429989fe8ac4effbc8f57f56486db54?pvs=4';
    const saved = await connect(user, 'notion', 'ntn_token', { parentPageId: link });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).toContain('1429989fe8ac4effbc8f57f56486db54');
  });

  it('in production mode refuses hooks on local, private and metadata addresses, and redirects to them', async () => {
    const user = await stack.createUser();
    expect((await connect(user, 'webhook', `${receivers.url}/to-internal`)).status).toBe(200);
    delete process.env.OUTBOUND_ALLOW_LOCAL;
    for (const hook of [
      `${receivers.url}/hooks/catch/1/x`,
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://169.254.169.254/latest/meta-data/',
      'http://hooks.example.com/x',
      'https://localhost/hooks/catch/1/x',
      'https://receiver.localhost/hooks/catch/1/x',
    ]) {
      const refused = await connect(user, 'zapier', hook);
      expect(refused.status, hook).toBe(400);
      expect(refused.body.detail, hook).not.toMatch(/^This is not a Zapier/); // refused for where it points, said first
    }
    // a hook saved earlier is still refused when it is called
    const before = receivers.received.length;
    expect((await test(user, 'webhook')).body.delivery).toMatchObject({ ok: false, status: null });
    expect(receivers.received.length).toBe(before);
    // with local addresses allowed, the receiver's redirect to the metadata address is refused too
    process.env.OUTBOUND_ALLOW_LOCAL = '1';
    const redirected = await test(user, 'webhook');
    expect(redirected.body.delivery).toMatchObject({ ok: false, status: null });
    expect(redirected.body.delivery!.answer).toMatch(/https|private|internal/);
  });

  it('PRO connectors are refused to a free user server-side (403), and work for PRO', async () => {
    const hook = `${receivers.url}/services/T000/B000/XXXX`;
    expect(await connect(free, 'slack', hook)).toEqual({
      status: 403,
      body: { detail: 'This connector is part of PRO. Upgrade to use it.' },
    });
    expect((await test(free, 'slack')).status).toBe(403);
    expect((await send(free, 'slack')).status).toBe(403);
    expect((await connect(pro, 'slack', hook)).status).toBe(200);
  });

  it('reads stored rows with their schema: a row of another shape is a logged error and a plain 500', async () => {
    const user = await stack.createUser();
    expect((await connect(user, 'webhook', `${receivers.url}/hooks/plainsecret42`)).status).toBe(200);
    await stack.supabase.db.query(`update public.user_connectors set settings = '{"siteUrl": 5}'::jsonb where user_id = $1`, [user.id]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await call(user, '/api/connectors', 'GET')).toEqual({
        status: 500,
        body: { detail: 'Something went wrong on our side. Please try again.' },
      });
      expect((await test(user, 'webhook')).status).toBe(500);
      const lines = logged.mock.calls.map((args) => args.join(' '));
      expect(lines).toContainEqual(
        expect.stringContaining('BadRowError: user_connectors has an unexpected shape at 0.settings.siteUrl: expected string.'),
      );
      expect(lines).toContainEqual(
        expect.stringContaining('BadRowError: user_connectors.settings of webhook has an unexpected shape at siteUrl: expected string.'),
      );
      expect(lines.join('\n')).not.toContain('plainsecret42');
    } finally {
      logged.mockRestore();
    }
  });
});

describe('delivering', () => {
  it('Zapier and Make get the JSON payload; Test records its outcome on the connector', async () => {
    await connect(free, 'zapier', `${receivers.url}/hooks/catch/9/zap`);
    await connect(free, 'make', `${receivers.url}/make/abc`);
    const tested = await test(free, 'zapier');
    expect(tested.body.delivery).toMatchObject({ connector: 'zapier', ok: true, status: 200 });
    expect(receivers.at('/hooks/catch/9/zap').at(-1)!.body).toMatchObject({ event: 'content.test', data: { template: 'social' } });
    const listed = (await call<{ connectors: ConnectedConnector[] }>(free, '/api/connectors', 'GET')).body.connectors.find(
      (entry) => entry.connector === 'zapier',
    );
    expect(listed!.last_test).toMatchObject({ ok: true, status: 200 });

    const item = '7f0c5e9e-6a55-4bb4-9a53-7a1c7f3a4a10';
    expect((await send(free, 'make', { item_id: item, version: 3 })).body.delivery).toMatchObject({
      ok: true,
      status: 200,
      answer: 'Accepted',
    });
    expect(receivers.at('/make/abc').at(-1)!.body).toEqual({
      event: 'content.published',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: {
        title: 'Rye weekend',
        body: 'Our **rye** is back.\n\n<script>alert(1)</script>',
        template: 'blog',
        persona: 'Marketer',
        item_id: item,
        version: 3,
      },
    });
  });

  it('Slack gets a text message, Discord a message per 2,000 characters, each in its own format', async () => {
    await connect(pro, 'slack', `${receivers.url}/services/T1/B1/slackhook`);
    await connect(pro, 'discord', `${receivers.url}/api/webhooks/1/discordhook`);
    expect((await send(pro, 'slack')).body.delivery).toMatchObject({ ok: true, status: 200 });
    expect(receivers.at('/services/T1/B1/slackhook').at(-1)!.body).toEqual({
      text: '*Rye weekend*\n\nOur **rye** is back.\n\n<script>alert(1)</script>',
    });
    expect((await send(pro, 'discord')).body.delivery).toMatchObject({ ok: true, status: 204 });
    expect(receivers.at('/api/webhooks/1/discordhook').at(-1)!.body).toEqual({
      content: '**Rye weekend**\n\nOur **rye** is back.\n\n<script>alert(1)</script>',
      allowed_mentions: { parse: [] },
    });
  });

  it('WordPress gets a draft post with the application password and the content as safe HTML', async () => {
    expect((await connect(pro, 'wordpress', 'abcd efgh ijkl mnop', { siteUrl: `${receivers.url}/blog/`, username: 'editor' })).status).toBe(
      200,
    );
    expect((await send(pro, 'wordpress')).body.delivery).toMatchObject({ ok: true, status: 201 });
    const post = receivers.at('/blog/wp-json/wp/v2/posts').at(-1)!;
    expect(post.body).toEqual({ title: 'Rye weekend', status: 'draft', content: expect.stringContaining('<strong>rye</strong>') });
    expect((post.body as { content: string }).content).toContain('&lt;script&gt;');
    expect((post.body as { content: string }).content).not.toContain('<script>');
    // a wrong password is the receiver's refusal, shown as it is
    await connect(pro, 'wordpress', 'wrong password', { siteUrl: `${receivers.url}/blog`, username: 'editor' });
    expect((await send(pro, 'wordpress')).body.delivery).toMatchObject({
      ok: false,
      status: 401,
      answer: expect.stringContaining('You are not currently logged in.'),
    });
  });

  it('Notion gets a page under the parent, Airtable a record in the table', async () => {
    await connect(pro, 'notion', 'ntn_secret_token', { parentPageId: '1429989fe8ac4effbc8f57f56486db54' });
    expect((await send(pro, 'notion')).body.delivery).toMatchObject({ ok: true, status: 200 });
    const page = receivers.at('/v1/pages').at(-1)!;
    expect(page.headers.authorization).toBe('Bearer ntn_secret_token');
    expect(page.headers['notion-version']).toBe('2022-06-28');
    expect(page.body).toMatchObject({
      parent: { page_id: '1429989fe8ac4effbc8f57f56486db54' },
      properties: { title: { title: [{ text: { content: 'Rye weekend' } }] } },
    });
    expect((page.body as { children: unknown[] }).children).toHaveLength(2);

    await connect(pro, 'airtable', 'pat_secret_token', { baseId: 'appAbC123', table: 'Content calendar' });
    expect((await send(pro, 'airtable')).body.delivery).toMatchObject({ ok: true, status: 200 });
    const record = receivers.at('/v0/appAbC123/Content%20calendar').at(-1)!;
    expect(record.headers.authorization).toBe('Bearer pat_secret_token');
    expect(record.body).toMatchObject({
      records: [{ fields: { Title: 'Rye weekend', Template: 'blog', Content: expect.stringContaining('rye') } }],
    });
  });

  it("a receiver's failure is an ok false delivery with its status; an answer echoing the hook never shows the secret", async () => {
    const user = await stack.createUser();
    await connect(user, 'webhook', `${receivers.url}/fail`);
    expect((await send(user, 'webhook')).body.delivery).toMatchObject({
      ok: false,
      status: 500,
      answer: expect.stringContaining('receiver broke'),
    });
    await connect(user, 'webhook', `${receivers.url}/echo-secret?token=hush-hush-1234`);
    const echoed = (await send(user, 'webhook')).body.delivery!;
    expect(echoed).toMatchObject({ ok: false, status: 400 });
    expect(echoed.answer).not.toContain('hush-hush-1234');
  });

  it('a scheduled run delivers the saved piece to the connectors it names, and keeps each outcome on the run', async () => {
    const user = await stack.createUser();
    await connect(user, 'zapier', `${receivers.url}/hooks/catch/77/run`);
    const settings = { ...initialSettings('social'), deliverTo: ['zapier', 'slack'] };
    settings.fields.message = 'Sourdough Saturday';
    const { rows } = await stack.supabase.db.query<{ id: string }>(
      `insert into public.content_items (user_id, template, title, settings, content, scheduled_at, next_run_at, run_slot, status)
       values ($1, 'social', 'Sourdough Saturday', $2, 'v1', '2030-03-01T09:00:00Z', '2030-03-01T09:00:00Z', '2030-03-01T09:00:00Z', 'scheduled') returning id`,
      [user.id, JSON.stringify(settings)],
    );
    const id = rows[0]!.id;
    const now = new Date('2030-03-01T09:00:00Z');
    const run = (await claimDueRuns(now, 100)).find((entry) => entry.item_id === id)!;
    expect(await runScheduledItem(run.run_id, () => now)).toBe('sent');

    const hook = receivers.at('/hooks/catch/77/run').at(-1)!;
    expect(hook.body).toMatchObject({
      event: 'content.published',
      data: { title: 'Sourdough Saturday', template: 'social', item_id: id, version: 1, body: 'v1' },
    });
    const stored = await stack.supabase.db.query<{ status: string; deliveries: DeliveryResult[] }>(
      'select status, deliveries from public.content_runs where id = $1',
      [run.run_id],
    );
    expect(stored.rows[0]!.status).toBe('succeeded');
    expect(stored.rows[0]!.deliveries).toEqual([
      expect.objectContaining({ connector: 'zapier', ok: true, status: 200 }),
      expect.objectContaining({ connector: 'slack', ok: false, answer: 'This connector is part of PRO. Upgrade to use it.' }),
    ]);
  });

  it('browsers cannot read user_connectors at all', async () => {
    const response = await fetch(`${stack.supabase.url}/rest/v1/user_connectors?select=connector`, {
      headers: { apikey: stack.supabase.anonKey, authorization: `Bearer ${pro.accessToken}` },
    });
    expect(response.ok).toBe(false);
    expect(((await response.json()) as { code: string }).code).toBe('42501');
  });
});
