import { CONFIRM_DOMAIN } from './confirm-domain.ts';
import { createAccount, expect, mailTo, passwordSession, signIn, signInWithForm, test, uniqueEmail } from './fixtures.ts';

test.describe('sign-up, sign-in and sign-out', () => {
  test('a new user signs up, sees their name, signs out and signs back in', async ({ page }) => {
    const email = uniqueEmail('signup');
    // The page's clock, to skip the 2 s the page waits after a sign-up before going home.
    await page.clock.install();
    await page.goto('/auth');
    await expect(page.getByText('Your AI-Powered Business Platform')).toBeVisible();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('Marie Curie');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('radium-1898');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('Success!', { exact: true })).toBeVisible();
    await expect(page.getByText('Account created successfully!')).toBeVisible();
    await page.clock.fastForward(2_000);
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Marie Curie')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Upgrade' })).toBeVisible();
    await expect(banner.getByText('PRO', { exact: true })).toHaveCount(0);

    // the sign-out control has a name and a tooltip
    await expect(banner.getByRole('button', { name: 'Sign Out' })).toHaveAttribute('title', 'Sign Out');
    await banner.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
    await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(banner.getByText('Marie Curie')).toHaveCount(0);

    await signInWithForm(page, { email, password: 'radium-1898' });
    await expect(page.getByText('You have successfully signed in.')).toBeVisible();
    await expect(banner.getByText('Marie Curie')).toBeVisible();
  });

  test('the note under the form speaks of the tab it is under: signing in on Sign In, signing up on Sign Up', async ({ page }) => {
    await page.goto('/auth');
    const note = page.getByRole('main').getByText(/you agree to our/);
    await expect(note).toHaveText('By signing in, you agree to our Terms of Service and Privacy Policy.');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(note).toHaveText('By signing up, you agree to our Terms of Service and Privacy Policy.');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await expect(note).toHaveText('By signing in, you agree to our Terms of Service and Privacy Policy.');
  });

  test('with e-mail confirmation on, sign-up says "Check your email!" and the e-mailed link signs the user in', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 400/);
    const email = uniqueEmail('confirm').replace(/@.*$/, `@${CONFIRM_DOMAIN}`);
    // The page's clock, to move it past the 2 s after which a sign-up with a session goes home.
    await page.clock.install();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('Carla Confirm');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('confirm-me-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Check your email!', { exact: true })).toBeVisible();
    await expect(page.getByText('We sent you a confirmation link. Please check your email to verify your account.')).toBeVisible();
    await page.clock.fastForward(2_500); // longer than the 2 s redirect of a sign-up with a session
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);

    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('confirm-me-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Sign in failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Email not confirmed')).toBeVisible();

    const confirmation = (await mailTo(email)).findLast((mail) => mail.type === 'signup');
    expect(confirmation, 'a confirmation e-mail was sent').toBeTruthy();
    expect(new URL(confirmation!.link).searchParams.get('token'), 'a PKCE link').toMatch(/^pkce_/);
    await page.goto(confirmation!.link);
    await expect(page.getByRole('banner').getByText('Carla Confirm')).toBeVisible();
  });

  test('a wrong password shows "Sign in failed" with the provider message', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 400/);
    const account = await createAccount();
    await page.goto('/auth');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    const submit = page.getByRole('button', { name: 'Sign In', exact: true });
    await submit.click();
    await expect(page.getByText('Sign in failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('signing up twice with one e-mail says it is already registered', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 422/);
    const account = await createAccount();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('Someone Else');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('another-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Sign up failed', { exact: true })).toBeVisible();
    await expect(page.getByText('This email is already registered. Try signing in instead.')).toBeVisible();
  });

  test('sign-up checks the password length before calling the server', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByText('Sign up FREE! Start with free features, upgrade anytime to premium ($149.99 lifetime)')).toBeVisible();
    await page.getByLabel('Full Name').fill('Short Password');
    await page.getByLabel('Email').fill(uniqueEmail('short'));
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(/at least 6 characters/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  });

  test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
    const account = await createAccount({ fullName: 'Forgetful Fred' });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Reset link sent')).toBeVisible();

    const mails = await mailTo(account.email);
    const recovery = mails.findLast((mail) => mail.type === 'recovery');
    expect(recovery, 'a recovery e-mail was sent').toBeTruthy();
    expect(new URL(recovery!.link).searchParams.get('token'), 'a PKCE link').toMatch(/^pkce_/);
    await page.goto(recovery!.link);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.getByLabel('New Password').fill('brand-new-secret');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
    await signInWithForm(page, { email: account.email, password: 'brand-new-secret' });
  });
});

