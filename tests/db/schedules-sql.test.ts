import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInUser, useLocalSupabase } from '../fixtures/local-supabase.ts';

// Schedules in Postgres (migration 20261124000000_content_schedules.sql), always with
// a fixed clock: the recurrence in a time zone, the atomic claim of due items,
// at most one start per run, finishing (next time, end date, number of runs, one-off),
// retries then pause, quota stop, release, pause/resume, and who may call what.

const local = useLocalSupabase();
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let service: ReturnType<typeof serviceClient>;

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(local(), 'Alice'), signedInUser(local(), 'Bob')]);
  service = serviceClient(local());
});

const at = (iso: string) => new Date(iso).toISOString();

async function nextRun(anchor: string, zone: string, frequency: string, after: string): Promise<string> {
  const { data, error } = await service.rpc('content_next_run', {
    p_anchor: anchor,
    p_time_zone: zone,
    p_frequency: frequency,
    p_after: after,
  });
  if (error) throw error;
  return at(data as string);
}

/** A scheduled item of `user`, made due (or not) by writing its schedule with the service role. */
async function scheduledItem(user: typeof alice, schedule: Record<string, unknown> = {}) {
  const { rows } = await local().db.query<{ id: string }>(
    `insert into public.content_items (user_id, template, title, settings, content, scheduled_at, recurring, frequency, time_zone, ends_at, max_runs, next_run_at, run_slot, status)
     values ($1, 'social', 'Item', '{}', 'v1', $2, $3, $4, $5, $6, $7, $2, $2, 'scheduled') returning id`,
    [
      user.user.id,
      schedule.at ?? '2030-01-06T09:00:00Z',
      schedule.recurring ?? false,
      schedule.recurring ? (schedule.frequency ?? 'weekly') : null,
      schedule.zone ?? 'UTC',
      schedule.endsAt ?? null,
      schedule.maxRuns ?? null,
    ],
  );
  return rows[0]!.id;
}

async function item(id: string) {
  const { rows } = await local().db.query<Record<string, unknown>>(
    `select status, content, version, run_count, failures, last_error, claimed_run,
            to_char(next_run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as next_run_at
       from public.content_items where id = $1`,
    [id],
  );
  return rows[0]!;
}

async function claim(now: string, limit = 50) {
  const { data, error } = await service.rpc('claim_due_content', { p_now: now, p_limit: limit });
  if (error) throw error;
  return data as { run_id: string; item_id: string; slot: string; attempt: number }[];
}

const begin = (run: string, now: string) => service.rpc('begin_content_run', { p_run: run, p_now: now });
const finish = (
  run: string,
  now: string,
  outcome: { content?: string; error?: string; retryAt?: string; stop?: boolean; outcome?: string; version?: number },
) =>
  service.rpc('finish_content_run', {
    p_run: run,
    p_now: now,
    p_content: (outcome.content ?? null) as string,
    p_error: (outcome.error ?? null) as string,
    p_retry_at: (outcome.retryAt ?? null) as string,
    p_stop: outcome.stop ?? false,
    ...(outcome.outcome ? { p_outcome: outcome.outcome } : {}),
    ...(outcome.version ? { p_version: outcome.version } : {}),
  });

/** Claims at `now` (only this item is due among `mine`), begins and finishes it. */
async function runOnce(id: string, now: string, outcome: Parameters<typeof finish>[2]) {
  const run = (await claim(now)).find((entry) => entry.item_id === id);
  expect(run, `item ${id} was not claimed at ${now}`).toBeDefined();
  expect((await begin(run!.run_id, now)).data).toHaveLength(1);
  expect((await finish(run!.run_id, now, outcome)).data).toBe(true);
  return run!;
}

