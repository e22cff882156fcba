-- Image versions: every edit and every restore of an image is a new row (new bytes),
-- and the rows of one image share family_id, the first version's id (its own id for
-- the first). My images lists the newest version of each family with the family's
-- size (image_families); the older versions stay until the image is deleted, which
-- deletes the whole family (the first version's row cascades to the others).
alter table public.images add column family_id uuid;
update public.images set family_id = id where family_id is null;
alter table public.images alter column family_id set not null;
alter table public.images
  add constraint images_family_fkey foreign key (family_id) references public.images (id) on delete cascade;
create index images_user_family_created on public.images (user_id, family_id, created_at desc);

-- My images in one round trip (netlify/lib/images/library.ts): the newest version of
-- each of the user's images, newest first, with how many versions each has; p_query
-- (websearch words, English stemming) searches those newest versions only. Called by
-- the server with the service role, which names the owner.
create function public.image_families(p_user_id uuid, p_query text default null, p_limit integer default 500)
returns table (
  id uuid,
  prompt text,
  alt text,
  model text,
  source text,
  parent_id uuid,
  family_id uuid,
  versions integer,
  width integer,
  height integer,
  mime text,
  size_bytes bigint,
  demo boolean,
  created_at timestamptz,
  object_path text,
  thumb_path text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select n.id, n.prompt, n.alt, n.model, n.source, n.parent_id, n.family_id, n.versions, n.width, n.height, n.mime,
    n.size_bytes, n.demo, n.created_at, n.object_path, n.thumb_path
  from (
    select distinct on (i.family_id) i.*, (count(*) over (partition by i.family_id))::integer as versions
    from public.images i
    where i.user_id = p_user_id
    order by i.family_id, i.created_at desc, i.id desc
  ) n
  where p_query is null or n.search @@ websearch_to_tsquery('english'::regconfig, p_query)
  order by n.created_at desc, n.id
  limit p_limit;
$$;

revoke execute on function public.image_families(uuid, text, integer) from public, anon, authenticated;
grant execute on function public.image_families(uuid, text, integer) to service_role;
