import type { Page } from '@playwright/test';
import { atDesktopWidth, seriousViolations, switchTheme } from './axe.ts';
import { NEW_IDS } from '../fixtures/fake-openrouter.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';

// The AI Model Database (/models) and the admins' review (/admin/models) on the real
// stack: the fetch reads the fake OpenRouter list (global-setup), decisions persist in
// Postgres, and a PRO user's chat answers with the models they added (the platform's
// "OpenRouter" is the fake OpenAI-compatible server). The tests of this file run in
// order: the first one's decisions are what the later ones see.

const modelCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const answerCard = (page: Page, model: string) => page.getByRole('article', { name: `${model} answer` });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search models by name or provider' });

async function expectNoSeriousViolations(page: Page, what: string) {
  expect(await seriousViolations(page), what).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

test.describe('model database and admin approval', () => {
  test('an admin fetches new models, approves one public and one private and rejects one', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 502/); // the failed fetch provoked below
    await signIn(page, await createAccount({ admin: true }));
    await page.getByRole('link', { name: 'Admin' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin: Model Management' })).toBeVisible();
    const pendingTab = page.getByRole('tab', { name: 'Pending (4)' });
    await expect(pendingTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Approved (0)' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Rejected (0)' })).toBeVisible();
    for (const name of ['GPT-4 Turbo', 'Claude 3 Opus', 'Gemini 1.5 Pro', 'Llama 3.1 405B'])
      await expect(modelCard(page, name)).toBeVisible();
    await expect(modelCard(page, 'Llama 3.1 405B').getByText('FREE', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Fetch Latest Models' }).click();
    await expect(toast(page, 'Models Updated!')).toBeVisible();
    await expect(toast(page, `Found ${NEW_IDS.length} new models for review`)).toBeVisible();
    await expect(page.getByRole('tab', { name: `Pending (${4 + NEW_IDS.length})` })).toBeVisible();
    const gpt41 = modelCard(page, 'GPT-4.1');
    await expect(gpt41).toContainText('OpenAI');
    await expect(gpt41).toContainText('$2.00 / $8.00 per 1M tokens (in / out)');
    await expect(modelCard(page, 'R1 (free)').getByText('FREE', { exact: true })).toBeVisible();
    await expect(modelCard(page, 'Auto Router')).toContainText('Variable pricing');

    await gpt41.getByRole('button', { name: 'Approve Public' }).click();
    await expect(toast(page, 'Model Approved')).toBeVisible();
    await modelCard(page, 'Claude Sonnet 4')
      .getByRole('button', { name: /^Private/ })
      .click();
    await expect(modelCard(page, 'Claude Sonnet 4')).toHaveCount(0);
    // Reject asks first, in the card; Escape keeps the model and gives the focus back to the X
    const autoRouter = modelCard(page, 'Auto Router');
    await autoRouter.getByRole('button', { name: 'Reject Auto Router' }).click();
    await expect(autoRouter.getByRole('group', { name: 'Reject Auto Router?' })).toBeVisible();
    await expect(autoRouter.getByRole('button', { name: 'Keep for review' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(autoRouter.getByRole('button', { name: 'Reject Auto Router' })).toBeFocused();
    await autoRouter.getByRole('button', { name: 'Reject Auto Router' }).click();
    await autoRouter.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(toast(page, 'Model Rejected')).toBeVisible();
    await expect(page.getByRole('tab', { name: `Pending (${4 + NEW_IDS.length - 3})` })).toBeVisible();
    // the focus stays in the list, on the next card
    await expect(page.getByRole('list', { name: 'pending models' }).locator(':focus')).toHaveCount(1);
    // Undo puts it back in review, and it can be rejected again
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, 'Decision Undone')).toBeVisible();
    await expect(page.getByRole('tab', { name: `Pending (${4 + NEW_IDS.length - 2})` })).toBeVisible();
    await modelCard(page, 'Auto Router').getByRole('button', { name: 'Reject Auto Router' }).click();
    await modelCard(page, 'Auto Router').getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(page.getByRole('tab', { name: `Pending (${4 + NEW_IDS.length - 3})` })).toBeVisible();

    await page.getByRole('tab', { name: 'Approved (2)' }).click();
    await expect(modelCard(page, 'GPT-4.1').getByText('Public', { exact: true })).toBeVisible();
    await expect(modelCard(page, 'Claude Sonnet 4').getByText('Private', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve Public' })).toHaveCount(0);
    await expect(modelCard(page, 'GPT-4.1').getByRole('button', { name: 'Move back to review' })).toBeVisible();
    await page.getByRole('tab', { name: 'Rejected (1)' }).click();
    await expect(modelCard(page, 'Auto Router')).toBeVisible();
    await expect(modelCard(page, 'Auto Router').getByRole('button')).toHaveText(['Restore to review']);

    // decisions persist; a second fetch finds nothing new
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Approved (2)' })).toBeVisible();
    await page.getByRole('button', { name: 'Fetch Latest Models' }).click();
    await expect(toast(page, 'Found 0 new models for review')).toBeVisible();

    // a failed fetch says what the server said, and the list stays as it was
    await page.route('**/api/admin/fetch-new-models', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ detail: 'OpenRouter did not answer.' }) }),
    );
    await page.getByRole('button', { name: 'Fetch Latest Models' }).click();
    await expect(toast(page, 'Failed to fetch models: OpenRouter did not answer.')).toBeVisible();
    await page.unroute('**/api/admin/fetch-new-models');

    // an approval can be taken back later: the model returns to Pending, then is approved again
    await page.getByRole('tab', { name: 'Approved (2)' }).click();
    await modelCard(page, 'Claude Sonnet 4').getByRole('button', { name: 'Move back to review' }).click();
    await expect(toast(page, 'Back in Review')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Approved (1)' })).toBeVisible();
    await page.getByRole('tab', { name: /^Pending/ }).click();
    await modelCard(page, 'Claude Sonnet 4')
      .getByRole('button', { name: /^Private/ })
      .click();
    await expect(page.getByRole('tab', { name: 'Approved (2)' })).toBeVisible();

    // the admin's own database shows the private model, marked so
    await page.goto('/models');
    await expect(modelCard(page, 'Claude Sonnet 4').getByText('Private', { exact: true })).toBeVisible();
  });

  test('a PRO user sees the public model (not the private one), adds two, and the chat answers with them', async ({ page }) => {
    test.slow();
    await signIn(page, await createAccount({ paid: true }), '/models');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Model Database' })).toBeVisible();
    await expect(modelCard(page, 'GPT-4.1')).toBeVisible();
    await expect(modelCard(page, 'Claude Sonnet 4')).toHaveCount(0);
    await expect(modelCard(page, 'Claude 3 Opus')).toHaveCount(0); // still pending

    for (const name of ['GPT-4.1', 'Llama 3.1 70B']) {
      await modelCard(page, name).getByRole('button', { name: 'Add to Platform' }).click();
      await expect(toast(page, 'Model Added')).toBeVisible();
      // Add to Platform gave way to Remove: the focus went on to it, not to the page
      await expect(modelCard(page, name).getByRole('button', { name: `Remove ${name} from your chat` })).toBeFocused();
      // the platform's keys answer both, so the page may promise their answers
      await expect(toast(page, `${name} now answers in your Multi-AI chat.`)).toBeVisible();
      await expect(modelCard(page, name).getByText('Added to your chat', { exact: true })).toBeVisible();
      await expect(modelCard(page, name)).not.toContainText('Needs an API key');
    }
    await page.reload();
    await expect(modelCard(page, 'GPT-4.1').getByRole('button', { name: 'Remove GPT-4.1 from your chat' })).toBeVisible();

    await page.goto('/chat');
    await page.getByPlaceholder('Ask anything to multiple AI models...').fill('Which added model answers?');
    await page.getByRole('button', { name: 'Send' }).click();
    // GPT-4.1 through the platform's OpenAI key, by its own id; Llama 3.1 70B through "OpenRouter", by its OpenRouter id
    await expect(answerCard(page, 'GPT-4.1')).toContainText('Answer from gpt-4.1: Which added model answers?');
    await expect(answerCard(page, 'Llama 3.1 70B')).toContainText(
      'Answer from meta-llama/llama-3.1-70b-instruct: Which added model answers?',
    );
    await expect(answerCard(page, 'GPT-4')).toContainText('Answer from gpt-4o:');

    await page.goto('/models');
    await modelCard(page, 'Llama 3.1 70B').getByRole('button', { name: 'Remove Llama 3.1 70B from your chat' }).click();
    await expect(toast(page, 'Model removed')).toBeVisible();
    await expect(modelCard(page, 'Llama 3.1 70B').getByRole('button', { name: 'Add to Platform' })).toBeFocused();
  });

  test('signed out: search, filters, stats and empty state; Add to Platform leads to sign in', async ({ page }) => {
    await page.goto('/models');
    await expect(page.getByText('Loading models')).toHaveCount(0);
    const stat = (label: string) => page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');
    await expect(stat('Total Models')).toHaveText('13'); // the 12 built-in and GPT-4.1
    await expect(stat('Free Models')).toHaveText('4');
    await expect(stat('Paid Models')).toHaveText('9');
    await expect(stat('Providers')).toHaveText('6');
    await expect(page.getByRole('list', { name: 'Models' }).getByRole('article')).toHaveCount(13);

    await search(page).fill('claude');
    await expect(page.getByRole('list', { name: 'Models' }).getByRole('article')).toHaveCount(2);
    await search(page).fill('google');
    await expect(page.getByRole('list', { name: 'Models' }).getByRole('article')).toHaveCount(3);
    await page.getByRole('button', { name: 'Free/Open Source' }).click();
    await expect(page.getByRole('button', { name: 'Free/Open Source' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: 'Models' }).getByRole('article')).toHaveCount(1);
    await expect(modelCard(page, 'Gemma 2 9B')).toBeVisible();
    await page.getByRole('button', { name: 'Paid' }).click();
    await expect(page.getByRole('list', { name: 'Models' }).getByRole('article')).toHaveCount(2);
    await search(page).fill('no such model');
    await expect(page.getByText('No models found matching your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'All Models' })).toHaveAttribute('aria-pressed', 'true');
    // written without its hyphen, a name still matches
    await search(page).fill('gpt4o');
    await expect(page.getByRole('list', { name: 'Models' }).getByRole('article').first()).toContainText('GPT-4o');
    await search(page).fill('');

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(toast(page, 'Refreshing Models')).toBeVisible();
    await modelCard(page, 'GPT-4o').getByRole('button', { name: 'Add to Platform' }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fmodels$/);
  });

  test('both screens have no serious accessibility violation at 360 px and at desktop width, dark and light', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, await createAccount({ admin: true }), '/models');
    await expect(modelCard(page, 'GPT-4o')).toBeVisible();
    await modelCard(page, 'GPT-4o').getByRole('button', { name: 'Add to Platform' }).click();
    await expect(modelCard(page, 'GPT-4o').getByText('Added to your chat', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // each state is scanned in the theme it is in, then in the other one
    await expectNoSeriousViolations(page, '/models dark');
    await switchTheme(page, 'light');
    await expectNoSeriousViolations(page, '/models light');
    await atDesktopWidth(page, () => expectNoSeriousViolations(page, '/models light, desktop'));
    await page.goto('/admin/models');
    await expect(page.getByRole('tab', { name: /^Pending/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousViolations(page, '/admin/models pending light');
    await switchTheme(page, 'dark');
    await expectNoSeriousViolations(page, '/admin/models pending dark');
    await atDesktopWidth(page, () => expectNoSeriousViolations(page, '/admin/models pending dark, desktop'));
    await page.getByRole('tab', { name: /^Approved/ }).click();
    await expect(page.getByRole('tab', { name: /^Approved/ })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousViolations(page, '/admin/models approved dark');
    await switchTheme(page, 'light');
    await expectNoSeriousViolations(page, '/admin/models approved light');
    await atDesktopWidth(page, () => expectNoSeriousViolations(page, '/admin/models approved light, desktop'));
  });
});