describe('content_next_run: the recurrence', () => {
  it('steps a day, a week, two weeks or a month, strictly after the given time; a future anchor is the first run', async () => {
    const anchor = '2030-01-06T09:00:00Z';
    expect(await nextRun(anchor, 'UTC', 'daily', '2030-01-06T09:00:00Z')).toBe('2030-01-07T09:00:00.000Z');
    expect(await nextRun(anchor, 'UTC', 'weekly', '2030-01-06T09:00:00Z')).toBe('2030-01-13T09:00:00.000Z');
    expect(await nextRun(anchor, 'UTC', 'weekly', '2030-01-13T08:59:59Z')).toBe('2030-01-13T09:00:00.000Z');
    expect(await nextRun(anchor, 'UTC', 'biweekly', '2030-01-07T00:00:00Z')).toBe('2030-01-20T09:00:00.000Z');
    expect(await nextRun(anchor, 'UTC', 'monthly', '2030-01-06T09:00:00Z')).toBe('2030-02-06T09:00:00.000Z');
    expect(await nextRun(anchor, 'UTC', 'weekly', '2029-12-01T00:00:00Z')).toBe('2030-01-06T09:00:00.000Z');
    expect(
      (await service.rpc('content_next_run', { p_anchor: anchor, p_time_zone: 'UTC', p_frequency: 'hourly', p_after: anchor })).error?.code,
    ).toBe('22023');
  });

  it('a monthly run on the 31st runs on the last day of shorter months, then on the 31st again', async () => {
    const anchor = '2027-01-31T10:00:00Z';
    expect(await nextRun(anchor, 'UTC', 'monthly', '2027-01-31T10:00:00Z')).toBe('2027-02-28T10:00:00.000Z');
    expect(await nextRun(anchor, 'UTC', 'monthly', '2027-02-28T10:00:00Z')).toBe('2027-03-31T10:00:00.000Z');
    expect(await nextRun(anchor, 'UTC', 'monthly', '2027-03-31T10:00:00Z')).toBe('2027-04-30T10:00:00.000Z');
    expect(await nextRun('2028-01-31T10:00:00Z', 'UTC', 'monthly', '2028-01-31T10:00:00Z')).toBe('2028-02-29T10:00:00.000Z');
  });

  it('keeps the local time across a daylight-saving change, and starts next to the answer however old the anchor', async () => {
    // 09:00 in New York: 14:00 UTC in winter, 13:00 UTC after 14 March 2027
    const anchor = '2027-03-10T14:00:00Z';
    expect(await nextRun(anchor, 'America/New_York', 'daily', '2027-03-13T14:00:00Z')).toBe('2027-03-14T13:00:00.000Z');
    expect(await nextRun(anchor, 'America/New_York', 'weekly', '2027-03-10T14:00:00Z')).toBe('2027-03-17T13:00:00.000Z');
    expect(await nextRun('2001-05-01T07:30:00Z', 'UTC', 'daily', '2030-06-15T12:00:00Z')).toBe('2030-06-16T07:30:00.000Z');
    // About 105 million days apart: a walk of one step a day from the anchor (some minutes here)
    // could not end within the test's time limit, so any answer shows the walk starts a step or
    // two short of it.
    const { rows } = await local().db.query<{ next: string }>(
      `select public.content_next_run('2001-05-01 07:30:00+00', 'UTC', 'daily', '290000-06-15 12:00:00+00')::text as next`,
    );
    expect(rows[0]!.next).toBe('290000-06-16 07:30:00+00');
  });
});

