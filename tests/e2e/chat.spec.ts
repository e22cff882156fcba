import { markdownToPlainText } from '../../src/domain/plain-text.ts';
import { buildSynthesis } from '../../src/domain/synthesis.ts';
import { allViolations, atDesktopWidth, horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, serviceClient, signIn, test } from './fixtures.ts';

const input = (page: import('@playwright/test').Page) => page.getByPlaceholder('Ask anything to multiple AI models...');
const card = (page: import('@playwright/test').Page, model: string) => page.getByRole('article', { name: `${model} answer` });

test.describe('chat', () => {
  test('signed out: the page explains itself and asks to sign in', async ({ page }) => {
    await page.goto('/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Multi-AI Chat with Synthesis' })).toBeVisible();
    await expect(page.getByText('Compare and merge responses from multiple AI models')).toBeVisible();
    await expect(page.getByRole('link', { name: 'API Settings' }).last()).toHaveAttribute('href', '/api-settings');
    await expect(page.getByText('Start a conversation')).toBeVisible();
    await expect(page.getByText('Ask a question and get responses from 3 AI models')).toBeVisible();
    await expect(page.getByText('Chatting with 3 AI models - Click responses to select for synthesis')).toBeVisible();
    await expect(input(page)).toHaveAttribute('rows', '2');
    await input(page).fill('Hello?');
    await input(page).press('Enter');
    await expect(page.getByText('Authentication Required', { exact: true })).toBeVisible();
    await expect(page.getByText('Please sign in to use AI chat.')).toBeVisible();
    await expect(input(page)).toHaveValue('Hello?');
  });

  test('signed out, on a host that answers /api/* with the app page: the chat shows, with a note that the service could not be reached', async ({
    page,
  }) => {
    // A CDN misroute or a captive portal: status 200, text/html, the app's own shell.
    const shell = await (await page.request.get('/')).text();
    await page.route('**/api/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: shell }));
    await page.goto('/chat');
    await expect(page.getByRole('note').filter({ hasText: 'The chat service could not be reached.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Multi-AI Chat with Synthesis' })).toBeVisible();
    await expect(page.getByText('Start a conversation')).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);

    // Try again once the service answers: the note goes.
    await page.unroute('**/api/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('The chat service could not be reached.')).toHaveCount(0);
    await expect(page.getByText('Chatting with 3 AI models - Click responses to select for synthesis')).toBeVisible();
  });

  test('free user: one card from GPT-4o-mini (Free), counted as one; Shift+Enter adds a line', async ({ page }) => {
    await signIn(page, await createAccount(), '/chat');
    // the count is the server's plan for this user: the one free model the note names, not the catalogue's three
    await expect(page.getByText('You are chatting with GPT-4o-mini (Free).')).toBeVisible();
    await expect(page.getByText('Ask a question and get responses from 1 AI model', { exact: true })).toBeVisible();
    await expect(page.getByText('Chatting with 1 AI model - Click responses to select for synthesis')).toBeVisible();
    await input(page).fill('First line');
    await input(page).press('Shift+Enter');
    await input(page).pressSequentially('second line');
    await expect(input(page)).toHaveValue('First line\nsecond line');
    await input(page).press('Enter');
    await expect(input(page)).toHaveValue('');
    await expect(card(page, 'GPT-4o-mini (Free)')).toContainText('Answer from gpt-4o-mini: First line');
    await expect(page.getByText('Response received', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Merge with AI' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade', exact: true }).last()).toHaveAttribute('href', '/upgrade');
  });

  test('paid user: three cards, select two, synthesize, take action in a new tab, history after reload', async ({ page, context }) => {
    test.slow(); // the whole journey in one test
    // The page's clock, to skip the 1.5 s the synthesis takes once its progress has been seen.
    await page.clock.install();
    await signIn(page, await createAccount({ paid: true }), '/chat');
    const question = `Which marketing channel should a bakery try first? ${'Give reasons. '.repeat(16)}`.trim();
    await input(page).fill(question);
    await page.getByRole('button', { name: 'Send' }).click();
    for (const [model, id] of [
      ['GPT-4', 'gpt-4o'],
      ['Claude 3', 'claude-3-5-sonnet-latest'],
      ['Gemini Pro', 'gemini-2.0-flash'],
    ]) {
      await expect(card(page, model!)).toContainText(`Answer from ${id}:`);
    }
    await expect(page.getByText('Response received', { exact: true })).toBeVisible();

    const synthesize = page.getByRole('button', { name: /^Synthesize Responses/ });
    await expect(synthesize).toHaveText('Synthesize Responses (All)');
    await card(page, 'GPT-4').click();
    await card(page, 'Gemini Pro').getByRole('button', { name: 'Gemini Pro (select for synthesis)' }).press('Enter');
    await expect(card(page, 'GPT-4')).toHaveAttribute('data-selected', 'true');
    await expect(card(page, 'Gemini Pro')).toHaveAttribute('data-selected', 'true');
    await expect(synthesize).toHaveText('Synthesize Responses (2 selected)');
    await card(page, 'Claude 3').click();
    await card(page, 'Claude 3').click();
    await expect(card(page, 'Claude 3')).toHaveAttribute('data-selected', 'false');

    await synthesize.click();
    await expect(page.getByRole('button', { name: 'Synthesizing...' })).toBeDisabled();
    await page.clock.fastForward(1_500);
    const optimized = page.getByRole('region', { name: 'Optimized Response' });
    await expect(optimized).toBeVisible();
    await expect(page.getByText('Response Synthesized!', { exact: true })).toBeVisible();
    const expected = buildSynthesis([
      { modelName: 'GPT-4', response: `Answer from gpt-4o: ${question}` },
      { modelName: 'Gemini Pro', response: `Answer from gemini-2.0-flash: ${question}` },
    ]);
    await expect(optimized).toContainText('Combined insights from 2 AI models');
    await expect(optimized).toContainText(`Key Point 1 (from GPT-4): Answer from gpt-4o: ${question.slice(0, 200 - 20)}`);
    await expect(optimized).toContainText('Key Point 2 (from Gemini Pro):');
    await expect(optimized).toContainText('...');
    await expect(card(page, 'GPT-4')).toHaveAttribute('data-selected', 'false');
    await expect(synthesize).toHaveCount(0);

    const [blogTab] = await Promise.all([
      context.waitForEvent('page'),
      optimized.getByRole('button', { name: 'Create Blog Post' }).click(),
    ]);
    await blogTab.waitForLoadState();
    // opened at /automation, the automation page takes the blog template's own address
    await expect(blogTab).toHaveURL(/\/automation\/blog$/);
    // the automation page opens the blog template with the chat's question and answer, then forgets them
    await expect(blogTab.getByText('AI suggestion loaded!', { exact: true })).toBeVisible();
    await expect(blogTab.getByText('Pre-filled from your chat', { exact: true })).toBeVisible();
    await expect(blogTab.getByLabel('Topic', { exact: true })).toHaveValue(question);
    await expect(blogTab.getByLabel('Generated content')).toHaveValue(markdownToPlainText(expected));
    expect(expected).toContain('**'); // the synthesis is markdown; what a form gets is not
    expect(await page.evaluate(() => localStorage.getItem('blogData'))).toBeNull();
    await blogTab.close();
    const [socialTab] = await Promise.all([
      context.waitForEvent('page'),
      optimized.getByRole('button', { name: 'Social Media Post' }).click(),
    ]);
    await expect(socialTab.getByLabel('Message', { exact: true })).toHaveValue(question);
    await expect(socialTab.getByLabel('Generated content')).toHaveValue(markdownToPlainText(expected));
    expect(await page.evaluate(() => localStorage.getItem('socialData'))).toBeNull();
    await socialTab.close();

    // the address names the chat: a reload brings it back
    await expect(page).toHaveURL(/\/chat\?session=session-\d+$/);
    await page.reload();
    const history = page.getByRole('navigation', { name: 'Chat history' });
    await expect(history.getByRole('button', { name: /^Which marketing channel/ })).toHaveAttribute('aria-current', 'true');
    await expect(card(page, 'Claude 3')).toContainText('Answer from claude-3-5-sonnet-latest:');
    await expect(page.getByRole('region', { name: 'Optimized Response' })).toContainText('Combined insights from 2 AI models');

    // a follow-up continues the reopened session; then delete it
    await input(page).fill('And the second channel?');
    await input(page).press('Enter');
    await expect(card(page, 'GPT-4').last()).toContainText('Answer from gpt-4o: And the second channel?');
    await expect(page.getByRole('listitem').filter({ hasText: 'You asked:' })).toHaveCount(2);
    // the history stays in view while the turns scroll
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(history).toBeInViewport();
    await history
      .getByRole('button', { name: /^Delete chat/ })
      .first()
      .click();
    await history.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Chat deleted', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByText('Start a conversation')).toBeVisible();
    await expect(history.getByText('Your chats will appear here.')).toBeVisible();
  });

  test('each chat has its own address: reload and Back bring it back; deleting asks first', async ({ page }) => {
    await signIn(page, await createAccount(), '/chat');
    const free = card(page, 'GPT-4o-mini (Free)');
    const history = page.getByRole('navigation', { name: 'Chat history' });
    await input(page).fill('First chat question');
    await input(page).press('Enter');
    await expect(free).toContainText('Answer from gpt-4o-mini: First chat question');
    await expect(page).toHaveURL(/\/chat\?session=session-\d+$/);
    const firstUrl = page.url();
    await page.reload();
    await expect(free).toContainText('Answer from gpt-4o-mini: First chat question');

    await history.getByRole('button', { name: 'New chat' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByText('Start a conversation')).toBeVisible();
    await input(page).fill('Second chat question');
    await input(page).press('Enter');
    await expect(free).toContainText('Answer from gpt-4o-mini: Second chat question');
    await expect(page).toHaveURL(/\/chat\?session=session-\d+$/);
    const secondUrl = page.url();
    expect(secondUrl).not.toBe(firstUrl);

    await page.goBack();
    await expect(page).toHaveURL(firstUrl);
    await expect(free).toContainText('Answer from gpt-4o-mini: First chat question');
    await expect(page.getByText('Second chat question')).toHaveCount(1); // only its history entry
    await page.goForward();
    await expect(free).toContainText('Answer from gpt-4o-mini: Second chat question');

    // deleting asks first; Escape keeps the chat
    await history.getByRole('button', { name: 'Delete chat "Second chat question"' }).click();
    await expect(history.getByText('This cannot be undone.')).toBeVisible();
    await expect(history.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(history.getByRole('button', { name: 'Delete chat "Second chat question"' })).toBeFocused();
    await expect(history.getByRole('button', { name: 'Second chat question', exact: true })).toBeVisible();
    await history.getByRole('button', { name: 'Delete chat "Second chat question"' }).click();
    await history.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Chat deleted', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(history.getByRole('button', { name: 'Second chat question', exact: true })).toHaveCount(0);
    // the deleted row took the focus with it: the chat that took its place has it
    await expect(history.getByRole('button', { name: 'First chat question', exact: true })).toBeFocused();

    // the address of a deleted chat says so and leaves an empty chat
    await page.goto(secondUrl);
    await expect(page.getByText('Chat not found', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByText('Start a conversation')).toBeVisible();
  });

  test('paid user: a failing model becomes a card that says so; Stop keeps what arrived', async ({ page }) => {
    await signIn(page, await createAccount({ paid: true }), '/chat');
    await input(page).fill('Tell me something FAILGEMINI');
    await input(page).press('Enter');
    await expect(card(page, 'Gemini Pro')).toContainText('Google Gemini rejected the API key.');
    await expect(card(page, 'GPT-4')).toContainText('Answer from gpt-4o:');
    // A message is only sent once the turn before it has finished.
    await expect(card(page, 'Claude 3')).toContainText('Answer from claude-3-5-sonnet-latest:');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

    await input(page).fill('Write slowly SLOWSTREAM');
    await input(page).press('Enter');
    await expect(card(page, 'Claude 3').last()).toContainText('Slow answer from');
    // a reader who scrolls up while the answers stream is left where they are
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(100);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const words = async () => ((await card(page, 'Claude 3').last().textContent()) ?? '').split(' ').length;
    const before = await words();
    await expect.poll(words).toBeGreaterThan(before + 3);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Stop generating' }).click();
    await expect(page.getByText('Stopped', { exact: true })).toBeVisible();
    await expect(page.getByText('Stopped before every model finished.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  });

  test('Retry on a failed card asks that model again and keeps its answer in the saved chat', async ({ page }) => {
    await signIn(page, await createAccount({ paid: true }), '/chat');
    const question = `Which oven is best ${Date.now()} ONCEGEMINI`;
    await input(page).fill(question);
    await input(page).press('Enter');
    await expect(card(page, 'Gemini Pro')).toContainText('Google Gemini rejected the API key.');
    await expect(page).toHaveURL(/\/chat\?session=/);
    // The card's own buttons (Regenerate...) load on demand: compared once they are there.
    await expect(card(page, 'Claude 3').getByRole('button', { name: 'Regenerate Claude 3', exact: true })).toBeVisible();
    const claudeAnswer = await card(page, 'Claude 3').textContent();
    await card(page, 'Gemini Pro').getByRole('button', { name: 'Retry Gemini Pro' }).click();
    await expect(card(page, 'Gemini Pro')).toContainText(`Answer from gemini-2.0-flash: ${question}`);
    await expect(card(page, 'Gemini Pro').getByRole('button', { name: 'Retry Gemini Pro' })).toHaveCount(0);
    expect(await card(page, 'Claude 3').textContent()).toBe(claudeAnswer);
    await expect(card(page, 'GPT-4')).toHaveCount(1);
    // the saved chat holds the new answer
    await page.reload();
    await expect(card(page, 'Gemini Pro')).toContainText(`Answer from gemini-2.0-flash: ${question}`);
  });

  test('an answer carrying HTML keeps its markdown and loses forms, styles, handlers and script links', async ({ page, consoleGuard }) => {
    // Chromium checks the CSP as soon as any parser (DOMPurify's inert document
    // included) meets an onerror attribute, and logs it; the handler never runs.
    consoleGuard.allow(/Executing inline event handler violates the following Content Security Policy/);
    await signIn(page, await createAccount(), '/chat');
    await input(page).fill('Summarise this page HOSTILEHTML');
    await input(page).press('Enter');
    const answer = card(page, 'GPT-4o-mini (Free)').locator('.chat-markdown');
    await expect(answer.getByRole('link', { name: 'tracker' })).toBeVisible();

    // What markdown produces is kept.
    await expect(answer.getByRole('heading', { name: 'Findings' })).toBeVisible();
    await expect(answer.locator('strong')).toHaveText('bold');
    await expect(answer.locator('li')).toHaveText(['first', 'second']);
    await expect(answer.getByRole('cell', { name: '149' })).toBeVisible();
    await expect(answer.locator('code')).toHaveText('code');
    const safe = answer.getByRole('link', { name: 'safe link' });
    await expect(safe).toHaveAttribute('href', 'https://example.com/docs');
    await expect(safe).toHaveAttribute('target', '_blank');
    await expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
    // An image is a link to it, never loaded by itself.
    await expect(answer.getByRole('link', { name: 'tracker' })).toHaveAttribute('href', 'https://evil.example/pixel.png?chat=secret');

    // What an injected answer adds is gone.
    await expect(answer.locator('form, input, button, style, img')).toHaveCount(0);
    await expect(answer.locator('[onerror], [style], [class]')).toHaveCount(0);
    await expect(answer.locator('a[href^="javascript:" i]')).toHaveCount(0);
    for (const link of await answer.locator('a').all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(answer.getByText('click me')).toBeVisible();
    await answer.getByText('click me').click();
    await answer.getByText('raw link').click();
    // The <style> would have hidden the whole page; the page's CSP would block a
    // handler that slipped through, so the DOM checks above are what count.
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await page.evaluate(() => (window as { __hostile?: string }).__hostile)).toBeUndefined();
  });

  test('a turn whose every model fails is removed with an error notice', async ({ page }) => {
    await signIn(page, await createAccount(), '/chat');
    await input(page).fill('Please FAILALL');
    await input(page).press('Enter');
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByText('OpenAI rejected the API key. Check the key in the server settings.')).toBeVisible();
    await expect(page.getByText('Start a conversation')).toBeVisible();
    // Nothing typed is lost: the question is back in the input.
    await expect(input(page)).toHaveValue('Please FAILALL');
  });

  test('a request that never reached the server gives the question back, and Retry sends it', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource|ERR_FAILED|ERR_INTERNET_DISCONNECTED/);
    await signIn(page, await createAccount(), '/chat');
    await page.route('**/api/ai/chat', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    await input(page).fill('Which channel first?');
    await input(page).press('Enter');
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByText(/Your question is back in the input\./)).toBeVisible();
    await expect(input(page)).toHaveValue('Which channel first?');
    await expect(page.getByText('Start a conversation')).toBeVisible();

    await page.unroute('**/api/ai/chat');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(card(page, 'GPT-4o-mini (Free)')).toContainText('Answer from gpt-4o-mini: Which channel first?');
    await expect(input(page)).toHaveValue('');
  });

  test('paid user: Merge with AI streams a fused answer that can be taken into action', async ({ page }) => {
    await signIn(page, await createAccount({ paid: true }), '/chat');
    await input(page).fill('Merge these');
    await input(page).press('Enter');
    await expect(card(page, 'Gemini Pro')).toContainText('Answer from gemini-2.0-flash');
    // the merge choices are labelled on screen, not only for screen readers
    for (const label of ['Model that merges', 'Merge mode']) await expect(page.locator('label', { hasText: label })).toBeVisible();
    await page.getByLabel('Model that merges').selectOption('claude');
    await page.getByLabel('Merge mode').selectOption('compare');
    await page.getByRole('button', { name: 'Merge with AI' }).click();
    const merged = page.getByRole('region', { name: 'AI merge' });
    await expect(merged).toContainText('AI Comparison by Claude 3');
    await expect(merged).toContainText('Answer from claude-3-5-sonnet-latest: Question:');
    await expect(merged.getByRole('button', { name: 'Generate Website' })).toBeVisible();
  });

  test('at 360 px an answer tab pressed while the turn finishes is selected: the page does not move under the press', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, await createAccount({ paid: true }), '/chat');
    // The tools that load when the page is idle are in place first: the press measures the turn's end alone.
    await expect(page.getByRole('button', { name: 'Attach files' })).toBeEnabled();
    // Streams for seconds, so the press below begins before the turn ends.
    await input(page).fill('Which tab SHORTSTREAM');
    await input(page).press('Enter');
    await expect(card(page, 'GPT-4')).toContainText('Slow answer from');
    const claude = page.getByRole('tab', { name: 'Claude 3' });
    // Until the press the page follows the streaming text, so the tab may move between measuring it and
    // pressing it: the page records where the tab was when the press began, and whether it was pressed.
    await claude.evaluate((tab) => {
      window.addEventListener(
        'pointerdown',
        (event) => {
          const { x, y, width, height } = tab.getBoundingClientRect();
          (window as unknown as { pressed: unknown }).pressed = { onTab: tab.contains(event.target as Node), box: { x, y, width, height } };
        },
        { capture: true },
      );
    });
    const pressed = () => page.evaluate(() => (window as unknown as { pressed?: { onTab: boolean; box: DOMRect } }).pressed);
    for (let attempt = 0; attempt < 3 && !(await pressed())?.onTab; attempt += 1) {
      if (attempt > 0) await page.mouse.up(); // a line of text arrived just before the press: press again
      const box = (await claude.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
    }
    const pressedAt = (await pressed())!;
    expect(pressedAt.onTab, 'the press began on the tab').toBe(true);
    // Held until the turn has finished: its buttons appearing used to make the page follow them down.
    const synthesize = page.getByRole('button', { name: /^Synthesize Responses/ });
    await expect(synthesize).toBeAttached({ timeout: 60_000 });
    const box = await claude.evaluate((tab) => {
      const { x, y, width, height } = tab.getBoundingClientRect();
      return { x, y, width, height };
    });
    expect(box).toEqual(pressedAt.box);
    await page.mouse.up();
    await expect(claude).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, 'Claude 3')).toContainText('Slow answer from claude');
    // Released, the page catches up with the end of the turn.
    await expect(synthesize).toBeInViewport();
  });

  test('answers page has no serious accessibility violation at 360 px and at desktop width, dark and light', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.clock.install(); // to skip the 1.5 s the synthesis takes
    await signIn(page, await createAccount({ paid: true }), '/chat');
    await input(page).fill('Accessible?');
    await input(page).press('Enter');
    await expect(card(page, 'GPT-4')).toContainText('Answer from');
    await page.getByRole('tab', { name: 'Claude 3' }).click();
    await expect(page.getByRole('tab', { name: 'Claude 3' })).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, 'Claude 3')).toContainText('Answer from');
    await page.getByRole('button', { name: /^Synthesize Responses/ }).click();
    await expect(page.getByRole('button', { name: 'Synthesizing...' })).toBeDisabled();
    await page.clock.fastForward(1_500);
    await expect(page.getByRole('region', { name: 'Optimized Response' })).toBeVisible();
    expect(await seriousViolations(page), 'dark').toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await switchTheme(page, 'light');
    expect(await seriousViolations(page), 'light').toEqual([]);
    // at desktop width the answers are cards side by side, not tabs
    const desktop = await atDesktopWidth(page, async () => {
      await expect(page.getByRole('tablist')).toHaveCount(0);
      await expect(page.getByRole('article')).toHaveCount(3);
      return seriousViolations(page);
    });
    expect(desktop, 'light, desktop').toEqual([]);
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the newest turn's buttons sit above the question box and no toast covers them`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, await createAccount({ paid: true }), '/chat');
    for (const [index, question] of ['First question about pricing', 'Second question about flyers'].entries()) {
      await input(page).fill(question);
      await input(page).press('Enter');
      await expect(page.getByRole('button', { name: /^Synthesize Responses/ })).toHaveCount(index + 1);
    }
    const toast = page.getByRole('status').filter({ hasText: 'Response received' });
    await expect(toast).toBeVisible();
    const composer = (await input(page).boundingBox())!;
    const synthesize = (await page
      .getByRole('button', { name: /^Synthesize Responses/ })
      .last()
      .boundingBox())!;
    const merge = (await page.getByRole('button', { name: 'Merge with AI' }).last().boundingBox())!;
    const toastBox = (await toast.boundingBox())!;
    for (const button of [synthesize, merge]) {
      expect(button.y).toBeGreaterThanOrEqual(64); // below the top bar
      expect(button.y + button.height).toBeLessThanOrEqual(composer.y); // above the question box
      expect(toastBox.y + toastBox.height <= button.y || toastBox.y >= button.y + button.height).toBe(true);
    }
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(composer.y);
    // the top bar's buttons stay uncovered and clickable while the toast shows
    const barButtons = page.getByRole('banner').getByRole('button');
    expect(await barButtons.count()).toBeGreaterThan(0);
    for (const button of await barButtons.all()) {
      const box = (await button.boundingBox())!;
      expect(toastBox.y, await button.innerText()).toBeGreaterThanOrEqual(box.y + box.height);
    }
    await page.getByRole('button', { name: /Switch to (light|dark) theme/ }).click({ trial: true, timeout: 2_000 });

    if (viewport.width < 640) {
      // on a phone the answers of a turn are tabs named by their models
      const tabs = page.getByRole('tablist', { name: 'Answers' }).last();
      await expect(tabs.getByRole('tab')).toHaveText(['GPT-4', 'Claude 3', 'Gemini Pro']);
      await expect(page.getByRole('article')).toHaveCount(2); // one answer per turn on screen
      await tabs.getByRole('tab', { name: 'Claude 3' }).click();
      await expect(card(page, 'Claude 3').last()).toContainText('Answer from claude-3-5-sonnet-latest: Second question about flyers');
      await tabs.getByRole('tab', { name: 'Claude 3' }).press('ArrowRight');
      await expect(tabs.getByRole('tab', { name: 'Gemini Pro' })).toBeFocused();
      await expect(card(page, 'Gemini Pro').last()).toBeVisible();
      expect(await allViolations(page)).toEqual([]);
    } else {
      await expect(page.getByRole('tablist')).toHaveCount(0);
      await expect(page.getByRole('article')).toHaveCount(6);
    }
  });
}

