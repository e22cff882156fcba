// After Sign Out nothing of the previous user stays on screen: the automation page's editor
// and settings, the chat's input and conversation, and a key typed in API Settings
// are gone for whoever comes next, signed out or signed in as another user.
import type { Page } from '@playwright/test';
import { createAccount, expect, signIn, test } from './fixtures.ts';

const editor = (page: Page) => page.getByLabel('Generated content');
const message = (page: Page) => page.getByLabel('Message', { exact: true });
const chatInput = (page: Page) => page.getByPlaceholder('Ask anything to multiple AI models...');

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
}

test("after Sign Out the automation page, the chat and API Settings show none of the previous user's text, signed out or as another user", async ({
  page,
}) => {
  const [alice, bob] = await Promise.all([createAccount(), createAccount()]);
  await signIn(page, alice, '/automation/social');
  await message(page).fill('Alice rye plan');
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(page.getByText('Content Generated!', { exact: true })).toBeVisible({ timeout: 60_000 });
  await editor(page).fill('Alice private words');
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();

  await signOut(page);
  await expect(page.getByRole('heading', { name: 'Your content will appear here' })).toBeVisible();
  await expect(message(page)).toHaveValue('');
  await expect(page.getByText(/Alice/)).toHaveCount(0);

  await signIn(page, bob, '/automation/social');
  await expect(page.getByRole('heading', { name: 'Your content will appear here' })).toBeVisible();
  await expect(message(page)).toHaveValue('');
  await expect(page.getByText(/Alice/)).toHaveCount(0);

  await page.goto('/chat');
  await chatInput(page).fill('Bob private question');
  await chatInput(page).press('Enter');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByText('Response received', { exact: true })).toBeVisible();
  await chatInput(page).fill('Bob unsent words');
  await signOut(page);
  await expect(chatInput(page)).toHaveValue('');
  await expect(page.getByText(/Bob (private|unsent)/)).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(0);
  await signIn(page, alice, '/chat');
  await expect(chatInput(page)).toHaveValue('');
  await expect(page.getByText(/Bob (private|unsent)/)).toHaveCount(0);

  await page.goto('/api-settings');
  const gptKey = page.getByLabel('GPT-4 API key', { exact: true });
  await gptKey.fill('sk-alice-unsaved-7Qz');
  await signOut(page);
  await expect(page.getByLabel('GPT-4 API key', { exact: true })).toHaveCount(0);
  await signIn(page, bob, '/api-settings');
  await expect(gptKey).toHaveValue('');
});
