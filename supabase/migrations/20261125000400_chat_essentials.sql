-- Chat essentials: find a chat by any word in it, rename and pin chats, branches
-- (edit a question and send it again: the original turn and what followed stay),
-- and read-only shared snapshots that visitors open by an unguessable link.

-- Rename and pin. The owner changes the title and the pin directly (column grants);
-- a title is 1 to 120 characters once trimmed (rows written before are left as
-- they are: `not valid`).
alter table public.chat_sessions add column pinned_at timestamptz;
alter table public.chat_sessions
  add constraint chat_sessions_title_length check (char_length(btrim(title)) between 1 and 120) not valid;
grant update (title, pinned_at) on table public.chat_sessions to authenticated;
create policy "chat_sessions_update_own" on public.chat_sessions
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
create index chat_sessions_pinned on public.chat_sessions (user_id, pinned_at desc nulls last, updated_at desc);

-- Branches. A turn answers its parent turn (null: the first question of the chat);
-- turns with the same parent are versions of one question. The session remembers
-- the newest turn of the branch on screen, so a reload shows the same branch.
alter table public.chat_turns add column parent_id uuid references public.chat_turns (id) on delete cascade;
create index chat_turns_parent on public.chat_turns (parent_id);
alter table public.chat_sessions add column current_turn_id uuid;

-- Turns written before branches were a single line in the order they were asked.
update public.chat_turns t
   set parent_id = p.previous
  from (
    select id, lag(id) over (partition by user_id, session_id order by created_at, id) as previous
      from public.chat_turns
  ) p
 where p.id = t.id and p.previous is not null;
update public.chat_sessions s
   set current_turn_id = (
     select t.id from public.chat_turns t
      where t.user_id = s.user_id and t.session_id = s.id
      order by t.created_at desc, t.id desc limit 1);

