-- The AI Model Database and its admin review queue.
--
-- ai_models: one catalogue of every model the platform knows. The twelve built-in
-- entries arrive approved and public; models an admin fetches from OpenRouter's
-- list arrive pending and wait for review: approved (public: everyone sees it;
-- private: admins only) or rejected. The id is the model's OpenRouter id, so a
-- model can always be asked through OpenRouter; route_provider/route_model name
-- the direct provider call used when the user has that provider's own key.
-- Seed rows live here, not in seed.sql, because `supabase db push` never applies
-- seed.sql and a production install needs them too.
--
-- user_models: the models each user added to their chat ('Add to Platform').

create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.is_admin from public.profiles p where p.id = (select auth.uid())), false);
$$;

revoke execute on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

create table public.ai_models (
  id text primary key check (id ~ '^[A-Za-z0-9~][A-Za-z0-9._:/~@+-]{0,199}$'),
  name text not null check (char_length(name) between 1 and 200),
  provider text not null check (char_length(provider) between 1 and 100),
  type text not null check (type in ('free', 'paid')),
  -- USD per 1,000 tokens; null when the source does not say (or says it varies)
  input_price_per_1k numeric check (input_price_per_1k is null or input_price_per_1k >= 0),
  output_price_per_1k numeric check (output_price_per_1k is null or output_price_per_1k >= 0),
  context_tokens integer check (context_tokens is null or context_tokens > 0),
  speed text check (speed is null or speed in ('fast', 'very fast', 'medium')),
  description text not null default '' check (char_length(description) <= 2000),
  released_on date,
  popularity integer check (popularity is null or popularity between 0 and 100),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  visibility text check (visibility is null or visibility in ('public', 'private')),
  -- builtin: the twelve entries of the model database; sample: the four seeded for review; openrouter: fetched
  source text not null check (source in ('builtin', 'sample', 'openrouter')),
  route_provider text check (route_provider is null or route_provider in ('openai', 'anthropic', 'gemini', 'groq', 'mistral', 'cohere')),
  route_model text check (route_model is null or char_length(route_model) between 1 and 200),
  reviewed_by uuid references auth.users (id) on delete set null,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  check ((status = 'approved') = (visibility is not null)),
  check ((route_provider is null) = (route_model is null))
);

create index ai_models_status on public.ai_models (status, created_at);

alter table public.ai_models enable row level security;

revoke all on table public.ai_models from anon, authenticated;
grant select on table public.ai_models to anon, authenticated;
grant all on table public.ai_models to service_role;

create policy "ai_models_select_public" on public.ai_models
  for select to anon, authenticated
  using (status = 'approved' and visibility = 'public');

create policy "ai_models_select_admin" on public.ai_models
  for select to authenticated
  using ((select public.is_admin()));

create policy "ai_models_service_role_all" on public.ai_models
  for all to service_role using (true) with check (true);

-- Admins write through review_ai_model (below) and the fetch function (service
-- role): a review is one checked transition, pending -> approved or rejected.

create function public.review_ai_model(p_id text, p_decision text)
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
  if p_decision is null or p_decision not in ('public', 'private', 'rejected') then
    raise exception 'The decision must be public, private or rejected.' using errcode = '22023';
  end if;
  select status into v_status from public.ai_models where id = p_id for update;
  if not found then
    raise exception 'This model is no longer in the catalogue.' using errcode = 'P0002';
  end if;
  if v_status <> 'pending' then
    raise exception 'This model was already reviewed.' using errcode = 'P0001';
  end if;
  return query
    update public.ai_models
       set status = case when p_decision = 'rejected' then 'rejected' else 'approved' end,
           visibility = case when p_decision = 'rejected' then null else p_decision end,
           reviewed_by = (select auth.uid()),
           reviewed_at = now()
     where id = p_id
    returning *;
end;
$$;

revoke execute on function public.review_ai_model(text, text) from public, anon;
grant execute on function public.review_ai_model(text, text) to authenticated, service_role;

create table public.user_models (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  model_id text not null references public.ai_models (id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (user_id, model_id)
);

alter table public.user_models enable row level security;

revoke all on table public.user_models from anon, authenticated;
grant select, delete on table public.user_models to authenticated;
grant insert (model_id) on table public.user_models to authenticated;
grant all on table public.user_models to service_role;

create policy "user_models_select_own" on public.user_models
  for select to authenticated
  using ((select auth.uid()) = user_id);

-- The model must be one the user can see: the subquery runs under ai_models' own
-- policies, so a private model can be added by admins only, and never a pending one.
create policy "user_models_insert_own_visible" on public.user_models
  for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.ai_models m where m.id = model_id and m.status = 'approved')
  );

create policy "user_models_delete_own" on public.user_models
  for delete to authenticated
  using ((select auth.uid()) = user_id);

create policy "user_models_service_role_all" on public.user_models
  for all to service_role using (true) with check (true);

-- Every added model answers in each PRO chat question: keep the fan-out sane.
create function public.limit_user_models()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(*) from public.user_models where user_id = new.user_id) >= 10 then
    raise exception 'You can add up to 10 models. Remove one first.' using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke execute on function public.limit_user_models() from public, anon, authenticated;

create trigger user_models_limit
  before insert on public.user_models
  for each row execute function public.limit_user_models();

-- API Settings: OpenRouter joins the built-in providers (one key for every model of the database).
alter table public.user_providers drop constraint user_providers_kind_check;
alter table public.user_providers add constraint user_providers_kind_check
  check (kind in ('openai', 'anthropic', 'gemini', 'groq', 'mistral', 'cohere', 'openrouter', 'custom'));

