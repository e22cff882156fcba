import type { Page } from '@playwright/test';
import { atDesktopWidth, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';

// The Content Automation Studio on the real stack: the page streams from
// POST /api/ai/automation/generate, whose model is the fake OpenAI server (it
// answers each call by echoing the prompt, so what the automation page asked is visible).

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const editor = (page: Page) => page.getByLabel('Generated content');
/** A line of the automation page's header: shown on screen, never in the content. */
const INTERNAL_LINE = /^(Model|Persona|Type): |^Scheduled for /m;

async function openTemplate(page: Page, name: 'Blog Post' | 'YouTube Script' | 'Social Media Post') {
  if (new URL(page.url()).pathname !== '/automation') await page.goto('/automation');
  await expect(page.getByRole('heading', { level: 1, name: 'Content Automation Studio' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test.describe('content automation', () => {
  test('signed out: the automation page is open to look at, and Generate asks to sign in', async ({ page }) => {
    await page.goto('/automation');
    await expect(page.getByRole('list', { name: 'Templates' }).getByRole('button')).toHaveCount(3);
    await page.getByRole('button', { name: /^Social Media Post/ }).click();
    await page.getByLabel('Message', { exact: true }).fill('Our new sourdough is here');
    // signed out, insights are the static sample, with no server call
    const searches: string[] = [];
    page.on('request', (request) => void (request.url().includes('/api/ai/automation/search-insights') && searches.push(request.url())));
    await page.getByRole('button', { name: 'Fetch Search Insights' }).click();
    await expect(toast(page, 'Search Data Loaded')).toBeVisible();
    await expect(page.getByText('Sample data', { exact: true })).toBeVisible();
    expect(searches).toEqual([]);
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await expect(toast(page, 'Authentication Required')).toBeVisible();
    await expect(toast(page, 'Please sign in to generate content.')).toBeVisible();
    await page.getByRole('button', { name: 'Change' }).click();
    await expect(page.getByRole('list', { name: 'Templates' })).toBeVisible();
  });

  test('a free user writes a blog post with a persona: streamed, with its header on screen, editable, exported clean', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, await createAccount(), '/automation');
    await openTemplate(page, 'Blog Post');
    await page.getByLabel('Topic', { exact: true }).fill('How bakeries win local customers');
    await page.getByLabel('Keywords').fill('sourdough, local bakery');
    await page.getByLabel('Or describe your own persona').fill('a warm baker');
    await page.getByRole('button', { name: 'Marketer' }).click();
    await expect(page.getByLabel('Or describe your own persona')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Marketer' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Or describe your own persona').fill('a warm baker');
    await expect(page.getByRole('button', { name: 'Marketer' })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Marketer' }).click();
    await expect(page.getByRole('radio', { name: /Medium/ })).toHaveAttribute('aria-checked', 'true');

    await page.getByRole('button', { name: 'Generate Content' }).click();
    await expect(toast(page, 'Content Generated!')).toBeVisible({ timeout: 60_000 });
    await expect(toast(page, 'Created with gpt-4o-mini (OpenAI) using the Marketer persona.')).toBeVisible();
    // the model, persona and type lines are a header above the text, not part of it
    const header = page.getByRole('list', { name: 'About this content' });
    await expect(header.getByRole('listitem')).toHaveText(['Model: gpt-4o-mini (OpenAI)', 'Persona: Marketer', 'Type: Blog Post']);
    const text = await editor(page).inputValue();
    expect(text.startsWith('# ')).toBe(true);
    expect(text).not.toMatch(INTERNAL_LINE);
    // the medium post was planned and written in four sections, each asked with the brief
    expect(text.match(/^## /gm)).toHaveLength(4);
    expect(text).toContain('Length: 800-1200 words.');
    expect(text).toContain('Work these keywords in naturally: sourdough, local bakery.');

    // scheduling adds its line to the header; Copy and the downloads carry the text alone
    await page.getByRole('switch', { name: 'Schedule' }).click();
    await page.getByLabel('Date', { exact: true }).fill('2031-05-02');
    await expect(header.getByRole('listitem')).toHaveText([
      'Model: gpt-4o-mini (OpenAI)',
      'Persona: Marketer',
      'Type: Blog Post',
      'Scheduled for 2031-05-02 at 09:00',
    ]);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(toast(page, 'Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    const { readFile } = await import('node:fs/promises');
    const [generated] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Text (.txt)' }).click()]);
    // a .txt is plain text: the post's words without its Markdown marks
    const plain = await readFile((await generated.path())!, 'utf8');
    expect(plain.startsWith(text.split('\n')[0]!.replace(/^# /, ''))).toBe(true);
    expect(plain).not.toMatch(/^#|\*\*/m);
    expect(plain).not.toMatch(INTERNAL_LINE);

    await editor(page).fill('# My own edit\n\nShort and sweet.');
    await expect(page.getByRole('heading', { name: 'Export and Connect' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Markdown (.md)' }).click()]);
    expect(download.suggestedFilename()).toBe('how-bakeries-win-local-customers.md');
    expect(await readFile((await download.path())!, 'utf8')).toBe('# My own edit\n\nShort and sweet.');
    await expect(toast(page, 'Download Started')).toBeVisible();
    await editor(page).fill('# My own edit\n\n**Short** and [sweet](https://example.com/sweet).');
    const [txt] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Text (.txt)' }).click()]);
    expect(txt.suggestedFilename()).toBe('how-bakeries-win-local-customers.txt');
    expect(await readFile((await txt.path())!, 'utf8')).toBe('My own edit\n\nShort and sweet (https://example.com/sweet).');
    await editor(page).fill('# My own edit\n\nShort and sweet.');
    const [html] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Web page (.html)' }).click()]);
    expect(html.suggestedFilename()).toBe('how-bakeries-win-local-customers.html');
    const webPage = await readFile((await html.path())!, 'utf8');
    expect(webPage).toContain('<h1>My own edit</h1>');
    expect(webPage).not.toMatch(/Model:|Persona:|Type:|Scheduled for/);

    // free: the premium connectors are locked under the upgrade banner
    // The banner counts the premium connectors that deliver; the others say they are coming.
    await expect(page.getByText('Upgrade to unlock 5 premium connectors')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Slack (PRO)' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Stripe (PRO, coming soon)' })).toContainText('Coming soon');
    await expect(page.getByRole('link', { name: /Zapier/ })).toHaveAttribute('target', '_blank');
  });

  test('separate blog topics each get their piece; a Twitter/X post fits 280 characters; trending and insights', async ({ page }) => {
    await signIn(page, await createAccount({ paid: true }), '/automation');
    await openTemplate(page, 'Blog Post');
    await page.getByRole('radio', { name: /^Short/ }).click();
    await page.getByLabel('Topic', { exact: true }).fill('Sourdough basics');
    await page.getByRole('button', { name: 'Add Topic' }).click();
    // the new field takes the focus: type straight away
    await expect(page.getByLabel('Topic 2', { exact: true })).toBeFocused();
    await page.keyboard.type('Pastry pricing');
    await page.getByRole('button', { name: 'Add Topic' }).click();
    await expect(page.getByLabel('Topic 3', { exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Remove topic 3' }).click();
    await expect(page.getByRole('radio', { name: 'Separate' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await expect(toast(page, 'Content Generated!')).toBeVisible({ timeout: 60_000 });
    // a post for each topic: the first in the editor, the second saved as its own item, named after its topic
    await expect(page.getByText('The post about “Pastry pricing” is saved in My content.', { exact: false })).toBeVisible();
    const text = await editor(page).inputValue();
    expect(text).toContain('about: Sourdough basics');
    expect(text).not.toContain('Pastry pricing');
    expect(text).not.toContain('\n\n---\n\n');
    await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('Sourdough basics');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Content Saved')).toBeVisible();
    await page.getByRole('button', { name: 'Change' }).click();
    const list = page.getByRole('region', { name: 'My content' });
    await list.getByRole('button', { name: 'Open Pastry pricing' }).click();
    await expect(editor(page)).toHaveValue(/about: Pastry pricing/);
    expect(await editor(page).inputValue()).not.toContain('Sourdough basics');
    await page.getByRole('button', { name: 'Change' }).click();
    await expect(list.getByRole('button', { name: 'Open Sourdough basics' })).toBeVisible();

    await page.getByRole('button', { name: /^Social Media Post/ }).click();
    await page.getByRole('button', { name: 'Load Trending Topics' }).click();
    await expect(toast(page, 'Trending Topics Loaded')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Trending topics' }).getByRole('button')).toHaveCount(4);
    // a fixed sample, and said so, with no year that goes stale
    await expect(page.getByRole('region', { name: 'Trending topics' }).getByText('Sample data', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Trending topics' })).not.toContainText(/\b20\d\d\b/);
    await page.getByRole('button', { name: /^AI tools for small business/ }).click();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('AI tools for small business');
    // signed in, with TAVILY_API_KEY set: live results for the message (the fake Tavily)
    await page.getByRole('button', { name: 'Fetch Search Insights' }).click();
    await expect(toast(page, 'Search Data Loaded')).toBeVisible();
    const insights = page.getByRole('region', { name: 'Search insights' });
    await expect(insights.getByText('Live', { exact: true })).toBeVisible();
    await expect(insights.getByRole('link', { name: 'AI tools for small business: a practical guide for 2026' })).toHaveAttribute(
      'href',
      'https://www.smallbiz-guides.example/guide',
    );
    await expect(insights.getByRole('listitem').filter({ hasText: /^How long does it take to see results\?$/ })).toBeVisible();
    await page.getByRole('radio', { name: /^Long/ }).click();
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await expect(toast(page, 'Content Generated!')).toBeVisible({ timeout: 60_000 });
    const post = await editor(page).inputValue();
    expect(post).not.toMatch(INTERNAL_LINE);
    expect([...post].length).toBeLessThanOrEqual(280);
    // PRO: premium connectors open their setup pages
    await expect(page.getByText(/Upgrade to unlock \d+ premium connectors/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Slack/ })).toHaveAttribute('target', '_blank');
  });

  test('real-time search on: the automation page searches the topic first and the post cites the pages under Sources', async ({ page }) => {
    await signIn(page, await createAccount(), '/automation');
    await openTemplate(page, 'Blog Post');
    await page.getByRole('radio', { name: /^Short/ }).click();
    await page.getByLabel('Topic', { exact: true }).fill('Bakery newsletters');
    await page.getByRole('switch', { name: 'Real-time search data' }).click();
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await expect(toast(page, 'Content Generated!')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('region', { name: 'Search insights' }).getByText('Search insights for “Bakery newsletters”')).toBeVisible();
    const text = await editor(page).inputValue();
    // the writer was given the pages and asked to cite them, and the post lists them
    expect(text).toContain('cite it inline as a Markdown link');
    expect(text).toContain(
      '## Sources\n\n1. [Bakery newsletters: a practical guide for 2026](https://www.smallbiz-guides.example/guide) (smallbiz-guides.example)',
    );
    expect(text).toContain('3. [Case study: a bakery doubles its reach](https://casestudies.example.net/bakery) (casestudies.example.net)');
  });

  test('save, reopen, save a new version, restore, duplicate and delete: My content keeps the work', async ({ page }) => {
    await signIn(page, await createAccount(), '/automation');
    await openTemplate(page, 'Social Media Post');
    await page.getByLabel('Message', { exact: true }).fill('Fresh croissants every Friday');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Nothing to save yet')).toBeVisible();
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await expect(toast(page, 'Content Generated!')).toBeVisible({ timeout: 60_000 });
    const first = await editor(page).inputValue();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Content Saved')).toBeVisible();
    await expect(toast(page, 'Saved to drafts')).toBeVisible();

    await editor(page).fill('Second version of the post');
    await page.getByRole('switch', { name: 'Schedule' }).click();
    await page.getByLabel('Date', { exact: true }).fill('2031-05-02');
    await page.getByLabel('Time', { exact: true }).fill('10:30');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').getByText('Scheduled for 2031-05-02 at 10:30', { exact: true })).toBeVisible();
    await expect(page.getByText('Saved as version 2.')).toBeVisible();

    // the saved piece has its own address: a reload opens it again
    await expect(page).toHaveURL(/\/automation\/social\?item=[0-9a-f-]{36}$/);
    await page.reload();
    await expect(editor(page)).toHaveValue('Second version of the post');
    await page.getByRole('button', { name: 'Change' }).click();
    const list = page.getByRole('region', { name: 'My content' });
    await expect(list.getByText('Fresh croissants every Friday')).toBeVisible();
    await expect(list.getByText(/^Next run .*2031/)).toBeVisible();
    await list.getByRole('button', { name: 'Open Fresh croissants every Friday' }).click();
    await expect(editor(page)).toHaveValue('Second version of the post');
    // the header comes back with it, beside the text, not in it
    await expect(page.getByRole('list', { name: 'About this content' }).getByRole('listitem')).toHaveText([
      'Model: gpt-4o-mini (OpenAI)',
      'Persona: Default',
      'Type: Social Media Post',
      'Scheduled for 2031-05-02 at 10:30',
    ]);
    await expect(page.getByRole('switch', { name: 'Schedule' })).toHaveAttribute('aria-checked', 'true');
    await page.getByText('Earlier versions (1)').click();
    // Viewing a version shows what restoring it changes, word by word, and its own text.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('button', { name: 'View version 1' }).click();
    await expect(page.getByRole('button', { name: 'View version 1' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByText(/^Restoring it brings back \d+ words? \(underlined\) and takes out \d+ words? \(struck through\)/),
    ).toBeVisible();
    await expect(page.locator('del').first()).toBeVisible();
    await expect(page.locator('ins').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page), 'versions, dark').toEqual([]);
    await switchTheme(page, 'light');
    expect(await seriousViolations(page), 'versions, light').toEqual([]);
    await page.getByRole('tab', { name: 'Its text' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(first.slice(0, 40));
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await expect(toast(page, 'Version restored')).toBeVisible();
    await expect(toast(page, 'Version 1 is in the editor. Save to keep it.')).toBeVisible();
    await expect(editor(page)).toHaveValue(first);
    await expect(editor(page)).toBeFocused();
    await page.getByRole('tab', { name: 'Changes' }).click();
    await expect(page.getByText('Same text as in the editor.')).toBeVisible();

    // the restored text is not saved: leaving asks first
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Change' }).click();
    await list.getByRole('button', { name: 'Duplicate Fresh croissants every Friday' }).click();
    await expect(list.getByText('Copy of Fresh croissants every Friday')).toBeVisible();
    await list.getByRole('button', { name: 'Delete Copy of Fresh croissants every Friday' }).click();
    await list
      .getByRole('group', { name: 'Delete Copy of Fresh croissants every Friday?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(list.getByText('Copy of Fresh croissants every Friday')).toHaveCount(0);
    await expect(list.getByText('Fresh croissants every Friday')).toBeVisible();
  });

  test('has no serious accessibility violation at 360 px and at desktop width, dark and light', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, await createAccount(), '/automation');
    await openTemplate(page, 'YouTube Script');
    await page.getByLabel('Video topic').fill('Five pricing mistakes new cafés make');
    await page.getByRole('button', { name: 'Fetch Search Insights' }).click();
    await expect(page.getByRole('region', { name: 'Search insights' }).getByText('Live', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Load Trending Topics' }).click();
    await expect(page.getByRole('region', { name: 'Trending topics' }).getByText('Sample data', { exact: true })).toBeVisible();
    await page.getByRole('switch', { name: 'Schedule' }).click();
    await page.getByRole('switch', { name: 'Recurring' }).click();
    await expect(page.getByLabel('Frequency')).toHaveValue('weekly');
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await expect(toast(page, 'Content Generated!')).toBeVisible({ timeout: 60_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page), 'dark').toEqual([]);
    await switchTheme(page, 'light');
    expect(await seriousViolations(page), 'light').toEqual([]);
    // The toast was checked above while shown; a check during its 200 ms fade-out reads
    // its half-transparent text as low contrast, so the desktop check waits until it is gone.
    await expect(page.getByRole('status').filter({ hasText: 'Content Generated!' })).toHaveCount(0, { timeout: 60_000 });
    expect(await atDesktopWidth(page, () => seriousViolations(page)), 'light, desktop').toEqual([]);
  });
});

test('a blog post without a topic is not generated: the Topic field is marked, described and focused, with its character count', async ({
  page,
}) => {
  await signIn(page, await createAccount(), '/automation');
  await page.getByRole('button', { name: /^Blog Post/ }).click();
  const topic = page.getByLabel('Topic', { exact: true });
  await expect(page.getByText('0/500 characters').first()).toBeVisible();
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(topic).toBeFocused();
  await expect(topic).toHaveAttribute('aria-invalid', 'true');
  await expect(topic).toHaveAccessibleDescription(/Please enter a topic\./);
  await expect(page.getByText('Content Generated!', { exact: true })).toHaveCount(0);
  await topic.fill('Rye bread');
  await expect(topic).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('9/500 characters')).toBeVisible();
});
