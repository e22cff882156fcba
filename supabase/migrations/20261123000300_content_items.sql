-- The Content Automation Studio's saved content: each item a user saved
-- from the studio, with its settings, its current content and every earlier
-- version, plus the schedule fields the schedules issue runs on.
-- Owner only: a user reads, saves, duplicates and deletes their own items; saving
-- goes through save_content_item so an item and its version history change together.

create table public.content_items (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  template text not null check (template in ('blog', 'youtube', 'social')),
  title text not null check (char_length(title) between 1 and 200),
  -- the studio's settings: fields, topics, topic mode, persona, length, switches
  settings jsonb not null default '{}'::jsonb check (jsonb_typeof(settings) = 'object' and pg_column_size(settings) <= 20000),
  content text not null default '' check (char_length(content) <= 100000),
  version integer not null default 1 check (version >= 1),
  -- scheduling (run by the schedules issue): when, how often, in which time zone
  scheduled_at timestamptz,
  recurring boolean not null default false,
  frequency text check (frequency is null or frequency in ('daily', 'weekly', 'biweekly', 'monthly')),
  time_zone text check (time_zone is null or char_length(time_zone) <= 64),
  next_run_at timestamptz,
  status text not null default 'draft' check (status in ('draft', 'scheduled', 'paused')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (status <> 'scheduled' or scheduled_at is not null),
  check (not recurring or frequency is not null)
);

create index content_items_user_recent on public.content_items (user_id, updated_at desc);

create table public.content_versions (
  item_id uuid not null references public.content_items (id) on delete cascade,
  version integer not null check (version >= 1),
  user_id uuid not null references auth.users (id) on delete cascade,
  content text not null check (char_length(content) <= 100000),
  saved_at timestamptz not null default now(),
  primary key (item_id, version)
);

alter table public.content_items enable row level security;
alter table public.content_versions enable row level security;

revoke all on table public.content_items from anon, authenticated;
revoke all on table public.content_versions from anon, authenticated;
grant select, delete on table public.content_items to authenticated;
grant select on table public.content_versions to authenticated;
grant all on table public.content_items to service_role;
grant all on table public.content_versions to service_role;

create policy "content_items_select_own" on public.content_items
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "content_items_delete_own" on public.content_items
  for delete to authenticated using ((select auth.uid()) = user_id);
create policy "content_items_service_role_all" on public.content_items
  for all to service_role using (true) with check (true);
create policy "content_versions_select_own" on public.content_versions
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "content_versions_service_role_all" on public.content_versions
  for all to service_role using (true) with check (true);

-- Saves an item: a new one (p_id null), or a new version of the caller's own item
-- (the content it replaces is kept in content_versions). Returns the item.
create function public.save_content_item(
  p_id uuid,
  p_template text,
  p_title text,
  p_settings jsonb,
  p_content text,
  p_scheduled_at timestamptz default null,
  p_recurring boolean default false,
  p_frequency text default null,
  p_time_zone text default null
)
returns setof public.content_items
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_item public.content_items;
begin
  if v_user is null then
    raise exception 'Please sign in to save content.' using errcode = '42501';
  end if;
  if (select count(*) from public.content_items where user_id = v_user) >= 500 and p_id is null then
    raise exception 'You can keep up to 500 saved items. Delete some first.' using errcode = '23514';
  end if;
  if p_id is null then
    insert into public.content_items (user_id, template, title, settings, content, scheduled_at, recurring, frequency, time_zone, status)
    values (v_user, p_template, p_title, coalesce(p_settings, '{}'::jsonb), p_content, p_scheduled_at, p_recurring,
            case when p_recurring then p_frequency end, p_time_zone,
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
           status = case when p_scheduled_at is null then 'draft' else 'scheduled' end,
           updated_at = now()
     where id = v_item.id
    returning * into v_item;
  end if;
  return next v_item;
end;
$$;

revoke execute on function public.save_content_item(uuid, text, text, jsonb, text, timestamptz, boolean, text, text) from public, anon;
grant execute on function public.save_content_item(uuid, text, text, jsonb, text, timestamptz, boolean, text, text) to authenticated, service_role;

-- Duplicates the caller's own item as a new draft ("Copy of ...", version 1).
create function public.duplicate_content_item(p_id uuid)
returns setof public.content_items
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
begin
  return query
    insert into public.content_items (user_id, template, title, settings, content)
    select user_id, template, left('Copy of ' || title, 200), settings, content
      from public.content_items
     where id = p_id and user_id = v_user
    returning *;
  if not found then
    raise exception 'This content is no longer in your list.' using errcode = 'P0002';
  end if;
end;
$$;

revoke execute on function public.duplicate_content_item(uuid) from public, anon;
grant execute on function public.duplicate_content_item(uuid) to authenticated, service_role;
