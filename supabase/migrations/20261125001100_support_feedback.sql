-- Mr. Support that resolves: what readers said about its answers, the
-- answers that said "I don't know", and the requests to talk to a person. Like the
-- conversations (20261125000000), browsers never touch these tables: the support
-- functions read and write them with the service role, and admins see them through
-- a function that checks profiles.is_admin. No grant, no policy for anon or
-- authenticated.
--
-- They outlive the conversations (deleted 24 hours after their last question): a
-- coverage gap keeps its question and answer, and a request its transcript.

-- One row per answer: 'helpful' / 'not_helpful' (the reader's thumbs), or
-- 'do_not_know' (recorded when the answer was the do-not-know one). A reader's
-- thumbs on a do-not-know answer replace that mark. `topic`: the title of the guide
-- section the answer came from, null when none did ("Not in the guide").
create table public.support_feedback (
  id bigint generated always as identity primary key,
  message_id bigint not null unique,
  conversation_id text not null,
  kind text not null check (kind in ('helpful', 'not_helpful', 'do_not_know')),
  question text not null check (char_length(question) between 1 and 2000),
  answer text not null check (char_length(answer) between 1 and 8000),
  topic text check (char_length(topic) <= 300),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index support_feedback_gaps on public.support_feedback (created_at desc) where kind <> 'helpful';

-- A request to talk to a person, with the conversation as it was when it was sent.
create table public.support_requests (
  id uuid primary key default gen_random_uuid(),
  -- null for a visitor
  user_id uuid references auth.users (id) on delete set null,
  email text not null check (char_length(email) between 3 and 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  message text not null check (char_length(message) between 1 and 4000),
  conversation_id text,
  -- [{ "role": "user" | "assistant", "content": "..." }], oldest first
  transcript jsonb not null default '[]'::jsonb check (jsonb_typeof(transcript) = 'array'),
  status text not null default 'open' check (status in ('open', 'done')),
  created_at timestamptz not null default now(),
  done_at timestamptz
);

create index support_requests_created on public.support_requests (created_at desc);

alter table public.support_feedback enable row level security;
alter table public.support_requests enable row level security;

revoke all on table public.support_feedback from public, anon, authenticated;
revoke all on table public.support_requests from public, anon, authenticated;
grant all on table public.support_feedback to service_role;
grant all on table public.support_requests to service_role;

create policy "support_feedback_service_role_all" on public.support_feedback
  for all to service_role using (true) with check (true);
create policy "support_requests_service_role_all" on public.support_requests
  for all to service_role using (true) with check (true);

-- support_record_turn now returns the stored answer's message id (the page sends it
-- back with its thumbs): 0 when the question was stored without an answer, null when
-- the conversation belongs to someone else.
drop function public.support_record_turn(text, text, uuid, text);

create function public.support_record_turn(p_conversation_id text, p_question text, p_user_id uuid default null, p_answer text default null)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  answer_id bigint := 0;
begin
  delete from public.support_conversations where last_at < now() - interval '24 hours';

  insert into public.support_conversations as c (id, user_id)
  values (p_conversation_id, p_user_id)
  on conflict (id) do update set last_at = now()
    where c.user_id is not distinct from excluded.user_id;
  if not found then
    return null;
  end if;

  insert into public.support_messages (conversation_id, role, content)
  values (p_conversation_id, 'user', p_question);
  if p_answer is not null then
    insert into public.support_messages (conversation_id, role, content)
    values (p_conversation_id, 'assistant', p_answer)
    returning id into answer_id;
  end if;
  return answer_id;
end;
$$;

revoke execute on function public.support_record_turn(text, text, uuid, text) from public, anon, authenticated;
grant execute on function public.support_record_turn(text, text, uuid, text) to service_role;