describe('save_content_item: the schedule it stores', () => {
  const save = (args: Record<string, unknown>) =>
    alice.client.rpc('save_content_item', {
      p_id: null,
      p_template: 'social',
      p_title: 'Post',
      p_settings: {},
      p_content: 'Hello',
      ...args,
    });

  it('a one-off keeps its time; no date is a draft', async () => {
    const oneOff = (await save({ p_scheduled_at: '2099-05-01T09:00:00Z', p_time_zone: 'Europe/Paris' })).data![0]!;
    expect(oneOff).toMatchObject({
      status: 'scheduled',
      next_run_at: expect.stringMatching(/^2099-05-01T09:00:00/),
      run_slot: expect.stringMatching(/^2099-05-01T09:00:00/),
    });

    const draft = (await save({})).data![0]!;
    expect(draft).toMatchObject({ status: 'draft', next_run_at: null });
  });

  it('refuses a time that has passed (400, "Choose a later time"), once or recurring, new or moved; a re-save keeping its stored time passes', async () => {
    const refusal = { code: '22023', message: 'Choose a later time: the date and time of the schedule have passed.' };
    for (const schedule of [
      { p_scheduled_at: '2001-01-01T09:00:00Z', p_time_zone: 'UTC' },
      { p_scheduled_at: '2001-01-01T09:00:00Z', p_recurring: true, p_frequency: 'weekly', p_time_zone: 'UTC' },
    ]) {
      const refused = await save(schedule);
      expect(refused.status).toBe(400);
      expect(refused.error).toMatchObject(refusal);
    }
    const before = await local().db.query(`select count(*)::int as n from public.content_items where scheduled_at < '2002-01-01'`);
    expect(before.rows).toEqual([{ n: 0 }]);

    // a saved weekly post whose first run is long past (its time stored then): edited and saved again as it is
    const weekly = { p_scheduled_at: '2099-05-01T09:00:00Z', p_recurring: true, p_frequency: 'weekly', p_time_zone: 'UTC' };
    const saved = (await save(weekly)).data![0]!;
    await local().db.query(`update public.content_items set scheduled_at = '2001-01-01T09:00:00Z' where id = $1`, [saved.id]);
    const kept = await save({ ...weekly, p_id: saved.id, p_scheduled_at: '2001-01-01T09:00:00Z', p_content: 'Edited' });
    expect(kept.error).toBeNull();
    expect(kept.data![0]).toMatchObject({ content: 'Edited', version: 2 });
    // moved to another passed time: refused, in the automation page and in the calendar alike
    const moved = await save({ ...weekly, p_id: saved.id, p_scheduled_at: '2001-02-01T09:00:00Z' });
    expect(moved.error).toMatchObject(refusal);
    const calendar = await alice.client.rpc('move_content_item', { p_id: saved.id, p_scheduled_at: '2001-02-01T09:00:00Z' });
    expect(calendar.status).toBe(400);
    expect(calendar.error).toMatchObject(refusal);
  });

  it('content_first_run: a start that passed within the hour runs at once, an older one waits for its next occurrence', async () => {
    const first = async (at: string, recurring: boolean, frequency: string | null, now: string) => {
      const { data, error } = await service.rpc('content_first_run', {
        p_scheduled_at: at,
        p_recurring: recurring,
        p_frequency: frequency as string,
        p_time_zone: 'UTC',
        p_now: now,
      });
      if (error) throw error;
      return data ? at_(data as string) : null;
    };
    const at_ = (iso: string) => new Date(iso).toISOString();
    expect(await first('2030-05-01T09:00:00Z', false, null, '2030-05-03T12:00:00Z')).toBe('2030-05-01T09:00:00.000Z');
    expect(await first('2030-05-01T09:00:00Z', true, 'weekly', '2030-05-01T09:00:30Z')).toBe('2030-05-01T09:00:00.000Z');
    expect(await first('2030-05-01T09:00:00Z', true, 'daily', '2030-05-01T09:59:00Z')).toBe('2030-05-01T09:00:00.000Z');
    expect(await first('2030-05-01T09:00:00Z', true, 'daily', '2030-05-01T10:30:00Z')).toBe('2030-05-02T09:00:00.000Z');
    expect(await first('2030-04-20T09:00:00Z', true, 'daily', '2030-05-01T09:30:00Z')).toBe('2030-05-01T09:00:00.000Z');
    expect(await first('2030-04-20T09:00:00Z', true, 'monthly', '2030-05-01T09:30:00Z')).toBe('2030-05-20T09:00:00.000Z');
    expect(await first('2030-06-01T09:00:00Z', true, 'daily', '2030-05-01T09:30:00Z')).toBe('2030-06-01T09:00:00.000Z');
  });

  it('refuses an unknown time zone and an end before the first run; a re-save keeps an unchanged schedule', async () => {
    expect((await save({ p_scheduled_at: '2099-05-01T09:00:00Z', p_time_zone: 'Mars/Olympus' })).error?.code).toBe('22023');
    expect(
      (await save({ p_scheduled_at: '2099-05-01T09:00:00Z', p_recurring: true, p_frequency: 'weekly', p_ends_at: '2099-04-01T00:00:00Z' }))
        .error?.code,
    ).toBe('22023');

    const schedule = {
      p_scheduled_at: '2099-05-01T09:00:00Z',
      p_recurring: true,
      p_frequency: 'weekly',
      p_time_zone: 'UTC',
      p_max_runs: 3,
    };
    const saved = (await save(schedule)).data![0]!;
    await local().db.query(`update public.content_items set run_count = 2, next_run_at = '2099-05-15T09:00:00Z' where id = $1`, [saved.id]);
    const again = (await save({ ...schedule, p_id: saved.id, p_content: 'Edited' })).data![0]!;
    expect(again).toMatchObject({ run_count: 2, max_runs: 3, next_run_at: expect.stringMatching(/^2099-05-15/) });
    const changed = (await save({ ...schedule, p_id: saved.id, p_frequency: 'daily' })).data![0]!;
    expect(changed).toMatchObject({ run_count: 0, frequency: 'daily', next_run_at: expect.stringMatching(/^2099-05-01/) });
  });
});

