// Shared e2e fixtures: the base URL of the stack started by global-setup, a guard
// that fails any test whose page logs a console error, and account helpers that use
// the service role the way an operator would.
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

export async function signIn(page: Page, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
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
