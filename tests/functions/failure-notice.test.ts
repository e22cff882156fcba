// Failure notices by webhook through the real paths: the owner sets the address over
// HTTP, an automation tick runs their due item against the local fake receivers (Slack
// answers; a webhook under /flaky/ fails its first request), and the notice arrives
// at the owner's hook, and only theirs, once the run is recorded.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as hookFunction from '../../netlify/functions/automation-failure-hook.mts';
import * as hookTestFunction from '../../netlify/functions/automation-failure-hook-test.mts';
import * as retryFunction from '../../netlify/functions/automation-runs-retry.mts';
import * as connectorsFunction from '../../netlify/functions/connectors.mts';
import { runScheduledItem } from '../../netlify/lib/automation/schedules/run-item.ts';
import { runAutomationTick } from '../../netlify/lib/automation/schedules/tick.ts';
import { failureNotice, type FailureNotice } from '../../src/domain/automation/failure-notice.ts';
import type { ConnectorKind } from '../../src/domain/connectors.ts';
import { connectorTestEnv, startFakeReceivers, type FakeReceivers } from '../fixtures/fake-receivers.ts';
import { saveEnv } from '../fixtures/saved-env.ts';
import { createAutomationResponder } from '../fixtures/automation-responder.ts';
import { startChatTestStack, type ChatTestStack } from './chat-stack.ts';
import { saveScheduledPost } from './scheduled-post.ts';

const env = saveEnv(['OUTBOUND_ALLOW_LOCAL', 'PROVIDER_KEYS_SECRET', 'NOTION_API_BASE', 'AIRTABLE_API_BASE', 'AUTOMATION_BASE_URL']);
let stack: ChatTestStack;
let receivers: FakeReceivers;
type User = Awaited<ReturnType<ChatTestStack['createUser']>>;

const testEnv = () => ({
  ...connectorTestEnv(receivers, 'test-connector-secret-0123456789abcdef'),
  AUTOMATION_BASE_URL: 'https://app.example',
});

beforeAll(async () => {
  [stack, receivers] = await Promise.all([
    startChatTestStack([connectorsFunction, hookFunction, hookTestFunction, retryFunction]),
    startFakeReceivers(),
  ]);
});
beforeEach(() => {
  Object.assign(process.env, testEnv());
  const writer = createAutomationResponder();
  for (const server of [stack.openai, stack.anthropic, stack.gemini]) server.setResponder(writer);
});
afterEach(() => Object.assign(process.env, testEnv()));
afterAll(async () => {
  env.restore();
  await Promise.all([stack?.stop(), receivers?.close()]);
});

const asUser = (user: User) => stack.asUser(user);

const setHook = (user: User, url: string) => stack.callJson('PUT', '/api/automation/failure-hook', user, { url });

/** A PRO user with Slack, a webhook on a receiver that fails its first request, and a failure hook of their own. */
async function owner() {
  const user = await stack.createUser({ paid: true });
  const tag = user.id.slice(0, 8);
  const paths = { slack: `/services/T1/B1/${tag}`, flaky: `/flaky/${tag}`, notices: `/hooks/catch/notices/${tag}` };
  const connect = (connector: ConnectorKind, path: string) =>
    stack.callJson('PUT', '/api/connectors', user, { connector, settings: {}, secret: `${receivers.url}${path}` });
  expect((await connect('slack', paths.slack)).status).toBe(200);
  expect((await connect('webhook', paths.flaky)).status).toBe(200);
  expect((await setHook(user, `${receivers.url}${paths.notices}`)).status).toBe(200);
  return { user, ...paths };
}

/** A one-time item that sends its saved text to `deliverTo` at `at`, run by an automation tick; answers its run's id. */
async function runOnce(user: User, at: string, deliverTo: ConnectorKind[]) {
  const item = await saveScheduledPost(asUser(user), at, { recurring: false, deliverTo, content: 'Rye is back on Saturday.' });
  const now = new Date(new Date(at).getTime() + 30_000);
  await runAutomationTick({ now, handOff: async (run) => void (await runScheduledItem(run.run_id, () => now)) });
  const { rows } = await stack.supabase.db.query<{ id: string; outcome: string }>(
    'select id, outcome from public.content_runs where item_id = $1',
    [item.id],
  );
  expect(rows).toHaveLength(1);
  return { item, run: rows[0]! };
}

