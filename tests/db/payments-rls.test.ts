import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, signedInUser, useLocalSupabase } from '../fixtures/local-supabase.ts';

// The payments tables and functions (migration 20261122000100): a user reads only
// their own payments and can neither write them nor call the functions that
// complete, deny or refund a payment and change the tier with it.

const local = useLocalSupabase();
type User = Awaited<ReturnType<typeof signedInUser>>;
let alice: User;
let bob: User;
let roles: [string, SupabaseClient][];

async function tier(userId: string) {
  const { rows } = await local().db.query<{ subscription_status: string }>(
    'select subscription_status from public.profiles where id = $1',
    [userId],
  );
  return rows[0]?.subscription_status;
}

async function payment(orderId: string) {
  const { rows } = await local().db.query<{ status: string; refunded_amount: string; capture_id: string | null }>(
    'select status, refunded_amount::text, capture_id from public.payments where order_id = $1',
    [orderId],
  );
  return rows[0];
}

async function insertPayment(userId: string, orderId: string) {
  const { error } = await serviceClient(local())
    .from('payments')
    .insert({ user_id: userId, order_id: orderId, amount: 149.99, currency: 'USD' });
  expect(error).toBeNull();
}

function expectDenied(result: { error: { code?: string } | null; status: number }, what: string) {
  expect(result.error?.code, what).toBe('42501');
  expect([401, 403], what).toContain(result.status);
}

beforeAll(async () => {
  alice = await signedInUser(local(), 'Alice');
  bob = await signedInUser(local(), 'Bob');
  roles = [
    ['anon', anonClient(local())],
    ['authenticated', alice.client],
  ];
  await insertPayment(alice.user.id, 'ALICEORDER1');
  await insertPayment(bob.user.id, 'BOBORDER1');
});

describe('payments: reading', () => {
  it('shows a user only their own payments, and visitors nothing', async () => {
    const own = await alice.client.from('payments').select('order_id, amount, currency, status');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ order_id: 'ALICEORDER1', amount: 149.99, currency: 'USD', status: 'created' }]);
    expect((await alice.client.from('payments').select('*').eq('order_id', 'BOBORDER1')).data).toEqual([]);
    expectDenied(await anonClient(local()).from('payments').select('*'), 'anon select');
  });

  it('keeps webhook events from every browser role', async () => {
    for (const [role, client] of roles) expectDenied(await client.from('paypal_webhook_events').select('*'), `${role} select events`);
  });
});

describe('payments: writing', () => {
  it('refuses inserts, updates and deletes from users, even of their own rows', async () => {
    expectDenied(
      await alice.client
        .from('payments')
        .insert({ user_id: alice.user.id, order_id: 'FORGED1', amount: 1, currency: 'USD', status: 'completed' }),
      'insert',
    );
    expectDenied(await alice.client.from('payments').update({ status: 'completed' }).eq('order_id', 'ALICEORDER1'), 'update own');
    expectDenied(await alice.client.from('payments').delete().eq('order_id', 'BOBORDER1'), 'delete other');
    expectDenied(
      await alice.client.from('paypal_webhook_events').insert({ event_id: 'WH-1', event_type: 'x', outcome: 'x' }),
      'insert event',
    );
    expect(await payment('ALICEORDER1')).toMatchObject({ status: 'created' });
    expect(await payment('BOBORDER1')).toMatchObject({ status: 'created' });
    expect(await payment('FORGED1')).toBeUndefined();
  });

  it('refuses the payment functions to anon and authenticated', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['claim_payment_capture', { p_order_id: 'ALICEORDER1', p_lease_seconds: 60 }],
      ['release_payment_capture', { p_order_id: 'ALICEORDER1' }],
      ['complete_payment', { p_order_id: 'ALICEORDER1', p_capture_id: 'CAP1' }],
      ['deny_payment', { p_order_id: 'ALICEORDER1', p_capture_id: 'CAP1' }],
      ['apply_paypal_webhook_event', { p_event_id: 'WH-X', p_event_type: 'PAYMENT.CAPTURE.COMPLETED', p_order_id: 'ALICEORDER1' }],
    ];
    for (const [role, client] of roles) {
      for (const [fn, args] of calls) expectDenied(await client.rpc(fn, args), `${role} ${fn}`);
    }
    expect(await payment('ALICEORDER1')).toMatchObject({ status: 'created', capture_id: null });
    expect(await tier(alice.user.id)).toBe('free');
  });

  it('checks order ids, statuses and amounts', async () => {
    const service = serviceClient(local());
    expect(
      (await service.from('payments').insert({ user_id: bob.user.id, order_id: 'lower-case', amount: 1, currency: 'USD' })).error?.code,
    ).toBe('23514');
    expect((await service.from('payments').update({ status: 'paid' }).eq('order_id', 'BOBORDER1')).error?.code).toBe('23514');
    expect(
      (await service.from('payments').insert({ user_id: bob.user.id, order_id: 'BOBORDER1', amount: 1, currency: 'USD' })).error?.code,
    ).toBe('23505');
  });
});

