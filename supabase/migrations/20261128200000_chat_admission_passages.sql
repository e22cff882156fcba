-- chat_admission also returns the question's passages of the files attached to the
-- chat (chat_passages), in the same round trip as the gate and the history. Before,
-- the chat asked chat_passages in a second call beside it; on the local Supabase
-- (one connection) that call waited for the gate, and nearly every chat has no files.
-- The passages come with the context (not after a rate or profile refusal) and only
-- when asked for (p_passages > 0): an empty array when the chat has no files.
drop function public.chat_admission(uuid, text, integer, text, integer, uuid, boolean, text, integer, integer, text, integer, integer, integer, boolean, boolean);

create function public.chat_admission(
  p_user_id uuid,
  p_rate_key text,
  p_rate_limit integer,
  p_session_id text,
  p_turns integer,
  p_parent_id uuid default null,
  p_root boolean default false,
  p_lease_key text default null,
  p_lease_max integer default 0,
  p_lease_ttl_seconds integer default 0,
  p_quota_kind text default null,
  p_quota_free_limit integer default 0,
  p_quota_paid_limit integer default 0,
  p_quota_amount integer default 1,
  p_charge_free boolean default false,
  p_charge_paid boolean default false,
  p_query text default null,
  p_passages integer default 0
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_gate record;
  v_admitted boolean;
begin
  select * into v_gate from public.ai_request_gate(
    p_user_id, p_rate_key, p_rate_limit, p_lease_key, p_lease_max, p_lease_ttl_seconds,
    p_quota_kind, p_quota_free_limit, p_quota_paid_limit, p_quota_amount, p_charge_free, p_charge_paid
  );
  v_admitted := v_gate.refused is null or v_gate.refused not in ('rate', 'profile');
  return jsonb_build_object(
    'gate', to_jsonb(v_gate),
    'context', case when v_admitted then public.chat_context(p_user_id, p_session_id, p_turns, p_parent_id, p_root) end,
    'passages', case when v_admitted and p_query is not null and p_passages > 0 then
                  coalesce(
                    (select jsonb_agg(jsonb_build_object(
                              'document_id', found.document_id, 'name', found.name, 'page', found.page,
                              'heading', found.heading, 'content', found.content))
                     from public.chat_passages(p_user_id, p_session_id, p_query, p_passages) as found),
                    '[]'::jsonb)
                end
  );
end;
$$;

revoke execute on function public.chat_admission(uuid, text, integer, text, integer, uuid, boolean, text, integer, integer, text, integer, integer, integer, boolean, boolean, text, integer)
  from public, anon, authenticated;
grant execute on function public.chat_admission(uuid, text, integer, text, integer, uuid, boolean, text, integer, integer, text, integer, integer, integer, boolean, boolean, text, integer)
  to service_role;
