-- The studio's unsaved work, kept while it is written: one draft per user and
-- slot (a template's new piece, or an opened saved item) with the template, its
-- settings, the editor's text and whether a stopped generation left it unfinished.
-- The studio autosaves it (PUT /api/automation/drafts/:slot) and restores it when
-- the user comes back, after a reload too; saving the item or Discard draft
-- removes it. Owner only: nobody else reads or changes a draft.

create table public.studio_drafts (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  slot text not null check (slot ~ '^(blog|youtube|social|item-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$'),
  template text not null check (template in ('blog', 'youtube', 'social')),
  settings jsonb not null default '{}'::jsonb check (jsonb_typeof(settings) = 'object' and pg_column_size(settings) <= 20000),
  content text not null default '' check (char_length(content) <= 100000),
  incomplete boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (user_id, slot)
);

alter table public.studio_drafts enable row level security;

revoke all on table public.studio_drafts from anon, authenticated;
grant select, insert, update, delete on table public.studio_drafts to authenticated;
grant all on table public.studio_drafts to service_role;

create policy "studio_drafts_select_own" on public.studio_drafts
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "studio_drafts_insert_own" on public.studio_drafts
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "studio_drafts_update_own" on public.studio_drafts
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "studio_drafts_delete_own" on public.studio_drafts
  for delete to authenticated using ((select auth.uid()) = user_id);
create policy "studio_drafts_service_role_all" on public.studio_drafts
  for all to service_role using (true) with check (true);

-- Resuming a schedule shows when it really runs next, never a time already gone:
-- a recurring schedule moves on to its next occurrence after now (the grace hour
-- of a first run does not apply to a resume), and a one-off whose time has passed
-- is refused with a question for a new time (the studio asks for one and saves it).
create or replace function public.set_content_schedule_paused(p_id uuid, p_paused boolean)
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
    if not v_item.recurring and v_item.scheduled_at <= now() then
      raise exception 'The time of this run has passed. Choose a new time to resume it.' using errcode = '22008';
    end if;
    v_next := case
      when v_item.recurring then public.content_next_run(v_item.scheduled_at, v_item.time_zone, v_item.frequency, now())
      else v_item.scheduled_at
    end;
    update public.content_items
       set status = 'scheduled', failures = 0, last_error = null, next_run_at = v_next, run_slot = v_next,
           claimed_run = null, claimed_until = null, updated_at = now()
     where id = p_id
    returning * into v_item;
  end if;
  return next v_item;
end;
$$;
