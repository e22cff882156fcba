-- Edit in place: a saved site changes by whole content saves from the editor
-- (autosave). Each save bumps websites.revision, so a save from a stale tab is
-- refused instead of silently overwriting newer words, and keeps the model it
-- replaced in website_versions, so the owner can go back to an earlier version.
--
-- Owner only: users read their own versions; rows are written only by
-- save_website_content (service role), which keeps the newest p_keep per site.

alter table public.websites add column revision integer not null default 1 check (revision >= 1);

create table public.website_versions (
  id uuid primary key default gen_random_uuid(),
  website_id uuid not null references public.websites (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- the revision this model was (websites.revision when it was current)
  revision integer not null,
  model jsonb not null check (jsonb_typeof(model) = 'object' and pg_column_size(model) <= 65536),
  created_at timestamptz not null default now(),
  unique (website_id, revision)
);

create index website_versions_recent on public.website_versions (website_id, revision desc);
create index website_versions_user on public.website_versions (user_id);

alter table public.website_versions enable row level security;

revoke all on table public.website_versions from anon, authenticated;
grant select on table public.website_versions to authenticated;
grant all on table public.website_versions to service_role;

create policy "website_versions_select_own" on public.website_versions
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "website_versions_service_role_all" on public.website_versions
  for all to service_role using (true) with check (true);

-- Replaces the content of one of p_user_id's sites if it is still at p_revision:
-- the model it had becomes a version, the new model, template and rendered HTML
-- take its place and the revision goes up by one. Returns the new revision.
-- Not the owner's, deleted or missing: P0002. Changed since p_revision: 40001.
create function public.save_website_content(
  p_user_id uuid,
  p_id uuid,
  p_revision integer,
  p_template text,
  p_model jsonb,
  p_html text,
  p_pages jsonb,
  p_keep integer
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_revision integer;
  v_model jsonb;
begin
  select revision, model into v_revision, v_model
    from public.websites
   where id = p_id and user_id = p_user_id and deleted_at is null
     for update;
  if not found then
    raise exception 'This site is no longer in My Sites.' using errcode = 'P0002';
  end if;
  if v_revision <> p_revision then
    raise exception 'This site was changed since revision %.', p_revision using errcode = '40001';
  end if;
  insert into public.website_versions (website_id, user_id, revision, model)
  values (p_id, p_user_id, v_revision, v_model);
  delete from public.website_versions
   where website_id = p_id
     and revision <= v_revision - p_keep;
  update public.websites
     set model = p_model, template = p_template, html = p_html, pages = p_pages,
         revision = v_revision + 1, updated_at = now()
   where id = p_id;
  return v_revision + 1;
end;
$$;

revoke execute on function public.save_website_content(uuid, uuid, integer, text, jsonb, text, jsonb, integer) from public, anon, authenticated;
grant execute on function public.save_website_content(uuid, uuid, integer, text, jsonb, text, jsonb, integer) to service_role;
