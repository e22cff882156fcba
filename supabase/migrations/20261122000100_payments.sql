-- Payments: one row per PayPal order the upgrade page creates (netlify/lib/payments/).
-- A user reads only their own rows (the upgrade page shows the receipt); only the
-- service role writes, through the functions below, so a row and the tier it
-- grants always change together. PayPal webhook events are kept by id so each one
-- is applied once. docs/architecture.md, "Payments", tells the whole flow.

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  order_id text not null unique check (order_id ~ '^[A-Z0-9]{1,36}$'),
  amount numeric(10, 2) not null check (amount > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- What PayPal last said of the order; only 'completed' makes a user PRO.
  status text not null default 'created'
    check (status in ('created', 'completed', 'denied', 'refunded', 'reversed')),
  -- PayPal's capture id: the transaction id the buyer sees in PayPal.
  capture_id text unique,
  refunded_amount numeric(10, 2) not null default 0 check (refunded_amount >= 0),
  -- While set and in the future, one capture-order call is talking to PayPal for
  -- this order; a concurrent call waits for its outcome instead of capturing too.
  capture_lease_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  captured_at timestamptz
);
create index payments_user on public.payments (user_id, created_at desc);

create table public.paypal_webhook_events (
  event_id text primary key,
  event_type text not null,
  -- What the event did: 'applied', or why it changed nothing.
  outcome text not null,
  received_at timestamptz not null default now()
);

alter table public.payments enable row level security;
alter table public.paypal_webhook_events enable row level security;

-- Supabase grants new public tables to anon and authenticated by default: take it
-- back. Users may read their payments, never write them; webhook events are the
-- server's alone (no policy for users at all).
revoke all on table public.payments from anon, authenticated;
revoke all on table public.paypal_webhook_events from anon, authenticated;
grant select on table public.payments to authenticated;
grant all on table public.payments to service_role;
grant all on table public.paypal_webhook_events to service_role;

create policy "payments_select_own" on public.payments
  for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "payments_service_role_all" on public.payments
  for all to service_role using (true) with check (true);
create policy "paypal_webhook_events_service_role_all" on public.paypal_webhook_events
  for all to service_role using (true) with check (true);

-- Takes the capture lease of p_order_id for p_lease_seconds when nobody holds it
-- and the order still waits for its capture. One update statement, so of two
-- concurrent callers exactly one gets true.
create function public.claim_payment_capture(p_order_id text, p_lease_seconds integer)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_claimed boolean;
begin
  update public.payments
     set capture_lease_until = now() + make_interval(secs => p_lease_seconds),
         updated_at = now()
   where order_id = p_order_id
     and status = 'created'
     and (capture_lease_until is null or capture_lease_until < now())
  returning true into v_claimed;
  return coalesce(v_claimed, false);
end;
$$;

