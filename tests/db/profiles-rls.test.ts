import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInUser, uniqueEmail, useLocalSupabase } from '../fixtures/local-supabase.ts';

// The real migration's profiles table: RLS and column privileges decide what
// each role may read and write, through the unchanged supabase-js.

const local = useLocalSupabase();

type User = Awaited<ReturnType<typeof signedInUser>>;
let alice: User;
let bob: User;

async function profileAsAdmin(id: string) {
  const { rows } = await local().db.query<{ full_name: string; subscription_status: string; is_admin: boolean }>(
    'select full_name, subscription_status, is_admin from public.profiles where id = $1',
    [id],
  );
  return rows[0];
}

beforeAll(async () => {
  alice = await signedInUser(local(), 'Alice');
  bob = await signedInUser(local(), 'Bob');
});

describe('profiles: reading', () => {
  it('gives signed-out visitors nothing', async () => {
    const { data, error, status } = await anonClient(local()).from('profiles').select('*');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('shows a user only their own row', async () => {
    const all = await alice.client.from('profiles').select('*');
    expect(all.error).toBeNull();
    expect(all.data).toEqual([
      expect.objectContaining({
        id: alice.user.id,
        email: alice.email,
        full_name: 'Alice',
        subscription_status: 'free',
        is_admin: false,
      }),
    ]);

    const other = await alice.client.from('profiles').select('*').eq('id', bob.user.id);
    expect(other.data).toEqual([]);
    const single = await alice.client.from('profiles').select('*').eq('id', bob.user.id).single();
    expect(single.status).toBe(406);
    expect(single.error?.code).toBe('PGRST116');
  });

  it('lets the service role read every row', async () => {
    const { data, error } = await serviceClient(local()).from('profiles').select('id').in('id', [alice.user.id, bob.user.id]);
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
  });
});

describe('profiles: writing', () => {
  it("does not let a user change another user's name", async () => {
    const res = await alice.client.from('profiles').update({ full_name: 'Hacked' }).eq('id', bob.user.id).select();
    expect(res.error).toBeNull();
    expect(res.data).toEqual([]);
    const counted = await alice.client.from('profiles').update({ full_name: 'Hacked' }, { count: 'exact' }).eq('id', bob.user.id);
    expect(counted.count).toBe(0);
    expect((await profileAsAdmin(bob.user.id))?.full_name).toBe('Bob');
  });

  it('lets a user change their own name', async () => {
    const res = await alice.client
      .from('profiles')
      .update({ full_name: 'Alice Liddell' })
      .eq('id', alice.user.id)
      .select('full_name')
      .single();
    expect(res.error).toBeNull();
    expect(res.data).toEqual({ full_name: 'Alice Liddell' });
    expect((await profileAsAdmin(alice.user.id))?.full_name).toBe('Alice Liddell');
  });

  it('refuses subscription_status and is_admin by update', async () => {
    for (const change of [{ subscription_status: 'paid' }, { is_admin: true }, { full_name: 'A', is_admin: true }]) {
      const res = await alice.client.from('profiles').update(change).eq('id', alice.user.id);
      expect(res.status).toBe(403);
      expect(res.error?.code).toBe('42501');
    }
    expect(await profileAsAdmin(alice.user.id)).toMatchObject({ subscription_status: 'free', is_admin: false });
  });

  it('refuses them by insert and by upsert', async () => {
    const insert = await alice.client.from('profiles').insert({ id: alice.user.id, subscription_status: 'paid' });
    expect(insert.status).toBe(403);
    expect(insert.error?.code).toBe('42501');

    const upsert = await alice.client
      .from('profiles')
      .upsert({ id: alice.user.id, full_name: 'Alice', subscription_status: 'paid', is_admin: true }, { onConflict: 'id' });
    expect(upsert.status).toBe(403);
    expect(upsert.error?.code).toBe('42501');

    const ignore = await alice.client
      .from('profiles')
      .upsert({ id: alice.user.id, is_admin: true }, { onConflict: 'id', ignoreDuplicates: true });
    expect(ignore.status).toBe(403);

    expect(await profileAsAdmin(alice.user.id)).toMatchObject({ subscription_status: 'free', is_admin: false });
  });

  it('refuses anonymous writes', async () => {
    const res = await anonClient(local()).from('profiles').update({ full_name: 'Anon' }).eq('id', alice.user.id);
    expect(res.status).toBe(401);
    expect(res.error?.code).toBe('42501');
  });

  it('lets the service role set the tier and the admin flag', async () => {
    const res = await serviceClient(local())
      .from('profiles')
      .update({ subscription_status: 'paid', is_admin: true })
      .eq('id', bob.user.id)
      .select('subscription_status, is_admin')
      .single();
    expect(res.error).toBeNull();
    expect(res.data).toEqual({ subscription_status: 'paid', is_admin: true });

    const invalid = await serviceClient(local()).from('profiles').update({ subscription_status: 'gold' }).eq('id', bob.user.id);
    expect(invalid.status).toBe(400);
    expect(invalid.error?.code).toBe('23514');

    // Bob sees his new tier; Alice still cannot see Bob.
    const own = await bob.client.from('profiles').select('subscription_status, is_admin').single();
    expect(own.data).toEqual({ subscription_status: 'paid', is_admin: true });
    expect((await alice.client.from('profiles').select('id').eq('id', bob.user.id)).data).toEqual([]);
  });
});

describe('profiles: lifecycle', () => {
  it('follows the auth user: e-mail changes and deletion cascade', async () => {
    const admin = serviceClient(local()).auth.admin;
    const created = await admin.createUser({ email: uniqueEmail('life'), password: 'secret-pass', email_confirm: true });
    const id = created.data.user!.id;
    expect((await profileAsAdmin(id))?.full_name).toBe('');

    const email = uniqueEmail('life-moved');
    await admin.updateUserById(id, { email });
    const { rows } = await local().db.query<{ email: string }>('select email from public.profiles where id = $1', [id]);
    expect(rows[0]?.email).toBe(email);

    await admin.deleteUser(id);
    expect(await profileAsAdmin(id)).toBeUndefined();
  });

  it('keeps the trigger functions out of reach of API roles', async () => {
    const res = await alice.client.rpc('handle_new_user');
    expect(res.error).not.toBeNull();
  });
});
