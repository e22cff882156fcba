import { describe, expect, it } from 'vitest';
import { anonClient, quietLog, uniqueEmail, useLocalSupabase } from '../fixtures/local-supabase.ts';

// GoTrue with e-mail confirmations on: sign-up mails a link and opens no session.

const logLines: string[] = [];
const local = useLocalSupabase({
  confirmEmail: true,
  siteUrl: 'http://localhost:8888',
  log: (line) => {
    logLines.push(line);
    quietLog(line);
  },
});

describe('sign-up with confirmations on', () => {
  it('returns a bare user, mails a signup link, and refuses sign-in until confirmed', async () => {
    const client = anonClient(local());
    const email = uniqueEmail('confirm');
    const { data, error } = await client.auth.signUp({
      email,
      password: 'secret-pass',
      options: { data: { full_name: 'Grace Hopper' }, emailRedirectTo: 'http://localhost:8888/welcome' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities).toHaveLength(1);

    const mail = local().mailbox.at(-1)!;
    expect(mail).toMatchObject({ to: email, type: 'signup' });
    const link = new URL(mail.link);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:8888/welcome');

    const early = await anonClient(local()).auth.signInWithPassword({ email, password: 'secret-pass' });
    expect(early.data.session).toBeNull();
    expect(early.error?.message).toBe('Email not confirmed');
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.status).toBe(400);

    // The profile exists from sign-up on, confirmed or not.
    const { rows } = await local().db.query<{ full_name: string }>('select full_name from public.profiles where id = $1', [data.user!.id]);
    expect(rows[0]?.full_name).toBe('Grace Hopper');

    const res = await fetch(mail.link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location.startsWith('http://localhost:8888/welcome#')).toBe(true);
    const fragment = new URLSearchParams(location.slice(location.indexOf('#') + 1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toBeTruthy();
    expect(fragment.get('refresh_token')).toBeTruthy();

    const confirmed = await anonClient(local()).auth.signInWithPassword({ email, password: 'secret-pass' });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('confirms with the e-mailed code through verifyOtp', async () => {
    const client = anonClient(local());
    const email = uniqueEmail('otp');
    await client.auth.signUp({ email, password: 'secret-pass' });
    const mail = local().mailbox.at(-1)!;
    const { data, error } = await client.auth.verifyOtp({ email, token: mail.token, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('does not reveal a registered address: a repeated sign-up gets a user without identities', async () => {
    const client = anonClient(local());
    const email = uniqueEmail('hidden');
    await client.auth.signUp({ email, password: 'secret-pass' });
    const first = local().mailbox.at(-1)!;
    await client.auth.verifyOtp({ email, token: first.token, type: 'email' });

    const again = await anonClient(local()).auth.signUp({ email, password: 'other-pass' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.identities).toEqual([]);
    expect(local().mailbox.at(-1)).toBe(first);
  });

  it('redirects an unknown link token with an error fragment to the site URL', async () => {
    const res = await fetch(`${local().url}/auth/v1/verify?token=deadbeef&type=signup`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location.startsWith('http://localhost:8888#')).toBe(true);
    expect(location).toContain('error_code=otp_expired');
  });
});

describe('the e-mail log', () => {
  it('prints each e-mail as one block with its link', async () => {
    const email = uniqueEmail('logged');
    await anonClient(local()).auth.signUp({ email, password: 'secret-pass' });
    const mail = local().mailbox.at(-1)!;
    const block = logLines.find((line) => line.includes(mail.link));
    expect(block).toBeDefined();
    expect(block).toContain(email);
    expect(block).toContain(mail.token);
  });
});
