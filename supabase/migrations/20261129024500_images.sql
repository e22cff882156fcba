-- Images: My images, their private bucket, and the daily count of
-- generations on the platform's key.
--
-- The bucket: an object's name starts with its owner's id, `<user id>/<image id>/image.<ext>`
-- and `<user id>/<image id>/thumb.webp`. Owners read and delete their own; only the
-- server writes (the images functions, after typing, measuring and cleaning the bytes
-- with the service role), so nothing stored kept its EXIF or skipped the checks.
-- Runs unchanged on hosted Supabase (storage.buckets and storage.objects are built in).
insert into storage.buckets (id, name, public, file_size_limit)
values ('images', 'images', false, 20971520)
on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit;

create policy "images: owners read their images" on storage.objects
  for select to authenticated
  using (bucket_id = 'images' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "images: owners delete their images" on storage.objects
  for delete to authenticated
  using (bucket_id = 'images' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- One image of My images: what made it (prompt and model, or an upload), its size and
-- type as the server measured them after cleaning, and where its bytes and thumbnail
-- are. Owners read, delete, and change the alt text only (a column grant: the rest is
-- what the server found); rows are inserted by the server alone.
create table public.images (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  prompt text not null default '' check (char_length(prompt) <= 1000),
  alt text not null check (char_length(alt) between 1 and 300),
  -- the image model's id (src/domain/images-contract.ts); null for an upload
  model text,
  source text not null check (source in ('generated', 'edited', 'uploaded')),
  -- the image this one is a version of
  parent_id uuid references public.images (id) on delete set null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  mime text not null check (mime in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  size_bytes bigint not null check (size_bytes > 0),
  -- drawn on the server without a provider, labelled "Demo image"
  demo boolean not null default false,
  object_path text not null unique,
  thumb_path text not null unique,
  created_at timestamptz not null default now(),
  -- My images' search: the prompt's and the alt text's words
  search tsvector generated always as (to_tsvector('english', prompt || ' ' || alt)) stored
);
create index images_user_created on public.images (user_id, created_at desc);
create index images_search on public.images using gin (search);
create index images_parent on public.images (parent_id) where parent_id is not null;

alter table public.images enable row level security;
revoke all on public.images from anon, authenticated;
grant select, delete on public.images to authenticated;
grant update (alt) on public.images to authenticated;
grant all on public.images to service_role;

create policy "images: owners read theirs" on public.images
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "images: owners change their alt text" on public.images
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "images: owners delete theirs" on public.images
  for delete to authenticated using ((select auth.uid()) = user_id);
create policy "images: the server writes" on public.images
  for all to service_role using (true) with check (true);

-- Generations on the platform's key are counted as the other quotas are
-- (consume_quota / release_quota, netlify/lib/quotas.ts), under their own kind.
alter table public.usage_counters drop constraint usage_counters_kind_check;
alter table public.usage_counters add constraint usage_counters_kind_check
  check (kind in ('chat', 'content', 'website', 'support', 'image'));
