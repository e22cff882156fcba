// Scheduled runs through the real paths: the run code (netlify/lib/automation/schedules) with a
// fixed clock against the local Supabase and the fake providers, the background
// function over HTTP with its secret, and one automation tick handing due items to
// it over HTTP (the function host answers 202 and runs it, as Netlify does).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as runFunction from '../../netlify/functions/content-run-background.mts';
import { handOffOverHttp } from '../../netlify/lib/automation/schedules/hand-off.ts';
import { claimDueRuns } from '../../netlify/lib/automation/schedules/runs.ts';
import { runScheduledItem } from '../../netlify/lib/automation/schedules/run-item.ts';
import { runAutomationTick } from '../../netlify/lib/automation/schedules/tick.ts';
import type { RunMode } from '../../src/domain/automation/run-mode.ts';
import { initialSettings } from '../../src/domain/automation/settings.ts';
import { createAutomationResponder, type AutomationResponder } from '../fixtures/automation-responder.ts';
import { startChatTestStack, type ChatTestStack } from './chat-stack.ts';

const SECRET = 'test-automation-secret-0123456789';
const ENV = ['AUTOMATION_SECRET', 'AUTOMATION_BASE_URL', 'AUTOMATION_RETRY_MINUTES', 'QUOTA_FREE_CONTENT'] as const;
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));

let stack: ChatTestStack;
let writer: AutomationResponder;

beforeAll(async () => {
  stack = await startChatTestStack([{ ...runFunction, name: 'content-run-background' }]);
});
beforeEach(() => {
  writer = createAutomationResponder();
  for (const server of [stack.openai, stack.anthropic, stack.gemini]) server.setResponder(writer);
  Object.assign(process.env, { AUTOMATION_SECRET: SECRET, AUTOMATION_BASE_URL: stack.host.url, AUTOMATION_RETRY_MINUTES: '15' });
});
afterEach(() => {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});
afterAll(async () => {
  await stack?.stop();
});

type User = Awaited<ReturnType<ChatTestStack['createUser']>>;

/**
 * A saved item of `user` with the automation page's settings for `template`, scheduled at `at`
 * (due at once when past). A recurring one writes a new version each run (for review)
 * unless `mode` says otherwise; a one-time one sends its saved text.
 */
async function scheduled(
  user: User,
  options: { template?: 'blog' | 'social'; subject?: string; at: string; recurring?: boolean; zone?: string; mode?: RunMode },
) {
  const template = options.template ?? 'blog';
  const settings = initialSettings(template);
  if (template === 'blog') Object.assign(settings, { topics: [options.subject ?? 'Sourdough basics'], length: 'short' });
  else settings.fields.message = options.subject ?? 'Fresh bread on Fridays';
  const { rows } = await stack.supabase.db.query<{ id: string }>(
    `insert into public.content_items (user_id, template, title, settings, content, scheduled_at, recurring, frequency, time_zone, next_run_at, run_slot, status, run_mode)
     values ($1, $2, 'Item', $3, 'v1', $4, $5, $6, $7, $4, $4, 'scheduled', $8) returning id`,
    [
      user.id,
      template,
      JSON.stringify(settings),
      options.at,
      options.recurring ?? false,
      options.recurring ? 'weekly' : null,
      options.zone ?? 'UTC',
      options.mode ?? (options.recurring ? 'write_new' : 'send_saved'),
    ],
  );
  return rows[0]!.id;
}

async function itemRow(id: string) {
  const { rows } = await stack.supabase.db.query<Record<string, unknown>>(
    `select status, content, version, failures, last_error, to_char(next_run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as next_run_at
       from public.content_items where id = $1`,
    [id],
  );
  return rows[0]!;
}

async function runsOf(id: string) {
  const { rows } = await stack.supabase.db.query<{ status: string; attempt: number; version: number | null; error: string | null }>(
    'select status, attempt, version, error from public.content_runs where item_id = $1 order by claimed_at, attempt',
    [id],
  );
  return rows;
}

async function usedContent(userId: string): Promise<number> {
  const { rows } = await stack.supabase.db.query<{ used: number }>(
    `select coalesce(sum(used), 0)::int as used from public.usage_counters where user_id = $1 and kind = 'content'`,
    [userId],
  );
  return rows[0]!.used;
}

