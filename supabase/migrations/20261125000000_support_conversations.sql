-- Mr. Support's conversations, held by the server: the model's context is what the
-- server stored, never what a client says was said before, and the per-conversation
-- limit counts these questions. The function issues the ids (random, never chosen by
-- a client). Browsers never touch these tables: the support function reads and
-- writes them with the service role. No grant, no policy for anon or authenticated.
--
-- Retention: a conversation idle for 24 hours is deleted, with its messages, by
-- support_record_turn, the one write path, so no scheduled job is needed.

create table public.support_conversations (
  id text primary key check (id ~ '^support-[0-9]{10,16}-[a-z0-9]{24}$'),
  -- null for a visitor's conversation
  user_id uuid references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_at timestamptz not null default now()
);

create index support_conversations_last_at on public.support_conversations (last_at);
create index support_conversations_user on public.support_conversations (user_id) where user_id is not null;

create table public.support_messages (
  -- the order of a conversation's messages (a question and its answer share a created_at)
  id bigint generated always as identity primary key,
  conversation_id text not null references public.support_conversations (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  content text not null check (char_length(content) between 1 and 8000),
  created_at timestamptz not null default now()
);

create index support_messages_conversation on public.support_messages (conversation_id, id);

alter table public.support_conversations enable row level security;
alter table public.support_messages enable row level security;

revoke all on table public.support_conversations from public, anon, authenticated;
revoke all on table public.support_messages from public, anon, authenticated;
grant all on table public.support_conversations to service_role;
grant all on table public.support_messages to service_role;

create policy "support_conversations_service_role_all" on public.support_conversations
  for all to service_role using (true) with check (true);
create policy "support_messages_service_role_all" on public.support_messages
  for all to service_role using (true) with check (true);

-- Stores one question and its answer (null when the answer failed: the question still
-- counts toward the conversation's limit), creating the conversation on its first
-- question (p_user_id null: a visitor's) or touching it. A conversation of another
-- owner is left alone: false.
create function public.support_record_turn(p_conversation_id text, p_question text, p_user_id uuid default null, p_answer text default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.support_conversations where last_at < now() - interval '24 hours';

  insert into public.support_conversations as c (id, user_id)
  values (p_conversation_id, p_user_id)
  on conflict (id) do update set last_at = now()
    where c.user_id is not distinct from excluded.user_id;
  if not found then
    return false;
  end if;

  insert into public.support_messages (conversation_id, role, content)
  values (p_conversation_id, 'user', p_question);
  if p_answer is not null then
    insert into public.support_messages (conversation_id, role, content)
    values (p_conversation_id, 'assistant', p_answer);
  end if;
  return true;
end;
$$;

revoke execute on function public.support_record_turn(text, text, uuid, text) from public, anon, authenticated;
grant execute on function public.support_record_turn(text, text, uuid, text) to service_role;
