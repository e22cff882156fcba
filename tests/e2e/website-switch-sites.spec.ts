// Switching sites in the result step: opening another site of My
// Sites while the editor is open shows that site, and an edit then goes to the site
// shown, never over another one; a site deleted while it is shown stops claiming to
// be saved, and Undo brings everything back.
import type { Page } from '@playwright/test';
import { createAccount, expect, serviceClient, signIn, test, type TestAccount } from './fixtures.ts';
import { generateSite, planWebsite } from '../../netlify/lib/website/generate-website.ts';
import { toStoredModel } from '../../netlify/lib/website/stored-site.ts';
import { FREE_SAVED_SITES } from '../../src/domain/pricing.ts';

/** Saves a site to the account's My Sites as generation does, and answers its id. */
async function saveSite(account: TestAccount, name: string): Promise<string> {
  const business = { name, description: `${name} bakes sourdough, pastries and birthday cakes every morning.` };
  const site = await generateSite(planWebsite({ description: 'x', industry: 'restaurant', style: 'modern', business }, false));
  const { data, error } = await serviceClient().rpc('save_website', {
    p_user_id: account.id,
    p_name: name,
    p_template: 'modern',
    p_tier: 'free',
    p_model: toStoredModel(site.model, site.copySource),
    p_html: site.response.html,
    p_pages: null,
    p_free_limit: FREE_SAVED_SITES,
  });
  if (error) throw error;
  return data as string;
}

/** The stored headline and business name of a site. */
async function stored(id: string) {
  const { data, error } = await serviceClient().from('websites').select('model').eq('id', id).single();
  if (error) throw error;
  const model = data.model as { business: { name: string }; copy: { headline: string } };
  return { name: model.business.name, headline: model.copy.headline };
}

const editorOf = (page: Page, name: string) => page.frameLocator(`iframe[title="Editing the ${name} website"]`);

test('opening another site while editing shows and edits that site, never the first one', async ({ page }) => {
  test.setTimeout(180_000);
  const account = await createAccount();
  const alpha = await saveSite(account, 'Alpha Loaves');
  const beta = await saveSite(account, 'Beta Buns');
  const betaBefore = await stored(beta);
  await signIn(page, account, '/website-generator');
  const mySites = page.getByRole('region', { name: 'My Sites' });
  const status = page.getByRole('status').filter({ hasText: /Saved|Saving|Not saved/ });

  await mySites.getByRole('button', { name: 'Open Alpha Loaves', exact: true }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(status).toHaveText('Saved');
  const alphaHeadline = editorOf(page, 'Alpha Loaves').getByRole('textbox', { name: 'Headline' });
  await alphaHeadline.fill('Only for Alpha');
  await alphaHeadline.press('Enter');
  await expect(status).toHaveText('Saved');

  // Without Done editing: Open the other site.
  await mySites.getByRole('button', { name: 'Open Beta Buns', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your Website is Ready!' })).toBeFocused();
  const betaPreview = page.frameLocator('iframe[title="Preview of the Beta Buns website"]');
  await expect(betaPreview.getByRole('banner').getByText('Beta Buns')).toBeVisible();
  await expect(page.locator('iframe[title^="Editing the"]')).toHaveCount(0);

  // Its editor is Beta's, and its edit is saved to Beta alone.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(status).toHaveText('Saved');
  const betaEditor = editorOf(page, 'Beta Buns');
  await expect(betaEditor.getByRole('textbox', { name: 'Business name' }).first()).toHaveText('Beta Buns');
  const betaHeadline = betaEditor.getByRole('textbox', { name: 'Headline' });
  await expect(betaHeadline).toHaveText(betaBefore.headline);
  await betaHeadline.fill('Only for Beta');
  await betaHeadline.press('Enter');
  await expect(status).toHaveText('Saved');
  await expect(page.getByText(/changed somewhere else/)).toHaveCount(0);
  expect(await stored(beta)).toEqual({ name: 'Beta Buns', headline: 'Only for Beta' });
  expect(await stored(alpha)).toEqual({ name: 'Alpha Loaves', headline: 'Only for Alpha' });

  // Deleting the site shown: step 3 no longer says it is saved, nor offers to edit or publish it.
  await mySites.getByRole('button', { name: 'Delete Beta Buns', exact: true }).click();
  await expect(page.getByText('Saved in My Sites', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('note').filter({ hasText: 'This site was deleted from My Sites.' })).toBeVisible();
  await expect(page.locator('iframe[title^="Editing the"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Put it online' })).toHaveCount(0);
  await expect(page.getByText(/Not saved/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download HTML' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Site restored', { exact: true })).toBeVisible();
  await expect(page.getByText('Saved in My Sites', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
});