create function public.release_payment_capture(p_order_id text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.payments set capture_lease_until = null, updated_at = now() where order_id = p_order_id;
$$;

-- Records a capture PayPal reported COMPLETED for exactly the order's amount,
-- currency and user, and makes the user PRO, in one transaction. Idempotent: a
-- second call for the same order changes nothing. 'completed' when the order is
-- (now) completed, else the status that prevents it ('refunded', 'reversed',
-- 'denied') or 'unknown' for an order this database never created.
create function public.complete_payment(p_order_id text, p_capture_id text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment public.payments;
begin
  select * into v_payment from public.payments where order_id = p_order_id for update;
  if not found then
    return 'unknown';
  end if;
  if v_payment.status = 'created' then
    update public.payments
       set status = 'completed', capture_id = p_capture_id, captured_at = now(),
           capture_lease_until = null, updated_at = now()
     where id = v_payment.id;
    update public.profiles set subscription_status = 'paid' where id = v_payment.user_id;
    return 'completed';
  end if;
  return v_payment.status;
end;
$$;

-- Marks an order whose capture PayPal denied; the user pays with a new order.
create function public.deny_payment(p_order_id text, p_capture_id text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  update public.payments
     set status = 'denied', capture_id = coalesce(p_capture_id, capture_id),
         capture_lease_until = null, updated_at = now()
   where order_id = p_order_id and status = 'created'
  returning status into v_status;
  return coalesce(v_status, (select status from public.payments where order_id = p_order_id), 'unknown');
end;
$$;

-- Applies one verified PayPal webhook event, once per event id: a replay returns
-- 'duplicate' and changes nothing. The event's facts come from the function
-- (netlify/lib/payments/webhook.ts); the checks against the recorded order happen
-- here, in the same transaction as the change:
--   PAYMENT.CAPTURE.COMPLETED  completes the order (the buyer's capture call never
--                              arrived) when amount, currency and user match;
--   PAYMENT.CAPTURE.DENIED     marks an order still waiting for its capture;
--   PAYMENT.CAPTURE.REFUNDED   adds the refund; a full refund marks the payment
--                              refunded and the user goes back to free;
--   PAYMENT.CAPTURE.REVERSED   (a charge-back) marks it reversed, back to free.
-- The user stays PRO if another payment of theirs is still completed.
create function public.apply_paypal_webhook_event(
  p_event_id text,
  p_event_type text,
  p_order_id text default null,
  p_capture_id text default null,
  p_amount numeric default null,
  p_currency text default null,
  p_custom_id text default null
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment public.payments;
  v_outcome text;
begin
  insert into public.paypal_webhook_events (event_id, event_type, outcome)
  values (p_event_id, p_event_type, 'pending')
  on conflict (event_id) do nothing;
  if not found then
    return 'duplicate';
  end if;

  if p_event_type not in ('PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.DENIED', 'PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED') then
    v_outcome := 'ignored';
  else
    select * into v_payment from public.payments
     where (p_order_id is not null and order_id = p_order_id)
        or (p_capture_id is not null and capture_id = p_capture_id)
     order by (order_id = p_order_id) desc nulls last
     limit 1
     for update;
    if not found then
      v_outcome := 'unknown order';
    elsif p_event_type = 'PAYMENT.CAPTURE.COMPLETED' then
      if p_amount is distinct from v_payment.amount or p_currency is distinct from v_payment.currency
         or p_custom_id is distinct from v_payment.user_id::text then
        v_outcome := 'mismatch';
      elsif v_payment.status <> 'created' then
        v_outcome := 'already ' || v_payment.status;
      else
        -- Also makes the user PRO.
        perform public.complete_payment(v_payment.order_id, p_capture_id);
        v_outcome := 'applied';
      end if;
    elsif p_event_type = 'PAYMENT.CAPTURE.DENIED' then
      if v_payment.status = 'created' then
        perform public.deny_payment(v_payment.order_id, p_capture_id);
        v_outcome := 'applied';
      else
        v_outcome := 'already ' || v_payment.status;
      end if;
    elsif p_event_type = 'PAYMENT.CAPTURE.REFUNDED' then
      if v_payment.status <> 'completed' then
        v_outcome := 'already ' || v_payment.status;
      elsif p_currency is distinct from v_payment.currency or p_amount is null or p_amount <= 0 then
        v_outcome := 'mismatch';
      else
        update public.payments
           set refunded_amount = least(amount, refunded_amount + p_amount),
               status = case when refunded_amount + p_amount >= amount then 'refunded' else status end,
               updated_at = now()
         where id = v_payment.id;
        v_outcome := 'applied';
      end if;
    else -- PAYMENT.CAPTURE.REVERSED
      if v_payment.status in ('completed', 'created') then
        update public.payments set status = 'reversed', capture_lease_until = null, updated_at = now()
         where id = v_payment.id;
        v_outcome := 'applied';
      else
        v_outcome := 'already ' || v_payment.status;
      end if;
    end if;

    -- A refund or reversal leaves a user PRO only while another payment of theirs
    -- is still completed.
    if v_outcome = 'applied' and p_event_type in ('PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED')
          and not exists (select 1 from public.payments where user_id = v_payment.user_id and status = 'completed') then
      update public.profiles set subscription_status = 'free' where id = v_payment.user_id;
    end if;
  end if;

  update public.paypal_webhook_events set outcome = v_outcome where event_id = p_event_id;
  return v_outcome;
end;
$$;

revoke execute on function public.claim_payment_capture(text, integer) from public, anon, authenticated;
revoke execute on function public.release_payment_capture(text) from public, anon, authenticated;
revoke execute on function public.complete_payment(text, text) from public, anon, authenticated;
revoke execute on function public.deny_payment(text, text) from public, anon, authenticated;
revoke execute on function public.apply_paypal_webhook_event(text, text, text, text, numeric, text, text) from public, anon, authenticated;
grant execute on function public.claim_payment_capture(text, integer) to service_role;
grant execute on function public.release_payment_capture(text) to service_role;
grant execute on function public.complete_payment(text, text) to service_role;
grant execute on function public.deny_payment(text, text) to service_role;
grant execute on function public.apply_paypal_webhook_event(text, text, text, text, numeric, text, text) to service_role;
