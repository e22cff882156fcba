-- Schedules for saved studio content: a scheduled item runs at its time
-- and again on its recurrence. The scheduler claims due items here, atomically, and
-- each claim is one row of content_runs; a background function then begins, writes
-- and finishes that run through the functions below (service role only). A slot
-- (the item's nominal time) runs at most once per attempt, and an item is retried
-- in the scheduler's next slot up to 3 times before it is paused with the error.
-- Owners read their runs; they change schedules only through save_content_item and
-- set_content_schedule_paused.

alter table public.content_items
  add column ends_at timestamptz,
  add column max_runs integer check (max_runs is null or max_runs between 1 and 1000),
  add column run_count integer not null default 0 check (run_count >= 0),
  add column run_slot timestamptz,
  add column failures integer not null default 0 check (failures >= 0),
  add column last_error text check (last_error is null or char_length(last_error) <= 1000),
  add column last_run_at timestamptz,
  add column claimed_run uuid,
  add column claimed_until timestamptz;

alter table public.content_items drop constraint content_items_status_check;
alter table public.content_items
  add constraint content_items_status_check check (status in ('draft', 'scheduled', 'paused', 'finished'));

create index content_items_due on public.content_items (next_run_at) where status = 'scheduled';

create table public.content_runs (
  id uuid primary key default gen_random_uuid(),
  item_id uuid not null references public.content_items (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- the nominal time this run serves; retries of it share the slot
  slot timestamptz not null,
  attempt integer not null check (attempt between 1 and 4),
  status text not null default 'queued' check (status in ('queued', 'running', 'succeeded', 'failed')),
  claimed_at timestamptz not null,
  started_at timestamptz,
  finished_at timestamptz,
  -- the content version the run wrote
  version integer,
  -- one entry per connector: { connector, ok, status, at, answer }
  deliveries jsonb not null default '[]'::jsonb check (jsonb_typeof(deliveries) = 'array'),
  error text check (error is null or char_length(error) <= 1000),
  unique (item_id, slot, attempt)
);

create index content_runs_item_recent on public.content_runs (item_id, claimed_at desc);

alter table public.content_runs enable row level security;
revoke all on table public.content_runs from anon, authenticated;
grant select on table public.content_runs to authenticated;
grant all on table public.content_runs to service_role;
create policy "content_runs_select_own" on public.content_runs
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "content_runs_service_role_all" on public.content_runs
  for all to service_role using (true) with check (true);

-- The first time after p_after on the recurrence that starts at p_anchor: the same
-- wall-clock time in p_time_zone every day, week, two weeks or month. Months step
-- from the anchor, so the 31st runs on the last day of shorter months and on the
-- 31st again when a month has one; daylight-saving changes keep the local time.
create function public.content_next_run(p_anchor timestamptz, p_time_zone text, p_frequency text, p_after timestamptz)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
declare
  v_zone text := coalesce(nullif(p_time_zone, ''), 'UTC');
  v_local timestamp;
  v_step interval := case p_frequency
    when 'daily' then interval '1 day'
    when 'weekly' then interval '7 days'
    when 'biweekly' then interval '14 days'
    when 'monthly' then interval '1 month'
  end;
  v_n integer;
  v_next timestamptz;
begin
  if v_step is null then
    raise exception 'Unknown frequency %', p_frequency using errcode = '22023';
  end if;
  if p_anchor > p_after then
    return p_anchor;
  end if;
  v_local := p_anchor at time zone v_zone;
  -- start a step or two short of the answer, then walk
  if p_frequency = 'monthly' then
    v_n := greatest(0, ((extract(year from p_after) - extract(year from p_anchor)) * 12 + extract(month from p_after) - extract(month from p_anchor))::integer - 1);
  else
    v_n := greatest(0, floor(extract(epoch from (p_after - p_anchor)) / extract(epoch from v_step))::integer - 1);
  end if;
  loop
    v_next := (v_local + v_n * v_step) at time zone v_zone;
    exit when v_next > p_after;
    v_n := v_n + 1;
  end loop;
  return v_next;
end;
$$;

revoke execute on function public.content_next_run(timestamptz, text, text, timestamptz) from public, anon;
grant execute on function public.content_next_run(timestamptz, text, text, timestamptz) to authenticated, service_role;

-- When a schedule next runs, as of p_now: a one-off at its time (at once when that
-- has passed), a recurring one at its next occurrence from now on.
create function public.content_first_run(p_scheduled_at timestamptz, p_recurring boolean, p_frequency text, p_time_zone text, p_now timestamptz)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select case
    when p_scheduled_at is null then null
    when not p_recurring or p_scheduled_at >= p_now then p_scheduled_at
    else public.content_next_run(p_scheduled_at, p_time_zone, p_frequency, p_now - interval '1 second')
  end;
$$;

revoke execute on function public.content_first_run(timestamptz, boolean, text, text, timestamptz) from public, anon;
grant execute on function public.content_first_run(timestamptz, boolean, text, text, timestamptz) to authenticated, service_role;

-- save_content_item gains the end of a recurring schedule (a date or a number of
-- runs) and now sets when the item next runs.
drop function public.save_content_item(uuid, text, text, jsonb, text, timestamptz, boolean, text, text);

create function public.save_content_item(
  p_id uuid,
  p_template text,
  p_title text,
  p_settings jsonb,
  p_content text,
  p_scheduled_at timestamptz default null,
  p_recurring boolean default false,
  p_frequency text default null,
  p_time_zone text default null,
  p_ends_at timestamptz default null,
  p_max_runs integer default null
)
returns setof public.content_items
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_item public.content_items;
  v_next timestamptz;
  v_schedule_changed boolean;
begin
  if v_user is null then
    raise exception 'Please sign in to save content.' using errcode = '42501';
  end if;
  if p_time_zone is not null and not exists (select 1 from pg_catalog.pg_timezone_names where name = p_time_zone) then
    raise exception 'Unknown time zone %.', p_time_zone using errcode = '22023';
  end if;
  if p_ends_at is not null and p_scheduled_at is not null and p_ends_at < p_scheduled_at then
    raise exception 'The end date must come after the first run.' using errcode = '22023';
  end if;
  v_next := public.content_first_run(p_scheduled_at, p_recurring, p_frequency, p_time_zone, now());
  if p_id is null then
    if (select count(*) from public.content_items where user_id = v_user) >= 500 then
      raise exception 'You can keep up to 500 saved items. Delete some first.' using errcode = '23514';
    end if;
    insert into public.content_items (user_id, template, title, settings, content, scheduled_at, recurring, frequency, time_zone,
                                      ends_at, max_runs, next_run_at, run_slot, status)
    values (v_user, p_template, p_title, coalesce(p_settings, '{}'::jsonb), p_content, p_scheduled_at, p_recurring,
            case when p_recurring then p_frequency end, p_time_zone,
            case when p_recurring then p_ends_at end, case when p_recurring then p_max_runs end, v_next, v_next,
            case when p_scheduled_at is null then 'draft' else 'scheduled' end)
    returning * into v_item;
  else
    select * into v_item from public.content_items where id = p_id and user_id = v_user for update;
    if not found then
      raise exception 'This content is no longer in your list.' using errcode = 'P0002';
    end if;
    if v_item.content is distinct from p_content then
      insert into public.content_versions (item_id, version, user_id, content, saved_at)
      values (v_item.id, v_item.version, v_user, v_item.content, v_item.updated_at);
    end if;
    v_schedule_changed := (v_item.scheduled_at, v_item.recurring, v_item.frequency, v_item.time_zone, v_item.ends_at, v_item.max_runs)
      is distinct from (p_scheduled_at, p_recurring, case when p_recurring then p_frequency end, p_time_zone,
                        case when p_recurring then p_ends_at end, case when p_recurring then p_max_runs end);
    update public.content_items
       set template = p_template,
           title = p_title,
           settings = coalesce(p_settings, '{}'::jsonb),
           content = p_content,
           version = case when v_item.content is distinct from p_content then v_item.version + 1 else v_item.version end,
           scheduled_at = p_scheduled_at,
           recurring = p_recurring,
           frequency = case when p_recurring then p_frequency end,
           time_zone = p_time_zone,
           ends_at = case when p_recurring then p_ends_at end,
           max_runs = case when p_recurring then p_max_runs end,
           -- an unchanged schedule keeps its place (and a paused or finished one stays so)
           next_run_at = case when v_schedule_changed then v_next else v_item.next_run_at end,
           run_slot = case when v_schedule_changed then v_next else v_item.run_slot end,
           run_count = case when v_schedule_changed then 0 else v_item.run_count end,
           failures = case when v_schedule_changed then 0 else v_item.failures end,
           last_error = case when v_schedule_changed then null else v_item.last_error end,
           status = case
             when p_scheduled_at is null then 'draft'
             when v_schedule_changed then 'scheduled'
             else v_item.status
           end,
           updated_at = now()
     where id = v_item.id
    returning * into v_item;
  end if;
  return next v_item;
end;
$$;

revoke execute on function public.save_content_item(uuid, text, text, jsonb, text, timestamptz, boolean, text, text, timestamptz, integer) from public, anon;
grant execute on function public.save_content_item(uuid, text, text, jsonb, text, timestamptz, boolean, text, text, timestamptz, integer) to authenticated, service_role;

-- Pause or resume the caller's own scheduled item. Resuming starts afresh: no
-- failures, and the next run is the schedule's next time from now.
create function public.set_content_schedule_paused(p_id uuid, p_paused boolean)
returns setof public.content_items
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_item public.content_items;
  v_next timestamptz;
begin
  select * into v_item from public.content_items where id = p_id and user_id = v_user for update;
  if not found then
    raise exception 'This content is no longer in your list.' using errcode = 'P0002';
  end if;
  if v_item.scheduled_at is null or v_item.status in ('draft', 'finished') then
    raise exception 'This content has no schedule to pause or resume.' using errcode = '22023';
  end if;
  if p_paused then
    update public.content_items set status = 'paused', updated_at = now() where id = p_id returning * into v_item;
  else
    v_next := public.content_first_run(v_item.scheduled_at, v_item.recurring, v_item.frequency, v_item.time_zone, now());
    if not v_item.recurring and v_next < now() then
      v_next := now();
    end if;
    update public.content_items
       set status = 'scheduled', failures = 0, last_error = null, next_run_at = v_next, run_slot = v_next,
           claimed_run = null, claimed_until = null, updated_at = now()
     where id = p_id
    returning * into v_item;
  end if;
  return next v_item;
end;
$$;

revoke execute on function public.set_content_schedule_paused(uuid, boolean) from public, anon;
grant execute on function public.set_content_schedule_paused(uuid, boolean) to authenticated, service_role;

-- The scheduler: claims up to p_limit due items (next_run_at <= p_now, not claimed by
-- a run still within its time), oldest first, skipping rows another invocation holds,
-- and answers one new run per item. An item claimed by a run that never finished
-- (past claimed_until) is claimed again under the next attempt.
create function public.claim_due_content(p_now timestamptz, p_limit integer, p_claim_for interval default interval '20 minutes')
returns table (run_id uuid, item_id uuid, user_id uuid, slot timestamptz, attempt integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  return query
  with due as (
    select i.id, i.user_id, coalesce(i.run_slot, i.next_run_at) as slot
      from public.content_items i
     where i.status = 'scheduled'
       and i.next_run_at <= p_now
       and (i.claimed_until is null or i.claimed_until <= p_now)
     order by i.next_run_at
     limit greatest(p_limit, 0)
       for update skip locked
  ),
  runs as (
    insert into public.content_runs as r (item_id, user_id, slot, attempt, claimed_at)
    select d.id, d.user_id, d.slot,
           least(4, 1 + (select count(*) from public.content_runs x where x.item_id = d.id and x.slot = d.slot)::integer),
           p_now
      from due d
    on conflict on constraint content_runs_item_id_slot_attempt_key do nothing
    returning r.id, r.item_id, r.user_id, r.slot, r.attempt
  ),
  claimed as (
    update public.content_items i
       set claimed_run = runs.id, claimed_until = p_now + p_claim_for
      from runs
     where i.id = runs.item_id
    returning i.id
  )
  select runs.id, runs.item_id, runs.user_id, runs.slot, runs.attempt from runs join claimed on claimed.id = runs.item_id;
end;
$$;

revoke execute on function public.claim_due_content(timestamptz, integer, interval) from public, anon, authenticated;
grant execute on function public.claim_due_content(timestamptz, integer, interval) to service_role;

-- A background run starts: only a queued run that still holds its item's claim
-- (a second call for the same run, or a run whose claim expired, gets nothing).
create function public.begin_content_run(p_run uuid, p_now timestamptz)
returns setof public.content_items
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_run public.content_runs;
begin
  update public.content_runs r
     set status = 'running', started_at = p_now
   where r.id = p_run
     and r.status = 'queued'
     and exists (select 1 from public.content_items i where i.id = r.item_id and i.claimed_run = p_run and i.status = 'scheduled')
  returning * into v_run;
  if not found then
    return;
  end if;
  return query select * from public.content_items where id = v_run.item_id;
end;
$$;

revoke execute on function public.begin_content_run(uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.begin_content_run(uuid, timestamptz) to service_role;

-- A run ends. Written: the content becomes the item's new version (the old one kept),
-- and the schedule moves to its next time, or finishes (one-off, end date, number
-- of runs). Failed: retried at p_retry_at up to 3 times, then paused with the error;
-- p_stop pauses at once (a used-up quota). Returns false for a run not running.
create function public.finish_content_run(
  p_run uuid,
  p_now timestamptz,
  p_content text,
  p_error text,
  p_deliveries jsonb default '[]'::jsonb,
  p_retry_at timestamptz default null,
  p_stop boolean default false
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_run public.content_runs;
  v_item public.content_items;
  v_next timestamptz;
  v_version integer;
begin
  select * into v_run from public.content_runs where id = p_run and status = 'running' for update;
  if not found then
    return false;
  end if;
  select * into v_item from public.content_items where id = v_run.item_id and claimed_run = p_run for update;
  if not found then
    update public.content_runs set status = 'failed', finished_at = p_now, error = 'The schedule changed while this run was writing.' where id = p_run;
    return false;
  end if;

  if p_error is null then
    v_version := v_item.version + 1;
    insert into public.content_versions (item_id, version, user_id, content, saved_at)
    values (v_item.id, v_item.version, v_item.user_id, v_item.content, v_item.updated_at);
    if v_item.recurring then
      v_next := public.content_next_run(v_item.scheduled_at, v_item.time_zone, v_item.frequency, greatest(v_run.slot, p_now));
    end if;
    -- past its end date or its number of runs: no next time, the item is finished
    if (v_item.ends_at is not null and v_next > v_item.ends_at) or (v_item.max_runs is not null and v_item.run_count + 1 >= v_item.max_runs) then
      v_next := null;
    end if;
    update public.content_items
       set content = left(p_content, 100000),
           version = v_version,
           run_count = v_item.run_count + 1,
           last_run_at = p_now,
           failures = 0,
           last_error = null,
           claimed_run = null,
           claimed_until = null,
           next_run_at = v_next,
           run_slot = v_next,
           status = case when v_next is null then 'finished' else 'scheduled' end,
           updated_at = p_now
     where id = v_item.id;
    update public.content_runs
       set status = 'succeeded', finished_at = p_now, version = v_version, deliveries = coalesce(p_deliveries, '[]'::jsonb)
     where id = p_run;
  else
    update public.content_items
       set failures = v_item.failures + 1,
           last_error = left(p_error, 1000),
           last_run_at = p_now,
           claimed_run = null,
           claimed_until = null,
           status = case when p_stop or v_item.failures + 1 > 3 then 'paused' else 'scheduled' end,
           next_run_at = case when p_stop or v_item.failures + 1 > 3 then v_item.next_run_at else coalesce(p_retry_at, p_now) end,
           updated_at = p_now
     where id = v_item.id;
    update public.content_runs
       set status = 'failed', finished_at = p_now, error = left(p_error, 1000), deliveries = coalesce(p_deliveries, '[]'::jsonb)
     where id = p_run;
  end if;
  return true;
end;
$$;

revoke execute on function public.finish_content_run(uuid, timestamptz, text, text, jsonb, timestamptz, boolean) from public, anon, authenticated;
grant execute on function public.finish_content_run(uuid, timestamptz, text, text, jsonb, timestamptz, boolean) to service_role;

-- The scheduler could not hand a claimed run to the background function: the run
-- is dropped and the item is due again at the next tick.
create function public.release_content_run(p_run uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.content_items set claimed_run = null, claimed_until = null where claimed_run = p_run;
  delete from public.content_runs where id = p_run and status = 'queued';
$$;

revoke execute on function public.release_content_run(uuid) from public, anon, authenticated;
grant execute on function public.release_content_run(uuid) to service_role;
