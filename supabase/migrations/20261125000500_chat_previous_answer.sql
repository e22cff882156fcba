-- Regenerate: a model asked again for a saved turn (its answer failed, or the user
-- wants another take) replaces its answer in the turn, as before, and the text it
-- replaces is kept one step back in that answer's `previous` field, so the page can
-- show it again after a reload. An answer with no text (a failed one) leaves nothing
-- to keep: then the `previous` it had, if any, stays. Same signature, so the grants
-- of 20261123000000_chat_retry_answer.sql (service role only) stay as they were.
create or replace function public.replace_chat_turn_answer(p_user_id uuid, p_turn_id uuid, p_answer jsonb)
returns boolean
language sql
security definer
set search_path = ''
as $$
  update public.chat_turns t
     set responses = (
       select coalesce(jsonb_agg(
                case when e.item ->> 'model_id' = p_answer ->> 'model_id' then
                  (p_answer - 'previous') || case
                    when coalesce(e.item ->> 'response', '') <> '' and e.item ->> 'error' is null
                      then jsonb_build_object('previous', e.item ->> 'response')
                    when e.item ? 'previous' then jsonb_build_object('previous', e.item -> 'previous')
                    else '{}'::jsonb
                  end
                else e.item end
                order by e.position), '[]'::jsonb)
         from jsonb_array_elements(t.responses) with ordinality as e(item, position)
     )
   where t.id = p_turn_id and t.user_id = p_user_id
  returning true;
$$;
