-- My Sites: every website generated for a signed-in user is kept, as the model it
-- was rendered from (business details, industry, design, tier, copy) and as the
-- rendered HTML, so later changes (editing in place, publishing) start from data
-- and the HTML is rendered again on the server, never taken from the browser.
--
-- Owner only. A user reads their own rows, renames and deletes them under RLS;
-- new rows are written by the functions through save_website and
-- duplicate_website (service role), which hold the free tier's limit, so there is
-- no insert grant for browser sessions at all (and so no user_id to forge).

create table public.websites (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  -- the design (template id) and tier the html was rendered with
  template text not null check (char_length(template) between 1 and 40),
  tier text not null check (tier in ('free', 'premium')),
  -- what the site is rendered from; its shape is netlify/lib/website/stored-site.ts
  model jsonb not null check (jsonb_typeof(model) = 'object' and pg_column_size(model) <= 65536),
  html text not null check (char_length(html) <= 400000),
  -- premium sites: the same site as separate files ({file, html}[]) for the ZIP
  pages jsonb check (pages is null or jsonb_typeof(pages) = 'array'),
  -- set by Delete; Undo clears it. Rows deleted longer than ten minutes ago are
  -- removed for good by the owner's next save, duplicate or delete.
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index websites_user_recent on public.websites (user_id, updated_at desc) where deleted_at is null;

alter table public.websites enable row level security;

revoke all on table public.websites from anon, authenticated;
grant select, delete on table public.websites to authenticated;
grant update (name, updated_at) on table public.websites to authenticated;
grant all on table public.websites to service_role;

create policy "websites_select_own" on public.websites
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "websites_update_own" on public.websites
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
create policy "websites_delete_own" on public.websites
  for delete to authenticated using ((select auth.uid()) = user_id);
create policy "websites_service_role_all" on public.websites
  for all to service_role using (true) with check (true);

-- Room for one more site of p_user_id: the tier comes from profiles, read with the
-- row locked so that two saves at once cannot both take the last free place.
-- Free users keep at most p_free_limit sites (the number lives in
-- src/domain/pricing.ts); PRO users have no limit. Refused with SQLSTATE 53400.
create function public.website_room(p_user_id uuid, p_free_limit integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
  v_count integer;
begin
  select subscription_status into v_status from public.profiles where id = p_user_id for update;
  if not found then
    raise exception 'Your account has no profile yet. Please sign out and sign in again.' using errcode = '42501';
  end if;
  delete from public.websites
   where user_id = p_user_id and deleted_at is not null and deleted_at < now() - interval '10 minutes';
  if v_status = 'paid' then
    return;
  end if;
  select count(*) into v_count from public.websites where user_id = p_user_id and deleted_at is null;
  if v_count >= p_free_limit then
    raise exception 'Free accounts keep up to % saved sites.', p_free_limit using errcode = '53400';
  end if;
end;
$$;

-- A generated site, saved for its owner. Returns the new row's id.
create function public.save_website(
  p_user_id uuid,
  p_name text,
  p_template text,
  p_tier text,
  p_model jsonb,
  p_html text,
  p_pages jsonb,
  p_free_limit integer
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  perform public.website_room(p_user_id, p_free_limit);
  insert into public.websites (user_id, name, template, tier, model, html, pages)
  values (p_user_id, btrim(p_name), p_template, p_tier, p_model, p_html, p_pages)
  returning id into v_id;
  return v_id;
end;
$$;

-- A copy of one of the owner's sites, named "<name> (copy)". Returns the copy's id.
create function public.duplicate_website(p_user_id uuid, p_id uuid, p_free_limit integer)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  perform public.website_room(p_user_id, p_free_limit);
  insert into public.websites (user_id, name, template, tier, model, html, pages)
  select user_id, left(btrim(name), 113) || ' (copy)', template, tier, model, html, pages
    from public.websites
   where id = p_id and user_id = p_user_id and deleted_at is null
  returning id into v_id;
  if v_id is null then
    raise exception 'This site is no longer in My Sites.' using errcode = 'P0002';
  end if;
  return v_id;
end;
$$;

-- Undo of a delete: the site comes back while its place is still free.
create function public.restore_website(p_user_id uuid, p_id uuid, p_free_limit integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.websites where id = p_id and user_id = p_user_id and deleted_at is not null) then
    raise exception 'This site can no longer be restored.' using errcode = 'P0002';
  end if;
  perform public.website_room(p_user_id, p_free_limit);
  update public.websites set deleted_at = null where id = p_id and user_id = p_user_id and deleted_at is not null;
  if not found then
    raise exception 'This site can no longer be restored.' using errcode = 'P0002';
  end if;
end;
$$;

revoke execute on function public.website_room(uuid, integer) from public, anon, authenticated;
revoke execute on function public.save_website(uuid, text, text, text, jsonb, text, jsonb, integer) from public, anon, authenticated;
revoke execute on function public.duplicate_website(uuid, uuid, integer) from public, anon, authenticated;
revoke execute on function public.restore_website(uuid, uuid, integer) from public, anon, authenticated;
grant execute on function public.website_room(uuid, integer) to service_role;
grant execute on function public.save_website(uuid, text, text, text, jsonb, text, jsonb, integer) to service_role;
grant execute on function public.duplicate_website(uuid, uuid, integer) to service_role;
grant execute on function public.restore_website(uuid, uuid, integer) to service_role;
