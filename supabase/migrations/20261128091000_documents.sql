-- My files: a user's documents and the passages their text is cut into.
-- The bytes live in the documents bucket under `<user id>/<document id>/<file name>`
-- (20261128090000_documents_bucket). Owners read their rows; only the server writes
-- them (the upload function, after its checks, through the functions below), so a
-- row's status and counts are what the server found, never what a browser claims.

create table public.documents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 255 and name !~ '[/\\]'),
  kind text not null check (kind in ('pdf', 'docx', 'xlsx', 'csv', 'txt', 'md', 'html')),
  size_bytes bigint not null check (size_bytes > 0),
  -- pages of a PDF, sheets of a workbook, otherwise null
  pages integer check (pages is null or pages >= 0),
  status text not null default 'uploading' check (status in ('uploading', 'processing', 'ready', 'failed')),
  -- why it failed, in words for its owner
  failure text,
  object_path text not null unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index documents_user_created on public.documents (user_id, created_at desc);

alter table public.documents enable row level security;
revoke all on public.documents from anon, authenticated;
grant select on public.documents to authenticated;
create policy "documents: owners read theirs" on public.documents
  for select to authenticated using ((select auth.uid()) = user_id);

-- A document's text in passages: each keeps its page (or sheet and row) and the
-- heading it sits under, and is found by full-text search.
create table public.document_chunks (
  id bigint generated always as identity primary key,
  document_id uuid not null references public.documents (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  ordinal integer not null check (ordinal >= 0),
  page integer check (page is null or page >= 1),
  heading text,
  content text not null check (char_length(content) between 1 and 8000),
  search tsvector generated always as (
    setweight(to_tsvector('english', coalesce(heading, '')), 'A') || setweight(to_tsvector('english', content), 'B')
  ) stored,
  unique (document_id, ordinal)
);
create index document_chunks_search on public.document_chunks using gin (search);
create index document_chunks_user on public.document_chunks (user_id, document_id);

alter table public.document_chunks enable row level security;
revoke all on public.document_chunks from anon, authenticated;
grant select on public.document_chunks to authenticated;
create policy "document chunks: owners read theirs" on public.document_chunks
  for select to authenticated using ((select auth.uid()) = user_id);

-- Room for one more file of `p_size` bytes under the owner's plan, read from the
-- profile with it locked (two uploads at once cannot both take the last place),
-- then the row, waiting for its bytes. Returns the new document's id. The limits
-- come from src/domain/plans.ts through the caller.
create function public.begin_document(
  p_user_id uuid,
  p_name text,
  p_kind text,
  p_size bigint,
  p_free_files integer,
  p_free_bytes bigint,
  p_pro_files integer,
  p_pro_bytes bigint
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
  v_files integer;
  v_bytes bigint;
  v_count integer;
  v_id uuid := gen_random_uuid();
begin
  select subscription_status into v_status from public.profiles where id = p_user_id for update;
  if not found then
    raise exception 'Your account has no profile yet. Please sign out and sign in again.' using errcode = '42501';
  end if;
  v_files := case when v_status = 'paid' then p_pro_files else p_free_files end;
  v_bytes := case when v_status = 'paid' then p_pro_bytes else p_free_bytes end;
  if p_size > v_bytes then
    raise exception '% is larger than your plan takes (% MB a file).', p_name, v_bytes / (1024 * 1024) using errcode = '54000';
  end if;
  -- an upload that never arrived holds its place for an hour
  delete from public.documents where user_id = p_user_id and status = 'uploading' and created_at < now() - interval '1 hour';
  select count(*) into v_count from public.documents where user_id = p_user_id;
  if v_count >= v_files then
    raise exception 'Your plan keeps up to % files. Delete one to upload another.', v_files using errcode = '53400';
  end if;
  insert into public.documents (id, user_id, name, kind, size_bytes, object_path)
  values (v_id, p_user_id, p_name, p_kind, p_size, p_user_id::text || '/' || v_id::text || '/' || p_name);
  return v_id;
end;
$$;

revoke all on function public.begin_document(uuid, text, text, bigint, integer, bigint, integer, bigint) from public, anon, authenticated;
grant execute on function public.begin_document(uuid, text, text, bigint, integer, bigint, integer, bigint) to service_role;
