// The To review queue and failure notices through the real paths: the owner's own
// saves (save_content_item with their token), an automation tick handing due runs to
// the run code, the review functions over HTTP, and connectors delivering to the
// local fake receivers (Slack answers; a webhook under /flaky/ fails its first request).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as approveFunction from '../../netlify/functions/automation-review-approve.mts';
import * as countFunction from '../../netlify/functions/automation-review-count.mts';
import * as listFunction from '../../netlify/functions/automation-review.mts';
import * as skipFunction from '../../netlify/functions/automation-review-skip.mts';
import * as retryFunction from '../../netlify/functions/automation-runs-retry.mts';
import * as connectorsFunction from '../../netlify/functions/connectors.mts';
import { runScheduledItem } from '../../netlify/lib/automation/schedules/run-item.ts';
import { runAutomationTick } from '../../netlify/lib/automation/schedules/tick.ts';
import { REVIEW_GONE, RETRY_NOTHING, type ReviewListResponse } from '../../src/domain/automation/review.ts';
import type { ConnectorKind } from '../../src/domain/connectors.ts';
import { connectorTestEnv, startFakeReceivers, type FakeReceivers } from '../fixtures/fake-receivers.ts';
import { saveEnv } from '../fixtures/saved-env.ts';
import { createAutomationResponder } from '../fixtures/automation-responder.ts';
import { startChatTestStack, type ChatTestStack } from './chat-stack.ts';
import { saveScheduledPost } from './scheduled-post.ts';

const env = saveEnv(['OUTBOUND_ALLOW_LOCAL', 'PROVIDER_KEYS_SECRET', 'NOTION_API_BASE', 'AIRTABLE_API_BASE']);
let stack: ChatTestStack;
let receivers: FakeReceivers;
type User = Awaited<ReturnType<ChatTestStack['createUser']>>;

beforeAll(async () => {
  [stack, receivers] = await Promise.all([
    startChatTestStack([connectorsFunction, listFunction, countFunction, approveFunction, skipFunction, retryFunction]),
    startFakeReceivers(),
  ]);
  Object.assign(process.env, connectorTestEnv(receivers, 'test-connector-secret-0123456789abcdef'));
});
beforeEach(() => {
  const writer = createAutomationResponder();
  for (const server of [stack.openai, stack.anthropic, stack.gemini]) server.setResponder(writer);
});
afterAll(async () => {
  env.restore();
  await Promise.all([stack?.stop(), receivers?.close()]);
});

const asUser = (user: User) => stack.asUser(user);

/** A PRO user with Slack and, when asked, a webhook on a receiver that fails its first request. */
async function proUser(withFlakyWebhook = false) {
  const user = await stack.createUser({ paid: true });
  const slack = `/services/T1/B1/${user.id.slice(0, 8)}`;
  const flaky = `/flaky/${user.id.slice(0, 8)}`;
  const connect = (connector: ConnectorKind, path: string) =>
    stack.callJson('PUT', '/api/connectors', user, { connector, settings: {}, secret: `${receivers.url}${path}` });
  expect((await connect('slack', slack)).status).toBe(200);
  if (withFlakyWebhook) expect((await connect('webhook', flaky)).status).toBe(200);
  return { user, slack, flaky };
}

const schedule = (user: User, at: string, options: Parameters<typeof saveScheduledPost>[2]) => saveScheduledPost(asUser(user), at, options);

async function tick(now: Date) {
  return runAutomationTick({ now, handOff: async (run) => void (await runScheduledItem(run.run_id, () => now)) });
}

/** A recurring 'write a new version' item whose first run wrote a version that now waits. */
async function waitingVersion() {
  const owner = await proUser();
  const item = await schedule(owner.user, '2032-01-05T09:00:00Z', { recurring: true, deliverTo: ['slack'], content: 'First.' });
  await tick(new Date('2032-01-05T09:00:30Z'));
  const list = await stack.callJson<ReviewListResponse>('GET', '/api/automation/review', owner.user);
  expect(list.status).toBe(200);
  const entry = list.body.to_review.find((waiting) => waiting.item_id === item.id)!;
  expect(entry).toMatchObject({ title: 'Fresh rye', version: 2, deliver_to: ['slack'] });
  expect(entry.content.length).toBeGreaterThan(20);
  expect(receivers.at(owner.slack)).toEqual([]);
  return { ...owner, item, entry };
}