/** Claims at `now` and answers the run of `itemId`. */
async function claimOf(itemId: string, now: Date) {
  const run = (await claimDueRuns(now, 100)).find((entry) => entry.item_id === itemId);
  expect(run, 'the item was not claimed').toBeDefined();
  return run!;
}

describe('runScheduledItem (fixed clock)', () => {
  it('a due one-off sends its saved text as it is: no model asked, no quota used, finished at version 1', async () => {
    const user = await stack.createUser();
    const now = new Date('2030-04-01T09:00:00Z');
    const id = await scheduled(user, { at: '2030-04-01T09:00:00Z', subject: 'Rye for beginners' });
    const run = await claimOf(id, now);
    expect(await runScheduledItem(run.run_id, () => now)).toBe('sent');
    expect(writer.calls).toHaveLength(0);
    expect(await itemRow(id)).toMatchObject({ status: 'finished', version: 1, content: 'v1', next_run_at: null });
    expect(await runsOf(id)).toEqual([{ status: 'succeeded', attempt: 1, version: 1, error: null }]);
    expect(await usedContent(user.id)).toBe(0);
  });

  it('a weekly blog post set to write a new version writes it from its saved settings as version 2, for review; the same run again does nothing', async () => {
    const user = await stack.createUser();
    const now = new Date('2030-04-01T09:00:00Z');
    const id = await scheduled(user, { at: '2030-04-01T09:00:00Z', subject: 'Rye for beginners', recurring: true });
    const run = await claimOf(id, now);

    expect(await runScheduledItem(run.run_id, () => now)).toBe('awaiting_review');
    expect(writer.calls).toHaveLength(1);
    expect(writer.calls[0]!.prompt).toContain('Write a blog post about: Rye for beginners');
    expect(writer.calls[0]!.prompt).toContain('Length: 300-500 words.');
    const item = await itemRow(id);
    expect(item).toMatchObject({ status: 'scheduled', version: 2, next_run_at: '2030-04-08T09:00:00Z' });
    // the body alone: the model, persona and type are the automation page's header, not the content
    expect(String(item.content)).toMatch(/^# /);
    expect(String(item.content)).not.toMatch(/^(Model|Persona|Type): |^Scheduled for /m);
    expect(await runsOf(id)).toEqual([{ status: 'succeeded', attempt: 1, version: 2, error: null }]);
    expect(await usedContent(user.id)).toBe(1);

    expect(await runScheduledItem(run.run_id, () => now)).toBe('skipped');
    expect(writer.calls).toHaveLength(1);
  });

  it('a weekly item moves to the same local time a week after its slot', async () => {
    const user = await stack.createUser();
    // 09:00 in Berlin (UTC+1 in winter); the next week crosses no change
    const id = await scheduled(user, { template: 'social', at: '2030-01-07T08:00:00Z', recurring: true, zone: 'Europe/Berlin' });
    const run = await claimOf(id, new Date('2030-01-07T08:03:00Z'));
    expect(await runScheduledItem(run.run_id, () => new Date('2030-01-07T08:04:00Z'))).toBe('awaiting_review');
    expect(await itemRow(id)).toMatchObject({ status: 'scheduled', next_run_at: '2030-01-14T08:00:00Z', version: 2 });
  });

  it('a provider failure is retried AUTOMATION_RETRY_MINUTES later and its quota unit given back', async () => {
    const user = await stack.createUser();
    for (const server of [stack.openai, stack.anthropic, stack.gemini])
      server.setResponder(() => ({ status: 500, errorMessage: 'upstream down' }));
    const now = new Date('2030-05-01T09:00:00Z');
    const id = await scheduled(user, { at: '2030-05-01T09:00:00Z', recurring: true });
    const run = await claimOf(id, now);
    expect(await runScheduledItem(run.run_id, () => now)).toBe('failed');
    const item = await itemRow(id);
    expect(item).toMatchObject({ status: 'scheduled', failures: 1, next_run_at: '2030-05-01T09:15:00Z', version: 1 });
    expect(String(item.last_error)).toMatch(/\S/);
    expect(await runsOf(id)).toEqual([expect.objectContaining({ status: 'failed', attempt: 1 })]);
    expect(await usedContent(user.id)).toBe(0);
  });

  it('a free user whose daily content quota is used up: the schedule pauses with a message, no model is asked', async () => {
    process.env.QUOTA_FREE_CONTENT = '1';
    const user = await stack.createUser();
    const now = new Date('2030-06-01T09:00:00Z');
    const first = await scheduled(user, { at: '2030-06-01T08:00:00Z', template: 'social', recurring: true });
    const second = await scheduled(user, { at: '2030-06-01T08:30:00Z', template: 'social', recurring: true });
    const claimed = await claimDueRuns(now, 100);
    const runOf = (id: string) => claimed.find((run) => run.item_id === id)!.run_id;
    expect(await runScheduledItem(runOf(first), () => now)).toBe('awaiting_review');
    const calls = writer.calls.length;
    expect(await runScheduledItem(runOf(second), () => now)).toBe('stopped');
    expect(writer.calls.length).toBe(calls);
    expect(await itemRow(second)).toMatchObject({
      status: 'paused',
      last_error:
        'Your daily content limit is used up, so this schedule stopped. Resume it tomorrow, or upgrade to PRO for ten times as much.',
    });
  });
});

describe('the background function and the automation tick over HTTP', () => {
  it('refuses a call without the secret (401) and a bad run id (400), running nothing', async () => {
    const call = (headers: Record<string, string>, body: unknown) =>
      runFunction.default(
        new Request('http://local/.netlify/functions/content-run-background', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        }),
        {},
      );
    const user = await stack.createUser();
    const id = await scheduled(user, { at: '2030-07-01T09:00:00Z' });
    const run = await claimOf(id, new Date('2030-07-01T09:00:00Z'));

    const missing = await call({}, { run_id: run.run_id });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ detail: 'This endpoint is for the automation tick only.' });
    expect((await call({ 'x-automation-secret': `${SECRET}x` }, { run_id: run.run_id })).status).toBe(401);
    delete process.env.AUTOMATION_SECRET;
    expect((await call({ 'x-automation-secret': '' }, { run_id: run.run_id })).status).toBe(401);
    process.env.AUTOMATION_SECRET = SECRET;
    expect((await call({ 'x-automation-secret': SECRET }, { run_id: 'not-a-uuid' })).status).toBe(400);
    expect(await runsOf(id)).toEqual([expect.objectContaining({ status: 'queued' })]);
    expect(writer.calls).toHaveLength(0);
  });

  it('answers 202 at once over HTTP, then runs the item to the end', async () => {
    const user = await stack.createUser();
    const id = await scheduled(user, { at: new Date(Date.now() - 60_000).toISOString() });
    const run = await claimOf(id, new Date());
    const response = await fetch(`${stack.host.url}/.netlify/functions/content-run-background`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-automation-secret': SECRET },
      body: JSON.stringify({ run_id: run.run_id }),
    });
    expect(response.status).toBe(202);
    await expect.poll(async () => (await runsOf(id))[0]?.status, { timeout: 10_000, interval: 50 }).toBe('succeeded');
    expect(await itemRow(id)).toMatchObject({ status: 'finished', version: 1, content: 'v1' });
  });

  it('one tick claims the due items and hands each to the background function; a failed hand-off releases its run', async () => {
    const user = await stack.createUser();
    const due = new Date(Date.now() - 60_000).toISOString();
    const ids = await Promise.all(['One', 'Two', 'Three'].map((subject) => scheduled(user, { at: due, subject })));
    const tick = await runAutomationTick({ now: new Date(), handOff: handOffOverHttp });
    expect(tick.handedOff).toBeGreaterThanOrEqual(3);
    expect(tick.released).toBe(0);
    for (const id of ids)
      await expect.poll(async () => (await runsOf(id)).map((run) => run.status), { timeout: 15_000, interval: 50 }).toEqual(['succeeded']);

    const lost = await scheduled(user, { at: due, subject: 'Lost' });
    process.env.AUTOMATION_BASE_URL = 'http://127.0.0.1:9';
    const failed = await runAutomationTick({ now: new Date(), handOff: handOffOverHttp });
    expect(failed.released).toBeGreaterThanOrEqual(1);
    expect(await runsOf(lost)).toEqual([]);
    expect((await claimDueRuns(new Date(), 100)).some((run) => run.item_id === lost)).toBe(true);
  });
});
