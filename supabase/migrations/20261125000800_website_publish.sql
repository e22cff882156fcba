-- Publish (hosting by the app): a site in My Sites gets a public address, /s/<slug>,
-- answered by netlify/functions/website-public.mts from the HTML rendered at publish
-- time (a snapshot: later edits go online with "Update", not by themselves).
--
-- Columns on public.websites rather than a table of their own: a published page
-- belongs to exactly one site and one owner, so the row's RLS, its cascade on account
-- deletion and its soft delete already say who may see it and when it goes away.
--
-- The slug stays with its site for as long as the row exists, published or not:
-- Unpublish clears the snapshot and published_at but keeps the slug, so nobody else
-- can take over an address the owner has handed out. Only deleting the site for
-- good frees it.
--
-- Browser sessions still may update only (name, updated_at) (migration
-- 20261125000700): every column here is written by publish_website and the
-- unpublish call of the functions (service role), which render the HTML from the
-- stored model on the server. The owner can read them (select on the table).

alter table public.websites
  add column slug text unique check (slug ~ '^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$'),
  add column published_html text check (char_length(published_html) <= 400000),
  -- premium sites: every page as its own file ({file, html}[]), served at /s/<slug>/<file>
  add column published_pages jsonb check (published_pages is null or jsonb_typeof(published_pages) = 'array'),
  add column published_at timestamptz,
  -- goes up by one with every Publish/Update, never down: the pages' ETag
  add column publish_version integer not null default 0 check (publish_version >= 0),
  -- whether search engines may index the public page (X-Robots-Tag)
  add column indexable boolean not null default false,
  add constraint websites_published_whole check (published_at is null or (slug is not null and published_html is not null));

-- Publish or Update one of p_user_id's sites at p_slug. With p_exact the slug is the
-- owner's choice and a slug held by another site is refused (SQLSTATE 23505);
-- without it the slug was made from the business name and gets a suffix (-2, -3...)
-- until it is free. Returns the address and version now online.
create function public.publish_website(
  p_user_id uuid,
  p_id uuid,
  p_slug text,
  p_exact boolean,
  p_html text,
  p_pages jsonb,
  p_indexable boolean
)
returns table (slug text, published_at timestamptz, publish_version integer)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_candidate text := p_slug;
  v_try integer := 1;
  v_slug text;
  v_at timestamptz;
  v_version integer;
begin
  loop
    begin
      update public.websites w
         set slug = v_candidate,
             published_html = p_html,
             published_pages = p_pages,
             indexable = p_indexable,
             published_at = now(),
             publish_version = w.publish_version + 1
       where w.id = p_id and w.user_id = p_user_id and w.deleted_at is null
      returning w.slug, w.published_at, w.publish_version into v_slug, v_at, v_version;
      if v_slug is null then
        raise exception 'This site is no longer in My Sites.' using errcode = 'P0002';
      end if;
      return query select v_slug, v_at, v_version;
      return;
    exception when unique_violation then
      if p_exact or v_try >= 20 then
        raise exception 'The address % is taken.', v_candidate using errcode = '23505';
      end if;
      v_try := v_try + 1;
      v_candidate := rtrim(left(p_slug, 57), '-') || '-' || v_try;
    end;
  end loop;
end;
$$;

revoke execute on function public.publish_website(uuid, uuid, text, boolean, text, jsonb, boolean) from public, anon, authenticated;
grant execute on function public.publish_website(uuid, uuid, text, boolean, text, jsonb, boolean) to service_role;
