import { describe, expect, it } from 'vitest';
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { anonClient, serviceClient, signedInUser, uniqueEmail, useLocalSupabase } from '../fixtures/local-supabase.ts';

// GoTrue under /auth/v1 through the unchanged supabase-js, confirmations off
// (config.toml's setting), so sign-up answers with a session.

const local = useLocalSupabase({ confirmEmail: false });

function fragmentOf(location: string | null): URLSearchParams {
  expect(location).toBeTruthy();
  return new URLSearchParams(location!.slice(location!.indexOf('#') + 1));
}

describe('sign-up', () => {
  it('returns a session and creates the profile from full_name', async () => {
    const client = anonClient(local());
    const email = uniqueEmail('signup');
    const { data, error } = await client.auth.signUp({
      email,
      password: 'secret-pass',
      options: { data: { full_name: 'Ada Lovelace' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Ada Lovelace' },
      is_anonymous: false,
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.identities).toHaveLength(1);

    const { rows } = await local().db.query<{ full_name: string; email: string; subscription_status: string; is_admin: boolean }>(
      'select full_name, email, subscription_status, is_admin from public.profiles where id = $1',
      [data.user!.id],
    );
    expect(rows).toEqual([{ full_name: 'Ada Lovelace', email, subscription_status: 'free', is_admin: false }]);
  });

  it('stores addresses lower-cased and refuses a second sign-up', async () => {
    const client = anonClient(local());
    const email = uniqueEmail('twice');
    await client.auth.signUp({ email: email.toUpperCase(), password: 'secret-pass' });
    const { data, error } = await client.auth.signUp({ email, password: 'another-pass' });
    expect(data.user).toBeNull();
    expect(error?.message).toBe('User already registered');
    expect(error?.code).toBe('user_already_exists');
    expect(error?.status).toBe(422);
  });

  it('rejects a weak password with the reasons', async () => {
    const { error } = await anonClient(local()).auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.message).toBe('Password should be at least 6 characters.');
    expect(error?.code).toBe('weak_password');
    expect(error?.status).toBe(422);
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
  });

  it('answers missing credentials with validation_failed', async () => {
    const { error } = await anonClient(local()).auth.signUp({ email: uniqueEmail('nopass'), password: '' });
    expect(error?.message).toBe('You must provide either an email or phone number and a password.');
    expect(error?.code).toBe('validation_failed');
    expect(error?.status).toBe(400);
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the password and refuses a wrong one', async () => {
    const { email, password, user } = await signedInUser(local());
    const client = anonClient(local());
    const ok = await client.auth.signInWithPassword({ email, password });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.id).toBe(user.id);
    expect(ok.data.session?.token_type).toBe('bearer');
    expect(ok.data.session?.user.last_sign_in_at).toBeTruthy();

    const bad = await anonClient(local()).auth.signInWithPassword({ email, password: 'wrong-pass' });
    expect(bad.data.session).toBeNull();
    expect(bad.error?.message).toBe('Invalid login credentials');
    expect(bad.error?.code).toBe('invalid_credentials');
    expect(bad.error?.status).toBe(400);

    const nobody = await anonClient(local()).auth.signInWithPassword({ email: uniqueEmail('nobody'), password });
    expect(nobody.error?.code).toBe('invalid_credentials');
  });

  it('rotates refresh tokens: the old one is spent', async () => {
    const { client, session } = await signedInUser(local());
    const refreshed = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).toBeTruthy();
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(refreshed.data.user?.id).toBe(session.user.id);

    const reused = await anonClient(local()).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.data.session).toBeNull();
    expect(reused.error?.status).toBe(400);
    expect(reused.error?.code).toBe('refresh_token_already_used');

    const unknown = await anonClient(local()).auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(unknown.error?.code).toBe('refresh_token_not_found');

    // The successor keeps working.
    const next = await anonClient(local()).auth.refreshSession({ refresh_token: refreshed.data.session!.refresh_token });
    expect(next.error).toBeNull();
  });

  it('gets and updates the user (metadata and password)', async () => {
    const { client, email, user } = await signedInUser(local(), 'Before');
    const got = await client.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user?.id).toBe(user.id);

    const renamed = await client.auth.updateUser({ data: { full_name: 'After', theme: 'dark' } });
    expect(renamed.error).toBeNull();
    expect(renamed.data.user?.user_metadata).toMatchObject({ full_name: 'After', theme: 'dark' });

    const same = await client.auth.updateUser({ password: 'secret-pass' });
    expect(same.error?.code).toBe('same_password');

    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error?.code).toBe('weak_password');

    const changed = await client.auth.updateUser({ password: 'new-secret-pass' });
    expect(changed.error).toBeNull();
    const oldPassword = await anonClient(local()).auth.signInWithPassword({ email, password: 'secret-pass' });
    expect(oldPassword.error?.code).toBe('invalid_credentials');
    const newPassword = await anonClient(local()).auth.signInWithPassword({ email, password: 'new-secret-pass' });
    expect(newPassword.error).toBeNull();
  });

  it('changes the e-mail address and the profile follows', async () => {
    const { client, user } = await signedInUser(local());
    const email = uniqueEmail('moved');
    const { data, error } = await client.auth.updateUser({ email });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    const { rows } = await local().db.query<{ email: string }>('select email from public.profiles where id = $1', [user.id]);
    expect(rows[0]?.email).toBe(email);
  });

  it('signs out: the refresh token and the session are gone', async () => {
    const { client, session } = await signedInUser(local());
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    const refresh = await anonClient(local()).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
    const user = await anonClient(local()).auth.getUser(session.access_token);
    expect(user.data.user).toBeNull();
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  it('signs out only the current session with scope local', async () => {
    const { email, password } = await signedInUser(local());
    const first = anonClient(local());
    const second = anonClient(local());
    const a = await first.auth.signInWithPassword({ email, password });
    const b = await second.auth.signInWithPassword({ email, password });
    await first.auth.signOut({ scope: 'local' });
    expect((await anonClient(local()).auth.refreshSession({ refresh_token: a.data.session!.refresh_token })).error).not.toBeNull();
    expect((await anonClient(local()).auth.refreshSession({ refresh_token: b.data.session!.refresh_token })).error).toBeNull();
  });
});

