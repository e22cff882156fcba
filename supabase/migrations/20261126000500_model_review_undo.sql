-- Admin model review can be taken back: a reviewed model (approved or
-- rejected) goes back to the pending queue with the decision 'pending'. That is the
-- Undo of an Approve or a Reject, "Move back to review" for an approved model (it
-- leaves the Model Database and every chat at once: chat_user_settings reads approved
-- models only; users' user_models rows stay, so a new approval brings it back) and
-- "Restore to review" for a rejected one. Every other rule of review_ai_model stays:
-- admins only, the three decisions from pending only (P0001 otherwise).
create or replace function public.review_ai_model(p_id text, p_decision text)
returns setof public.ai_models
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  if not public.is_admin() then
    raise exception 'Only admins can review models.' using errcode = '42501';
  end if;
  if p_decision is null or p_decision not in ('public', 'private', 'rejected', 'pending') then
    raise exception 'The decision must be public, private, rejected or pending.' using errcode = '22023';
  end if;
  select status into v_status from public.ai_models where id = p_id for update;
  if not found then
    raise exception 'This model is no longer in the catalogue.' using errcode = 'P0002';
  end if;
  if p_decision = 'pending' and v_status = 'pending' then
    raise exception 'This model is already waiting for review.' using errcode = 'P0001';
  end if;
  if p_decision <> 'pending' and v_status <> 'pending' then
    raise exception 'This model was already reviewed.' using errcode = 'P0001';
  end if;
  return query
    update public.ai_models
       set status = case p_decision when 'rejected' then 'rejected' when 'pending' then 'pending' else 'approved' end,
           visibility = case when p_decision in ('public', 'private') then p_decision end,
           reviewed_by = (select auth.uid()),
           reviewed_at = now()
     where id = p_id
    returning *;
end;
$$;
revoke execute on function public.review_ai_model(text, text) from public, anon;
grant execute on function public.review_ai_model(text, text) to authenticated, service_role;
