-- record_chat_turn takes the turn's id from the chat function, which names it in the
-- answer while the row is written after the answer went out (netlify/lib/chat/turn.ts):
-- the write no longer sits between the models' last words and the final event.
-- Without an id, the database makes one as before.
drop function public.record_chat_turn(uuid, text, text, jsonb);
create function public.record_chat_turn(p_user_id uuid, p_session_id text, p_question text, p_responses jsonb, p_turn_id uuid default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_turn_id uuid;
begin
  insert into public.chat_sessions as s (user_id, id, title)
  values (p_user_id, p_session_id, left(p_question, 120))
  on conflict (user_id, id) do update set updated_at = now();

  insert into public.chat_turns (id, user_id, session_id, question, responses)
  values (coalesce(p_turn_id, gen_random_uuid()), p_user_id, p_session_id, p_question, p_responses)
  returning id into v_turn_id;
  return v_turn_id;
end;
$$;

revoke execute on function public.record_chat_turn(uuid, text, text, jsonb, uuid) from public, anon, authenticated;
grant execute on function public.record_chat_turn(uuid, text, text, jsonb, uuid) to service_role;
