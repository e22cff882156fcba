-- The owner's review of what runs wrote, and failed deliveries they can retry.
-- A version a run wrote and kept for review (content_items.awaiting_review) is now
-- approved (sent to the item's connectors at once) or skipped (kept, never sent) from
-- the To review page; either is recorded as a run of the item (source 'review'), so
-- the history says who sent what and when. A run's per-connector results stay in
-- content_runs.deliveries; a retry sends the run's text again to the connectors that
-- failed only and replaces just their entries. The functions decide (service role):
-- every call below takes the owner's id from their verified token and checks it.

alter table public.content_runs
  add column source text not null default 'schedule' check (source in ('schedule', 'review')),
  -- a retry of the failed connectors in progress: a second one waits until this passes
  add column retrying_until timestamptz;

alter table public.content_runs drop constraint content_runs_outcome_check;
alter table public.content_runs
  add constraint content_runs_outcome_check check (outcome is null or outcome in ('sent', 'published', 'awaiting_review', 'skipped'));

-- A run whose delivery failed: any entry of its deliveries with ok false (written out
-- where it is needed: a helper function in public would be an API endpoint too).
create index content_runs_user_recent on public.content_runs (user_id, claimed_at desc);

-- What waits for the owner: items whose newest version waits for review, and runs of
-- the last 30 days with a failed delivery.
create function public.content_review_counts(p_user uuid)
returns table (to_review integer, failed integer)
language sql
stable
security definer
set search_path = ''
as $$
  select
    (select count(*)::integer from public.content_items where user_id = p_user and awaiting_review),
    (select count(*)::integer from public.content_runs
      where user_id = p_user and claimed_at > now() - interval '30 days' and exists (select 1 from jsonb_array_elements(deliveries) entry where entry ->> 'ok' = 'false'));
$$;

create function public.content_failed_runs(p_user uuid, p_limit integer default 50)
returns setof public.content_runs
language sql
stable
security definer
set search_path = ''
as $$
  select * from public.content_runs
   where user_id = p_user and claimed_at > now() - interval '30 days' and exists (select 1 from jsonb_array_elements(deliveries) entry where entry ->> 'ok' = 'false')
   order by claimed_at desc
   limit least(greatest(coalesce(p_limit, 50), 1), 200);
$$;

-- Approve ('approve') or skip ('skip') version p_version of the owner's item. Only the
-- version that waits is decided, once: a second click, or a version a newer run has
-- replaced, finds nothing (null). Approving returns a running run the caller finishes
-- with finish_content_review once it delivered; skipping records a finished run.
create function public.review_content_version(p_user uuid, p_item uuid, p_version integer, p_action text, p_now timestamptz default now())
returns setof public.content_runs
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item public.content_items;
  v_run public.content_runs;
begin
  if p_action not in ('approve', 'skip') then
    raise exception 'Unknown review action %.', p_action using errcode = '22023';
  end if;
  select * into v_item from public.content_items
   where id = p_item and user_id = p_user and awaiting_review and version = p_version
   for update;
  if not found then
    return;
  end if;
  update public.content_items set awaiting_review = false where id = v_item.id;
  insert into public.content_runs (item_id, user_id, slot, attempt, status, claimed_at, started_at, finished_at, version, outcome, source)
  values (v_item.id, p_user, p_now, 1, case when p_action = 'skip' then 'succeeded' else 'running' end, p_now, p_now,
          case when p_action = 'skip' then p_now end, p_version, case when p_action = 'skip' then 'skipped' end, 'review')
  returning * into v_run;
  if found then
    return next v_run;
  end if;
end;
$$;

-- Ends an approval run with what each connector answered.
create function public.finish_content_review(p_run uuid, p_deliveries jsonb, p_now timestamptz default now())
returns void
language sql
security definer
set search_path = ''
as $$
  update public.content_runs
     set status = 'succeeded', outcome = 'published', finished_at = p_now, deliveries = coalesce(p_deliveries, '[]'::jsonb)
   where id = p_run and source = 'review' and status = 'running';
$$;

-- Takes the owner's run for a retry of its failed deliveries: null when it is not
-- theirs, has no failed delivery, or another retry of it is under way.
create function public.claim_content_run_retry(p_user uuid, p_run uuid, p_now timestamptz default now())
returns setof public.content_runs
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_run public.content_runs;
begin
  update public.content_runs
     set retrying_until = p_now + interval '2 minutes'
   where id = p_run and user_id = p_user and exists (select 1 from jsonb_array_elements(deliveries) entry where entry ->> 'ok' = 'false')
     and (retrying_until is null or retrying_until < p_now)
  returning * into v_run;
  if found then
    return next v_run;
  end if;
end;
$$;

-- Ends a retry: the retried connectors' entries replace theirs, the others stay.
create function public.finish_content_run_retry(p_run uuid, p_deliveries jsonb)
returns setof public.content_runs
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_run public.content_runs;
begin
  update public.content_runs
     set deliveries = (
           select coalesce(jsonb_agg(coalesce(
                    (select fresh from jsonb_array_elements(p_deliveries) fresh where fresh ->> 'connector' = old ->> 'connector' limit 1),
                    old) order by position), '[]'::jsonb)
             from jsonb_array_elements(deliveries) with ordinality as kept(old, position)
         ),
         retrying_until = null
   where id = p_run
  returning * into v_run;
  if found then
    return next v_run;
  end if;
end;
$$;

-- The calendar's move of an item's next run: the schedule's rules as a save applies
-- them, but a move is not a review, so a version waiting for review keeps waiting.
create function public.move_content_item(p_id uuid, p_scheduled_at timestamptz)
returns setof public.content_items
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item public.content_items;
  v_saved public.content_items;
begin
  select * into v_item from public.content_items where id = p_id and user_id = (select auth.uid()) for update;
  if not found then
    raise exception 'This content is no longer in your list.' using errcode = 'P0002';
  end if;
  select * into v_saved from public.save_content_item(
    v_item.id, v_item.template, v_item.title, v_item.settings, v_item.content, p_scheduled_at, v_item.recurring,
    v_item.frequency, v_item.time_zone, v_item.ends_at, v_item.max_runs, v_item.run_mode, v_item.publish_without_review);
  update public.content_items set awaiting_review = v_item.awaiting_review where id = v_item.id returning * into v_saved;
  return next v_saved;
end;
$$;

revoke execute on function public.content_review_counts(uuid) from public, anon, authenticated;
grant execute on function public.content_review_counts(uuid) to service_role;
revoke execute on function public.content_failed_runs(uuid, integer) from public, anon, authenticated;
grant execute on function public.content_failed_runs(uuid, integer) to service_role;
revoke execute on function public.review_content_version(uuid, uuid, integer, text, timestamptz) from public, anon, authenticated;
grant execute on function public.review_content_version(uuid, uuid, integer, text, timestamptz) to service_role;
revoke execute on function public.finish_content_review(uuid, jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.finish_content_review(uuid, jsonb, timestamptz) to service_role;
revoke execute on function public.claim_content_run_retry(uuid, uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_content_run_retry(uuid, uuid, timestamptz) to service_role;
revoke execute on function public.finish_content_run_retry(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.finish_content_run_retry(uuid, jsonb) to service_role;
revoke execute on function public.move_content_item(uuid, timestamptz) from public, anon;
grant execute on function public.move_content_item(uuid, timestamptz) to authenticated;
