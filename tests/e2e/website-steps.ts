// The website generator's three steps, as the website specs take them: a bakery in
// Restaurant & Food, with the Modern design, generated and shown in step 3.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const BAKERY_DESCRIPTION = 'A family bakery baking sourdough, pastries and birthday cakes every morning.';

export async function generateBakery(page: Page, name: string, description = BAKERY_DESCRIPTION): Promise<void> {
  await page.getByLabel('Business Name *').fill(name);
  await page.getByLabel('Business Description *').fill(description);
  await page.getByRole('radio', { name: /Restaurant & Food/ }).check({ force: true });
  await page.getByRole('button', { name: 'Continue to Design' }).click();
  await page.getByRole('radio', { name: /^Modern/ }).check({ force: true });
  await page.getByRole('button', { name: 'Generate My Website' }).click();
  await expect(page.getByRole('heading', { name: 'Your Website is Ready!' })).toBeVisible();
}
