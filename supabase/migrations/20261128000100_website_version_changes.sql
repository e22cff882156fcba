-- Versions say what happened: each version keeps, beside the model it
-- was, what the save that replaced it changed (src/domain/website/site-change.ts:
-- the parts whose words changed, sections moved, hidden or shown, the design, or
-- the version a restore brought back), worked out by the functions from the two
-- contents. Versions kept before this migration have none (null).

alter table public.website_versions
  add column change jsonb check (change is null or (jsonb_typeof(change) = 'object' and pg_column_size(change) <= 4096));

drop function public.save_website_content(uuid, uuid, integer, text, jsonb, text, jsonb, integer);

-- As in migration 20261125001000, and the version left behind records p_change.
create function public.save_website_content(
  p_user_id uuid,
  p_id uuid,
  p_revision integer,
  p_template text,
  p_model jsonb,
  p_html text,
  p_pages jsonb,
  p_keep integer,
  p_change jsonb
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
  insert into public.website_versions (website_id, user_id, revision, model, change)
  values (p_id, p_user_id, v_revision, v_model, p_change);
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

revoke execute on function public.save_website_content(uuid, uuid, integer, text, jsonb, text, jsonb, integer, jsonb) from public, anon, authenticated;
grant execute on function public.save_website_content(uuid, uuid, integer, text, jsonb, text, jsonb, integer, jsonb) to service_role;