describe('claim_due_content, begin_content_run, finish_content_run', () => {
  it('claims only due scheduled items, oldest first, at most the limit; a second tick claims nothing more', async () => {
    // (earlier than anything else this file schedules, so no other item is due yet)
    const now = '2025-03-01T12:00:00Z';
    const older = await scheduledItem(alice, { at: '2025-03-01T11:00:00Z' });
    const newer = await scheduledItem(alice, { at: '2025-03-01T11:30:00Z' });
    const future = await scheduledItem(alice, { at: '2025-03-01T12:00:01Z' });
    const paused = await scheduledItem(alice, { at: '2025-03-01T10:00:00Z' });
    await local().db.query(`update public.content_items set status = 'paused' where id = $1`, [paused]);

    const mine = [older, newer, future, paused];
    const first = (await claim(now, 1)).filter((run) => mine.includes(run.item_id));
    const rest = (await claim(now)).filter((run) => mine.includes(run.item_id));
    expect(first.map((run) => run.item_id)).toEqual([older]);
    expect(rest.map((run) => run.item_id)).toEqual([newer]);
    expect(first[0]).toMatchObject({ attempt: 1, slot: expect.stringMatching(/^2025-03-01T11:00:00/) });
    expect((await claim(now)).filter((run) => mine.includes(run.item_id))).toEqual([]);
  });

  it('two overlapping ticks claim disjoint items, all of them between them', async () => {
    const now = '2025-01-01T00:00:00Z';
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) => scheduledItem(bob, { at: `2024-12-31T23:${String(10 + i).padStart(2, '0')}:00Z` })),
    );
    const [a, b] = await Promise.all([claim(now, 5), claim(now, 5)]);
    const claimed = [...a, ...b].map((run) => run.item_id).filter((id) => ids.includes(id));
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(new Set(claimed)).toEqual(new Set(ids));
  });

  it('a run starts once; a one-off run writes a new version and finishes the item', async () => {
    const now = '2033-02-01T09:00:00Z';
    const id = await scheduledItem(alice, { at: now });
    const [run] = (await claim(now)).filter((entry) => entry.item_id === id);
    expect((await begin(run!.run_id, now)).data).toEqual([expect.objectContaining({ id, content: 'v1' })]);
    expect((await begin(run!.run_id, now)).data).toEqual([]);
    expect((await finish(run!.run_id, now, { content: 'v2 written' })).data).toBe(true);
    expect((await finish(run!.run_id, now, { content: 'again' })).data).toBe(false);

    expect(await item(id)).toMatchObject({
      status: 'finished',
      content: 'v2 written',
      version: 2,
      run_count: 1,
      next_run_at: null,
      claimed_run: null,
    });
    const { rows } = await local().db.query('select version, content from public.content_versions where item_id = $1', [id]);
    expect(rows).toEqual([{ version: 1, content: 'v1' }]);
    const runs = await local().db.query('select status, version from public.content_runs where item_id = $1', [id]);
    expect(runs.rows).toEqual([{ status: 'succeeded', version: 2 }]);
  });

  it('a weekly item moves to its next week; it finishes after its number of runs or past its end date', async () => {
    const weekly = await scheduledItem(alice, { at: '2034-01-02T09:00:00Z', recurring: true, maxRuns: 2 });
    await runOnce(weekly, '2034-01-02T09:05:00Z', { content: 'week 1' });
    expect(await item(weekly)).toMatchObject({ status: 'scheduled', next_run_at: '2034-01-09T09:00:00Z', run_count: 1 });
    // a late run still lands on the schedule's next slot after now
    await runOnce(weekly, '2034-01-09T09:14:00Z', { content: 'week 2' });
    expect(await item(weekly)).toMatchObject({ status: 'finished', run_count: 2, next_run_at: null });

    const ending = await scheduledItem(alice, {
      at: '2034-02-01T09:00:00Z',
      recurring: true,
      frequency: 'daily',
      endsAt: '2034-02-02T23:59:59Z',
    });
    await runOnce(ending, '2034-02-01T09:00:00Z', { content: 'day 1' });
    expect(await item(ending)).toMatchObject({ status: 'scheduled', next_run_at: '2034-02-02T09:00:00Z' });
    await runOnce(ending, '2034-02-02T09:00:00Z', { content: 'day 2' });
    expect(await item(ending)).toMatchObject({ status: 'finished', run_count: 2 });
  });

  it('a failed run is retried at the given time up to 3 times, then the item pauses with the error', async () => {
    const id = await scheduledItem(alice, { at: '2035-01-01T09:00:00Z', recurring: true, frequency: 'daily' });
    const times = ['2035-01-01T09:00:00Z', '2035-01-01T09:15:00Z', '2035-01-01T09:30:00Z', '2035-01-01T09:45:00Z'];
    for (const [index, now] of times.entries()) {
      const run = await runOnce(id, now, { error: `Model down (${index + 1})`, retryAt: times[index + 1] ?? '2035-01-01T10:00:00Z' });
      expect(run).toMatchObject({ attempt: index + 1, slot: expect.stringMatching(/^2035-01-01T09:00:00/) });
      expect(await item(id)).toMatchObject({
        failures: index + 1,
        last_error: `Model down (${index + 1})`,
        status: index < 3 ? 'scheduled' : 'paused',
      });
      if (index < 3) expect(await item(id)).toMatchObject({ next_run_at: times[index + 1]!.replace('.000', '') });
    }
    expect((await claim('2035-01-02T00:00:00Z')).some((run) => run.item_id === id)).toBe(false);
  });

  it('a retry that succeeds resets the failures and moves to the next slot', async () => {
    const id = await scheduledItem(alice, { at: '2036-01-01T09:00:00Z', recurring: true, frequency: 'daily' });
    await runOnce(id, '2036-01-01T09:00:00Z', { error: 'Model down', retryAt: '2036-01-01T09:15:00Z' });
    expect(await claim('2036-01-01T09:10:00Z')).not.toContainEqual(expect.objectContaining({ item_id: id }));
    const retry = await runOnce(id, '2036-01-01T09:15:00Z', { content: 'written on retry' });
    expect(retry.attempt).toBe(2);
    expect(await item(id)).toMatchObject({
      status: 'scheduled',
      failures: 0,
      last_error: null,
      next_run_at: '2036-01-02T09:00:00Z',
      version: 2,
    });
  });

  it('a stop (used-up quota) pauses at once; a released claim is due again; a stale claim is taken over', async () => {
    const stopped = await scheduledItem(alice, { at: '2037-01-01T09:00:00Z', recurring: true, frequency: 'daily' });
    await runOnce(stopped, '2037-01-01T09:00:00Z', { error: 'Your daily content limit is used up.', stop: true });
    expect(await item(stopped)).toMatchObject({ status: 'paused', failures: 1, last_error: 'Your daily content limit is used up.' });

    const released = await scheduledItem(alice, { at: '2037-02-01T09:00:00Z' });
    const [run] = (await claim('2037-02-01T09:00:00Z')).filter((entry) => entry.item_id === released);
    expect((await service.rpc('release_content_run', { p_run: run!.run_id })).error).toBeNull();
    const again = (await claim('2037-02-01T09:01:00Z')).filter((entry) => entry.item_id === released);
    expect(again).toHaveLength(1);
    expect(again[0]!.attempt).toBe(1);

    // the run of `again` never begins: after its 20 minutes the item is claimed again, and the old run cannot start
    expect(await claim('2037-02-01T09:20:00Z')).not.toContainEqual(expect.objectContaining({ item_id: released }));
    const takeover = (await claim('2037-02-01T09:21:01Z')).filter((entry) => entry.item_id === released);
    expect(takeover[0]!.attempt).toBe(2);
    expect((await begin(again[0]!.run_id, '2037-02-01T09:21:02Z')).data).toEqual([]);
    expect((await begin(takeover[0]!.run_id, '2037-02-01T09:21:02Z')).data).toHaveLength(1);
  });
});

