-- Chat history: one row per chat session (titled by its first question) and one
-- per turn (question, every model's answer, the synthesis and the AI merge).
-- The chat function writes sessions and turns with the service role; the owner
-- reads them, saves a synthesis or merge on a turn, and deletes a session.

create table public.chat_sessions (
  user_id uuid not null references auth.users (id) on delete cascade,
  id text not null check (id ~ '^[A-Za-z0-9_-]{1,100}$'),
  title text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, id)
);

create index chat_sessions_recent on public.chat_sessions (user_id, updated_at desc);

create table public.chat_turns (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  session_id text not null,
  question text not null,
  -- [{model_id, model, response, error?}]
  responses jsonb not null default '[]'::jsonb,
  synthesized text,
  -- {model_id, model, mode, response}
  merged jsonb,
  created_at timestamptz not null default now(),
  foreign key (user_id, session_id) references public.chat_sessions (user_id, id) on delete cascade
);

create index chat_turns_session on public.chat_turns (user_id, session_id, created_at);

alter table public.chat_sessions enable row level security;
alter table public.chat_turns enable row level security;

revoke all on table public.chat_sessions from anon, authenticated;
revoke all on table public.chat_turns from anon, authenticated;
grant select, delete on table public.chat_sessions to authenticated;
grant select on table public.chat_turns to authenticated;
grant update (synthesized, merged) on table public.chat_turns to authenticated;
grant all on table public.chat_sessions to service_role;
grant all on table public.chat_turns to service_role;

create policy "chat_sessions_select_own" on public.chat_sessions
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "chat_sessions_delete_own" on public.chat_sessions
  for delete to authenticated using ((select auth.uid()) = user_id);
create policy "chat_sessions_service_role_all" on public.chat_sessions
  for all to service_role using (true) with check (true);

create policy "chat_turns_select_own" on public.chat_turns
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "chat_turns_update_own" on public.chat_turns
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
create policy "chat_turns_service_role_all" on public.chat_turns
  for all to service_role using (true) with check (true);

-- No policy for anon: signed-out visitors see nothing.

-- Records a finished turn and creates or touches its session in one transaction.
create function public.record_chat_turn(p_user_id uuid, p_session_id text, p_question text, p_responses jsonb)
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

  insert into public.chat_turns (user_id, session_id, question, responses)
  values (p_user_id, p_session_id, p_question, p_responses)
  returning id into v_turn_id;
  return v_turn_id;
end;
$$;

revoke execute on function public.record_chat_turn(uuid, text, text, jsonb) from public, anon, authenticated;
grant execute on function public.record_chat_turn(uuid, text, text, jsonb) to service_role;
