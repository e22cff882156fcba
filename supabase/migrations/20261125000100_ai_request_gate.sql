-- The gate of an AI request (netlify/lib/gate.ts): the per-minute rate, an in-flight
-- lease and the daily quota in one round trip instead of three. It runs the
-- limiter's own functions (rate_limit_hit, acquire_inflight, consume_quota), so
-- each check keeps its meaning, in today's order and in one transaction:
--   1. the rate: every request that reaches the gate counts, refused or not;
--   2. the caller's tier, read here from public.profiles (never from the request);
--   3. the in-flight lease, when p_lease_key is given;
--   4. the daily quota, when p_quota_kind is given and the caller's tier is charged
--      (requests the user's own keys pay for are not: quotas.ts decides who pays).
-- A refused request costs nothing past its rate hit: a rate, profile or in-flight
-- refusal takes no quota, and a quota refusal gives back the lease it took.
-- `refused` says which check refused ('rate' with retry_after_seconds, 'profile',
-- 'inflight', 'quota' with quota_limit and resets_at), null when the request may go on.
create function public.ai_request_gate(
  p_user_id uuid,
  p_rate_key text,
  p_rate_limit integer,
  p_lease_key text default null,
  p_lease_max integer default 0,
  p_lease_ttl_seconds integer default 0,
  p_quota_kind text default null,
  p_quota_free_limit integer default 0,
  p_quota_paid_limit integer default 0,
  p_quota_amount integer default 1,
  p_charge_free boolean default false,
  p_charge_paid boolean default false
)
returns table (
  refused text,
  retry_after_seconds integer,
  tier text,
  lease uuid,
  quota_limit integer,
  quota_day date,
  resets_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rate record;
  v_tier text;
  v_lease uuid;
  v_quota record;
  v_limit integer;
begin
  select r.allowed, r.retry_after_seconds into v_rate from public.rate_limit_hit(p_rate_key, p_rate_limit, 60) r;
  if not v_rate.allowed then
    return query select 'rate'::text, v_rate.retry_after_seconds, null::text, null::uuid, null::integer, null::date, null::timestamptz;
    return;
  end if;

  select p.subscription_status into v_tier from public.profiles p where p.id = p_user_id;
  if v_tier is null then
    return query select 'profile'::text, null::integer, null::text, null::uuid, null::integer, null::date, null::timestamptz;
    return;
  end if;

  if p_lease_key is not null then
    v_lease := public.acquire_inflight(p_lease_key, p_lease_max, p_lease_ttl_seconds);
    if v_lease is null then
      return query select 'inflight'::text, null::integer, v_tier, null::uuid, null::integer, null::date, null::timestamptz;
      return;
    end if;
  end if;

  if p_quota_kind is null or not coalesce(case when v_tier = 'paid' then p_charge_paid else p_charge_free end, false) then
    return query select null::text, null::integer, v_tier, v_lease, null::integer, null::date, null::timestamptz;
    return;
  end if;

  v_limit := case when v_tier = 'paid' then p_quota_paid_limit else p_quota_free_limit end;
  select q.allowed, q.resets_at, q.day into v_quota from public.consume_quota(p_user_id, p_quota_kind, v_limit, p_quota_amount) q;
  if not v_quota.allowed then
    -- Taken in this same transaction: gone before any other request can count it.
    delete from public.inflight_leases where id = v_lease;
    return query select 'quota'::text, null::integer, v_tier, null::uuid, v_limit, v_quota.day, v_quota.resets_at;
    return;
  end if;
  return query select null::text, null::integer, v_tier, v_lease, v_limit, v_quota.day, v_quota.resets_at;
end;
$$;

revoke execute on function public.ai_request_gate(uuid, text, integer, text, integer, integer, text, integer, integer, integer, boolean, boolean)
  from public, anon, authenticated;
grant execute on function public.ai_request_gate(uuid, text, integer, text, integer, integer, text, integer, integer, integer, boolean, boolean)
  to service_role;
