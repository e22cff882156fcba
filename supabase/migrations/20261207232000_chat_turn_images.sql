-- A chat question may carry one image of My images (POST /api/ai/chat's image_id).
-- The turn keeps the image's id, with no foreign key: an image deleted later leaves
-- the turn as it was, and the chat says the image was deleted. Turns stay
-- owner-only (their RLS is unchanged). record_chat_turn takes the id; share_chat
-- keeps only whether a turn had an image, never its id, so a shared chat shows
-- "An image was attached" and nothing of the private image.
alter table public.chat_turns add column image_id uuid;

drop function public.record_chat_turn(uuid, text, text, jsonb, uuid, uuid, boolean, uuid);
create function public.record_chat_turn(
  p_user_id uuid, p_session_id text, p_question text, p_responses jsonb, p_turn_id uuid default null,
  p_parent_id uuid default null, p_root boolean default false, p_lease uuid default null, p_image_id uuid default null
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
  insert into public.chat_turns (id, user_id, session_id, question, responses, parent_id, image_id)
  values (v_turn_id, p_user_id, p_session_id, p_question, p_responses, v_parent, p_image_id);
  update public.chat_sessions set current_turn_id = v_turn_id where user_id = p_user_id and id = p_session_id;
  if p_lease is not null then
    delete from public.inflight_leases where id = p_lease;
  end if;
  return v_turn_id;
end;
$$;
revoke execute on function public.record_chat_turn(uuid, text, text, jsonb, uuid, uuid, boolean, uuid, uuid) from public, anon, authenticated;
grant execute on function public.record_chat_turn(uuid, text, text, jsonb, uuid, uuid, boolean, uuid, uuid) to service_role;

-- As before, with `image: true` on a turn that had an image (and never its id).
create or replace function public.share_chat(p_session_id text)
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
    select t.id, t.parent_id, t.question, t.responses, t.synthesized, t.merged, t.image_id, 1 as depth
      from public.chat_turns t where t.id = v_leaf and t.user_id = v_user
    union all
    select t.id, t.parent_id, t.question, t.responses, t.synthesized, t.merged, t.image_id, up.depth + 1
      from up join public.chat_turns t on t.id = up.parent_id where t.user_id = v_user
  )
  select jsonb_build_object('turns', jsonb_agg(jsonb_build_object(
           'question', up.question,
           'image', up.image_id is not null,
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
