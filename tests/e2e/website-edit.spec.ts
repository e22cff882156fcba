// Edit in place: a generated site opens in the editor, a text is changed where it
// stands (Enter saves, Escape puts it back), one section is rewritten without
// touching the other edits, a section is hidden and moved, the
// design changes with every edit kept, Undo and Redo, an earlier version comes
// back, and the saved site (preview, My Sites after a reload) is the edited one.
// At desktop and phone width, axe-clean in both themes.
import { horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';
import { generateBakery } from './website-steps.ts';

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 800 },
]) {
  test(`edit in place at ${viewport.width} px: text, sections, design, undo, versions`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signIn(page, await createAccount(), '/website-generator');
    await generateBakery(page, 'Harbor Loaf');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const status = page.getByRole('status').filter({ hasText: /Saved|Saving|Not saved/ });
    await expect(status).toHaveText('Saved');
    const frame = page.frameLocator('iframe[title="Editing the Harbor Loaf website"]');
    const headline = frame.getByRole('textbox', { name: 'Headline' });
    const before = (await headline.innerText()).trim();

    // Escape puts the words back; Enter keeps the new ones and saves them.
    await headline.click();
    await headline.fill('Never kept');
    await headline.press('Escape');
    await expect(headline).toHaveText(before);
    await headline.click();
    await headline.fill('Warm bread on the harbour');
    await headline.press('Enter');
    await expect(status).toHaveText('Saved');
    const servicesTitle = frame.getByRole('textbox', { name: 'Services section title' });
    await servicesTitle.fill('What we bake');
    await servicesTitle.press('Enter');
    await expect(status).toHaveText('Saved');

    // Rewrite one section: new words there, the owner's other edits untouched.
    const sections = page.getByRole('region', { name: 'Sections' });
    const serviceTexts = frame.getByRole('textbox', { name: /^Service \d+ description$/ });
    const servicesBefore = await serviceTexts.allInnerTexts();
    await sections
      .getByRole('listitem')
      .filter({ hasText: /^Services/ })
      .getByRole('button', { name: 'Rewrite' })
      .click();
    await expect(page.getByText('Section rewritten', { exact: true })).toBeVisible();
    // The frame reloads with the new rendering meanwhile: a read during the reload counts as "not yet".
    const read = () =>
      serviceTexts.allInnerTexts().then(
        (texts) => (texts.length ? texts : servicesBefore),
        () => servicesBefore,
      );
    await expect.poll(read).not.toEqual(servicesBefore);
    await expect(status).toHaveText('Saved');
    await expect(frame.getByRole('textbox', { name: 'Headline' })).toHaveText('Warm bread on the harbour');
    await expect(frame.getByRole('textbox', { name: 'Services section title' })).toHaveText('What we bake');

    // Hide a section, move another; the frame shows the new order, the edits stay.
    await sections.getByRole('button', { name: 'Hide Why choose us' }).click();
    await expect(frame.getByRole('textbox', { name: 'Why choose us section title' })).toHaveCount(0);
    await sections.getByRole('button', { name: 'Move Services up' }).click();
    await expect(status).toHaveText('Saved');
    await expect(frame.getByRole('textbox', { name: 'Headline' })).toHaveText('Warm bread on the harbour');
    const order = await frame.locator('section[aria-labelledby]').evaluateAll((list) => list.map((section) => section.className));
    expect(order.findIndex((name) => name.includes('services'))).toBeLessThan(order.findIndex((name) => name.includes('about')));

    // Another design keeps every word.
    await page.getByLabel(/^Design/).selectOption('creative');
    await expect(status).toHaveText('Saved');
    await expect(frame.locator('body')).toHaveClass('t-creative');
    await expect(frame.getByRole('textbox', { name: 'Services section title' })).toHaveText('What we bake');

    // Undo the design change, then redo it.
    const editorUndo = page.getByRole('button', { name: 'Undo', exact: true });
    await editorUndo.click();
    await expect(frame.locator('body')).toHaveClass('t-modern');
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect(frame.locator('body')).toHaveClass('t-creative');
    await expect(status).toHaveText('Saved');

    // The first version (as generated) comes back from Versions.
    const versions = page.getByRole('region', { name: 'Versions' });
    const restoreButtons = versions.getByRole('button', { name: /^Restore the version of/ });
    await expect(restoreButtons.first()).toBeVisible();
    await restoreButtons.last().click();
    await expect(page.getByText('Version restored', { exact: true })).toBeVisible();
    await expect(frame.getByRole('textbox', { name: 'Headline' })).toHaveText(before);
    await expect(frame.getByRole('textbox', { name: 'Why choose us section title' })).toBeVisible();
    // ...and is itself undone by Undo.
    await editorUndo.click();
    await expect(frame.getByRole('textbox', { name: 'Headline' })).toHaveText('Warm bread on the harbour');
    await expect(status).toHaveText('Saved');

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, { excludeIframes: true }), 'dark theme').toEqual([]);
    await switchTheme(page, 'light');
    expect(await seriousViolations(page, { excludeIframes: true }), 'light theme').toEqual([]);

    // Done: the preview and My Sites (after a reload) hold the edited site.
    await page.getByRole('button', { name: 'Done editing' }).click();
    const preview = page.frameLocator('iframe[title="Preview of the Harbor Loaf website"]');
    await expect(preview.getByRole('heading', { name: 'Warm bread on the harbour' })).toBeVisible();
    await page.reload();
    await page.getByRole('region', { name: 'My Sites' }).getByRole('button', { name: 'Open Harbor Loaf', exact: true }).click();
    await expect(preview.getByRole('heading', { name: 'What we bake' })).toBeVisible();
    await expect(preview.locator('body')).toHaveClass('t-creative');
  });
}
