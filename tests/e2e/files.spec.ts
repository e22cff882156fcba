// My files: upload a PDF, a CSV and a Markdown file (three at once) and see
// them Ready, a refused file said in a toast and next to it, attach a file in the chat,
// ask, open the answer's citation and see the matching passage marked, the attachment
// kept after a reload and absent from a new chat, then delete a file with confirm; at
// desktop and phone width, axe-clean in both themes.
import type { Locator, Page } from '@playwright/test';
import { FILE_MESSAGES } from '../../src/domain/files-contract.ts';
import { horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';

/** A one-page PDF with one line of text, written by hand (offsets computed, so readers accept it). */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const HANDBOOK = 'brewline-handbook.md';
const HANDBOOK_TEXT = [
  '# Brewline handbook',
  '## Opening hours',
  'We open at seven in the morning and close at seven in the evening.',
  '## Cleaning',
  'The espresso machine is cleaned every evening with backflush tablets, then rinsed twice.',
].join('\n\n');
const FILES = [
  { name: 'menu-card.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Flat white 3.40 and cortado 3.10') },
  { name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from('item,price\nflat white,3.40\ncortado,3.10\n') },
  { name: HANDBOOK, mimeType: 'text/markdown', buffer: Buffer.from(HANDBOOK_TEXT) },
];

const fileItem = (page: Page, name: string): Locator => page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

async function axeBothThemes(page: Page, where: string) {
  expect(await seriousViolations(page), `${where}, dark`).toEqual([]);
  await switchTheme(page, 'light');
  expect(await seriousViolations(page), `${where}, light`).toEqual([]);
  await switchTheme(page, 'dark');
}