-- Search: every word of a turn (question, each model's answer, synthesis, merge),
-- stemmed as English, weighted so a question or title match ranks first.
alter table public.chat_turns add column search tsvector generated always as (
  setweight(to_tsvector('english'::regconfig, question), 'A')
  || jsonb_to_tsvector('english'::regconfig, jsonb_path_query_array(responses, '$[*].response'), '["string"]')
  || to_tsvector('english'::regconfig, coalesce(synthesized, ''))
  || to_tsvector('english'::regconfig, coalesce(merged ->> 'response', ''))
) stored;
create index chat_turns_search on public.chat_turns using gin (search);
alter table public.chat_sessions add column search tsvector
  generated always as (setweight(to_tsvector('english'::regconfig, title), 'A')) stored;
create index chat_sessions_search on public.chat_sessions using gin (search);

-- The query for what a user typed: websearch syntax ("quoted phrase", -word, or),
-- and the last word as a prefix while it is still being typed.
create function public.chat_search_query(p_text text)
returns tsquery
language sql
immutable
set search_path = ''
as $$
  select case
    when btrim(p_text) ~ '[[:alnum:]]$' and w::text ~ '''[^'']+''$'
      then regexp_replace(w::text, '''([^'']+)''$', '''\1'':*')::tsquery
    else w
  end
  from (select websearch_to_tsquery('english'::regconfig, p_text) as w) q;
$$;

-- The caller's chats that match, best first (a title match, then the best turn),
-- each with its best turn and a snippet whose matches are wrapped in U+E000/U+E001
-- (the page turns those into <mark>, so no HTML comes from the database).
-- Invoker's rights: RLS keeps every other user's chats out.
create function public.search_chats(p_query text, p_limit integer default 20)
returns table (session_id text, title text, pinned_at timestamptz, updated_at timestamptz, turn_id uuid, snippet text, rank real)
language sql
stable
security invoker
set search_path = ''
as $$
  with q as (select public.chat_search_query(left(p_query, 200)) as query),
  turns as (
    select distinct on (t.session_id) t.session_id, t.id, t.question, t.responses, t.synthesized, t.merged,
           ts_rank(t.search, q.query) as rank
      from public.chat_turns t, q
     where t.user_id = (select auth.uid()) and t.search @@ q.query
     order by t.session_id, ts_rank(t.search, q.query) desc, t.created_at desc
  ),
  hits as (
    select s.id as session_id, s.title, s.pinned_at, s.updated_at, b.id as turn_id, b.question, b.responses, b.synthesized, b.merged,
           greatest(coalesce(b.rank, 0), case when s.search @@ q.query then ts_rank(s.search, q.query) + 1 else 0 end)::real as rank
      from public.chat_sessions s
      cross join q
      left join turns b on b.session_id = s.id
     where s.user_id = (select auth.uid()) and (b.id is not null or s.search @@ q.query)
     order by rank desc, s.updated_at desc
     limit least(greatest(coalesce(p_limit, 20), 1), 50)
  )
  select h.session_id, h.title, h.pinned_at, h.updated_at, h.turn_id,
         ts_headline('english'::regconfig,
           coalesce(h.question || E'\n' || (select string_agg(r ->> 'response', E'\n') from jsonb_array_elements(h.responses) r)
             || E'\n' || coalesce(h.synthesized, '') || E'\n' || coalesce(h.merged ->> 'response', ''), h.title),
           q.query, format('StartSel=%s, StopSel=%s, MaxWords=24, MinWords=8, MaxFragments=2, FragmentDelimiter=" … "', chr(57344), chr(57345))),
         h.rank
    from hits h cross join q
   order by h.rank desc, h.updated_at desc;
$$;
revoke execute on function public.search_chats(text, integer) from public, anon;
grant execute on function public.search_chats(text, integer) to authenticated;

-- The branch on screen: the owner picks a turn of their own chat, and the session
-- shows the newest turn below it (following, at each step, the newest answer).
-- Definer's rights with the owner checked here: current_turn_id is not the
-- browser's to write directly.
create function public.select_chat_branch(p_session_id text, p_turn_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_leaf uuid;
begin
  with recursive below as (
    select t.id, t.created_at, 0 as depth from public.chat_turns t
     where t.id = p_turn_id and t.session_id = p_session_id and t.user_id = (select auth.uid())
    union all
    select c.id, c.created_at, b.depth + 1 from below b
      join lateral (
        select k.id, k.created_at from public.chat_turns k
         where k.parent_id = b.id order by k.created_at desc, k.id desc limit 1
      ) c on true
  )
  select id into v_leaf from below order by depth desc limit 1;
  if v_leaf is null then
    raise exception 'This message is no longer in the chat.' using errcode = 'P0002';
  end if;
  update public.chat_sessions set current_turn_id = v_leaf
   where id = p_session_id and user_id = (select auth.uid());
  return v_leaf;
end;
$$;
revoke execute on function public.select_chat_branch(text, uuid) from public, anon;
grant execute on function public.select_chat_branch(text, uuid) to authenticated;

-- The turn a new question answers: p_parent_id when it is a turn of this user's
-- chat, none for a new first question (p_root), else the newest turn on screen.
create function public.chat_branch_parent(p_user_id uuid, p_session_id text, p_parent_id uuid, p_root boolean)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_root then null
    when p_parent_id is not null then
      (select t.id from public.chat_turns t where t.id = p_parent_id and t.user_id = p_user_id and t.session_id = p_session_id)
    else (select s.current_turn_id from public.chat_sessions s where s.user_id = p_user_id and s.id = p_session_id)
  end;
$$;
revoke execute on function public.chat_branch_parent(uuid, text, uuid, boolean) from public, anon, authenticated;

-- record_chat_turn: the new turn answers p_parent_id (the turn whose context the
-- models saw); left out, the branch on screen; p_root: a new first question (an
-- edited first question). A parent from another chat or user is ignored. The
-- session then shows the new turn.
drop function public.record_chat_turn(uuid, text, text, jsonb, uuid);
create function public.record_chat_turn(
  p_user_id uuid, p_session_id text, p_question text, p_responses jsonb, p_turn_id uuid default null,
  p_parent_id uuid default null, p_root boolean default false
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_turn_id uuid := coalesce(p_turn_id, gen_random_uuid());
  v_parent uuid;
begin
  insert into public.chat_sessions as s (user_id, id, title)
  values (p_user_id, p_session_id, left(btrim(p_question), 120))
  on conflict (user_id, id) do update set updated_at = now();

  v_parent := public.chat_branch_parent(p_user_id, p_session_id, p_parent_id, p_root);
  insert into public.chat_turns (id, user_id, session_id, question, responses, parent_id)
  values (v_turn_id, p_user_id, p_session_id, p_question, p_responses, v_parent);
  update public.chat_sessions set current_turn_id = v_turn_id where user_id = p_user_id and id = p_session_id;
  return v_turn_id;
end;
$$;
revoke execute on function public.record_chat_turn(uuid, text, text, jsonb, uuid, uuid, boolean) from public, anon, authenticated;
grant execute on function public.record_chat_turn(uuid, text, text, jsonb, uuid, uuid, boolean) to service_role;

-- chat_context: the turns the models see are the branch's, walking up from the
-- turn the new question answers (as record_chat_turn picks it), oldest first; it
-- also answers that turn's id, so the turn is recorded where its context came from.
drop function public.chat_context(uuid, text, integer, timestamptz);
create function public.chat_context(
  p_user_id uuid, p_session_id text, p_turns integer, p_parent_id uuid default null, p_root boolean default false
)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with recursive start as (
    select public.chat_branch_parent(p_user_id, p_session_id, p_parent_id, p_root) as id
  ),
  up as (
    select t.id, t.parent_id, t.question, t.responses, 1 as depth
      from public.chat_turns t join start on t.id = start.id
     where t.user_id = p_user_id and p_turns > 0
    union all
    select t.id, t.parent_id, t.question, t.responses, up.depth + 1
      from up join public.chat_turns t on t.id = up.parent_id
     where up.depth < p_turns and t.user_id = p_user_id
  )
  select jsonb_build_object(
    'settings', public.user_chat_settings(p_user_id),
    'parent_id', (select id from start),
    'turns', coalesce((select jsonb_agg(jsonb_build_object('question', up.question, 'responses', up.responses) order by up.depth desc) from up), '[]'::jsonb)
  );
$$;
revoke execute on function public.chat_context(uuid, text, integer, uuid, boolean) from public, anon, authenticated;
grant execute on function public.chat_context(uuid, text, integer, uuid, boolean) to service_role;

-- Shared snapshots: a copy of the branch on screen, under an id of 256 random bits.
-- Only the owner lists, refreshes or deletes theirs; visitors read one by its id
-- through shared_chat(), which runs as chat_share_reader: a role that can read this
-- table and nothing else, so the link can never reach the chat tables.
create table public.chat_shares (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{43}$'),
  user_id uuid not null,
  session_id text not null,
  title text not null,
  -- {turns: [{question, responses: [{model, response}], synthesized, merged: {model, response}}]}
  snapshot jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, session_id),
  foreign key (user_id, session_id) references public.chat_sessions (user_id, id) on delete cascade
);
alter table public.chat_shares enable row level security;
revoke all on table public.chat_shares from anon, authenticated;
grant select (id, user_id, session_id, title, created_at, updated_at), delete on table public.chat_shares to authenticated;
grant all on table public.chat_shares to service_role;
create policy "chat_shares_select_own" on public.chat_shares
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "chat_shares_delete_own" on public.chat_shares
  for delete to authenticated using ((select auth.uid()) = user_id);
create policy "chat_shares_service_role_all" on public.chat_shares
  for all to service_role using (true) with check (true);

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'chat_share_reader') then
    create role chat_share_reader nologin noinherit;
  end if;
end $$;
grant usage on schema public to chat_share_reader;
-- The migration's role must be able to act as the new owner of shared_chat().
grant chat_share_reader to current_user;
grant select (id, title, snapshot, updated_at) on table public.chat_shares to chat_share_reader;
create policy "chat_shares_read_by_link" on public.chat_shares
  for select to chat_share_reader using (true);

-- Creates or refreshes the owner's snapshot of a chat (the branch on screen) and
-- answers its id; the id stays the same when the snapshot is refreshed.
create function public.share_chat(p_session_id text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_title text;
  v_leaf uuid;
  v_snapshot jsonb;
  v_id text;
begin
  select s.title, s.current_turn_id into v_title, v_leaf
    from public.chat_sessions s where s.user_id = v_user and s.id = p_session_id;
  if v_user is null or v_leaf is null then
    raise exception 'This chat has nothing to share yet.' using errcode = 'P0002';
  end if;
  with recursive up as (
    select t.id, t.parent_id, t.question, t.responses, t.synthesized, t.merged, 1 as depth
      from public.chat_turns t where t.id = v_leaf and t.user_id = v_user
    union all
    select t.id, t.parent_id, t.question, t.responses, t.synthesized, t.merged, up.depth + 1
      from up join public.chat_turns t on t.id = up.parent_id where t.user_id = v_user
  )
  select jsonb_build_object('turns', jsonb_agg(jsonb_build_object(
           'question', up.question,
           'responses', (select coalesce(jsonb_agg(jsonb_build_object('model', r ->> 'model', 'response', r ->> 'response') order by o), '[]'::jsonb)
                           from jsonb_array_elements(up.responses) with ordinality as a(r, o) where coalesce(r ->> 'response', '') <> ''),
           'synthesized', up.synthesized,
           'merged', case when up.merged is null then null else jsonb_build_object('model', up.merged ->> 'model', 'response', up.merged ->> 'response') end
         ) order by up.depth desc))
    into v_snapshot from up;

  v_id := translate(rtrim(encode(extensions.gen_random_bytes(32), 'base64'), '='), '+/', '-_');
  insert into public.chat_shares as c (id, user_id, session_id, title, snapshot)
  values (v_id, v_user, p_session_id, v_title, v_snapshot)
  on conflict (user_id, session_id) do update
    set title = excluded.title, snapshot = excluded.snapshot, updated_at = now()
  returning c.id into v_id;
  return v_id;
end;
$$;
revoke execute on function public.share_chat(text) from public, anon;
grant execute on function public.share_chat(text) to authenticated;

-- What a visitor with the link sees; no row for an unknown or revoked id.
create function public.shared_chat(p_id text)
returns table (title text, snapshot jsonb, updated_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select c.title, c.snapshot, c.updated_at from public.chat_shares c where c.id = p_id;
$$;
-- A new owner needs CREATE on the schema at the moment it takes the function (hosted
-- Supabase runs migrations as a role that is not a superuser); not after.
grant create on schema public to chat_share_reader;
alter function public.shared_chat(text) owner to chat_share_reader;
revoke create on schema public from chat_share_reader;
revoke execute on function public.shared_chat(text) from public;
grant execute on function public.shared_chat(text) to anon, authenticated, service_role;
