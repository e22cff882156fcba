import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, signedInUser, useLocalSupabase } from '../fixtures/local-supabase.ts';

// support_conversations and support_messages (migration 20261125000000): Mr.
// Support's function alone reads and writes them, with the service role. No
// browser role may see a row, its own included, nor write one, nor call the
// function that records a turn; idle conversations are deleted on that write path.

const local = useLocalSupabase();
let roles: [string, SupabaseClient][];
let aliceId = '';
const ID = `support-${Date.now()}-${'a'.repeat(24)}`;

function expectDenied(result: { error: { code?: string } | null; status: number }, what: string) {
  expect(result.error?.code, what).toBe('42501');
  expect([401, 403], what).toContain(result.status);
}

const count = async (table: string) => (await local().db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0]!.n;

beforeAll(async () => {
  const alice = await signedInUser(local(), 'Alice');
  aliceId = alice.user.id;
  roles = [
    ['anon', anonClient(local())],
    ['authenticated', alice.client],
  ];
  const { data, error } = await serviceClient(local()).rpc('support_record_turn', {
    p_conversation_id: ID,
    p_user_id: aliceId,
    p_question: 'How much is PRO?',
    p_answer: 'A one-time payment.',
  });
  expect(error).toBeNull();
  // The stored answer's id (migration 20261125001100).
  expect(data).toBeGreaterThan(0);
});

describe('support_conversations and support_messages', () => {
  it("cannot be read by anon or by the conversation's own user", async () => {
    for (const [role, client] of roles) {
      for (const table of ['support_conversations', 'support_messages'])
        expectDenied(await client.from(table).select('*'), `${role} select ${table}`);
    }
  });

  it('cannot be written by anon or authenticated', async () => {
    for (const [role, client] of roles) {
      expectDenied(
        await client.from('support_conversations').insert({ id: `support-${Date.now()}-${'b'.repeat(24)}`, user_id: aliceId }),
        `${role} insert conversation`,
      );
      expectDenied(await client.from('support_conversations').update({ user_id: null }).eq('id', ID), `${role} update conversation`);
      expectDenied(await client.from('support_conversations').delete().eq('id', ID), `${role} delete conversation`);
      expectDenied(
        await client.from('support_messages').insert({ conversation_id: ID, role: 'assistant', content: 'forged' }),
        `${role} insert message`,
      );
      expectDenied(
        await client.from('support_messages').update({ content: 'changed' }).eq('conversation_id', ID),
        `${role} update message`,
      );
      expectDenied(await client.from('support_messages').delete().eq('conversation_id', ID), `${role} delete message`);
      const call = await client.rpc('support_record_turn', { p_conversation_id: ID, p_question: 'forged' });
      expect(call.error?.code, `${role} rpc`).toBe('42501');
    }
    expect(await count('support_conversations')).toBe(1);
    expect(await count('support_messages')).toBe(2);
  });

  it("records a turn only for the conversation's owner, and forgets conversations idle for a day", async () => {
    const service = serviceClient(local());
    // A visitor (no user) writing into Alice's conversation is refused.
    expect((await service.rpc('support_record_turn', { p_conversation_id: ID, p_question: 'Hijack?' })).data).toBeNull();
    expect(await count('support_messages')).toBe(2);
    // A question whose answer failed is stored alone.
    expect((await service.rpc('support_record_turn', { p_conversation_id: ID, p_user_id: aliceId, p_question: 'And refunds?' })).data).toBe(
      0,
    );
    expect(await count('support_messages')).toBe(3);
    // Ids are the server's shape only.
    expect((await service.rpc('support_record_turn', { p_conversation_id: 'support-1', p_question: 'x' })).error?.code).toBe('23514');

    await local().db.query(`update public.support_conversations set last_at = now() - interval '25 hours' where id = $1`, [ID]);
    const other = `support-${Date.now()}-${'c'.repeat(24)}`;
    expect(
      (await service.rpc('support_record_turn', { p_conversation_id: other, p_question: 'Hello?', p_answer: 'Hi!' })).data,
    ).toBeGreaterThan(0);
    const { rows } = await local().db.query<{ id: string }>('select id from public.support_conversations');
    expect(rows.map((row) => row.id)).toEqual([other]);
    expect(await count('support_messages')).toBe(2);
  });

  it('goes with the account that owns it', async () => {
    const bob = await signedInUser(local(), 'Bob');
    const id = `support-${Date.now()}-${'d'.repeat(24)}`;
    await serviceClient(local()).rpc('support_record_turn', {
      p_conversation_id: id,
      p_user_id: bob.user.id,
      p_question: 'Hi',
      p_answer: 'Hello',
    });
    await local().db.query('delete from auth.users where id = $1', [bob.user.id]);
    expect((await local().db.query('select 1 from public.support_conversations where id = $1', [id])).rows).toHaveLength(0);
  });
});