test('a question being typed survives a reload of the tab, not a sign-out', async ({ page }) => {
  await signIn(page, await createAccount(), '/chat');
  await input(page).fill('Half-written question about my bakery');
  await page.reload();
  await expect(input(page)).toHaveValue('Half-written question about my bakery');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await page.goto('/chat');
  await expect(input(page)).toHaveValue('');
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')))).toEqual([]);
});

test('a long link in a question wraps: the page stays as wide as a phone, and as the window at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, await createAccount(), '/chat');
  // A tracking link: no hyphen or space to break at.
  const link = `https://shop.example.com/landing?utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale_2026&fbclid=${'IwAR3x'.repeat(20)}`;
  await input(page).fill(`Is this link safe to share? ${link}`);
  await input(page).press('Enter');
  await expect(card(page, 'GPT-4o-mini (Free)')).toContainText('Answer from gpt-4o-mini: Is this link safe to share?');
  // Share loads when the page is idle, taking its placeholder's place: measured once it is the real one.
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeEnabled();
  expect(await horizontalOverflow(page), 'at 360 px').toBeLessThanOrEqual(0);
  // the header's buttons stay within the screen's width
  const withinWidth = async (width: number) => {
    for (const control of [
      page.getByRole('button', { name: 'Share', exact: true }),
      page.getByRole('link', { name: 'API Settings' }).last(),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width, await control.innerText()).toBeLessThanOrEqual(width);
    }
  };
  await withinWidth(360);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await horizontalOverflow(page), 'at 1280 px').toBeLessThanOrEqual(0);
  await withinWidth(1280);
});

