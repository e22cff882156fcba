-- Search by meaning beside search by words: each passage may carry its vector
-- (OpenAI text-embedding-3-small, 1536 numbers; netlify/lib/ai/embeddings.ts), and
-- search_document_chunks fuses the two rankings (reciprocal rank fusion) when the
-- question comes with its vector.
--
-- pgvector is created where the server has it: hosted Supabase does, and so does the
-- local Supabase's PGlite. A PostgreSQL without it (Debian's, which some tests run
-- on) gets no column, and the search ranks by words alone there.
--
-- No vector index: a search is limited to one user's attached files, and an
-- approximate index (HNSW) filtered that way loses the passages it should find.
-- The exact distance over 5,000 passages takes about 30 ms even in PGlite's
-- WebAssembly (npm run bench:files).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'vector') then
    create extension if not exists vector with schema extensions;
    alter table public.document_chunks add column if not exists embedding extensions.vector(1536);
  end if;
end;
$$;

-- Whether this database stores vectors (the caller skips the embedding calls when not).
create function public.document_vectors_enabled()
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from pg_catalog.pg_attribute
    where attrelid = 'public.document_chunks'::regclass and attname = 'embedding' and not attisdropped
  );
$$;

revoke all on function public.document_vectors_enabled() from public, anon, authenticated;
grant execute on function public.document_vectors_enabled() to service_role;

-- A file's passages' vectors, by their ordinal; false (nothing stored) without pgvector.
create function public.store_chunk_embeddings(p_document_id uuid, p_ordinals integer[], p_embeddings text[])
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.document_vectors_enabled() then
    return false;
  end if;
  update public.document_chunks c
    set embedding = e.vector::extensions.vector
    from unnest(p_ordinals, p_embeddings) as e(ordinal, vector)
    where c.document_id = p_document_id and c.ordinal = e.ordinal;
  return true;
end;
$$;

revoke all on function public.store_chunk_embeddings(uuid, integer[], text[]) from public, anon, authenticated;
grant execute on function public.store_chunk_embeddings(uuid, integer[], text[]) to service_role;

-- The search, now also by meaning. With the question's vector (p_embedding, the
-- text form '[0.1,...]') and pgvector, the 40 best passages by words and the 40
-- nearest by meaning (near enough to be related) are fused: each scores 1/(60 + its place) in each list, so a
-- passage both find comes first. Without a vector, as before: by words, else each
-- file's opening passages.
drop function public.chat_passages(uuid, text, text, integer);
drop function public.search_document_chunks(uuid, uuid[], text, integer);

create function public.search_document_chunks(
  p_user_id uuid,
  p_document_ids uuid[],
  p_query text,
  p_limit integer default 6,
  p_embedding text default null
)
returns table (document_id uuid, name text, page integer, heading text, content text, ordinal integer, rank real)
language plpgsql
stable
security definer
set search_path = ''
-- Planned for each question's own words and vector: from its sixth call in a session
-- plpgsql would otherwise reuse a generic plan, which took 6 s instead of 60 ms over
-- 5,000 passages (npm run bench:files).
set plan_cache_mode = force_custom_plan
as $$
declare
  v_query tsquery;
  v_limit integer := least(greatest(coalesce(p_limit, 6), 1), 20);
begin
  select to_tsquery('simple', string_agg(quote_literal(t.lexeme), ' | '))
    into v_query
    from unnest(to_tsvector('english', coalesce(p_query, ''))) as t;
  if p_embedding is not null and public.document_vectors_enabled() then
    return query
      with by_words as (
        select c.id, row_number() over (order by ts_rank(c.search, v_query, 1) desc, c.ordinal) as place
        from public.document_chunks c
        join public.documents d on d.id = c.document_id and d.status = 'ready'
        where v_query is not null and c.user_id = p_user_id and c.document_id = any (p_document_ids) and c.search @@ v_query
        order by place
        limit 40
      ),
      distances as (
        select c.id, c.ordinal, c.embedding operator(extensions.<=>) p_embedding::extensions.vector as distance
        from public.document_chunks c
        join public.documents d on d.id = c.document_id and d.status = 'ready'
        where c.user_id = p_user_id and c.document_id = any (p_document_ids) and c.embedding is not null
      ),
      by_meaning as (
        select m.id, row_number() over (order by m.distance, m.ordinal) as place
        from distances m
        -- near enough to mean something: a cosine similarity of 0.25 or more (text-embedding-3-small
        -- puts unrelated texts at about 0.1, a passage that answers a question at 0.4 and above)
        where m.distance <= 0.75
        order by place
        limit 40
      ),
      fused as (
        select places.id, sum(1.0 / (60 + places.place))::real as score
        from (select * from by_words union all select * from by_meaning) as places
        group by places.id
      )
      select c.document_id, d.name, c.page, c.heading, c.content, c.ordinal, f.score
      from fused f
      join public.document_chunks c on c.id = f.id
      join public.documents d on d.id = c.document_id
      order by f.score desc, c.ordinal
      limit v_limit;
    if found then
      return;
    end if;
  elsif v_query is not null then
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

revoke all on function public.search_document_chunks(uuid, uuid[], text, integer, text) from public, anon, authenticated;
grant execute on function public.search_document_chunks(uuid, uuid[], text, integer, text) to service_role;

create function public.chat_passages(p_user_id uuid, p_session_id text, p_query text, p_limit integer default 6, p_embedding text default null)
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
  return query select * from public.search_document_chunks(p_user_id, v_ids, p_query, p_limit, p_embedding);
end;
$$;

revoke all on function public.chat_passages(uuid, text, text, integer, text) from public, anon, authenticated;
grant execute on function public.chat_passages(uuid, text, text, integer, text) to service_role;
