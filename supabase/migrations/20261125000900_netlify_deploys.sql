-- Deploy to Netlify: each user's Netlify personal access token, and where each of
-- their sites was deployed.
--
-- netlify_tokens: the token sealed by the functions (AES-256-GCM, bound to its
-- owner, the slot 'netlify' and the origin of NETLIFY_API_URL; netlify/lib/secret-box.ts)
-- with only its last four characters in clear for display. Like user_providers,
-- browsers never touch it: no grant and no policy for anon or authenticated, so
-- neither can select a single column; the functions use the service role.
--
-- websites.netlify_*: the Netlify site a saved site deploys to (so a redeploy goes
-- to the same one), its addresses and the last deploy. Nothing secret: the owner
-- reads them with the rest of the row; only the functions write them (the grant
-- of update to authenticated stays name and updated_at).

create table public.netlify_tokens (
  user_id uuid primary key references auth.users (id) on delete cascade,
  token_sealed text not null check (char_length(token_sealed) <= 2000),
  token_last4 text not null check (char_length(token_last4) <= 4),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.netlify_tokens enable row level security;

revoke all on table public.netlify_tokens from public, anon, authenticated;
grant all on table public.netlify_tokens to service_role;

create policy "netlify_tokens_service_role_all" on public.netlify_tokens
  for all to service_role using (true) with check (true);

alter table public.websites
  add column netlify_site_id text check (netlify_site_id is null or char_length(netlify_site_id) <= 100),
  add column netlify_url text check (netlify_url is null or char_length(netlify_url) <= 500),
  add column netlify_admin_url text check (netlify_admin_url is null or char_length(netlify_admin_url) <= 500),
  add column netlify_deploy_id text check (netlify_deploy_id is null or char_length(netlify_deploy_id) <= 100),
  add column netlify_deployed_at timestamptz;
