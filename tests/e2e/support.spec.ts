import type { Locator, Page } from '@playwright/test';
import { atDesktopWidth, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';

// Mr. Support on the real stack: the bubble loads after the page, the function
// retrieves guide sections and the fake OpenAI answers as a model following the
// prompt would (tests/e2e/fake-responder.ts): it links the first section it got.

const bubble = (page: Page) => page.getByRole('button', { name: /^(Open|Close) Mr\. Support/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Mr. Support' });
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Ask me anything...' });
const log = (page: Page) => panel(page).getByRole('log', { name: 'Conversation with Mr. Support' });
const answers = (page: Page) => log(page).locator('[data-role="assistant"]');
const questions = (page: Page) => log(page).locator('[data-role="user"]');

async function openSupport(page: Page) {
  await bubble(page).click();
  await expect(panel(page)).toBeVisible();
}

async function ask(page: Page, question: string): Promise<Locator> {
  const before = await answers(page).count();
  await input(page).fill(question);
  await input(page).press('Enter');
  const answer = answers(page).nth(before);
  await expect(answer).not.toHaveAttribute('aria-busy', 'true', { timeout: 60_000 });
  return answer;
}

/** The server's id of the conversation, as the widget keeps it for the tab. */
const storedSessionId = (page: Page) =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem('support-chat') ?? '{}') as { sessionId?: string | null }).sessionId);
const SERVER_ID = /^support-\d{13}-[a-z0-9]{24}$/;

