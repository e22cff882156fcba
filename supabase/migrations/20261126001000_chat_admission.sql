-- A chat question passes the gate while its history is read (netlify/lib/chat/admit.ts),
-- so the gate charges it as though the platform pays. When the user's own keys turn
-- out to pay, the unit goes back. That is not a refund: refunds (release_quota) are
-- capped per day for failed answers, and a user who pays with their own keys would
-- otherwise use the cap up and then be charged for questions they paid for.
create function public.return_overcharge(p_user_id uuid, p_kind text, p_day date, p_amount integer default 1)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with returned as (
    update public.usage_counters
    set used = used - p_amount
    where user_id = p_user_id and kind = p_kind and day = p_day and used >= p_amount
    returning 1
  )
  select exists (select 1 from returned);
$$;

revoke execute on function public.return_overcharge(uuid, text, date, integer) from public, anon, authenticated;
grant execute on function public.return_overcharge(uuid, text, date, integer) to service_role;

-- chat_admission: a chat question's gate (ai_request_gate, with the same arguments)
-- and what the question is built on (chat_context) in one round trip instead of two.
-- Who pays is only known from the settings read here, so the caller (admit.ts) has
-- the gate charge as though the platform pays, gives the unit back with
-- return_overcharge when the user's own keys pay, and asks the gate again without the
-- quota when a quota refusal was for questions they pay for. The context comes with
-- every answer but a rate or profile refusal, so that can be decided.
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
  p_charge_paid boolean default false
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_gate record;
begin
  select * into v_gate from public.ai_request_gate(
    p_user_id, p_rate_key, p_rate_limit, p_lease_key, p_lease_max, p_lease_ttl_seconds,
    p_quota_kind, p_quota_free_limit, p_quota_paid_limit, p_quota_amount, p_charge_free, p_charge_paid
  );
  return jsonb_build_object(
    'gate', to_jsonb(v_gate),
    'context', case when v_gate.refused in ('rate', 'profile') then null
                    else public.chat_context(p_user_id, p_session_id, p_turns, p_parent_id, p_root) end
  );
end;
$$;

revoke execute on function public.chat_admission(uuid, text, integer, text, integer, uuid, boolean, text, integer, integer, text, integer, integer, integer, boolean, boolean)
  from public, anon, authenticated;
grant execute on function public.chat_admission(uuid, text, integer, text, integer, uuid, boolean, text, integer, integer, text, integer, integer, integer, boolean, boolean)
  to service_role;
