import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, signedInUser, useLocalSupabase } from '../fixtures/local-supabase.ts';

// support_feedback and support_requests (migration 20261125001100): Mr. Support's
// functions alone read and write them, with the service role (the admin inbox
// reads them through a function that checks profiles.is_admin). No browser role may
// see a row, its own included, nor write one.

const local = useLocalSupabase();
let roles: [string, SupabaseClient][];
let requestId = '';

function expectDenied(result: { error: { code?: string } | null; status: number }, what: string) {
  expect(result.error?.code, what).toBe('42501');
  expect([401, 403], what).toContain(result.status);
}

const count = async (table: string) => (await local().db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0]!.n;

beforeAll(async () => {
  const alice = await signedInUser(local(), 'Alice');
  roles = [
    ['anon', anonClient(local())],
    ['authenticated', alice.client],
  ];
  const service = serviceClient(local());
  const feedback = await service
    .from('support_feedback')
    .insert({ message_id: 1, conversation_id: `support-${Date.now()}-${'a'.repeat(24)}`, kind: 'not_helpful', question: 'Q', answer: 'A' });
  expect(feedback.error).toBeNull();
  const request = await service
    .from('support_requests')
    .insert({ user_id: alice.user.id, email: 'alice@example.com', message: 'Help me', transcript: [{ role: 'user', content: 'Q' }] })
    .select('id')
    .single();
  expect(request.error).toBeNull();
  requestId = request.data!.id;
});

describe('support_feedback and support_requests', () => {
  it("cannot be read by anon or by the request's own user", async () => {
    for (const [role, client] of roles) {
      for (const table of ['support_feedback', 'support_requests'])
        expectDenied(await client.from(table).select('*'), `${role} select ${table}`);
    }
  });

  it('cannot be written by anon or authenticated', async () => {
    for (const [role, client] of roles) {
      expectDenied(
        await client.from('support_feedback').insert({ message_id: 2, conversation_id: 'x', kind: 'helpful', question: 'Q', answer: 'A' }),
        `${role} insert feedback`,
      );
      expectDenied(await client.from('support_feedback').update({ kind: 'helpful' }).eq('message_id', 1), `${role} update feedback`);
      expectDenied(await client.from('support_feedback').delete().eq('message_id', 1), `${role} delete feedback`);
      expectDenied(await client.from('support_requests').insert({ email: 'x@example.com', message: 'forged' }), `${role} insert request`);
      expectDenied(await client.from('support_requests').update({ status: 'done' }).eq('id', requestId), `${role} update request`);
      expectDenied(await client.from('support_requests').delete().eq('id', requestId), `${role} delete request`);
    }
    expect(await count('support_feedback')).toBe(1);
    expect(await count('support_requests')).toBe(1);
    const { rows } = await local().db.query<{ status: string }>('select status from public.support_requests');
    expect(rows[0]!.status).toBe('open');
  });

  it('checks what is stored: a known kind and status, an e-mail address, a transcript array', async () => {
    const service = serviceClient(local());
    expect(
      (await service.from('support_feedback').insert({ message_id: 3, conversation_id: 'x', kind: 'meh', question: 'Q', answer: 'A' }))
        .error?.code,
    ).toBe('23514');
    expect((await service.from('support_requests').insert({ email: 'not an address', message: 'Hi' })).error?.code).toBe('23514');
    expect((await service.from('support_requests').insert({ email: 'a@b.co', message: 'Hi', status: 'lost' })).error?.code).toBe('23514');
    expect((await service.from('support_requests').insert({ email: 'a@b.co', message: 'Hi', transcript: {} })).error?.code).toBe('23514');
  });
});