test.describe('Mr. Support', () => {
  test('a visitor opens it on the home page, asks, follows the answer to the page it cites, and keeps the conversation on the next screen', async ({
    page,
  }) => {
    await page.goto('/');
    await openSupport(page);
    const box = await panel(page).boundingBox();
    expect([box?.width, box?.height]).toEqual([320, 500]);
    await expect(panel(page).getByText('AI Assistant', { exact: true })).toBeVisible();
    for (const topic of [
      'Platform features and how-to guides',
      'Pricing and upgrades',
      'Technical/programming questions',
      'General AI and business advice',
    ]) {
      await expect(log(page).getByText(topic)).toBeVisible();
    }
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('rows', '2');
    await expect(input(page)).toHaveAttribute('placeholder', 'Ask me anything...');

    const answer = await ask(page, 'How do I add my OpenAI API key?');
    await expect(questions(page).last()).toContainText('How do I add my OpenAI API key?');
    await expect(answer).toContainText('The guide explains this.');
    await expect(answer.getByText('From the guide:')).toBeVisible();
    await expect(input(page)).toHaveValue('');
    // the server named the conversation; the tab keeps its id
    expect(await storedSessionId(page)).toMatch(SERVER_ID);

    // a link to the app's own page opens it here, and the panel stays open (the answer's own link; its Source line links the guide page)
    await expect(answer.getByRole('link', { name: /^API Settings › / }).last()).toHaveAttribute('href', /^\/guide\/api-settings#/);
    await answer.locator('a[href="/api-settings"]').first().click();
    await expect(page).toHaveURL(/\/api-settings$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('API');
    await expect(panel(page)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(bubble(page)).toBeFocused();

    await page.getByRole('navigation').getByRole('link', { name: 'Models' }).first().click();
    await expect(page).toHaveURL(/\/models$/);
    await openSupport(page);
    await expect(questions(page)).toHaveCount(1);
    await expect(answers(page).first()).toContainText('The guide explains this.');
    // and a reload within the visit keeps it too
    await page.reload();
    await openSupport(page);
    await expect(questions(page)).toHaveCount(1);
    await panel(page).getByRole('button', { name: 'New conversation' }).click();
    await expect(questions(page)).toHaveCount(0);
    await expect.poll(() => storedSessionId(page)).toBeNull();
  });

  test('a signed-in user asks on the automation page; blank and concurrent sends are blocked, Shift+Enter is a new line', async ({
    page,
  }) => {
    await signIn(page, await createAccount(), '/automation');
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/ai/support/chat')) sent.push(request.postDataJSON());
    });
    await openSupport(page);

    await input(page).fill('   ');
    await expect(panel(page).getByRole('button', { name: 'Send question' })).toBeDisabled();
    await input(page).press('Enter');
    await expect(questions(page)).toHaveCount(0);

    await input(page).fill('first line');
    await input(page).press('Shift+Enter');
    await input(page).pressSequentially('second line');
    await expect(input(page)).toHaveValue('first line\nsecond line');

    // The first question is held at the server's door until the second one has been
    // tried: on a busy machine its answer could otherwise be over before that.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/ai/support/chat', async (route) => {
      await held;
      await route.continue();
    });
    await input(page).fill('How do I schedule a post? SUPPORTSLOW');
    await input(page).press('Enter');
    await expect(panel(page).getByRole('status').first()).toBeVisible();
    await input(page).fill('Another question while the first is answered');
    await input(page).press('Enter');
    await expect(panel(page).getByRole('button', { name: 'Send question' })).toBeDisabled();
    await expect(questions(page)).toHaveCount(1);
    await expect(input(page)).toHaveValue('Another question while the first is answered');
    release();
    await expect(answers(page).first()).toContainText('Read more in', { timeout: 60_000 });
    await expect(
      answers(page)
        .first()
        .getByRole('link', { name: /Content Automation Studio/ })
        .first(),
    ).toHaveAttribute('href', '/automation');

    // the question that waited can be sent now (once the answer has ended), with the id
    // the server gave (and no earlier messages: the server has them)
    await expect(answers(page).first()).not.toHaveAttribute('aria-busy', 'true');
    await expect(panel(page).getByRole('button', { name: 'Send question' })).toBeEnabled();
    await input(page).press('Enter');
    await expect(questions(page)).toHaveCount(2);
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[0]).toEqual({ question: 'How do I schedule a post? SUPPORTSLOW' });
    expect(sent[1]).toEqual({ question: 'Another question while the first is answered', session_id: await storedSessionId(page) });
    expect(sent[1]).toMatchObject({ session_id: expect.stringMatching(SERVER_ID) });
  });

  test('when the server cannot be reached, an assistant bubble apologises and gives the support address', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/ERR_CONNECTION_REFUSED/);
    await page.route('**/api/ai/support/chat', (route) => route.abort('connectionrefused'));
    await page.goto('/features');
    await openSupport(page);
    const answer = await ask(page, 'How much is PRO?');
    await expect(answer).toHaveText(
      /I'm sorry, I'm having trouble connecting right now\. Please try again in a moment, or email us at support@aibusinesshub\.app\./,
    );
  });

  test("an answer that ends with success false adds nothing (its reason shows as a notice); a limit shows the server's own words", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 429/);
    let reply: 'unfinished' | 'limited' = 'unfinished';
    await page.route('**/api/ai/support/chat', (route) =>
      reply === 'unfinished'
        ? route.fulfill({
            status: 200,
            contentType: 'text/event-stream',
            body: 'event: delta\ndata: {"text":"Half an ans"}\n\nevent: final\ndata: {"success":false,"detail":"The model stopped answering. Please ask again."}\n\n',
          })
        : route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({
              detail:
                'This conversation has reached its 20 questions. Start a new conversation with the New conversation button, or write to support@aibusinesshub.app.',
            }),
          }),
    );
    await page.goto('/website-generator');
    await openSupport(page);
    await input(page).fill('How do I download my site?');
    await input(page).press('Enter');
    await expect(page.getByText('The model stopped answering. Please ask again.')).toBeVisible();
    await expect(questions(page)).toHaveCount(1);
    await expect(answers(page)).toHaveCount(0);

    reply = 'limited';
    const answer = await ask(page, 'One more question');
    await expect(answer).toHaveText(/This conversation has reached its 20 questions\./);
    // No more questions here: the field is off and the way out has the focus.
    await expect(input(page)).toBeDisabled();
    const restart = page.getByRole('button', { name: 'Start a new conversation' });
    await expect(restart).toBeFocused();
    expect(await seriousViolations(page), 'the limited panel').toEqual([]);
    await restart.click();
    await expect(input(page)).toBeEnabled();
    await expect(input(page)).toBeFocused();
    await expect(questions(page)).toHaveCount(0);
  });

  test('keyboard only: reach the bubble, open, ask, read the answer, close with Escape', async ({ page }) => {
    await page.goto('/');
    await expect(bubble(page)).toBeVisible();
    await page.locator('body').focus();
    // The bubble comes after the page in the tab order: Shift+Tab from the top wraps to it.
    for (let i = 0; i < 5 && !(await bubble(page).evaluate((node) => node === document.activeElement)); i += 1)
      await page.keyboard.press('Shift+Tab');
    await expect(bubble(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('Can I get a refund?');
    await page.keyboard.press('Enter');
    await expect(answers(page).first()).toContainText('Read more in', { timeout: 60_000 });
    await expect(panel(page).locator('[aria-live="polite"]')).toContainText('Mr. Support: The guide explains this.');
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(bubble(page)).toBeFocused();
  });

  test('after the Send button is clicked the question field has the focus, so Escape still closes the panel', async ({ page }) => {
    await page.goto('/features');
    await openSupport(page);
    await input(page).fill('Can I get a refund?');
    await panel(page).getByRole('button', { name: 'Send question' }).click();
    await expect(input(page)).toBeFocused();
    await expect(answers(page).first()).not.toHaveAttribute('aria-busy', 'true', { timeout: 60_000 });
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(bubble(page)).toBeFocused();
  });

  test('at 360 px the bubble does not cover the chat send button and the panel fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, await createAccount(), '/chat');
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await expect(send).toBeVisible();
    await expect(bubble(page)).toBeVisible();
    const [a, b] = [await bubble(page).boundingBox(), await send.boundingBox()];
    const overlap = a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap).toBe(false);
    await openSupport(page);
    const box = await panel(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(box!.y).toBeGreaterThanOrEqual(0);
  });

  test('the open panel with an answer has no serious accessibility violation at 360 px and at desktop width, dark and light', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/upgrade');
    await openSupport(page);
    await ask(page, 'What do I get with PRO?');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page), 'dark').toEqual([]);
    await switchTheme(page, 'light');
    await expect(panel(page)).toBeVisible();
    expect(await seriousViolations(page), 'light').toEqual([]);
    expect(await atDesktopWidth(page, () => seriousViolations(page)), 'light, desktop').toEqual([]);
  });
});
