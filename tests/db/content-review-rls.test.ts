import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInUser, useLocalSupabase } from '../fixtures/local-supabase.ts';

// The review and retry functions (migration 20261126000800) decide for an owner the
// server has authenticated, so only the service role may call them; a user's runs,
// their per-connector results included, stay theirs alone; a reschedule keeps a
// waiting version waiting and moves only the caller's own items.

const local = useLocalSupabase();
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let itemId: string;
let runId: string;

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(local(), 'Alice'), signedInUser(local(), 'Bob')]);
  const saved = await alice.client.rpc('save_content_item', {
    p_id: null,
    p_template: 'social',
    p_title: 'Rye',
    p_settings: {},
    p_content: 'Written by a run',
    p_scheduled_at: '2099-01-05T09:00:00Z',
    p_recurring: true,
    p_frequency: 'weekly',
    p_time_zone: 'UTC',
    p_run_mode: 'write_new',
  });
  expect(saved.error).toBeNull();
  itemId = saved.data![0]!.id;
  await local().db.query('update public.content_items set awaiting_review = true where id = $1', [itemId]);
  const { rows } = await local().db.query<{ id: string }>(
    `insert into public.content_runs (item_id, user_id, slot, attempt, status, claimed_at, version, outcome, deliveries)
     values ($1, $2, now(), 1, 'succeeded', now(), 1, 'sent', '[{"connector":"slack","ok":false,"status":500,"at":"2099-01-05T09:00:00Z","answer":"down"}]')
     returning id`,
    [itemId, alice.user.id],
  );
  runId = rows[0]!.id;
});

describe('review and retry', () => {
  it('users (the owner included) and visitors cannot call the service-role functions', async () => {
    for (const client of [alice.client, bob.client, anonClient(local())]) {
      const calls = [
        client.rpc('content_review_counts', { p_user: alice.user.id }),
        client.rpc('content_failed_runs', { p_user: alice.user.id }),
        client.rpc('review_content_version', { p_user: alice.user.id, p_item: itemId, p_version: 1, p_action: 'skip' }),
        client.rpc('finish_content_review', { p_run: runId, p_deliveries: [] }),
        client.rpc('claim_content_run_retry', { p_user: alice.user.id, p_run: runId }),
        client.rpc('finish_content_run_retry', { p_run: runId, p_deliveries: [] }),
      ];
      for (const { error } of await Promise.all(calls)) expect(error?.code).toBe('42501');
    }
    const { rows } = await local().db.query<{ awaiting_review: boolean }>(
      'select awaiting_review from public.content_items where id = $1',
      [itemId],
    );
    expect(rows[0]!.awaiting_review).toBe(true);
  });

  it("another user cannot read or change a run's delivery results", async () => {
    expect((await bob.client.from('content_runs').select('id').eq('id', runId)).data).toEqual([]);
    await bob.client.from('content_runs').update({ deliveries: [], retrying_until: null }).eq('id', runId);
    await alice.client.from('content_runs').update({ deliveries: [] }).eq('id', runId);
    const own = await alice.client.from('content_runs').select('deliveries').eq('id', runId).single();
    expect(own.data!.deliveries).toHaveLength(1);
  });

  it('a reschedule keeps the version waiting, and moves only the caller’s own item', async () => {
    const moved = await alice.client.rpc('move_content_item', { p_id: itemId, p_scheduled_at: '2099-01-06T09:00:00Z' });
    expect(moved.data![0]).toMatchObject({ awaiting_review: true, scheduled_at: '2099-01-06T09:00:00+00:00' });
    const foreign = await bob.client.rpc('move_content_item', { p_id: itemId, p_scheduled_at: '2099-02-01T09:00:00Z' });
    expect(foreign.error?.code).toBe('P0002');
    expect(
      (await anonClient(local()).rpc('move_content_item', { p_id: itemId, p_scheduled_at: '2099-02-01T09:00:00Z' })).error,
    ).not.toBeNull();
  });
});
