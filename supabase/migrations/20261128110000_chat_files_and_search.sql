-- Files attached to a chat, and the search that finds their best passages.
--
-- A chat's attachments are the owner's own rows: the chat writes them through
-- supabase-js as the signed-in user (attach, remove), and the chat function reads
-- them when a question is asked. The session may not exist yet (a file attached
-- before the first question), so there is no foreign key to chat_sessions; deleting
-- a chat deletes its attachments (trigger below), deleting a file detaches it.

create table public.chat_files (
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id text not null check (session_id ~ '^[A-Za-z0-9_-]{1,100}$'),
  document_id uuid not null references public.documents (id) on delete cascade,
  attached_at timestamptz not null default now(),
  primary key (user_id, session_id, document_id)
);

alter table public.chat_files enable row level security;
revoke all on public.chat_files from anon, authenticated;
grant select, insert, delete on public.chat_files to authenticated;

create policy "chat files: owners read theirs" on public.chat_files
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "chat files: owners attach their own files" on public.chat_files
  for insert to authenticated with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.documents d where d.id = document_id and d.user_id = (select auth.uid()))
  );
create policy "chat files: owners remove theirs" on public.chat_files
  for delete to authenticated using ((select auth.uid()) = user_id);

-- At most 10 files a chat (src/domain/files-contract.ts CHAT_FILES_MAX).
create function public.chat_files_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(*) from public.chat_files where user_id = new.user_id and session_id = new.session_id) >= 10 then
    raise exception 'A chat takes up to 10 files. Remove one to attach another.' using errcode = '53400';
  end if;
  return new;
end;
$$;
create trigger chat_files_limit before insert on public.chat_files for each row execute function public.chat_files_limit();

create function public.chat_files_follow_session()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.chat_files where user_id = old.user_id and session_id = old.id;
  return old;
end;
$$;
create trigger chat_files_follow_session after delete on public.chat_sessions for each row execute function public.chat_files_follow_session();

-- The best passages of some of a user's ready files for a question: any of its
-- words (stemmed, stop words dropped), ranked by cover density with headings
-- weighted above body text. A question that matches nothing (e.g. "summarize
-- this") gets each file's opening passages instead, so a model still sees the file.
-- plpgsql so the question's tsquery is a value when the search is planned: the
-- GIN index then finds the candidates (as a CTE it was a filter on every row).
create function public.search_document_chunks(
  p_user_id uuid,
  p_document_ids uuid[],
  p_query text,
  p_limit integer default 6
)
returns table (document_id uuid, name text, page integer, heading text, content text, ordinal integer, rank real)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_query tsquery;
  v_limit integer := least(greatest(coalesce(p_limit, 6), 1), 20);
begin
  select to_tsquery('simple', string_agg(quote_literal(t.lexeme), ' | '))
    into v_query
    from unnest(to_tsvector('english', coalesce(p_query, ''))) as t;
  if v_query is not null then
    return query
      select c.document_id, d.name, c.page, c.heading, c.content, c.ordinal, ts_rank(c.search, v_query, 1) as rank
      from public.document_chunks c
      join public.documents d on d.id = c.document_id and d.status = 'ready'
      where c.user_id = p_user_id and c.document_id = any (p_document_ids) and c.search @@ v_query
      order by 7 desc, c.ordinal
      limit v_limit;
    if found then
      return;
    end if;
  end if;
  return query
    select o.document_id, o.name, o.page, o.heading, o.content, o.ordinal, 0::real
    from (
      select c.document_id, d.name, c.page, c.heading, c.content, c.ordinal,
        row_number() over (partition by c.document_id order by c.ordinal) as nth
      from public.document_chunks c
      join public.documents d on d.id = c.document_id and d.status = 'ready'
      where c.user_id = p_user_id and c.document_id = any (p_document_ids) and c.ordinal < 3
    ) as o
    order by o.nth, o.document_id
    limit v_limit;
end;
$$;

revoke all on function public.search_document_chunks(uuid, uuid[], text, integer) from public, anon, authenticated;
grant execute on function public.search_document_chunks(uuid, uuid[], text, integer) to service_role;

-- A chat question's passages in one round trip: the chat's attached files, then their search.
create function public.chat_passages(p_user_id uuid, p_session_id text, p_query text, p_limit integer default 6)
returns table (document_id uuid, name text, page integer, heading text, content text, ordinal integer, rank real)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  select array_agg(f.document_id) into v_ids from public.chat_files f where f.user_id = p_user_id and f.session_id = p_session_id;
  if v_ids is null then
    return;
  end if;
  return query select * from public.search_document_chunks(p_user_id, v_ids, p_query, p_limit);
end;
$$;

revoke all on function public.chat_passages(uuid, text, text, integer) from public, anon, authenticated;
grant execute on function public.chat_passages(uuid, text, text, integer) to service_role;
