-- Retrying one model of a saved turn (POST /api/ai/chat with `retry`): the new answer
-- replaces that model's entry in chat_turns.responses in one statement, so two
-- retries of different models of the same turn cannot overwrite each other.
-- Only the server (service role) calls it; it touches the caller's own turn only.
create function public.replace_chat_turn_answer(p_user_id uuid, p_turn_id uuid, p_answer jsonb)
returns boolean
language sql
security definer
set search_path = ''
as $$
  update public.chat_turns t
     set responses = (
       select coalesce(jsonb_agg(case when e.item ->> 'model_id' = p_answer ->> 'model_id' then p_answer else e.item end order by e.position), '[]'::jsonb)
         from jsonb_array_elements(t.responses) with ordinality as e(item, position)
     )
   where t.id = p_turn_id and t.user_id = p_user_id
  returning true;
$$;

revoke execute on function public.replace_chat_turn_answer(uuid, uuid, jsonb) from public, anon, authenticated;
grant execute on function public.replace_chat_turn_answer(uuid, uuid, jsonb) to service_role;
