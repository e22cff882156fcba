import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInUser, useLocalSupabase } from '../fixtures/local-supabase.ts';

// content_drafts (migrations 20261126001100, renamed by 20261128233000): a user's autosaved automation draft is theirs
// alone; another user can neither read, overwrite, move nor delete it. The first
// migration makes resuming a schedule answer its real next run, never a past time.

const local = useLocalSupabase();
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(local(), 'Alice'), signedInUser(local(), 'Bob')]);
});

const contentOf = async (userId: string, slot: string) =>
  (
    await local().db.query<{ content: string }>('select content from public.content_drafts where user_id = $1 and slot = $2', [
      userId,
      slot,
    ])
  ).rows;

describe('content_drafts', () => {
  it('lets the owner keep, read, change and delete their draft', async () => {
    const row = { slot: 'blog', template: 'blog', settings: { topics: ['Rye'] }, content: 'Rye half' };
    expect((await alice.client.from('content_drafts').insert(row)).error).toBeNull();
    expect((await alice.client.from('content_drafts').select('slot, content').eq('slot', 'blog')).data).toEqual([
      { slot: 'blog', content: 'Rye half' },
    ]);
    expect((await alice.client.from('content_drafts').update({ content: 'Rye whole' }).eq('slot', 'blog')).error).toBeNull();
    expect(await contentOf(alice.user.id, 'blog')).toEqual([{ content: 'Rye whole' }]);
    expect((await alice.client.from('content_drafts').delete().eq('slot', 'blog')).error).toBeNull();
    expect(await contentOf(alice.user.id, 'blog')).toEqual([]);
    expect((await alice.client.from('content_drafts').insert({ ...row, slot: '../other' })).error?.code).toBe('23514');
  });

  it("keeps a draft from everyone else: no read, no change, no delete, no draft in another's name", async () => {
    await alice.client.from('content_drafts').insert({ slot: 'social', template: 'social', content: 'Private launch' });
    expect((await bob.client.from('content_drafts').select('content').eq('user_id', alice.user.id)).data).toEqual([]);
    await bob.client.from('content_drafts').update({ content: 'hijacked' }).eq('user_id', alice.user.id);
    await bob.client.from('content_drafts').update({ user_id: bob.user.id }).eq('user_id', alice.user.id);
    await bob.client.from('content_drafts').delete().eq('user_id', alice.user.id);
    expect(await contentOf(alice.user.id, 'social')).toEqual([{ content: 'Private launch' }]);
    const forged = await bob.client.from('content_drafts').insert({ user_id: alice.user.id, slot: 'youtube', template: 'youtube' });
    expect(forged.error?.code).toBe('42501');
    expect((await anonClient(local()).from('content_drafts').select('slot')).error?.code).toBe('42501');
  });
});

describe('resuming a schedule', () => {
  const saveScheduled = async (at: string, recurring: boolean) =>
    (
      await alice.client.rpc('save_content_item', {
        p_id: null,
        p_template: 'social',
        p_title: 'Resume me',
        p_settings: {},
        p_content: 'x',
        p_scheduled_at: at,
        p_recurring: recurring,
        p_frequency: recurring ? 'daily' : null,
        p_time_zone: 'UTC',
      })
    ).data![0]!;
  const pauseAndMoveBack = async (id: string, at: string) => {
    await alice.client.rpc('set_content_schedule_paused', { p_id: id, p_paused: true });
    await local().db.query('update public.content_items set scheduled_at = $2 where id = $1', [id, at]);
  };

  it('answers the next occurrence after now for a recurring schedule whose start has passed', async () => {
    const item = await saveScheduled('2099-01-01T09:00:00Z', true);
    // started 30 minutes ago: the grace hour of a first run would have answered that past time
    const started = new Date(Date.now() - 30 * 60_000).toISOString();
    await pauseAndMoveBack(item.id, started);
    const resumed = (await alice.client.rpc('set_content_schedule_paused', { p_id: item.id, p_paused: false })).data![0]!;
    expect(resumed.status).toBe('scheduled');
    expect(new Date(resumed.next_run_at!).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(resumed.next_run_at!).getTime() - new Date(started).getTime()).toBe(24 * 3600_000);
  });

  it('refuses to resume a one-time schedule whose time has passed, asking for a new time', async () => {
    const item = await saveScheduled('2099-01-01T09:00:00Z', false);
    await pauseAndMoveBack(item.id, '2020-01-01T09:00:00Z');
    const refused = await alice.client.rpc('set_content_schedule_paused', { p_id: item.id, p_paused: false });
    expect(refused.error).toMatchObject({ code: '22008', message: 'The time of this run has passed. Choose a new time to resume it.' });
    const later = await saveScheduled('2099-02-01T09:00:00Z', false);
    await alice.client.rpc('set_content_schedule_paused', { p_id: later.id, p_paused: true });
    const resumed = (await alice.client.rpc('set_content_schedule_paused', { p_id: later.id, p_paused: false })).data![0]!;
    expect(resumed.next_run_at).toMatch(/^2099-02-01T09:00:00/);
  });
});
