-- The private bucket of users' documents (My files). An object's name starts with
-- its owner's id: `<user id>/<file id>/<file name>`. Owners read and delete their
-- own; nobody writes with their own token: the upload function checks the plan's
-- quota, the type and the size first, then hands out a signed upload URL (its
-- policies are the service's), so nothing the server would refuse is stored.
-- Runs unchanged on hosted Supabase (storage.buckets and storage.objects are built in).
insert into storage.buckets (id, name, public, file_size_limit)
values ('documents', 'documents', false, 52428800)
on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit;

create policy "documents: owners read their files" on storage.objects
  for select to authenticated
  using (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "documents: owners delete their files" on storage.objects
  for delete to authenticated
  using (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text);
