// Shared e2e fixtures: the base URL of the stack started by global-setup, a guard
// that fails any test whose page logs a console error, account helpers that use
// the service role the way an operator would, and the two ways to sign a page in.
import { test as base, expect, type Page } from '@playwright/test';
import { createServerClient } from '../../netlify/lib/server-client.ts';

export interface TestAccount {
  email: string;
  password: string;
  fullName: string;
  id: string;
}

export function serviceClient() {
  return createServerClient(process.env.SUPABASE_URL!, process.env.SUPABASE_SERVICE_ROLE_KEY!);
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/** Creates a confirmed account directly (for tests whose subject is not sign-up itself). */
export async function createAccount(options: { fullName?: string; paid?: boolean; admin?: boolean } = {}): Promise<TestAccount> {
  const admin = serviceClient();
  const account = {
    email: uniqueEmail(),
    password: `pw-${Math.random().toString(36).slice(2)}`,
    fullName: options.fullName ?? 'Test User',
  };
  const { data, error } = await admin.auth.admin.createUser({
    email: account.email,
    password: account.password,
    email_confirm: true,
    user_metadata: { full_name: account.fullName },
  });
  if (error) throw error;
  const id = data.user.id;
  if (options.paid || options.admin) {
    const { error: updateError } = await admin
      .from('profiles')
      .update({ subscription_status: options.paid ? 'paid' : 'free', is_admin: Boolean(options.admin) })
      .eq('id', id);
    if (updateError) throw updateError;
  }
  return { ...account, id };
}

/** A session for the account, as any client signing in with its password gets it from the auth service. */
export async function passwordSession(account: Pick<TestAccount, 'email' | 'password'>) {
  const response = await fetch(`${process.env.SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: process.env.VITE_SUPABASE_ANON_KEY!, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(response.status, 'the password grant').toBe(200);
  return (await response.json()) as {
    access_token: string;
    refresh_token: string;
    expires_in: number;
    expires_at: number;
    user: { id: string };
  };
}

/** Where the app's supabase-js keeps the session (src/lib/supabase-config.ts). */
const authStorageKey = () => `sb-${new URL(process.env.VITE_SUPABASE_URL!).hostname.split('.')[0]}-auth-token`;

/**
 * Signs the page in as the account and opens `path` (the home page unless told):
 * the session comes from the auth service and is stored where supabase-js keeps it,
 * as after a sign-in, without going through the form. Resolves once the top bar shows
 * the signed-in controls (the session and the profile are loaded). For tests whose
 * subject is not the sign-in form; those use signInWithForm.
 */
export async function signIn(page: Page, account: Pick<TestAccount, 'email' | 'password'>, path = '/'): Promise<void> {
  const session = await passwordSession(account);
  // A file the host serves as is: the origin without starting the app.
  await page.goto('/robots.txt');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: authStorageKey(), value: JSON.stringify(session) });
  await page.goto(path);
  // Set-up, not the subject: on a loaded CI machine the session and profile reads once took over 15 s.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible({ timeout: 30_000 });
}

/** Signs in through the sign-in form, as a user does, and waits for the welcome and the home page. */
export async function signInWithForm(page: Page, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

export interface ConsoleGuard {
  /** Lets console errors that match pass (a 400 the test provokes on purpose is logged by Chromium). */
  allow(pattern: RegExp): void;
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // Playwright's trace recorder snapshots every frame by running a script in it;
      // Chromium refuses that in the sandboxed website previews (no allow-scripts) and
      // logs it. Any script there is refused, which is the point of the sandbox.
      const allowed: RegExp[] = [/^Blocked script execution in 'about:srcdoc(#[\w-]*)?' because the document's frame is sandboxed/];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use({ allow: (pattern) => void allowed.push(pattern) });
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'the page logged console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** The e-mails the local Supabase "sent" to an address, newest last (see global-setup). */
export async function mailTo(email: string): Promise<{ type: string; link: string }[]> {
  const response = await fetch(`${process.env.E2E_MAILBOX_URL}?to=${encodeURIComponent(email)}`);
  return (await response.json()) as { type: string; link: string }[];
}

export { expect };
