-- Abuse and cost limits shared by every function (netlify/lib/limits.ts): per-minute
-- request rates and in-flight leases, both keyed by a text such as 'ai:user:<id>'
-- or 'anon:ip:<hash>'. Only the service role touches them; rows are short-lived
-- and cleaned up as the functions run. Also: quota refunds name the day the unit
-- was taken and are capped per user, kind and day.

-- Per-minute rates: one fixed window per key.
create table public.rate_limits (
  key text primary key,
  window_start timestamptz not null,
  hits integer not null default 0
);

-- In-flight work (a chat answer being written): a lease per running request.
-- A lease expires on its own so a function that crashed cannot lock a user out.
create table public.inflight_leases (
  id uuid primary key default gen_random_uuid(),
  key text not null,
  expires_at timestamptz not null
);
create index inflight_leases_key on public.inflight_leases (key, expires_at);

alter table public.rate_limits enable row level security;
alter table public.inflight_leases enable row level security;

-- Supabase grants new public tables to anon and authenticated by default: take
-- it back. No policy for them either, so even a stray grant would show nothing.
revoke all on table public.rate_limits from anon, authenticated;
revoke all on table public.inflight_leases from anon, authenticated;
grant all on table public.rate_limits to service_role;
grant all on table public.inflight_leases to service_role;

create policy "rate_limits_service_role_all" on public.rate_limits
  for all to service_role using (true) with check (true);
create policy "inflight_leases_service_role_all" on public.inflight_leases
  for all to service_role using (true) with check (true);

-- Counts one request against p_key's current window of p_window_seconds, which
-- opens at the key's first request (so keys do not all reset at the same second).
-- One upsert statement, so concurrent requests cannot both take the last slot.
-- Refused requests count too: they do not extend the window, only fill it.
create function public.rate_limit_hit(p_key text, p_limit integer, p_window_seconds integer)
returns table (allowed boolean, hits integer, retry_after_seconds integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_window interval := make_interval(secs => p_window_seconds);
  v_hits integer;
  v_start timestamptz;
begin
  insert into public.rate_limits as r (key, window_start, hits)
  values (p_key, now(), 1)
  on conflict (key) do update
    set hits = case when r.window_start > now() - v_window then r.hits + 1 else 1 end,
        window_start = case when r.window_start > now() - v_window then r.window_start else now() end
  returning r.hits, r.window_start into v_hits, v_start;

  -- Now and then, drop the windows nobody has used for an hour.
  if random() < 0.01 then
    delete from public.rate_limits where window_start < now() - interval '1 hour';
  end if;

  return query select
    v_hits <= p_limit,
    v_hits,
    greatest(1, ceil(extract(epoch from (v_start + v_window - now())))::integer);
end;
$$;

-- Takes one of p_max leases of p_key for p_ttl_seconds; null when all are taken.
-- The advisory lock (per key, until the transaction ends) makes count-then-insert
-- atomic on real Postgres; expired leases of the key are removed first.
create function public.acquire_inflight(p_key text, p_max integer, p_ttl_seconds integer)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_running integer;
  v_lease uuid;
begin
  perform pg_advisory_xact_lock(hashtextextended('inflight:' || p_key, 0));
  delete from public.inflight_leases where key = p_key and expires_at <= now();
  select count(*) into v_running from public.inflight_leases where key = p_key;
  if v_running >= p_max then
    return null;
  end if;
  insert into public.inflight_leases (key, expires_at)
  values (p_key, now() + make_interval(secs => p_ttl_seconds))
  returning id into v_lease;

  if random() < 0.01 then
    delete from public.inflight_leases where expires_at <= now();
  end if;
  return v_lease;
end;
$$;

create function public.release_inflight(p_lease uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.inflight_leases where id = p_lease;
$$;

-- Quota refunds: at most p_max_refunds per user, kind and day, counted here.
alter table public.usage_counters
  add column refunded integer not null default 0 check (refunded >= 0);

-- consume_quota now also says which (UTC) day it charged, so that a request that
-- runs past midnight refunds that day and not the next one.
drop function public.consume_quota(uuid, text, integer, integer);
create function public.consume_quota(p_user_id uuid, p_kind text, p_limit integer, p_amount integer default 1)
returns table (allowed boolean, used integer, quota integer, resets_at timestamptz, day date)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_day date := (now() at time zone 'utc')::date;
  v_used integer;
begin
  if p_amount > p_limit then
    v_used := null;
  else
    insert into public.usage_counters as c (user_id, kind, day, used)
    values (p_user_id, p_kind, v_day, p_amount)
    -- by constraint name: "day" is also this function's output column
    on conflict on constraint usage_counters_pkey do update
      set used = c.used + excluded.used
      where c.used + excluded.used <= p_limit
    returning c.used into v_used;
  end if;

  if v_used is null then
    select c.used into v_used from public.usage_counters c
    where c.user_id = p_user_id and c.kind = p_kind and c.day = v_day;
    return query select false, coalesce(v_used, 0), p_limit, ((v_day + 1)::timestamp at time zone 'utc'), v_day;
  else
    return query select true, v_used, p_limit, ((v_day + 1)::timestamp at time zone 'utc'), v_day;
  end if;
end;
$$;

-- Gives back p_amount taken on p_day, unless that day already had p_max_refunds
-- refunds; true when it did. One statement, so concurrent refunds respect the cap.
drop function public.release_quota(uuid, text, integer);
create function public.release_quota(p_user_id uuid, p_kind text, p_day date, p_amount integer default 1, p_max_refunds integer default 5)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with refunded as (
    update public.usage_counters
    set used = used - p_amount, refunded = refunded + 1
    where user_id = p_user_id and kind = p_kind and day = p_day
      and used >= p_amount and refunded < p_max_refunds
    returning 1
  )
  select exists (select 1 from refunded);
$$;

revoke execute on function public.rate_limit_hit(text, integer, integer) from public, anon, authenticated;
revoke execute on function public.acquire_inflight(text, integer, integer) from public, anon, authenticated;
revoke execute on function public.release_inflight(uuid) from public, anon, authenticated;
revoke execute on function public.consume_quota(uuid, text, integer, integer) from public, anon, authenticated;
revoke execute on function public.release_quota(uuid, text, date, integer, integer) from public, anon, authenticated;
grant execute on function public.rate_limit_hit(text, integer, integer) to service_role;
grant execute on function public.acquire_inflight(text, integer, integer) to service_role;
grant execute on function public.release_inflight(uuid) to service_role;
grant execute on function public.consume_quota(uuid, text, integer, integer) to service_role;
grant execute on function public.release_quota(uuid, text, date, integer, integer) to service_role;
