-- Connectors: where a user's studio content is delivered. The settings
-- are kept in clear; the secret (a hook URL, a token, an application password) is
-- sealed by the functions (netlify/lib/secret-box.ts) and bound to its user and
-- connector. Browsers never touch this table: /api/connectors reads and writes it
-- with the service role and never sends a secret back. No grant, no policy for anon
-- or authenticated, so neither can select a single column of it.

create table public.user_connectors (
  user_id uuid not null references auth.users (id) on delete cascade,
  connector text not null check (connector in ('zapier', 'make', 'webhook', 'slack', 'discord', 'wordpress', 'notion', 'airtable')),
  settings jsonb not null default '{}'::jsonb check (jsonb_typeof(settings) = 'object' and pg_column_size(settings) <= 4000),
  secret_sealed text not null check (char_length(secret_sealed) <= 4000),
  -- what the owner sees instead of the secret: "hooks.zapier.com/…/3f9a", "…a1b2"
  summary text not null check (char_length(summary) <= 300),
  -- the last Test: { connector, ok, status, at, answer }
  last_test jsonb check (last_test is null or jsonb_typeof(last_test) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, connector)
);

alter table public.user_connectors enable row level security;

revoke all on table public.user_connectors from public, anon, authenticated;
grant all on table public.user_connectors to service_role;

create policy "user_connectors_service_role_all" on public.user_connectors
  for all to service_role using (true) with check (true);
