// The site editor and My Sites by keyboard:
// after each action the focus lands on the control that replaced the one pressed (or
// the moved section's arrow, the renamed site's Rename, the new copy's Open), every
// repeated button names its section or site, the Sections rows keep their names clear
// of the buttons and inside the card, and each version says what changed after it.
// At desktop and phone width.
import type { Locator } from '@playwright/test';
import { horizontalOverflow, seriousViolations } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';
import { generateBakery } from './website-steps.ts';

/** The accessible names of the buttons inside `scope` that occur more than once. */
async function repeatedNames(scope: Locator): Promise<string[]> {
  const names = await scope
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? ''));
  return names.filter((name, index) => names.indexOf(name) !== index);
}

/** Rows of the Sections panel whose name is covered by a button, or whose buttons leave the panel. */
async function crowdedRows(sections: Locator): Promise<string[]> {
  return sections.evaluate((panel) => {
    const box = panel.getBoundingClientRect();
    const problems: string[] = [];
    for (const row of panel.querySelectorAll('li')) {
      const name = row.querySelector('span')!;
      const text = name.getBoundingClientRect();
      for (const button of row.querySelectorAll('button')) {
        const b = button.getBoundingClientRect();
        const overlaps = b.left < text.right && b.right > text.left && b.top < text.bottom && b.bottom > text.top;
        if (overlaps) problems.push(`${name.textContent}: covered by ${button.getAttribute('aria-label')}`);
        if (b.right > box.right || b.left < box.left) problems.push(`${name.textContent}: ${button.getAttribute('aria-label')} outside`);
      }
    }
    return problems;
  });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 800 },
]) {
  test(`editor and My Sites by keyboard at ${viewport.width} px: focus, names, layout, versions`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await signIn(page, await createAccount(), '/website-generator');
    await generateBakery(page, 'Key Bakery');

    // Edit: Done editing takes its place and the keyboard.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const status = page.getByRole('status').filter({ hasText: /Saved|Saving|Not saved/ });
    await expect(page.getByRole('button', { name: 'Done editing' })).toBeFocused();
    await expect(status).toHaveText('Saved');

    const sections = page.getByRole('region', { name: 'Sections' });
    expect(await repeatedNames(sections)).toEqual([]);
    for (const name of ['Introduction', 'About', 'Services', 'Why choose us', 'Questions and answers', 'Call to action']) {
      await expect(sections.getByRole('button', { name: `Rewrite ${name}`, exact: true })).toBeVisible();
    }
    expect(await crowdedRows(sections)).toEqual([]);

    // Rewrite: the pressed button keeps the keyboard while it works and after.
    await sections.getByRole('button', { name: 'Rewrite Services', exact: true }).click();
    await expect(page.getByText('Section rewritten', { exact: true })).toBeVisible();
    await expect(sections.getByRole('button', { name: 'Rewrite Services', exact: true })).toBeFocused();
    await expect(status).toHaveText('Saved');

    // Moving a section: its arrow keeps the keyboard; at the top, the other arrow.
    await sections.getByRole('button', { name: 'Move Services down', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(sections.getByRole('button', { name: 'Move Services down', exact: true })).toBeFocused();
    await expect(status).toHaveText('Saved');
    await page.keyboard.press('Shift+Tab');
    await expect(sections.getByRole('button', { name: 'Move Services up', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(sections.getByRole('button', { name: 'Move Services up', exact: true })).toBeDisabled();
    await expect(sections.getByRole('button', { name: 'Move Services down', exact: true })).toBeFocused();
    await expect(status).toHaveText('Saved');
    expect(await crowdedRows(sections)).toEqual([]);

    // Versions say what changed after each, and restoring keeps the keyboard on Restore.
    const versions = page.getByRole('region', { name: 'Versions' });
    await expect(versions.getByText('Then: Rewrote Services', { exact: true })).toBeVisible();
    await expect(versions.getByText('Then: Moved sections', { exact: true }).first()).toBeVisible();
    // The generated site and the rewrite's at least (quick moves may share a save).
    const restores = versions.getByRole('button', { name: /^Restore the version of / });
    expect(await restores.count()).toBeGreaterThanOrEqual(2);
    expect(await repeatedNames(versions)).toEqual([]);
    // The button pressed, marked: its name may gain seconds as the list grows.
    const oldest = restores.last();
    await oldest.evaluate((button) => button.setAttribute('data-pressed-in-test', ''));
    await oldest.click();
    await expect(page.getByText('Version restored', { exact: true })).toBeVisible();
    await expect(versions.locator('[data-pressed-in-test]')).toBeFocused();
    await expect(versions.getByText(/^Then: Restored the version of /)).toBeVisible();
    // Several saves in one minute: the times go to the second (a slow run may straddle a minute).
    const stamps = await versions
      .locator('time')
      .evaluateAll((times) => times.slice(0, 2).map((time) => time.getAttribute('datetime') ?? ''));
    if (stamps.length === 2 && stamps[0]!.slice(0, 16) === stamps[1]!.slice(0, 16))
      await expect(versions.locator('time').first()).toHaveText(/\d+:\d\d:\d\d/);

    // Done editing: Edit, which it replaces, gets the keyboard back.
    await page.getByRole('button', { name: 'Done editing' }).click();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeFocused();

    // My Sites: a renamed site keeps the keyboard on its Rename; a copy gets it on its Open.
    const mySites = page.getByRole('region', { name: 'My Sites' });
    await mySites.getByRole('button', { name: 'Rename Key Bakery', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Key Bread');
    await page.keyboard.press('Enter');
    await expect(mySites.getByRole('button', { name: 'Rename Key Bread', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(mySites.getByRole('button', { name: 'Duplicate Key Bread', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(mySites.getByRole('button', { name: 'Open Key Bread (copy)', exact: true })).toBeFocused();
    expect(await repeatedNames(mySites)).toEqual([]);

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, { excludeIframes: true })).toEqual([]);
  });
}
