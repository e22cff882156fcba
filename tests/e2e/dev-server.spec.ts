// `npm start` after a build: the README's two commands must work in either order.
// A production build leaves dist/ behind (where there is none, this file leaves the
// one global-setup made); the dev stack started here as `npm start` starts it must
// still serve working pages.
import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createServerClient } from '../../netlify/lib/server-client.ts';
import { startDevStack, type DevStack } from '../fixtures/dev-stack.ts';
import { startFakeOpenAI, type FakeLlmServer } from '../fixtures/fake-llm.ts';
import { expect, test, uniqueEmail } from './fixtures';
import { STAND_IN_BUTTON } from './paypal-stand-in.ts';

test.describe('npm start after npm run build', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  let stack: DevStack | undefined;
  // A user's own OpenAI key is sent to OpenAI's address, here this fake; the server itself has no key.
  let openai: FakeLlmServer | undefined;

  test.beforeAll(async () => {
    // A cold start of the whole dev stack (Vite, PGlite, migrations) on a busy 2-core machine.
    test.setTimeout(300_000);
    // A production build leaves dist/ behind; where there is none yet, the production
    // build global-setup made for this run takes its place (a copy, not a second build).
    if (!existsSync('dist/index.html')) await cp(process.env.E2E_DIST_DIR!, 'dist', { recursive: true });
    // A newcomer's shell has none of the e2e stack's variables: the dev stack writes its own.
    openai = await startFakeOpenAI();
    stack = await startDevStack({ OPENAI_BASE_URL: openai.url });
  });

  test.afterAll(async () => {
    await stack?.stop();
    await openai?.close();
  });

  for (const path of ['/', '/chat']) {
    test(`serves ${path} with no console error`, async ({ page }) => {
      // The dev server must not send the production build's policy (it would block Vite's inline scripts).
      const response = await page.goto(new URL(path, stack!.url).href);
      expect(response?.headers()['content-security-policy'] ?? '').not.toContain('script-src');
      // The dev app itself, not the production build left in dist/.
      const html = await response!.text();
      expect(html).toContain('/src/main.tsx');
      expect(html).not.toContain('data-prerendered');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    });
  }

  /** Creates a confirmed account on the dev stack's own Supabase and signs the page in with it. */
  async function signInOnDevStack(page: Page, name: string, { paid = false } = {}) {
    const admin = createServerClient(await stack!.envValue('SUPABASE_URL'), await stack!.envValue('SUPABASE_SERVICE_ROLE_KEY'));
    const email = uniqueEmail(name);
    const created = await admin.auth.admin.createUser({
      email,
      password: 'dev-user-pass',
      email_confirm: true,
      user_metadata: { full_name: 'Dev User' },
    });
    expect(created.error).toBeNull();
    if (paid) {
      const { error } = await admin.from('profiles').update({ subscription_status: 'paid' }).eq('id', created.data.user!.id);
      expect(error).toBeNull();
    }
    await page.goto(new URL('/auth', stack!.url).href);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('dev-user-pass');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible({ timeout: 90_000 });
  }

  test('chats with demo answers when no provider has a key, saying so once in words a user understands', async ({ page }) => {
    await signInOnDevStack(page, 'dev-demo');
    await page.goto(new URL('/chat', stack!.url).href);
    // No call to the functions fails on the way, as the dev server once logged for most chat calls
    // (net::ERR_ABORTED although the answers arrived).
    const failedCalls: string[] = [];
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) failedCalls.push(`${request.url()} ${request.failure()?.errorText}`);
    });
    const notice = page.getByRole('note').filter({ hasText: 'Demo answers:' });
    await expect(notice).toContainText('the site owner has not connected a model provider yet', { timeout: 60_000 });
    await page.getByPlaceholder('Ask anything to multiple AI models...').fill('How do I price a cake?');
    await page.getByPlaceholder('Ask anything to multiple AI models...').press('Enter');
    await expect(page.getByRole('article', { name: 'GPT-4o-mini (Free) answer' })).toContainText('You asked: "How do I price a cake?"', {
      timeout: 90_000,
    });
    await expect(page.getByText('Demo answers:')).toHaveCount(1);
    await expect(page.locator('main')).not.toContainText(/_API_KEY|\.env/);
    // the turn is saved (Share waits for it): its stream has ended, and the history was read again
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeEnabled({ timeout: 30_000 });
    expect(failedCalls).toEqual([]);
  });

  test("demo mode: a PRO user's own key for one provider keeps the other models' demo answers; an added model without a key says so", async ({
    page,
  }) => {
    const at = (path: string) => new URL(path, stack!.url).href;
    await signInOnDevStack(page, 'dev-own-key', { paid: true });
    await page.goto(at('/api-settings'));
    // before saving, the page says what will happen
    const preview = page.getByRole('region', { name: 'What the chat will do' });
    await expect(preview.getByRole('listitem').first()).toHaveText(
      'GPT-4, Claude 3 and Gemini Pro keep giving demo answers: this site has no key for them. Add your own key to get real answers.',
      { timeout: 60_000 },
    );
    await page.getByLabel('GPT-4 API key', { exact: true }).fill('sk-dev-own-key');
    await expect(preview.getByRole('heading')).toHaveText('When you save');
    await expect(preview.getByRole('listitem')).toHaveText([
      'GPT-4 answers with your own key.',
      'Claude 3 and Gemini Pro keep giving demo answers: this site has no key for them. Add your own key to get real answers.',
    ]);
    await page.getByRole('button', { name: 'Save All Settings' }).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();

    // the chat keeps all three models, and its count is the cards that answer
    await page.goto(at('/chat'));
    await expect(page.getByRole('note').filter({ hasText: 'Demo answers:' })).toContainText('except from the models your own key answers', {
      timeout: 60_000,
    });
    await expect(page.getByText('Chatting with 3 AI models - Click responses to select for synthesis')).toBeVisible();
    await page.getByPlaceholder('Ask anything to multiple AI models...').fill('Which cake sells best?');
    await page.getByPlaceholder('Ask anything to multiple AI models...').press('Enter');
    const answer = (model: string) => page.getByRole('article', { name: `${model} answer` });
    await expect(answer('GPT-4')).toContainText('Fake answer from gpt-4o.', { timeout: 90_000 });
    await expect(answer('Claude 3')).toContainText('Demo answer from Claude 3.');
    await expect(answer('Gemini Pro')).toContainText('Demo answer from Gemini Pro.');
    await expect(page.getByRole('article')).toHaveCount(3);

    // the Models page does not promise answers no key can give: it offers to add one
    await page.goto(at('/models'));
    const haiku = page.getByRole('article', { name: 'Claude 3.5 Haiku', exact: true });
    await haiku.getByRole('button', { name: 'Add to Platform' }).click({ timeout: 60_000 });
    await expect(
      page.getByText(
        'Claude 3.5 Haiku is in your chat, but it needs an API key: this site has none for it. Add your Anthropic or OpenRouter API key in API Settings to get its answers.',
      ),
    ).toBeVisible();
    await expect(page.getByText('now answers in your Multi-AI chat')).toHaveCount(0);
    await expect(haiku).toContainText(
      'Needs an API key: this site has none for it. Add your Anthropic or OpenRouter API key to get its answers.',
    );
    await haiku.getByRole('link', { name: 'Add a key in API Settings' }).click();
    await expect(page).toHaveURL(/\/api-settings$/);
  });

  test('buys PRO with the local test PayPal it starts without PayPal keys', async ({ page }) => {
    await signInOnDevStack(page, 'dev-buyer');
    await page.goto(new URL('/upgrade', stack!.url).href);
    await page.getByRole('button', { name: STAND_IN_BUTTON }).click({ timeout: 60_000 });
    await expect(page.getByText('Payment Successful!', { exact: true })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('heading', { level: 1, name: "You're Already PRO!" })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText('PayPal transaction ID')).toBeVisible();
  });
});