test.describe('links carrying a session', () => {
  test("someone else's tokens in the URL fragment sign nobody in", async ({ page }) => {
    const victim = await createAccount({ fullName: 'Victor Victim' });
    const session = await passwordSession(victim);
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type: 'signup',
    });
    await page.goto(`/#${fragment.toString()}`);
    // With nothing left to load, an accepted session would be stored and shown by now.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('-auth-token')))).toEqual([]);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(banner.getByText('Victor Victim')).toHaveCount(0);
    // The tokens were valid all along: refused for how they came, not for what they are.
    const user = await fetch(`${process.env.SUPABASE_URL}/auth/v1/user`, {
      headers: { apikey: process.env.VITE_SUPABASE_ANON_KEY!, Authorization: `Bearer ${session.access_token}` },
    });
    expect(user.status).toBe(200);
  });

  test('a link whose code this browser cannot exchange says so and signs nobody in', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 400/);
    const email = uniqueEmail('mixed').replace(/@.*$/, `@${CONFIRM_DOMAIN}`);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('Mia Mixup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('mixed-up-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Check your email!', { exact: true })).toBeVisible();
    // A reset requested before confirming replaces the code verifier the sign-up left.
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Reset link sent')).toBeVisible();

    const confirmation = (await mailTo(email)).findLast((mail) => mail.type === 'signup');
    await page.goto(confirmation!.link);
    await expect(page.getByText('This link could not be used', { exact: true })).toBeVisible();
    await expect(page.getByText('code challenge does not match previously saved code verifier')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Mia Mixup')).toHaveCount(0);
  });
});

test.describe('tiers and roles in the top bar', () => {
  test('a paid user sees the PRO badge and welcome banner, and no Upgrade button', async ({ page }) => {
    const account = await createAccount({ fullName: 'Paula Paid', paid: true });
    await signIn(page, account);
    const banner = page.getByRole('banner');
    await expect(banner.getByText('PRO', { exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
    await expect(banner.getByText('ADMIN', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Multi-AI Chat/ }).first()).toBeVisible();
  });

  test('an admin sees the ADMIN badge and the Admin link, and can open /admin/models', async ({ page }) => {
    const account = await createAccount({ fullName: 'Ada Admin', admin: true });
    await signIn(page, account);
    const banner = page.getByRole('banner');
    await expect(banner.getByText('ADMIN', { exact: true })).toBeVisible();
    await banner.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin\/models$/);
    await expect(page.getByRole('heading', { name: 'Admin: Model Management' })).toBeVisible();
  });

  for (const tier of ['free', 'PRO'] as const) {
    test(`a ${tier} user who is not an admin has no Admin link and is sent from /admin/models to / and told why`, async ({ page }) => {
      await signIn(page, await createAccount({ paid: tier === 'PRO' }));
      await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);
      await page.goto('/admin/models');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText('Admins only', { exact: true })).toBeVisible();
      await expect(page.getByText('This page is for administrators. You were taken back to the home page.')).toBeVisible();
    });
  }

  test('a signed-out visitor opening /admin/models is sent to sign in, and back to /admin/models as an admin', async ({ page }) => {
    const admin = await createAccount({ admin: true });
    await page.goto('/admin/models');
    await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fmodels$/);
    await expect(page.getByText('Please sign in with an administrator account.')).toBeVisible();
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/models$/);
    await expect(page.getByRole('heading', { name: 'Admin: Model Management' })).toBeVisible();
  });
});