describe('password recovery', () => {
  it('mails a link that redirects with the session in the fragment, once', async () => {
    const { email } = await signedInUser(local());
    const client = anonClient(local());
    const { data, error } = await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:8888/reset' });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const mail = local().mailbox.at(-1)!;
    expect(mail).toMatchObject({ to: email, type: 'recovery' });
    expect(mail.token).toMatch(/^\d{6}$/);
    const link = new URL(mail.link);
    expect(link.origin + link.pathname).toBe(`${local().url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:8888/reset');

    const res = await fetch(mail.link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location');
    expect(location?.startsWith('http://localhost:8888/reset#')).toBe(true);
    const fragment = fragmentOf(location);
    expect([...fragment.keys()]).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type', 'type']);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');

    const fromLink = await anonClient(local()).auth.getUser(fragment.get('access_token')!);
    expect(fromLink.data.user?.email).toBe(email);

    // A spent link redirects with GoTrue's error fragment instead.
    const again = await fetch(mail.link, { redirect: 'manual' });
    expect(again.status).toBe(303);
    const failed = fragmentOf(again.headers.get('location'));
    expect(failed.get('error')).toBe('access_denied');
    expect(failed.get('error_code')).toBe('otp_expired');
  });

  it('verifies the e-mailed code with verifyOtp and lets the user set a new password', async () => {
    const { email } = await signedInUser(local());
    const client = anonClient(local());
    await client.auth.resetPasswordForEmail(email);
    const mail = local().mailbox.at(-1)!;
    expect(new URL(mail.link).searchParams.get('redirect_to')).toBe('http://localhost:8888');

    const wrong = await client.auth.verifyOtp({ email, token: '000000' === mail.token ? '111111' : '000000', type: 'recovery' });
    expect(wrong.error?.code).toBe('otp_expired');

    const { data, error } = await client.auth.verifyOtp({ email, token: mail.token, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect((await client.auth.updateUser({ password: 'recovered-pass' })).error).toBeNull();
    expect((await anonClient(local()).auth.signInWithPassword({ email, password: 'recovered-pass' })).error).toBeNull();
  });

  it('accepts the link token as token_hash', async () => {
    const { email } = await signedInUser(local());
    await anonClient(local()).auth.resetPasswordForEmail(email);
    const hash = new URL(local().mailbox.at(-1)!.link).searchParams.get('token')!;
    const { data, error } = await anonClient(local()).auth.verifyOtp({ token_hash: hash, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('falls back to the site URL for a redirect outside the allow list', async () => {
    const { email } = await signedInUser(local());
    await anonClient(local()).auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    const link = new URL(local().mailbox.at(-1)!.link);
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:8888');
  });

  it('answers {} for an unknown address and sends nothing', async () => {
    const before = local().mailbox.length;
    const { data, error } = await anonClient(local()).auth.resetPasswordForEmail(uniqueEmail('ghost'));
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(local().mailbox.length).toBe(before);
  });
});

describe('access tokens and JWKS', () => {
  it('issues ES256 tokens that verify through the published JWKS', async () => {
    const { session, user, email, client } = await signedInUser(local(), 'Jwks User');
    const header = decodeProtectedHeader(session.access_token);
    expect(header.alg).toBe('ES256');
    expect(header.typ).toBe('JWT');
    expect(header.kid).toBeTruthy();

    const jwks = createRemoteJWKSet(new URL(`${local().url}/auth/v1/.well-known/jwks.json`));
    const { payload } = await jwtVerify(session.access_token, jwks, {
      issuer: `${local().url}/auth/v1`,
      audience: 'authenticated',
    });
    expect(payload).toMatchObject({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email,
      phone: '',
      is_anonymous: false,
      app_metadata: { provider: 'email' },
      user_metadata: { full_name: 'Jwks User' },
    });
    expect(typeof payload.session_id).toBe('string');
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);

    // supabase-js's own JWKS-based check agrees.
    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.sub).toBe(user.id);

    const keys = (await (await fetch(`${local().url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: Record<string, unknown>[] };
    expect(keys.keys).toHaveLength(1);
    expect(keys.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: header.kid, key_ops: ['verify'] });
    expect(keys.keys[0]).not.toHaveProperty('d');
  });

  it('refuses a token whose signature does not match', async () => {
    const { session } = await signedInUser(local());
    const [h, p] = session.access_token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(86)}`;
    const { error } = await anonClient(local()).auth.getUser(forged);
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('bad_jwt');
  });
});

describe('admin API (service role)', () => {
  it('creates, lists, reads, updates and deletes users', async () => {
    const admin = serviceClient(local()).auth.admin;
    const email = uniqueEmail('admin-made');
    const created = await admin.createUser({
      email,
      password: 'secret-pass',
      email_confirm: true,
      user_metadata: { full_name: 'Made By Admin' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user?.email_confirmed_at).toBeTruthy();

    const { rows } = await local().db.query<{ full_name: string }>('select full_name from public.profiles where id = $1', [id]);
    expect(rows[0]?.full_name).toBe('Made By Admin');

    const duplicate = await admin.createUser({ email, password: 'secret-pass' });
    expect(duplicate.error?.code).toBe('email_exists');
    expect(duplicate.error?.status).toBe(422);

    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.some((u) => u.id === id)).toBe(true);

    const fetched = await admin.getUserById(id);
    expect(fetched.data.user?.email).toBe(email);

    const updated = await admin.updateUserById(id, { user_metadata: { plan: 'gold' }, app_metadata: { team: 'x' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ full_name: 'Made By Admin', plan: 'gold' });
    expect(updated.data.user?.app_metadata).toMatchObject({ provider: 'email', team: 'x' });

    const signIn = await anonClient(local()).auth.signInWithPassword({ email, password: 'secret-pass' });
    expect(signIn.error).toBeNull();

    const banned = await admin.updateUserById(id, { ban_duration: '24h' });
    expect(banned.data.user?.banned_until).toBeTruthy();
    const refused = await anonClient(local()).auth.signInWithPassword({ email, password: 'secret-pass' });
    expect(refused.error?.code).toBe('user_banned');

    const deleted = await admin.deleteUser(id);
    expect(deleted.error).toBeNull();
    expect((await admin.getUserById(id)).error?.status).toBe(404);
    const after = await local().db.query('select 1 from public.profiles where id = $1', [id]);
    expect(after.rows).toHaveLength(0);
  });

  it('is closed to the anon key and to user tokens', async () => {
    const anonAdmin = anonClient(local()).auth.admin;
    const { error } = await anonAdmin.listUsers();
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('not_admin');
  });
});

describe('HTTP details', () => {
  it('echoes the API version and exposes it to browsers', async () => {
    const res = await fetch(`${local().url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: local().anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
        origin: 'http://localhost:8888',
      },
      body: JSON.stringify({ email: uniqueEmail('nobody'), password: 'whatever' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:8888');
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    expect(await res.json()).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('answers CORS preflight requests', async () => {
    const res = await fetch(`${local().url}/auth/v1/signup`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:8888',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8888');
    const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const name of ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version', 'prefer', 'range']) {
      expect(allowed).toContain(name);
    }
  });

  it('requires an API key except on e-mail links and key discovery', async () => {
    const res = await fetch(`${local().url}/auth/v1/settings`);
    expect(res.status).toBe(401);
    const settings = await fetch(`${local().url}/auth/v1/settings`, { headers: { apikey: local().anonKey } });
    expect(await settings.json()).toMatchObject({ external: { email: true }, mailer_autoconfirm: true, disable_signup: false });
    expect((await fetch(`${local().url}/auth/v1/.well-known/jwks.json`)).status).toBe(200);
  });
});
