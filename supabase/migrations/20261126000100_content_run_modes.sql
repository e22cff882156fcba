-- What a scheduled run publishes. A scheduled item publishes the text its
-- owner saved, as they saw it: a one-time item always sends its saved version, and a
-- recurring one does so too when set to 'send_saved' ("Send this text each time").
-- A recurring item set to 'write_new' ("Write a new version each run") writes a new
-- version each run; that version waits for the owner's review (kept, not delivered)
-- unless they chose publish_without_review. Saving the item (the owner has read and
-- kept the text in the studio) ends the wait.

alter table public.content_items
  add column run_mode text not null default 'send_saved' check (run_mode in ('send_saved', 'write_new')),
  add column publish_without_review boolean not null default false,
  add column awaiting_review boolean not null default false;

-- Recurring items saved before this ran as 'write_new' and published unreviewed text:
-- they keep writing, but nothing unreviewed goes out any more until the owner says so.
update public.content_items set run_mode = 'write_new' where recurring;

alter table public.content_items
  add constraint content_items_one_time_sends_saved check (recurring or run_mode = 'send_saved');

-- A version a run wrote that nobody reviewed keeps saying so in the history.
alter table public.content_versions
  add column awaiting_review boolean not null default false;

-- What a succeeded run did: sent the saved version, published a new one, or wrote one
-- that waits for review.
alter table public.content_runs
  add column outcome text check (outcome is null or outcome in ('sent', 'published', 'awaiting_review'));

-- save_content_item gains the run mode and the publish-without-review choice; a
-- one-time schedule always sends its saved version, whatever is passed.
drop function public.save_content_item(uuid, text, text, jsonb, text, timestamptz, boolean, text, text, timestamptz, integer);

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
  p_max_runs integer default null,
  p_run_mode text default 'send_saved',
  p_publish_without_review boolean default false
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
  v_mode text := case when p_recurring then coalesce(p_run_mode, 'send_saved') else 'send_saved' end;
  v_publish boolean := p_recurring and coalesce(p_run_mode, 'send_saved') = 'write_new' and coalesce(p_publish_without_review, false);
begin
  if v_user is null then
    raise exception 'Please sign in to save content.' using errcode = '42501';
  end if;
  if v_mode not in ('send_saved', 'write_new') then
    raise exception 'Unknown run mode %.', p_run_mode using errcode = '22023';
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
                                      ends_at, max_runs, next_run_at, run_slot, status, run_mode, publish_without_review)
    values (v_user, p_template, p_title, coalesce(p_settings, '{}'::jsonb), p_content, p_scheduled_at, p_recurring,
            case when p_recurring then p_frequency end, p_time_zone,
            case when p_recurring then p_ends_at end, case when p_recurring then p_max_runs end, v_next, v_next,
            case when p_scheduled_at is null then 'draft' else 'scheduled' end, v_mode, v_publish)
    returning * into v_item;
  else
    select * into v_item from public.content_items where id = p_id and user_id = v_user for update;
    if not found then
      raise exception 'This content is no longer in your list.' using errcode = 'P0002';
    end if;
    if v_item.content is distinct from p_content then
      insert into public.content_versions (item_id, version, user_id, content, saved_at, awaiting_review)
      values (v_item.id, v_item.version, v_user, v_item.content, v_item.updated_at, v_item.awaiting_review);
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
           run_mode = v_mode,
           publish_without_review = v_publish,
           -- the owner saved what the studio showed them: it is reviewed
           awaiting_review = false,
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

revoke execute on function public.save_content_item(uuid, text, text, jsonb, text, timestamptz, boolean, text, text, timestamptz, integer, text, boolean) from public, anon;
grant execute on function public.save_content_item(uuid, text, text, jsonb, text, timestamptz, boolean, text, text, timestamptz, integer, text, boolean) to authenticated, service_role;

-- finish_content_run gains what the run did (p_outcome). 'sent': the saved version
-- (p_version) went out, the content stays as it is. 'published' or 'awaiting_review':
-- p_content becomes the item's new version (the old one kept), marked as waiting for
-- review in the second case. Either way the schedule moves on as before.
drop function public.finish_content_run(uuid, timestamptz, text, text, jsonb, timestamptz, boolean);

create function public.finish_content_run(
  p_run uuid,
  p_now timestamptz,
  p_content text,
  p_error text,
  p_deliveries jsonb default '[]'::jsonb,
  p_retry_at timestamptz default null,
  p_stop boolean default false,
  p_outcome text default 'published',
  p_version integer default null
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
  v_outcome text := coalesce(p_outcome, 'published');
begin
  if p_error is null and v_outcome not in ('sent', 'published', 'awaiting_review') then
    raise exception 'Unknown run outcome %.', p_outcome using errcode = '22023';
  end if;
  if p_error is null and v_outcome <> 'sent' and p_content is null then
    raise exception 'A run that wrote a version needs its content.' using errcode = '22023';
  end if;
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
    if v_outcome = 'sent' then
      v_version := coalesce(p_version, v_item.version);
    else
      v_version := v_item.version + 1;
      insert into public.content_versions (item_id, version, user_id, content, saved_at, awaiting_review)
      values (v_item.id, v_item.version, v_item.user_id, v_item.content, v_item.updated_at, v_item.awaiting_review);
    end if;
    if v_item.recurring then
      v_next := public.content_next_run(v_item.scheduled_at, v_item.time_zone, v_item.frequency, greatest(v_run.slot, p_now));
    end if;
    -- past its end date or its number of runs: no next time, the item is finished
    if (v_item.ends_at is not null and v_next > v_item.ends_at) or (v_item.max_runs is not null and v_item.run_count + 1 >= v_item.max_runs) then
      v_next := null;
    end if;
    update public.content_items
       set content = case when v_outcome = 'sent' then v_item.content else left(p_content, 100000) end,
           version = case when v_outcome = 'sent' then v_item.version else v_version end,
           awaiting_review = case when v_outcome = 'sent' then v_item.awaiting_review else v_outcome = 'awaiting_review' end,
           run_count = v_item.run_count + 1,
           last_run_at = p_now,
           failures = 0,
           last_error = null,
           claimed_run = null,
           claimed_until = null,
           next_run_at = v_next,
           run_slot = v_next,
           status = case when v_next is null then 'finished' else 'scheduled' end,
           updated_at = case when v_outcome = 'sent' then v_item.updated_at else p_now end
     where id = v_item.id;
    update public.content_runs
       set status = 'succeeded', finished_at = p_now, version = v_version, outcome = v_outcome,
           deliveries = coalesce(p_deliveries, '[]'::jsonb)
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

revoke execute on function public.finish_content_run(uuid, timestamptz, text, text, jsonb, timestamptz, boolean, text, integer) from public, anon, authenticated;
grant execute on function public.finish_content_run(uuid, timestamptz, text, text, jsonb, timestamptz, boolean, text, integer) to service_role;
