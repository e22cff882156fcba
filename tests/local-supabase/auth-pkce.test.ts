import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuthChangeEvent } from '@supabase/supabase-js';
import { anonClient, pkceClient, uniqueEmail, useLocalSupabase } from '../fixtures/local-supabase.ts';

// The PKCE flow the app signs in with (src/lib/supabase.ts), against the local
// GoTrue, with the real supabase-js: e-mail links lead back with ?code=, which
// only the client holding the code verifier can exchange for a session.

const SITE = 'http://localhost:8888';
const local = useLocalSupabase({ confirmEmail: true, siteUrl: SITE });

/** Follows an e-mail link the way a browser does and returns where it leads. */
async function follow(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

async function codeFrom(link: string): Promise<string> {
  const target = await follow(link);
  expect(target.hash).toBe('');
  const code = target.searchParams.get('code');
  expect(code).toBeTruthy();
  return code!;
}

function lastMailTo(email: string, type: 'signup' | 'recovery') {
  const mail = local().mailbox.findLast((m) => m.to === email && m.type === type);
  expect(mail, `a ${type} e-mail to ${email}`).toBeDefined();
  return mail!;
}

/** POST /token?grant_type=pkce as any client would send it. */
function exchange(authCode: string, codeVerifier: string) {
  return fetch(`${local().url}/auth/v1/token?grant_type=pkce`, {
    method: 'POST',
    headers: { apikey: local().anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ auth_code: authCode, code_verifier: codeVerifier }),
  });
}

/** A confirmed account whose owner, in a PKCE client, asked for a password reset. */
async function recoveryRequested() {
  const email = uniqueEmail('pkce-reset');
  const { client, codeVerifier } = pkceClient(local());
  await client.auth.signUp({ email, password: 'first-pass' });
  await client.auth.exchangeCodeForSession(await codeFrom(lastMailTo(email, 'signup').link));
  await client.auth.signOut();
  const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/auth?type=recovery` });
  expect(error).toBeNull();
  return { email, client, verifier: codeVerifier()! };
}

describe('sign-up with the PKCE flow', () => {
  it('mails a link that leads back with a code, which the signing-up client exchanges for a session', async () => {
    const { client } = pkceClient(local());
    const email = uniqueEmail('pkce-signup');
    const signUp = await client.auth.signUp({
      email,
      password: 'secret-pass',
      options: { data: { full_name: 'Pia Pkce' }, emailRedirectTo: `${SITE}/welcome` },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();

    const link = new URL(lastMailTo(email, 'signup').link);
    expect(link.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]+$/);
    const target = await follow(link.toString());
    expect(`${target.origin}${target.pathname}`).toBe(`${SITE}/welcome`);
    expect(target.hash).toBe('');
    expect([...target.searchParams.keys()]).toEqual(['code']);

    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await client.auth.exchangeCodeForSession(target.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata.full_name).toBe('Pia Pkce');
    expect(events).toContain('SIGNED_IN');
    const { data: me } = await client.auth.getUser();
    expect(me.user?.id).toBe(data.user?.id);
  });

  it('still confirms with the code typed from the e-mail (verifyOtp)', async () => {
    const { client } = pkceClient(local());
    const email = uniqueEmail('pkce-otp');
    await client.auth.signUp({ email, password: 'secret-pass' });
    const { data, error } = await client.auth.verifyOtp({ email, token: lastMailTo(email, 'signup').token, type: 'signup' });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('refuses a challenge without its method, as GoTrue does', async () => {
    const res = await fetch(`${local().url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: local().anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('pkce-bad'), password: 'secret-pass', code_challenge: 'a'.repeat(43) }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'validation_failed',
      message: 'PKCE flow requires code_challenge_method and code_challenge',
    });
  });
});

describe('password recovery with the PKCE flow', () => {
  it("exchanges the link's code, emits PASSWORD_RECOVERY and lets the user set a new password", async () => {
    const { email, client } = await recoveryRequested();
    const target = await follow(lastMailTo(email, 'recovery').link);
    expect(target.searchParams.get('type')).toBe('recovery');
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await client.auth.exchangeCodeForSession(target.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(events).toContain('PASSWORD_RECOVERY');

    expect((await client.auth.updateUser({ password: 'second-pass' })).error).toBeNull();
    const again = await anonClient(local()).auth.signInWithPassword({ email, password: 'second-pass' });
    expect(again.error).toBeNull();
  });

  it('refuses a wrong verifier, which does not spend the code', async () => {
    const { email, client } = await recoveryRequested();
    const code = await codeFrom(lastMailTo(email, 'recovery').link);
    const wrong = await exchange(code, randomBytes(32).toString('base64url'));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      code: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    });
    const { error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
  });

  it('refuses a code used once already', async () => {
    const { email, client, verifier } = await recoveryRequested();
    const code = await codeFrom(lastMailTo(email, 'recovery').link);
    expect((await client.auth.exchangeCodeForSession(code)).error).toBeNull();
    const reused = await exchange(code, verifier);
    expect(reused.status).toBe(404);
    expect(await reused.json()).toMatchObject({
      code: 'flow_state_not_found',
      message: 'invalid flow state, no valid flow state found',
    });
  });

  it('refuses a code whose flow began more than five minutes ago', async () => {
    const { email, verifier } = await recoveryRequested();
    const code = await codeFrom(lastMailTo(email, 'recovery').link);
    await local().db.query("update auth.flow_state set created_at = now() - interval '301 seconds' where auth_code = $1", [code]);
    const late = await exchange(code, verifier);
    expect(late.status).toBe(422);
    expect(await late.json()).toMatchObject({
      code: 'flow_state_expired',
      message: 'invalid flow state, flow state has expired',
    });
  });

  it('accepts the plain challenge method', async () => {
    const { email } = await recoveryRequested();
    const verifier = randomBytes(32).toString('base64url');
    await fetch(`${local().url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: local().anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, code_challenge: verifier, code_challenge_method: 'plain' }),
    });
    const res = await exchange(await codeFrom(lastMailTo(email, 'recovery').link), verifier);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ token_type: 'bearer', user: { email } });
  });

  it('sends a spent link back with the error in the query and the fragment', async () => {
    const { email, client } = await recoveryRequested();
    const link = lastMailTo(email, 'recovery').link;
    await client.auth.exchangeCodeForSession(await codeFrom(link));
    const target = await follow(link);
    expect(target.searchParams.get('code')).toBeNull();
    expect(target.searchParams.get('error_code')).toBe('otp_expired');
    expect(target.searchParams.get('error_description')).toBe('Email link is invalid or has expired');
    expect(new URLSearchParams(target.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });
});
