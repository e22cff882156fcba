// Connectors in the automation page's Export and Connect panel: a hook is accepted only at
// its own service's address, a Notion page by its pasted link, Test says what it
// leaves behind, and Disconnect asks first.
import type { Page } from '@playwright/test';
import { horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const card = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Export and Connect' }).getByRole('listitem').filter({ hasText: name });

test('a Slack address is refused in the Make card, a Notion link is taken, and Disconnect asks first', async ({ page }) => {
  await signIn(page, await createAccount({ paid: true }), '/automation');
  await page.getByRole('button', { name: /^Social Media Post/ }).click();
  await page.getByLabel('Message', { exact: true }).fill('Connector checks');
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(toast(page, 'Content Generated!')).toBeVisible({ timeout: 60_000 });

  const make = card(page, 'Make');
  await make.getByRole('button', { name: 'Connect Make' }).click();
  await make.getByLabel('Webhook URL').fill('https://hooks.slack.com/services/T000/B000/abcdef');
  await make.getByRole('button', { name: 'Save connection' }).click();
  await expect(page.getByText(/^This is not a Make webhook address: it starts with https:\/\/hook\.eu1\.make\.com\//)).toBeVisible();
  await expect(make.getByText('Not connected')).toBeVisible();

  const notion = card(page, 'Notion');
  await notion.getByRole('button', { name: 'Connect Notion' }).click();
  await notion.getByLabel('Integration token').fill('ntn_e2e_token');
  await notion.getByLabel('Parent page link or ID').fill('https://www.notion.so/acme/Launch-notes-1429989fe8ac4effbc8f57f56486db54?pvs=4');
  await notion.getByRole('button', { name: 'Save connection' }).click();
  await expect(toast(page, 'Connector saved')).toBeVisible();
  await expect(notion.getByText(/^Connected · …oken$/)).toBeVisible();
  await expect(
    notion.getByText('Test creates a page titled "Test from AI Business Hub" under the parent page; delete it there when you like.'),
  ).toBeVisible();

  await notion.getByRole('button', { name: 'Disconnect Notion' }).click();
  const question = notion.getByRole('group', { name: 'Disconnect Notion?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
  expect(await seriousViolations(page), 'disconnect question').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(notion.getByText(/^Connected/)).toBeVisible();
  await notion.getByRole('button', { name: 'Disconnect Notion' }).click();
  await question.getByRole('button', { name: 'Disconnect', exact: true }).click();
  await expect(toast(page, 'Connector removed')).toBeVisible();
  await expect(notion.getByText('Not connected')).toBeVisible();
});

test('the Connections page connects, tests and disconnects without a piece of content, axe-clean at 360 px in both themes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/connections');
  await expect(page.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
    'href',
    '/auth?next=%2Fconnections',
  );

  await signIn(page, await createAccount({ paid: true }), '/connections');
  const region = page.getByRole('region', { name: 'Connections' });
  const zapier = region.getByRole('listitem').filter({ hasText: 'Zapier' });
  await zapier.getByRole('button', { name: 'Connect Zapier' }).click();
  await zapier.getByLabel('Webhook URL').fill(`${process.env.E2E_RECEIVERS_URL}/hooks/catch/77/${Date.now().toString(36)}`);
  await zapier.getByRole('button', { name: 'Save connection' }).click();
  await expect(toast(page, 'Connector saved')).toBeVisible();
  await zapier.getByRole('button', { name: 'Test Zapier' }).click();
  await expect(toast(page, 'Sent to Zapier')).toBeVisible();
  // no piece of content here: nothing to send
  await expect(zapier.getByRole('button', { name: 'Send to Zapier' })).toHaveCount(0);
  expect(await seriousViolations(page), 'dark').toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await switchTheme(page, 'light');
  expect(await seriousViolations(page), 'light').toEqual([]);
  await zapier.getByRole('button', { name: 'Disconnect Zapier' }).click();
  await zapier.getByRole('button', { name: 'Disconnect', exact: true }).click();
  await expect(zapier.getByText('Not connected')).toBeVisible();
});