async function runsOf(itemId: string) {
  const { rows } = await stack.supabase.db.query<{ source: string; outcome: string | null; version: number | null }>(
    // review first: the automation tick ran at a fixed clock years ahead, the review at the real time
    'select source, outcome, version from public.content_runs where item_id = $1 order by source',
    [itemId],
  );
  return rows;
}

describe('To review', () => {
  it('Approve & send delivers exactly the reviewed version, once, and records it', async () => {
    const { user, slack, item, entry } = await waitingVersion();
    expect((await stack.callJson('GET', '/api/automation/review/count', user)).body).toEqual({ to_review: 1, failed: 0 });

    const approved = await stack.callJson('POST', '/api/automation/review/approve', user, { item_id: item.id, version: 2 });
    expect(approved.status).toBe(200);
    expect(receivers.at(slack).map((request) => request.body)).toEqual([{ text: `*Fresh rye*\n\n${entry.content}` }]);
    expect(await runsOf(item.id)).toEqual([
      { source: 'review', outcome: 'published', version: 2 },
      { source: 'schedule', outcome: 'awaiting_review', version: 2 },
    ]);
    const again = await stack.callJson('POST', '/api/automation/review/approve', user, { item_id: item.id, version: 2 });
    expect(again).toEqual({ status: 409, body: { detail: REVIEW_GONE } });
    expect(receivers.at(slack)).toHaveLength(1);
    expect((await stack.callJson('GET', '/api/automation/review/count', user)).body).toEqual({ to_review: 0, failed: 0 });
  });

  it('Edit, then Save: the edited text keeps waiting as the next version (p_keep_review), and its approval sends exactly it', async () => {
    const { user, slack, item } = await waitingVersion();
    const edited = 'Rye, edited by its owner before it goes out.';
    const { data: stored } = await asUser(user).from('content_items').select('*').eq('id', item.id).single();
    const save = (keep: boolean) =>
      asUser(user).rpc('save_content_item', {
        p_id: item.id,
        p_template: stored!.template,
        p_title: stored!.title,
        p_settings: stored!.settings,
        p_content: edited,
        p_scheduled_at: stored!.scheduled_at!,
        p_recurring: true,
        p_frequency: 'weekly',
        p_time_zone: 'UTC',
        p_run_mode: 'write_new',
        p_keep_review: keep,
      });
    const saved = await save(true);
    expect(saved.error).toBeNull();
    expect(saved.data![0]).toMatchObject({ version: 3, content: edited, awaiting_review: true });

    const approved = await stack.callJson('POST', '/api/automation/review/approve', user, { item_id: item.id, version: 3 });
    expect(approved.status).toBe(200);
    expect(receivers.at(slack).map((request) => request.body)).toEqual([{ text: `*Fresh rye*\n\n${edited}` }]);
    expect((await runsOf(item.id))[0]).toEqual({ source: 'review', outcome: 'published', version: 3 });
    // a save cannot start a wait the item does not have
    expect((await save(true)).data![0]).toMatchObject({ version: 3, awaiting_review: false });
  });

  it('Skip sends nothing, records the skip, and the version stops waiting', async () => {
    const { user, slack, item } = await waitingVersion();
    const skipped = await stack.callJson('POST', '/api/automation/review/skip', user, { item_id: item.id, version: 2 });
    expect(skipped.status).toBe(200);
    expect(receivers.at(slack)).toEqual([]);
    expect((await runsOf(item.id))[0]).toEqual({ source: 'review', outcome: 'skipped', version: 2 });
    const approve = await stack.callJson('POST', '/api/automation/review/approve', user, { item_id: item.id, version: 2 });
    expect(approve.status).toBe(409);
    expect(receivers.at(slack)).toEqual([]);
  });

  it('another user can neither see, approve nor skip it; a stale version is refused', async () => {
    const { user, slack, item } = await waitingVersion();
    const stranger = await stack.createUser({ paid: true });
    expect((await stack.callJson<ReviewListResponse>('GET', '/api/automation/review', stranger)).body.to_review).toEqual([]);
    for (const action of ['approve', 'skip'])
      expect((await stack.callJson('POST', `/api/automation/review/${action}`, stranger, { item_id: item.id, version: 2 })).status).toBe(
        409,
      );
    expect((await stack.callJson('POST', '/api/automation/review/approve', user, { item_id: item.id, version: 1 })).status).toBe(409);
    expect(receivers.at(slack)).toEqual([]);
    expect((await stack.callJson('GET', '/api/automation/review/count', user)).body).toMatchObject({ to_review: 1 });
  });

  it('rejects a bad body (400), a missing token (401) and other methods (405)', async () => {
    const { user } = await proUser();
    const bad = await stack.callJson('POST', '/api/automation/review/approve', user, { item_id: 'nope', version: 2 });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('item_id: must be an id.');
    expect((await stack.callJson('POST', '/api/automation/review/skip', user, { item_id: crypto.randomUUID(), version: 0 })).status).toBe(
      400,
    );
    expect((await stack.callJson('GET', '/api/automation/review/count', null)).status).toBe(401);
    expect((await stack.callJson('POST', '/api/automation/runs/retry', null, { run_id: crypto.randomUUID() })).status).toBe(401);
    expect((await stack.call('/api/automation/review', { method: 'DELETE', token: user.accessToken })).status).toBe(405);
  });

  it('moving the next run in the calendar does not approve the waiting version', async () => {
    const { user, slack, item } = await waitingVersion();
    const moved = await asUser(user).rpc('move_content_item', { p_id: item.id, p_scheduled_at: '2032-01-07T10:00:00Z' });
    expect(moved.error).toBeNull();
    expect(moved.data?.[0]).toMatchObject({ awaiting_review: true, version: 2, scheduled_at: '2032-01-07T10:00:00+00:00' });
    expect((await stack.callJson('GET', '/api/automation/review/count', user)).body).toMatchObject({ to_review: 1 });
    expect(receivers.at(slack)).toEqual([]);
    const stranger = await stack.createUser();
    const refused = await asUser(stranger).rpc('move_content_item', { p_id: item.id, p_scheduled_at: '2032-02-01T10:00:00Z' });
    expect(refused.error?.message).toBe('This content is no longer in your list.');
  });
});