describe('set_content_schedule_paused and who may call what', () => {
  it('the owner pauses and resumes (from now on, failures cleared); others and drafts are refused', async () => {
    const saved = (
      await alice.client.rpc('save_content_item', {
        p_id: null,
        p_template: 'social',
        p_title: 'Weekly',
        p_settings: {},
        p_content: 'x',
        p_scheduled_at: '2099-01-04T09:00:00Z',
        p_recurring: true,
        p_frequency: 'weekly',
        p_time_zone: 'UTC',
      })
    ).data![0]!;
    await local().db.query(`update public.content_items set failures = 2, last_error = 'old' where id = $1`, [saved.id]);
    expect((await bob.client.rpc('set_content_schedule_paused', { p_id: saved.id, p_paused: true })).error?.code).toBe('P0002');
    expect((await alice.client.rpc('set_content_schedule_paused', { p_id: saved.id, p_paused: true })).data![0]).toMatchObject({
      status: 'paused',
    });
    expect((await alice.client.rpc('set_content_schedule_paused', { p_id: saved.id, p_paused: false })).data![0]).toMatchObject({
      status: 'scheduled',
      failures: 0,
      last_error: null,
      next_run_at: expect.stringMatching(/^2099-01-04T09:00:00/),
    });
    const draft = (
      await alice.client.rpc('save_content_item', { p_id: null, p_template: 'social', p_title: 'Draft', p_settings: {}, p_content: 'x' })
    ).data![0]!;
    expect((await alice.client.rpc('set_content_schedule_paused', { p_id: draft.id, p_paused: true })).error?.code).toBe('22023');
  });

  it('runs are read by their owner only; only the service role claims, begins, finishes or releases', async () => {
    const id = await scheduledItem(alice, { at: '2038-01-01T09:00:00Z' });
    const run = await runOnce(id, '2038-01-01T09:00:00Z', { content: 'ok' });
    expect((await alice.client.from('content_runs').select('id, status').eq('item_id', id)).data).toEqual([
      { id: run.run_id, status: 'succeeded' },
    ]);
    expect((await bob.client.from('content_runs').select('id').eq('item_id', id)).data).toEqual([]);
    expect((await alice.client.from('content_runs').update({ status: 'failed' }).eq('id', run.run_id)).error?.code).toBe('42501');
    expect(
      (
        await alice.client
          .from('content_runs')
          .insert({ item_id: id, user_id: alice.user.id, slot: '2038-01-01T09:00:00Z', attempt: 2, claimed_at: '2038-01-01T09:00:00Z' })
      ).error?.code,
    ).toBe('42501');

    for (const client of [alice.client, anonClient(local())]) {
      expect((await client.rpc('claim_due_content', { p_now: '2099-01-01T00:00:00Z', p_limit: 10 })).error?.code).toBe('42501');
      expect((await client.rpc('begin_content_run', { p_run: run.run_id, p_now: '2099-01-01T00:00:00Z' })).error?.code).toBe('42501');
      expect(
        (
          await client.rpc('finish_content_run', {
            p_run: run.run_id,
            p_now: '2099-01-01T00:00:00Z',
            p_content: 'x',
            p_error: null as unknown as string,
          })
        ).error?.code,
      ).toBe('42501');
      expect((await client.rpc('release_content_run', { p_run: run.run_id })).error?.code).toBe('42501');
    }
  });
});

