-- API Settings: each user's model providers (the built-in six and their own
-- custom, OpenAI-compatible ones): order, on/off, and an API key sealed by the
-- functions (AES-256-GCM, netlify/lib/secret-box.ts) with only its last four
-- characters kept in clear for display.
-- Browsers never touch this table: the settings functions read and write it with
-- the service role, and they never send the sealed key back. No grant, no policy
-- for anon or authenticated, so neither can select a single column of it.

create table public.user_providers (
  user_id uuid not null references auth.users (id) on delete cascade,
  -- the built-in ids (openai, anthropic, gemini, groq, mistral, cohere) or a custom
  -- provider's name lower-cased with spaces turned to hyphens
  id text not null check (id ~ '^[a-z0-9][a-z0-9._-]{0,63}$'),
  -- 'custom' for a user's own OpenAI-compatible endpoint; else the built-in id
  kind text not null check (kind in ('openai', 'anthropic', 'gemini', 'groq', 'mistral', 'cohere', 'custom')),
  name text not null check (char_length(name) between 1 and 80),
  provider text not null check (char_length(provider) between 1 and 80),
  enabled boolean not null default true,
  position integer not null default 0 check (position between 0 and 999),
  -- custom providers: the OpenAI-compatible base URL and the model id to ask for
  base_url text check (base_url is null or char_length(base_url) <= 500),
  model text check (model is null or char_length(model) between 1 and 200),
  key_sealed text check (key_sealed is null or char_length(key_sealed) <= 2000),
  key_last4 text check (key_last4 is null or char_length(key_last4) <= 4),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, id),
  check ((key_sealed is null) = (key_last4 is null)),
  check (kind = 'custom' or base_url is null)
);

create index user_providers_order on public.user_providers (user_id, position);

alter table public.user_providers enable row level security;

revoke all on table public.user_providers from public, anon, authenticated;
grant all on table public.user_providers to service_role;

create policy "user_providers_service_role_all" on public.user_providers
  for all to service_role using (true) with check (true);
