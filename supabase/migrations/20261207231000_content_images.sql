-- Use in post: a content item, and its autosaved draft, may carry one image of its
-- owner's My images, and a delivered post carries a public copy of that image.
--
-- The image is named inside the settings (`settings.image = { id, alt }`), beside
-- the other choices the automation page saves: settings already travel with every
-- save, draft, duplicate, version and scheduled run, so no function's arguments
-- change. A trigger refuses a row whose image is not its owner's (whoever writes it:
-- save_content_item, the drafts function or the server), and the image's deletion
-- takes it out of the settings (as `on delete set null` would).
--
-- Connectors fetch images from an address without credentials: the public bucket
-- `public-images` holds a copy of each image a delivery carried, under a random
-- folder (`<32 random hex>/<image id>.<ext>`), so its address cannot be guessed from
-- the image. Only the server writes it (netlify/lib/images/public-copy.ts); the
-- table image_public_copies maps an image to its copy, readable by its owner only.
-- A deleted image leaves its row with no image: the server removes those copies at
-- the owner's next delivery of an image and when the account is deleted.
create or replace function public.content_image_is_owners()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_image text := new.settings -> 'image' ->> 'id';
begin
  if v_image is null then
    return new;
  end if;
  if v_image !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    or not exists (select 1 from public.images where id = v_image::uuid and user_id = new.user_id) then
    raise exception 'This image is not in your My images.' using errcode = '22023';
  end if;
  return new;
end;
$$;

create trigger content_items_image_is_owners
  before insert or update of settings on public.content_items
  for each row execute function public.content_image_is_owners();

create trigger content_drafts_image_is_owners
  before insert or update of settings on public.content_drafts
  for each row execute function public.content_image_is_owners();

create or replace function public.content_image_deleted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.content_items set settings = settings - 'image'
    where user_id = old.user_id and settings -> 'image' ->> 'id' = old.id::text;
  update public.content_drafts set settings = settings - 'image'
    where user_id = old.user_id and settings -> 'image' ->> 'id' = old.id::text;
  return old;
end;
$$;
revoke all on function public.content_image_deleted() from public, anon, authenticated;

create trigger images_leave_content
  after delete on public.images
  for each row execute function public.content_image_deleted();

insert into storage.buckets (id, name, public, file_size_limit)
values ('public-images', 'public-images', true, 20971520)
on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit;

create table public.image_public_copies (
  id uuid primary key default gen_random_uuid(),
  -- null once the image is deleted: the server then removes the copy's object and the row
  image_id uuid unique references public.images (id) on delete set null,
  user_id uuid not null references auth.users (id) on delete cascade,
  object_path text not null unique,
  created_at timestamptz not null default now()
);
create index image_public_copies_user on public.image_public_copies (user_id);

alter table public.image_public_copies enable row level security;
revoke all on public.image_public_copies from anon, authenticated;
grant select on public.image_public_copies to authenticated;
grant all on public.image_public_copies to service_role;

create policy "image_public_copies: owners read theirs" on public.image_public_copies
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "image_public_copies: the server writes" on public.image_public_copies
  for all to service_role using (true) with check (true);
