-- Failure notices by webhook: one address per user (a Slack or Discord incoming
-- webhook, or any JSON endpoint) that hears about a scheduled run, or a retry,
-- with a failed channel. Kept as connectors keep their hooks (20261124000100):
-- the address is sealed by the functions (netlify/lib/secret-box.ts) and bound to
-- its user; only a summary the owner recognises is kept in clear. Browsers never
-- touch this table: /api/automation/failure-hook reads and writes it with the
-- service role. No grant, no policy for anon or authenticated.

create table public.user_failure_hooks (
  user_id uuid primary key references auth.users (id) on delete cascade,
  hook_sealed text not null check (char_length(hook_sealed) <= 4000),
  -- what the owner sees instead of the address: "hooks.slack.com/…/3f9a"
  summary text not null check (char_length(summary) <= 300),
  -- the last Test: { ok, status, at, answer }
  last_test jsonb check (last_test is null or jsonb_typeof(last_test) = 'object'),
  updated_at timestamptz not null default now()
);

alter table public.user_failure_hooks enable row level security;

revoke all on table public.user_failure_hooks from public, anon, authenticated;
grant all on table public.user_failure_hooks to service_role;

create policy "user_failure_hooks_service_role_all" on public.user_failure_hooks
  for all to service_role using (true) with check (true);
