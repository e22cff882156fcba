-- A chat turn is saved and its in-flight slot freed in one round trip, to cut the
-- chat's overhead. record_chat_turn takes the lease the request gate gave
-- (ai_request_gate) and deletes it in the same transaction as the turn's rows, so
-- the answer's last event, which waits for the slot to be free, no longer waits for a
-- second call after the write. Without p_lease it is the function it was.
drop function public.record_chat_turn(uuid, text, text, jsonb, uuid, uuid, boolean);
create function public.record_chat_turn(
  p_user_id uuid, p_session_id text, p_question text, p_responses jsonb, p_turn_id uuid default null,
  p_parent_id uuid default null, p_root boolean default false, p_lease uuid default null
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
  if p_lease is not null then
    delete from public.inflight_leases where id = p_lease;
  end if;
  return v_turn_id;
end;
$$;
revoke execute on function public.record_chat_turn(uuid, text, text, jsonb, uuid, uuid, boolean, uuid) from public, anon, authenticated;
grant execute on function public.record_chat_turn(uuid, text, text, jsonb, uuid, uuid, boolean, uuid) to service_role;