describe('setting the webhook', () => {
  it('keeps the address sealed, answers only a summary, tests it, and removes it', async () => {
    const user = await stack.createUser();
    expect((await stack.callJson('GET', '/api/automation/failure-hook', null)).status).toBe(401);
    expect((await stack.callJson('GET', '/api/automation/failure-hook', user)).body).toEqual({ hook: null });
    expect((await stack.callJson('POST', '/api/automation/failure-hook/test', user)).status).toBe(404);
    const url = `${receivers.url}/hooks/catch/sealed${user.id.slice(0, 6)}/notice`;
    const saved = await setHook(user, url);
    // the host, then "…" for the rest and its last four characters: no made-up path segment ("/…/tice")
    expect(saved.body).toEqual({
      hook: { summary: `${new URL(url).host}/…tice`, last_test: null, updated_at: expect.any(String) },
    });
    const { rows } = await stack.supabase.db.query<{ hook_sealed: string }>(
      'select hook_sealed from public.user_failure_hooks where user_id = $1',
      [user.id],
    );
    expect(rows[0]!.hook_sealed).not.toContain('sealed');

    const tested = await stack.callJson<{ test: { ok: boolean } }>('POST', '/api/automation/failure-hook/test', user);
    expect(tested.body.test).toMatchObject({ ok: true, status: 200 });
    expect(receivers.at(new URL(url).pathname).map((request) => request.body)).toEqual([
      expect.objectContaining({ text: expect.stringContaining('Test from AI Business Hub'), failed: [] }),
    ]);
    expect((await stack.callJson('GET', '/api/automation/failure-hook', user)).body).toMatchObject({ hook: { last_test: { ok: true } } });
    expect((await stack.callJson('DELETE', '/api/automation/failure-hook', user)).body).toEqual({ hook: null });
    expect((await stack.callJson('GET', '/api/automation/failure-hook', user)).body).toEqual({ hook: null });
  });

  it('refuses a private or local address, http, and a body without a url', async () => {
    const user = await stack.createUser();
    process.env.OUTBOUND_ALLOW_LOCAL = '0';
    const local = await setHook(user, `${receivers.url}/hooks/catch/x`);
    expect(local.status).toBe(400);
    expect(local.body.detail).toMatch(/Only https:\/\/ addresses/);
    for (const address of ['https://localhost/hook', 'https://10.0.0.7/hook', 'https://169.254.169.254/latest']) {
      const refused = await setHook(user, address);
      expect(refused.status, address).toBe(400);
      expect(refused.body.detail).toMatch(/private or internal network address/);
    }
    process.env.OUTBOUND_ALLOW_LOCAL = '1';
    expect((await setHook(user, 'https://10.0.0.7/hook')).status).toBe(400);
    const missing = await stack.callJson('PUT', '/api/automation/failure-hook', user, {});
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toEqual(expect.any(String));
    expect((await stack.callJson('GET', '/api/automation/failure-hook', user)).body).toEqual({ hook: null });
  });
});