/** Scans what `open` shows in both themes: the theme switch sits in the top bar, which a modal dialog makes inert. */
async function axeBothThemesOpened(page: Page, where: string, open: () => Promise<void>, close: () => Promise<void>) {
  await open();
  expect(await seriousViolations(page), `${where}, dark`).toEqual([]);
  await close();
  await switchTheme(page, 'light');
  await open();
  expect(await seriousViolations(page), `${where}, light`).toEqual([]);
  await close();
  await switchTheme(page, 'dark');
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 800 },
]) {
  test(`My files at ${viewport.width} px: upload three types, attach in the chat, open a citation, delete`, async ({
    page,
    consoleGuard,
  }) => {
    test.setTimeout(240_000);
    // The refused upload's 4xx is logged by Chromium.
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 4\d\d/);
    await page.setViewportSize(viewport);
    await signIn(page, await createAccount(), '/files');

    await expect(page.getByRole('heading', { level: 1, name: 'My files' })).toBeVisible();
    await expect(page.getByText('No files yet', { exact: true })).toBeVisible();
    await expect(page.getByText('0 of 10 files', { exact: true })).toBeVisible();
    await axeBothThemes(page, 'My files, empty');

    // Three files at once, by the button (its accessible name is exactly "Upload files").
    const picker = page.getByLabel('Upload files', { exact: true });
    await expect(picker).toHaveAttribute('multiple', '');
    await picker.setInputFiles(FILES);
    for (const file of FILES) await expect(fileItem(page, file.name).getByText('Ready', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(fileItem(page, 'prices.csv')).toContainText('CSV');
    await expect(fileItem(page, HANDBOOK)).toContainText('Markdown');
    await expect(fileItem(page, 'menu-card.pdf')).toContainText('PDF');
    await expect(page.getByText('3 of 10 files', { exact: true })).toBeVisible();

    // A file whose bytes are not what its name says is refused: nothing is stored, the reason shows twice.
    await picker.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
    const refusal = FILE_MESSAGES.notItsType('fake.pdf', 'pdf');
    await expect(fileItem(page, 'fake.pdf')).toContainText(refusal);
    // …and in the toast.
    await expect(page.getByText(refusal, { exact: true })).toHaveCount(2);
    await expect(page.getByText('3 of 10 files', { exact: true })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await axeBothThemes(page, 'My files with three files and a refusal');

    // The chat: attach the handbook, ask, the answer cites it.
    await page.goto('/chat');
    const attachButton = page.getByRole('button', { name: 'Attach files', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Attach files' });
    await attachButton.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Attach files', { exact: true })).toHaveAttribute('type', 'file');
    await dialog.getByRole('checkbox', { name: new RegExp(HANDBOOK.replace('.', '\\.')) }).check();
    await expect(page.getByRole('button', { name: `Remove ${HANDBOOK}` })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(attachButton).toBeFocused();
    await expect(page.getByRole('button', { name: `Remove ${HANDBOOK}` })).toBeVisible();
    await axeBothThemesOpened(
      page,
      'the Attach files dialog',
      async () => {
        await attachButton.click();
        await expect(dialog.getByRole('checkbox', { name: new RegExp(HANDBOOK.replace('.', '\\.')) })).toBeChecked();
      },
      async () => {
        await dialog.getByRole('button', { name: 'Done' }).click();
        await expect(dialog).toBeHidden();
      },
    );

    await page.getByPlaceholder('Ask anything to multiple AI models...').fill('How do we clean the espresso machine?');
    await page.getByRole('button', { name: 'Send' }).click();
    const citation = page.getByRole('button', { name: new RegExp(`^${HANDBOOK.replace('.', '\\.')}( p\\. \\d+)?$`) }).first();
    await expect(citation).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveURL(/session=/);

    // The citation opens the page's passages, the one about cleaning marked; Escape gives the focus back.
    const panel =
      viewport.width >= 1024 ? page.getByRole('region', { name: 'Passage panel' }) : page.getByRole('dialog', { name: 'Passage panel' });
    await citation.click();
    await expect(panel).toBeVisible();
    await expect(panel.locator('mark')).toContainText('espresso machine is cleaned');
    await expect(panel.locator('mark')).toBeInViewport();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(citation).toBeFocused();
    await axeBothThemesOpened(
      page,
      'the passage panel',
      async () => {
        await citation.click();
        await expect(panel.locator('mark')).toBeVisible();
      },
      async () => {
        await panel.getByRole('button', { name: 'Close passage panel' }).click();
        await expect(panel).toBeHidden();
      },
    );

    // The chat keeps its files after a reload; a new chat starts with none.
    await page.reload();
    await expect(page.getByRole('button', { name: `Remove ${HANDBOOK}` })).toBeVisible({ timeout: 30_000 });
    await page.goto('/chat');
    await expect(page.getByRole('button', { name: 'Attach files', exact: true })).toBeEnabled({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: `Remove ${HANDBOOK}` })).toHaveCount(0);

    // Delete with confirm: Cancel keeps the file, Delete removes it.
    await page.goto('/files');
    await page.getByRole('button', { name: 'Delete prices.csv', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete prices.csv?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(fileItem(page, 'prices.csv')).toBeVisible();
    await page.getByRole('button', { name: 'Delete prices.csv', exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(fileItem(page, 'prices.csv')).toHaveCount(0);
    await expect(page.getByText('2 of 10 files', { exact: true })).toBeVisible();
  });
}

test('Blog post from this file opens the automation page with the file text', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, await createAccount(), '/files');
  await page.getByLabel('Upload files', { exact: true }).setInputFiles(FILES[2]!);
  await expect(fileItem(page, HANDBOOK).getByText('Ready', { exact: true })).toBeVisible({ timeout: 60_000 });
  const [automation] = await Promise.all([
    context.waitForEvent('page'),
    fileItem(page, HANDBOOK).getByRole('button', { name: 'Blog post from this file' }).click(),
  ]);
  await expect(automation).toHaveURL(/\/automation/);
  await expect(automation.getByText('espresso machine is cleaned', { exact: false }).first()).toBeVisible({ timeout: 30_000 });
});