describe('failure notices', () => {
  it('Retry failed channels only resends the run text to the failed channel, never to the one that succeeded', async () => {
    const { user, slack, flaky } = await proUser(true);
    const text = 'Rye is back on Saturday. Come early.';
    const item = await schedule(user, '2032-03-01T09:00:00Z', { recurring: false, deliverTo: ['slack', 'webhook'], content: text });
    await tick(new Date('2032-03-01T09:00:30Z'));
    expect(receivers.at(slack)).toHaveLength(1);
    expect(receivers.at(flaky)).toHaveLength(1);

    expect((await stack.callJson('GET', '/api/automation/review/count', user)).body).toEqual({ to_review: 0, failed: 1 });
    const list = await stack.callJson<ReviewListResponse>('GET', '/api/automation/review', user);
    const notice = list.body.failed_runs[0]!;
    expect(notice).toMatchObject({ item_id: item.id, title: 'Fresh rye', version: 1 });
    expect(notice.deliveries.map(({ connector, ok, status }) => ({ connector, ok, status }))).toEqual([
      { connector: 'webhook', ok: false, status: 503 },
      { connector: 'slack', ok: true, status: 200 },
    ]);

    const stranger = await stack.createUser({ paid: true });
    const foreign = await stack.callJson('POST', '/api/automation/runs/retry', stranger, { run_id: notice.run_id });
    expect(foreign).toEqual({ status: 409, body: { detail: RETRY_NOTHING } });
    expect(receivers.at(flaky)).toHaveLength(1);

    const retried = await stack.callJson<{ deliveries: { connector: string; ok: boolean }[] }>('POST', '/api/automation/runs/retry', user, {
      run_id: notice.run_id,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.deliveries.map(({ connector, ok }) => ({ connector, ok }))).toEqual([
      { connector: 'webhook', ok: true },
      { connector: 'slack', ok: true },
    ]);
    expect(receivers.at(slack)).toHaveLength(1);
    const resent = receivers.at(flaky);
    expect(resent).toHaveLength(2);
    // the same content as the first attempt (only the payload's timestamp is new)
    const dataOf = (request: (typeof resent)[number]) => (request.body as { data: Record<string, unknown> }).data;
    expect(dataOf(resent[1]!)).toEqual(dataOf(resent[0]!));
    expect(dataOf(resent[1]!)).toMatchObject({ title: 'Fresh rye', body: text });

    expect((await stack.callJson('GET', '/api/automation/review/count', user)).body).toEqual({ to_review: 0, failed: 0 });
    expect((await stack.callJson('POST', '/api/automation/runs/retry', user, { run_id: notice.run_id })).status).toBe(409);
    expect(receivers.at(flaky)).toHaveLength(2);
  });
});
