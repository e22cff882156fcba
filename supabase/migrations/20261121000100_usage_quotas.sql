-- Daily usage counters behind the per-tier quotas.
-- Written only through consume_quota/release_quota, which the functions call with
-- the service role; a user may read their own counters (to show what is left).

create table public.usage_counters (
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('chat', 'content', 'website', 'support')),
  day date not null,
  used integer not null default 0 check (used >= 0),
  primary key (user_id, kind, day)
);

alter table public.usage_counters enable row level security;

revoke all on table public.usage_counters from anon, authenticated;
grant select on table public.usage_counters to authenticated;
grant all on table public.usage_counters to service_role;

create policy "usage_counters_select_own" on public.usage_counters
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "usage_counters_service_role_all" on public.usage_counters
  for all to service_role
  using (true)
  with check (true);

-- Atomically takes p_amount from today's (UTC) allowance; nothing is taken when
-- that would pass p_limit. One statement, so concurrent calls cannot overshoot.
create function public.consume_quota(p_user_id uuid, p_kind text, p_limit integer, p_amount integer default 1)
returns table (allowed boolean, used integer, quota integer, resets_at timestamptz)
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
    on conflict (user_id, kind, day) do update
      set used = c.used + excluded.used
      where c.used + excluded.used <= p_limit
    returning c.used into v_used;
  end if;

  if v_used is null then
    select c.used into v_used from public.usage_counters c
    where c.user_id = p_user_id and c.kind = p_kind and c.day = v_day;
    return query select false, coalesce(v_used, 0), p_limit, ((v_day + 1)::timestamp at time zone 'utc');
  else
    return query select true, v_used, p_limit, ((v_day + 1)::timestamp at time zone 'utc');
  end if;
end;
$$;

-- Gives back what a request took when it failed before delivering anything.
create function public.release_quota(p_user_id uuid, p_kind text, p_amount integer default 1)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.usage_counters
  set used = greatest(used - p_amount, 0)
  where user_id = p_user_id and kind = p_kind and day = (now() at time zone 'utc')::date;
$$;

revoke execute on function public.consume_quota(uuid, text, integer, integer) from public, anon, authenticated;
revoke execute on function public.release_quota(uuid, text, integer) from public, anon, authenticated;
grant execute on function public.consume_quota(uuid, text, integer, integer) to service_role;
grant execute on function public.release_quota(uuid, text, integer) to service_role;
