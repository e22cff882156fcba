-- auth.flow_state as hosted Supabase has it: one row per PKCE sign-in in progress
-- (a sign-up or password reset whose e-mail link has not been exchanged yet).
-- Added after the first data folders were made, so it is idempotent and runs on
-- every start, for new and existing databases alike.
create table if not exists auth.flow_state (
  id uuid not null primary key,
  user_id uuid,
  auth_code text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);
create index if not exists idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);
