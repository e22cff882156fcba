-- Two rules of save_content_item:
--
-- A schedule set to a time that has passed is refused ("Choose a later time"), as the
-- calendar refuses a move there: a one-off saved for last week used to be sent at once.
-- A few minutes' grace (SCHEDULE_GRACE_MINUTES in src/domain/automation/settings.ts)
-- lets "now" through: a time picked this minute, a Save clicked a minute later, or a
-- browser clock a little behind the server's. Only a time the save sets is checked: a
-- re-save that keeps the stored time (a weekly post whose first run is months ago)
-- goes through.
--
-- p_keep_review: a save that keeps a run's version waiting for review, so the approval
-- that follows it (POST /api/automation/review/approve) sends the edited text as
-- Approve & send does. Editing a version from To review and saving it used to end the
-- wait without sending anything. It only keeps a wait the item already has.

drop function public.save_content_item(uuid, text, text, jsonb, text, timestamptz, boolean, text, text, timestamptz, integer, text, boolean);

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
  p_publish_without_review boolean default false,
  p_keep_review boolean default false
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
  if p_id is not null then
    select * into v_item from public.content_items where id = p_id and user_id = v_user for update;
    if not found then
      raise exception 'This content is no longer in your list.' using errcode = 'P0002';
    end if;
  end if;
  if p_scheduled_at is not null and p_scheduled_at < now() - interval '5 minutes'
     and (p_id is null or v_item.scheduled_at is distinct from p_scheduled_at) then
    raise exception 'Choose a later time: the date and time of the schedule have passed.' using errcode = '22023';
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
           -- the owner saved what the studio showed them: it is reviewed, unless an approval follows
           awaiting_review = v_item.awaiting_review and coalesce(p_keep_review, false),
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

revoke execute on function public.save_content_item(uuid, text, text, jsonb, text, timestamptz, boolean, text, text, timestamptz, integer, text, boolean, boolean) from public, anon;
grant execute on function public.save_content_item(uuid, text, text, jsonb, text, timestamptz, boolean, text, text, timestamptz, integer, text, boolean, boolean) to authenticated, service_role;