describe('what a run publishes (run_mode, review)', () => {
  it("a 'sent' run keeps the saved content and version, records what it sent, and moves the schedule on", async () => {
    const id = await scheduledItem(alice, { at: '2035-01-01T09:00:00Z', recurring: true });
    const run = await runOnce(id, '2035-01-01T09:00:00Z', { outcome: 'sent', version: 1 });
    expect(await item(id)).toMatchObject({
      content: 'v1',
      version: 1,
      run_count: 1,
      status: 'scheduled',
      next_run_at: '2035-01-08T09:00:00Z',
    });
    const { rows } = await local().db.query('select status, outcome, version from public.content_runs where id = $1', [run.run_id]);
    expect(rows).toEqual([{ status: 'succeeded', outcome: 'sent', version: 1 }]);
    expect((await local().db.query('select 1 from public.content_versions where item_id = $1', [id])).rows).toEqual([]);
  });

  it('a version written for review is marked so, and keeps the mark in the history when the next run replaces it', async () => {
    const id = await scheduledItem(alice, { at: '2035-02-05T09:00:00Z', recurring: true });
    await runOnce(id, '2035-02-05T09:00:00Z', { content: 'week 1', outcome: 'awaiting_review' });
    await runOnce(id, '2035-02-12T09:00:00Z', { content: 'week 2', outcome: 'published' });
    const { rows } = await local().db.query(
      `select i.awaiting_review as now_waiting, v.version, v.awaiting_review from public.content_items i
         join public.content_versions v on v.item_id = i.id where i.id = $1 order by v.version`,
      [id],
    );
    expect(rows).toEqual([
      { now_waiting: false, version: 1, awaiting_review: false },
      { now_waiting: false, version: 2, awaiting_review: true },
    ]);
    const run = (await claim('2035-02-19T09:00:00Z')).find((entry) => entry.item_id === id)!;
    await begin(run.run_id, '2035-02-19T09:00:00Z');
    expect((await finish(run.run_id, '2035-02-19T09:00:00Z', { outcome: 'awaiting_review' })).error?.code).toBe('22023');
  });

  it('save_content_item stores the run mode of a recurring schedule; a one-time one always sends its saved text', async () => {
    const save = (recurring: boolean, mode: string, publish: boolean) =>
      alice.client.rpc('save_content_item', {
        p_id: null as never,
        p_template: 'social',
        p_title: 'Post',
        p_settings: {},
        p_content: 'Hello',
        p_scheduled_at: '2036-01-01T09:00:00Z',
        p_recurring: recurring,
        p_frequency: 'weekly',
        p_time_zone: 'UTC',
        p_run_mode: mode,
        p_publish_without_review: publish,
      });
    expect((await save(true, 'write_new', true)).data?.[0]).toMatchObject({ run_mode: 'write_new', publish_without_review: true });
    expect((await save(true, 'send_saved', true)).data?.[0]).toMatchObject({ run_mode: 'send_saved', publish_without_review: false });
    expect((await save(false, 'write_new', true)).data?.[0]).toMatchObject({ run_mode: 'send_saved', publish_without_review: false });
    expect((await save(true, 'rewrite', false)).error?.code).toBe('22023');
    await expect(
      local().db.query(
        `insert into public.content_items (user_id, template, title, recurring, run_mode) values ($1, 'social', 'x', false, 'write_new')`,
        [alice.user.id],
      ),
    ).rejects.toThrow(/content_items_one_time_sends_saved/);
  });
});
