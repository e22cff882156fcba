// Failure notices on /connections: the owner sets a webhook, sees only its summary,
// tests it (the fake receiver gets a notice of the real shape), and removes it;
// the card is axe-clean at 360 px in both themes.
import { horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';

const receivers = () => process.env.E2E_RECEIVERS_URL!;

async function receivedAt(path: string): Promise<{ body: { text?: string; link?: string } }[]> {
  const all = (await (await fetch(`${receivers()}/__received`)).json()) as { path: string; body: { text?: string; link?: string } }[];
  return all.filter((request) => request.path === path);
}

test('sets, tests and removes the failure notice webhook on /connections, axe-clean at 360 px in both themes', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, await createAccount(), '/connections');
  const card = page.getByRole('region', { name: 'Failure notices' });
  await expect(card.getByRole('heading', { level: 2, name: 'Failure notices' })).toBeVisible();

  const path = `/hooks/catch/${Date.now().toString(36)}/notice`;
  await card.getByLabel('Webhook URL').fill(`${receivers()}${path}`);
  await card.getByRole('button', { name: 'Save webhook' }).click();
  await expect(page.getByText('Failure notices on', { exact: true })).toBeVisible();
  // the host and the address's last characters, with no made-up path segment ("/…/tice")
  await expect(card.getByText(/^On · 127\.0\.0\.1:\d+\/…tice$/)).toBeVisible();
  // the address itself is never shown again
  await expect(card.getByLabel('Replace with another webhook URL')).toHaveValue('');

  await card.getByRole('button', { name: 'Test notice' }).click();
  await expect(page.getByText('Test notice sent', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Last test .*: received$/)).toBeVisible();
  const notices = await receivedAt(path);
  expect(notices).toHaveLength(1);
  expect(notices[0]!.body.text).toContain('Test from AI Business Hub');
  expect(notices[0]!.body.link).toMatch(/\/automation\/review$/);

  expect(await seriousViolations(page), 'dark').toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await switchTheme(page, 'light');
  expect(await seriousViolations(page), 'light').toEqual([]);

  await card.getByRole('button', { name: 'Remove webhook' }).click();
  await expect(page.getByText('Failure notices off', { exact: true })).toBeVisible();
  await expect(card.getByText(/^On · /)).toHaveCount(0);
  await expect(card.getByLabel('Webhook URL')).toBeVisible();
});
