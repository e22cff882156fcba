-- A recurring schedule whose first time has just passed (saved for "now", or for
-- earlier this hour) runs at once instead of waiting a whole day, week or month:
-- its first run is the first occurrence after an hour ago. Older starts still skip
-- to the next occurrence. One-off schedules already run at once when their time
-- has passed.
create or replace function public.content_first_run(p_scheduled_at timestamptz, p_recurring boolean, p_frequency text, p_time_zone text, p_now timestamptz)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select case
    when p_scheduled_at is null then null
    when not p_recurring or p_scheduled_at >= p_now - interval '1 hour' then p_scheduled_at
    else public.content_next_run(p_scheduled_at, p_time_zone, p_frequency, p_now - interval '1 hour')
  end;
$$;