describe('a notice', () => {
  it('a run with a failing channel sends exactly one notice, to its owner only, linking to the run', async () => {
    const alice = await owner();
    const bob = await owner();
    const { item, run } = await runOnce(alice.user, '2033-03-01T09:00:00Z', ['slack', 'webhook']);
    expect(run.outcome).toBe('sent');
    expect(receivers.at(alice.flaky)).toHaveLength(1);
    const notices = receivers.at(alice.notices);
    expect(notices).toHaveLength(1);
    const notice = notices[0]!.body as FailureNotice;
    expect(notice).toMatchObject({
      item: { id: item.id, title: 'Fresh rye' },
      run: { id: run.id, at: '2033-03-01T09:00:30.000Z' },
      failed: [{ connector: 'webhook', detail: expect.stringMatching(/^HTTP 503: /) }],
      link: `https://app.example/automation/review#run-${run.id}`,
    });
    expect(notice.text).toContain(notice.link);
    expect(notice).not.toHaveProperty('content');
    expect(receivers.at(bob.notices)).toEqual([]);

    // The retry succeeds (the receiver is back): nothing failed, so nothing is told.
    const retried = await stack.callJson('POST', '/api/automation/runs/retry', alice.user, { run_id: run.id });
    expect(retried.status).toBe(200);
    expect(receivers.at(alice.notices)).toHaveLength(1);
  });

  it('a fully delivered run sends none; a removed hook is not called', async () => {
    const alice = await owner();
    await runOnce(alice.user, '2033-04-01T09:00:00Z', ['slack']);
    expect(receivers.at(alice.slack)).toHaveLength(1);
    expect(receivers.at(alice.notices)).toEqual([]);
    await stack.callJson('DELETE', '/api/automation/failure-hook', alice.user);
    await runOnce(alice.user, '2033-04-02T09:00:00Z', ['webhook']);
    expect(receivers.at(alice.flaky)).toHaveLength(1);
    expect(receivers.at(alice.notices)).toEqual([]);
  });

  it('a retry whose channel fails again sends a notice of its own', async () => {
    const alice = await owner();
    await stack.callJson('PUT', '/api/connectors', alice.user, { connector: 'webhook', settings: {}, secret: `${receivers.url}/fail` });
    const { run } = await runOnce(alice.user, '2033-06-01T09:00:00Z', ['webhook']);
    expect(receivers.at(alice.notices)).toHaveLength(1);
    const retried = await stack.callJson('POST', '/api/automation/runs/retry', alice.user, { run_id: run.id });
    expect(retried.status).toBe(200);
    const notices = receivers.at(alice.notices).map((request) => request.body as FailureNotice);
    expect(notices).toHaveLength(2);
    expect(notices[1]).toMatchObject({
      run: { id: run.id },
      failed: [{ connector: 'webhook', detail: 'HTTP 500: {"error":"receiver broke"}' }],
    });
  });

  it('a hook that refuses the notice never fails the run', async () => {
    const alice = await owner();
    expect((await setHook(alice.user, `${receivers.url}/fail`)).status).toBe(200);
    const before = receivers.at('/fail').length;
    const { run } = await runOnce(alice.user, '2033-05-01T09:00:00Z', ['webhook']);
    expect(run.outcome).toBe('sent');
    expect(receivers.at('/fail')).toHaveLength(before + 1);
  });

  it("speaks Discord's format to a Discord webhook, with the link kept whole", () => {
    const delivery = { connector: 'slack' as const, ok: false, status: 404, at: '', answer: 'no_service '.repeat(400) };
    const notice = failureNotice(
      'https://discord.com/api/webhooks/1/abc',
      { id: 'i', title: 'Rye' },
      { id: 'r1', at: '' },
      [delivery],
      'https://x.example/',
    );
    expect(notice!.content!.length).toBeLessThanOrEqual(2000);
    expect(notice!.content).toMatch(/https:\/\/x\.example\/automation\/review#run-r1$/);
    expect(notice!.allowed_mentions).toEqual({ parse: [] });
    const slack = failureNotice(
      'https://hooks.slack.com/services/T/B/x',
      { id: 'i', title: 'Rye <!channel>' },
      { id: 'r', at: '' },
      [delivery],
      '',
    );
    expect(slack!.text).toContain('"Rye &lt;!channel&gt;"');
    expect(slack!.item.title).toBe('Rye <!channel>');
    expect(
      failureNotice(
        'https://hooks.slack.com/services/T/B/x',
        { id: 'i', title: 'Rye' },
        { id: 'r', at: '' },
        [{ ...delivery, ok: true }],
        '',
      ),
    ).toBeNull();
  });
});