test('free user: Generate Website gets the answer as a business description, without the synthesis labels', async ({ page, context }) => {
  await page.clock.install(); // to skip the 1.5 s the synthesis takes
  await signIn(page, await createAccount(), '/chat');
  await input(page).fill('Describe my harbour bakery');
  await input(page).press('Enter');
  await expect(card(page, 'GPT-4o-mini (Free)')).toContainText('Answer from gpt-4o-mini: Describe my harbour bakery');
  await page.getByRole('button', { name: /^Synthesize Responses/ }).click();
  await page.clock.fastForward(1_500);
  const optimized = page.getByRole('region', { name: 'Optimized Response' });
  await expect(optimized).toContainText('Key Point 1 (from GPT-4o-mini (Free)):');
  const [websiteTab] = await Promise.all([
    context.waitForEvent('page'),
    optimized.getByRole('button', { name: 'Generate Website' }).click(),
  ]);
  await expect(websiteTab).toHaveURL(/\/website-generator$/);
  await expect(websiteTab.getByLabel('Business Description *')).toHaveValue('Answer from gpt-4o-mini: Describe my harbour bakery');
  await websiteTab.close();
});

test('at 1280 px two models of one family are told apart on their cards: no name is cut short', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const account = await createAccount({ paid: true });
  // Claude 3.5 Sonnet added from the Model Database, beside the catalogue's Claude 3.
  const { error } = await serviceClient().from('user_models').insert({ user_id: account.id, model_id: 'anthropic/claude-3.5-sonnet' });
  if (error) throw error;
  // With a key of their own for GPT-4, every card says whose key answered: the label takes room beside the name.
  await signIn(page, account, '/api-settings');
  await page.getByLabel('GPT-4 API key', { exact: true }).fill('sk-own-e2e-key');
  await page.getByRole('button', { name: 'Save All Settings' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  await page.goto('/chat');
  await input(page).fill('Which Claude answers best?');
  await input(page).press('Enter');
  for (const model of ['Claude 3', 'Claude 3.5 Sonnet']) {
    await expect(card(page, model)).toContainText('Which Claude answers best?');
    await expect(card(page, model)).toContainText('platform key');
    const name = card(page, model).getByRole('button', { name: `${model} (select for synthesis)` });
    await expect(name).toContainText(model);
    // the whole name shows: nothing of it is clipped behind an ellipsis
    const clipped = await name.evaluate((button) => {
      const shown = button.querySelector('span:not(.sr-only)')!;
      return shown.scrollWidth > shown.clientWidth + 1;
    });
    expect(clipped, `${model}'s name is cut`).toBe(false);
  }
});
