-- Chat search within 50 ms for a user with 10,000 turns (npm run bench measures it
-- on PostgreSQL). Two things made search_chats take hundreds of milliseconds there:
--
-- 1. Under invoker's rights RLS adds its own condition on user_id, and Postgres may
--    use an operator that is not leakproof (@@ is not) in an index scan only after
--    that condition: the GIN index was never used, so every turn of the user had its
--    tsvector decompressed and matched. With definer's rights (and the owner checked
--    here, as select_chat_branch does) the index finds the matching turns.
-- 2. Every matching turn was ranked, and a common word matches thousands: now only
--    the 300 newest matching turns are ranked (enough for the 20 to 50 chats a list
--    shows, each with its best recent turn), and the chats are read by their key.
create or replace function public.search_chats(p_query text, p_limit integer default 20)
returns table (session_id text, title text, pinned_at timestamptz, updated_at timestamptz, turn_id uuid, snippet text, rank real)
language sql
stable
security definer
set search_path = ''
as $$
  with q as materialized (select public.chat_search_query(left(p_query, 200)) as query),
  -- Ids and times only: the index answers which turns match, the tsvectors stay unread.
  recent as materialized (
    select t.id, t.session_id, t.created_at
      from public.chat_turns t
     where t.user_id = (select auth.uid()) and t.search @@ (select q.query from q)
     order by t.created_at desc
     limit 300
  ),
  best as (
    select distinct on (r.session_id) r.session_id, r.id, ts_rank(t.search, (select q.query from q)) as rank
      from recent r join public.chat_turns t on t.id = r.id
     order by r.session_id, 3 desc, r.created_at desc
  ),
  -- A title match ranks above any turn.
  titled as (
    select s.id as session_id, ts_rank(s.search, (select q.query from q)) + 1 as rank
      from public.chat_sessions s
     where s.user_id = (select auth.uid()) and s.search @@ (select q.query from q)
  ),
  matched as (
    select coalesce(b.session_id, ti.session_id) as session_id, b.id as turn_id,
           greatest(coalesce(b.rank, 0), coalesce(ti.rank, 0))::real as rank
      from best b full join titled ti on ti.session_id = b.session_id
  ),
  hits as (
    select s.id as session_id, s.title, s.pinned_at, s.updated_at, m.turn_id, m.rank
      from matched m
      join public.chat_sessions s on s.user_id = (select auth.uid()) and s.id = m.session_id
     order by m.rank desc, s.updated_at desc
     limit least(greatest(coalesce(p_limit, 20), 1), 50)
  )
  select h.session_id, h.title, h.pinned_at, h.updated_at, h.turn_id,
         ts_headline('english'::regconfig,
           coalesce(t.question || E'\n' || (select string_agg(r ->> 'response', E'\n') from jsonb_array_elements(t.responses) r)
             || E'\n' || coalesce(t.synthesized, '') || E'\n' || coalesce(t.merged ->> 'response', ''), h.title),
           (select q.query from q),
           format('StartSel=%s, StopSel=%s, MaxWords=24, MinWords=8, MaxFragments=2, FragmentDelimiter=" … "', chr(57344), chr(57345))),
         h.rank
    from hits h
    left join public.chat_turns t on t.user_id = (select auth.uid()) and t.id = h.turn_id
   order by h.rank desc, h.updated_at desc;
$$;
revoke execute on function public.search_chats(text, integer) from public, anon;
grant execute on function public.search_chats(text, integer) to authenticated;