describe('payment functions (service role)', () => {
  it('lease: one of two concurrent claims wins; released, it can be taken again', async () => {
    const service = serviceClient(local());
    const claim = () => service.rpc('claim_payment_capture', { p_order_id: 'BOBORDER1', p_lease_seconds: 60 });
    const results = await Promise.all([claim(), claim()]);
    expect(results.map((r) => r.data).sort()).toEqual([false, true]);
    expect((await service.rpc('release_payment_capture', { p_order_id: 'BOBORDER1' })).error).toBeNull();
    expect((await claim()).data).toBe(true);
    await service.rpc('release_payment_capture', { p_order_id: 'BOBORDER1' });
  });

  it('complete_payment makes the user PRO once; a second call changes nothing', async () => {
    const service = serviceClient(local());
    expect((await service.rpc('complete_payment', { p_order_id: 'BOBORDER1', p_capture_id: 'CAPBOB1' })).data).toBe('completed');
    expect((await service.rpc('complete_payment', { p_order_id: 'BOBORDER1', p_capture_id: 'OTHER' })).data).toBe('completed');
    expect(await payment('BOBORDER1')).toMatchObject({ status: 'completed', capture_id: 'CAPBOB1' });
    expect(await tier(bob.user.id)).toBe('paid');
    expect((await service.rpc('complete_payment', { p_order_id: 'NOSUCHORDER', p_capture_id: 'C' })).data).toBe('unknown');
    // Bob reads his receipt.
    const receipt = await bob.client.from('payments').select('capture_id, captured_at').eq('status', 'completed').single();
    expect(receipt.data?.capture_id).toBe('CAPBOB1');
    expect(receipt.data?.captured_at).toBeTruthy();
  });

  it('a webhook event applies once; a partial refund keeps PRO, the rest of it ends PRO', async () => {
    const service = serviceClient(local());
    const refund = (id: string, amount: number) =>
      service.rpc('apply_paypal_webhook_event', {
        p_event_id: id,
        p_event_type: 'PAYMENT.CAPTURE.REFUNDED',
        p_capture_id: 'CAPBOB1',
        p_amount: amount,
        p_currency: 'USD',
      });
    expect((await refund('WH-R1', 50)).data).toBe('applied');
    expect((await refund('WH-R1', 50)).data).toBe('duplicate');
    expect(await payment('BOBORDER1')).toMatchObject({ status: 'completed', refunded_amount: '50.00' });
    expect(await tier(bob.user.id)).toBe('paid');
    expect((await refund('WH-R2', 99.99)).data).toBe('applied');
    expect(await payment('BOBORDER1')).toMatchObject({ status: 'refunded', refunded_amount: '149.99' });
    expect(await tier(bob.user.id)).toBe('free');
    const { rows } = await local().db.query<{ event_id: string; outcome: string }>(
      "select event_id, outcome from public.paypal_webhook_events where event_id like 'WH-R%' order by event_id",
    );
    expect(rows).toEqual([
      { event_id: 'WH-R1', outcome: 'applied' },
      { event_id: 'WH-R2', outcome: 'applied' },
    ]);
  });

  it('a completed event must match the order: amount, currency and user', async () => {
    const service = serviceClient(local());
    const completed = (id: string, facts: Record<string, unknown>) =>
      service.rpc('apply_paypal_webhook_event', {
        p_event_id: id,
        p_event_type: 'PAYMENT.CAPTURE.COMPLETED',
        p_order_id: 'ALICEORDER1',
        p_capture_id: 'CAPALICE1',
        ...facts,
      });
    const right = { p_amount: 149.99, p_currency: 'USD', p_custom_id: alice.user.id };
    expect((await completed('WH-C1', { ...right, p_amount: 1.5 })).data).toBe('mismatch');
    expect((await completed('WH-C2', { ...right, p_currency: 'EUR' })).data).toBe('mismatch');
    expect((await completed('WH-C3', { ...right, p_custom_id: bob.user.id })).data).toBe('mismatch');
    expect(await tier(alice.user.id)).toBe('free');
    expect((await completed('WH-C4', right)).data).toBe('applied');
    expect(await tier(alice.user.id)).toBe('paid');
    expect(await payment('ALICEORDER1')).toMatchObject({ status: 'completed', capture_id: 'CAPALICE1' });
    // A reversal (charge-back) ends it.
    const reversed = await service.rpc('apply_paypal_webhook_event', {
      p_event_id: 'WH-V1',
      p_event_type: 'PAYMENT.CAPTURE.REVERSED',
      p_capture_id: 'CAPALICE1',
    });
    expect(reversed.data).toBe('applied');
    expect(await payment('ALICEORDER1')).toMatchObject({ status: 'reversed' });
    expect(await tier(alice.user.id)).toBe('free');
    // Unknown types are recorded and ignored.
    expect((await service.rpc('apply_paypal_webhook_event', { p_event_id: 'WH-U1', p_event_type: 'CHECKOUT.ORDER.APPROVED' })).data).toBe(
      'ignored',
    );
  });
});
