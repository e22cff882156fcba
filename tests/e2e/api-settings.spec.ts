import type { Page } from '@playwright/test';
import { atDesktopWidth, horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';

const providerNames = (page: Page) =>
  page.getByRole('list', { name: 'Your providers, in the order the chat uses them' }).getByRole('heading', { level: 3 });
const keyField = (page: Page, name: string) => page.getByLabel(`${name} API key`, { exact: true });
const row = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function addLocalLlama(page: Page) {
  await page.getByRole('button', { name: 'Add Custom Provider' }).click();
  await page.getByLabel('Model name *').fill('Local Llama');
  await page.getByLabel('Provider name *').fill('Local server');
  await page.getByLabel('Base URL').fill(process.env.E2E_FAKE_OPENAI_URL!);
  await page.getByLabel('Model id').fill('fake-model-a');
  await page.getByLabel('API key', { exact: true }).fill('local-key');
  await page.getByRole('button', { name: 'Add Provider' }).click();
  await expect(page.getByText('Provider added', { exact: true })).toBeVisible();
}

test.describe('API Settings', () => {
  test('a PRO user adds a custom provider, tests a key, reorders by keyboard, saves, reloads and chats with it', async ({ page }) => {
    test.slow(); // the whole page in one journey
    await signIn(page, await createAccount({ paid: true }), '/api-settings');
    await expect(providerNames(page)).toHaveText(['GPT-4', 'Claude 3', 'Gemini Pro', 'Llama 3', 'Mistral', 'Command R+', 'Models you add']);

    // the names are required
    await page.getByRole('button', { name: 'Add Custom Provider' }).click();
    // the button gave way to the form: its first field has the focus, and Cancel gives it back
    await expect(page.getByLabel('Model name *')).toBeFocused();
    await page.getByRole('button', { name: 'Add Provider' }).click();
    await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Add Custom Provider' })).toBeFocused();
    await addLocalLlama(page);
    await expect(providerNames(page).last()).toHaveText('Local Llama');

    // a key typed, revealed and tested
    await keyField(page, 'GPT-4').fill('sk-user-e2e-9Xk2');
    await expect(keyField(page, 'GPT-4')).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show the GPT-4 key' }).click();
    await expect(keyField(page, 'GPT-4')).toHaveAttribute('type', 'text');
    await row(page, 'GPT-4').getByRole('button', { name: 'Test connection' }).click();
    await expect(row(page, 'GPT-4').getByRole('status')).toHaveText('Connected to OpenAI: the key works (2 models available).');
    await row(page, 'Local Llama').getByRole('button', { name: 'Test connection' }).click();
    await expect(row(page, 'Local Llama').getByRole('status')).toHaveText('Connected to Local server: the key works (2 models available).');
    await row(page, 'Mistral').getByRole('switch', { name: 'Use Mistral' }).click();
    await expect(row(page, 'Mistral').getByRole('switch', { name: 'Use Mistral' })).toHaveAttribute('aria-checked', 'true');

    // move Local Llama up two places with the keyboard
    // (each step waits for the screen reader announcement of the one before)
    const said = (text: string | RegExp) => expect(page.getByText(text)).toBeAttached();
    await page.getByRole('button', { name: 'Reorder Local Llama' }).focus();
    await page.keyboard.press('Space');
    await said('Local Llama is over position 8 of 8.');
    await page.keyboard.press('ArrowUp');
    await said('Local Llama is over position 7 of 8.');
    await page.keyboard.press('ArrowUp');
    await said('Local Llama is over position 6 of 8.');
    await page.keyboard.press('Space');
    await said('Local Llama dropped at position 6 of 8.');
    await expect(page.getByText('Order updated', { exact: true })).toBeVisible();
    // The order the drop makes, and the one the saved settings come back with.
    const orderAfterDrop = ['GPT-4', 'Claude 3', 'Gemini Pro', 'Llama 3', 'Mistral', 'Local Llama', 'Command R+', 'Models you add'];
    await expect(providerNames(page)).toHaveText(orderAfterDrop);

    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    // before saving, the page says which cards will answer with whose key
    const preview = page.getByRole('region', { name: 'What the chat will do' });
    await expect(preview.getByRole('heading')).toHaveText('When you save');
    await expect(preview.getByRole('listitem')).toHaveText([
      'GPT-4 and Local Llama answer with your own key.',
      "Claude 3 and Gemini Pro answer with this site's key.",
      'Mistral is on but will not answer: neither you nor this site has a key for it.',
    ]);
    await page.getByRole('button', { name: 'Save All Settings' }).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await expect(preview.getByRole('heading')).toHaveText('Your chat now');

    await page.reload();
    await expect(providerNames(page)).toHaveText(orderAfterDrop);
    await expect(keyField(page, 'GPT-4')).toHaveValue('');
    await expect(keyField(page, 'GPT-4')).toHaveAttribute('placeholder', 'Saved key ending in 9Xk2');
    await expect(row(page, 'Mistral').getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    expect(await page.content()).not.toContain('sk-user-e2e');

    // the saved key is tested without typing it again
    await row(page, 'GPT-4').getByRole('button', { name: 'Test connection' }).click();
    await expect(row(page, 'GPT-4').getByRole('status')).toHaveText('Connected to OpenAI: the key works (2 models available).');

    await page.goto('/chat');
    // GPT-4, Claude 3, Gemini Pro and Local Llama answer; Mistral is on but has no key anywhere
    await expect(page.getByText('Chatting with 4 AI models - Click responses to select for synthesis')).toBeVisible();
    await page.getByPlaceholder('Ask anything to multiple AI models...').fill('Which flour is best?');
    await page.getByPlaceholder('Ask anything to multiple AI models...').press('Enter');
    await expect(page.getByRole('article', { name: 'Local Llama answer' })).toContainText('Answer from fake-model-a: Which flour is best?');
    await expect(page.getByRole('article', { name: 'GPT-4 answer' })).toContainText('Answer from gpt-4o:');
    // each card says whose key answered
    await expect(page.getByRole('article', { name: 'GPT-4 answer' })).toContainText('your key');
    await expect(page.getByRole('article', { name: 'Local Llama answer' })).toContainText('your key');
    await expect(page.getByRole('article', { name: 'Claude 3 answer' })).toContainText('platform key');
  });

  test('the order saved here is the order of the chat’s answers and of the models that can merge', async ({ page }) => {
    test.slow(); // a reorder by keyboard, a chat and a second save in one journey
    await signIn(page, await createAccount({ paid: true }), '/api-settings');
    await expect(providerNames(page).first()).toHaveText('GPT-4');
    const said = (text: string) => expect(page.getByText(text)).toBeAttached();
    await page.getByRole('button', { name: 'Reorder Gemini Pro' }).focus();
    await page.keyboard.press('Space');
    await said('Gemini Pro is over position 3 of 7.');
    await page.keyboard.press('ArrowUp');
    await said('Gemini Pro is over position 2 of 7.');
    await page.keyboard.press('ArrowUp');
    await said('Gemini Pro is over position 1 of 7.');
    await page.keyboard.press('Space');
    await said('Gemini Pro dropped at position 1 of 7.');
    await expect(providerNames(page)).toHaveText(['Gemini Pro', 'GPT-4', 'Claude 3', 'Llama 3', 'Mistral', 'Command R+', 'Models you add']);
    await page.getByRole('button', { name: 'Save All Settings' }).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();

    await page.goto('/chat');
    await page.getByPlaceholder('Ask anything to multiple AI models...').fill('Which oven first?');
    await page.getByPlaceholder('Ask anything to multiple AI models...').press('Enter');
    await expect(page.getByRole('article', { name: 'Claude 3 answer' })).toContainText('Answer from claude');
    const cards = () => page.getByRole('article').evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label')));
    expect(await cards()).toEqual(['Gemini Pro answer', 'GPT-4 answer', 'Claude 3 answer']);
    await expect(page.getByLabel('Model that merges')).toHaveValue('gemini');
    // and the page said so when it saved
    await page.goto('/api-settings');
    await page.getByRole('switch', { name: 'Use Llama 3' }).click();
    await page.getByRole('button', { name: 'Save All Settings' }).click();
    await expect(page.getByText('The chat asks your providers in this order, with your keys, from now on.')).toBeVisible();
  });

  test('a test result goes once the key it tested changes; a free user is told the chat still asks the one free model', async ({
    page,
  }) => {
    await signIn(page, await createAccount(), '/api-settings');
    await keyField(page, 'GPT-4').fill('sk-first-try-1111');
    await row(page, 'GPT-4').getByRole('button', { name: 'Test connection' }).click();
    await expect(row(page, 'GPT-4').getByRole('status')).toHaveText('Connected to OpenAI: the key works (2 models available).');
    // another key typed: the result spoke of the first one
    await keyField(page, 'GPT-4').fill('sk-second-try-2222');
    await expect(row(page, 'GPT-4').getByText('Connected to OpenAI', { exact: false })).toHaveCount(0);
    await row(page, 'GPT-4').getByRole('button', { name: 'Test connection' }).click();
    await expect(row(page, 'GPT-4').getByRole('status')).toHaveText('Connected to OpenAI: the key works (2 models available).');

    // a custom provider saved by a free user: the toast says what the free chat does with it
    await addLocalLlama(page);
    await page.getByRole('button', { name: 'Save All Settings' }).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        'GPT-4o-mini (Free) answers with your own key. The free plan asks only this model: your other providers answer once you upgrade to PRO.',
      ),
    ).toBeVisible();
    await expect(page.getByText('The chat uses your providers and keys from now on.')).toHaveCount(0);
    // the key is saved: no result of a typed key stays beside it
    await expect(row(page, 'GPT-4').getByText('Key saved', { exact: true })).toBeVisible();
    await expect(row(page, 'GPT-4').getByText('Connected to OpenAI', { exact: false })).toHaveCount(0);
  });

  test('a free user is told their key answers the one free model', async ({ page }) => {
    await signIn(page, await createAccount(), '/api-settings');
    const preview = page.getByRole('region', { name: 'What the chat will do' });
    await expect(preview.getByRole('listitem')).toHaveText([
      "GPT-4o-mini (Free) answers with this site's key.",
      'The free plan asks this one model; PRO asks every provider switched on below.',
    ]);
    await keyField(page, 'GPT-4').fill('sk-free-own');
    await expect(preview.getByRole('listitem').first()).toHaveText('GPT-4o-mini (Free) answers with your own key.');
  });

  test('leaving with unsaved changes asks first', async ({ page }) => {
    await signIn(page, await createAccount(), '/api-settings');
    await row(page, 'Llama 3').getByRole('switch', { name: 'Use Llama 3' }).click();
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).click();
    await expect.poll(() => asked).toBe('You have unsaved changes. Leave this page and lose them?');
    await expect(page).toHaveURL(/\/api-settings$/);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).click();
    await expect(page).toHaveURL(/\/chat$/);
  });

  test('signed out, the page explains and links to sign in; the guide is open to all', async ({ page }) => {
    await page.goto('/api-settings');
    await expect(page.getByRole('heading', { name: 'Sign in to manage your providers' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute('href', '/auth?next=%2Fapi-settings');
    await page.getByRole('tab', { name: 'How to Get API Keys' }).click();
    await expect(page.getByRole('heading', { name: 'What is an API key?' })).toBeVisible();
    for (const provider of ['OpenAI', 'Anthropic', 'Google Gemini'])
      await expect(page.getByRole('heading', { name: provider, exact: true })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /provider|api/i.test(key)))).toEqual([]);
  });

  test('has no serious accessibility violation at 360 px and at desktop width, dark and light', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, await createAccount(), '/api-settings');
    await expect(providerNames(page)).toHaveCount(7);
    await page.getByRole('button', { name: 'Add Custom Provider' }).click();
    await keyField(page, 'GPT-4').fill('sk-typed');
    const check = async (label: string) => {
      expect(await seriousViolations(page), label).toEqual([]);
      expect(await horizontalOverflow(page), `${label} overflows`).toBeLessThanOrEqual(0);
    };
    // each tab is scanned in the theme it is in, then in the other one
    await check('my providers, dark');
    await switchTheme(page, 'light');
    await check('my providers, light');
    expect(await atDesktopWidth(page, () => seriousViolations(page)), 'my providers, light, desktop').toEqual([]);
    await page.getByRole('tab', { name: 'How to Get API Keys' }).click();
    await expect(page.getByRole('heading', { name: 'What is an API key?' })).toBeVisible();
    await check('guide, light');
    await switchTheme(page, 'dark');
    await check('guide, dark');
    expect(await atDesktopWidth(page, () => seriousViolations(page)), 'guide, dark, desktop').toEqual([]);
  });
});