-- The model database's twelve entries (prices per 1K tokens, as the providers list them).
insert into public.ai_models
  (id, name, provider, type, input_price_per_1k, output_price_per_1k, context_tokens, speed, description, released_on, status, visibility, source, route_provider, route_model)
values
  ('openai/gpt-4o', 'GPT-4o', 'OpenAI', 'paid', 0.0025, 0.01, 128000, 'fast',
   'OpenAI''s flagship multimodal model: strong reasoning, writing and code.', '2024-05-13', 'approved', 'public', 'builtin', 'openai', 'gpt-4o'),
  ('openai/gpt-4o-mini', 'GPT-4o mini', 'OpenAI', 'paid', 0.00015, 0.0006, 128000, 'very fast',
   'Small, cheap and quick: everyday questions, summaries and drafts.', '2024-07-18', 'approved', 'public', 'builtin', 'openai', 'gpt-4o-mini'),
  ('anthropic/claude-3.5-sonnet', 'Claude 3.5 Sonnet', 'Anthropic', 'paid', 0.003, 0.015, 200000, 'fast',
   'Careful, nuanced writing and analysis with a long context window.', '2024-06-20', 'approved', 'public', 'builtin', 'anthropic', 'claude-3-5-sonnet-latest'),
  ('anthropic/claude-3.5-haiku', 'Claude 3.5 Haiku', 'Anthropic', 'paid', 0.0008, 0.004, 200000, 'very fast',
   'Anthropic''s fastest model for quick replies and high volumes.', '2024-11-04', 'approved', 'public', 'builtin', 'anthropic', 'claude-3-5-haiku-latest'),
  ('google/gemini-2.0-flash-001', 'Gemini 2.0 Flash', 'Google', 'paid', 0.0001, 0.0004, 1000000, 'very fast',
   'Google''s fast all-rounder with a one-million-token context.', '2025-02-05', 'approved', 'public', 'builtin', 'gemini', 'gemini-2.0-flash'),
  ('google/gemini-flash-1.5', 'Gemini 1.5 Flash', 'Google', 'paid', 0.000075, 0.0003, 1000000, 'very fast',
   'Long documents and quick answers at a very low price.', '2024-05-14', 'approved', 'public', 'builtin', 'gemini', 'gemini-1.5-flash'),
  ('meta-llama/llama-3.1-70b-instruct', 'Llama 3.1 70B', 'Meta', 'free', null, null, 128000, 'fast',
   'Open-weights model from Meta: free to run yourself, good general quality.', '2024-07-23', 'approved', 'public', 'builtin', null, null),
  ('meta-llama/llama-3.1-8b-instruct', 'Llama 3.1 8B', 'Meta', 'free', null, null, 128000, 'very fast',
   'Small open-weights model for simple tasks and local use.', '2024-07-23', 'approved', 'public', 'builtin', 'groq', 'llama-3.1-8b-instant'),
  ('mistralai/mistral-large', 'Mistral Large', 'Mistral AI', 'paid', 0.002, 0.006, 128000, 'medium',
   'Mistral''s top model: multilingual reasoning and code.', '2024-07-24', 'approved', 'public', 'builtin', 'mistral', 'mistral-large-latest'),
  ('mistralai/mixtral-8x7b-instruct', 'Mixtral 8x7B', 'Mistral AI', 'free', null, null, 32000, 'fast',
   'Open-weights mixture-of-experts model, efficient and capable.', '2023-12-11', 'approved', 'public', 'builtin', 'mistral', 'open-mixtral-8x7b'),
  ('cohere/command-r-plus', 'Command R+', 'Cohere', 'paid', 0.0025, 0.01, 128000, 'medium',
   'Built for retrieval and business workflows with citations.', '2024-04-04', 'approved', 'public', 'builtin', 'cohere', 'command-r-plus'),
  ('google/gemma-2-9b-it', 'Gemma 2 9B', 'Google', 'free', null, null, 8192, 'very fast',
   'Google''s small open model: free, light and quick.', '2024-06-27', 'approved', 'public', 'builtin', 'groq', 'gemma2-9b-it');

-- The four sample models waiting for review on a fresh install.
insert into public.ai_models
  (id, name, provider, type, input_price_per_1k, output_price_per_1k, context_tokens, speed, description, released_on, popularity, status, source, route_provider, route_model)
values
  ('openai/gpt-4-turbo', 'GPT-4 Turbo', 'OpenAI', 'paid', 0.01, 0.03, 128000, 'fast',
   'GPT-4 with a 128K context and vision.', '2024-04-09', 95, 'pending', 'sample', 'openai', 'gpt-4-turbo'),
  ('anthropic/claude-3-opus', 'Claude 3 Opus', 'Anthropic', 'paid', 0.015, 0.075, 200000, 'medium',
   'Anthropic''s most capable Claude 3 model for complex work.', '2024-03-04', 92, 'pending', 'sample', 'anthropic', 'claude-3-opus-latest'),
  ('google/gemini-pro-1.5', 'Gemini 1.5 Pro', 'Google', 'paid', 0.00125, 0.005, 1000000, 'medium',
   'Google''s long-context model: one million tokens of input.', '2024-04-09', 88, 'pending', 'sample', 'gemini', 'gemini-1.5-pro'),
  ('meta-llama/llama-3.1-405b-instruct', 'Llama 3.1 405B', 'Meta', 'free', null, null, 128000, 'fast',
   'Meta''s largest open-source model, free to download and run.', '2024-07-23', 85, 'pending', 'sample', null, null);
