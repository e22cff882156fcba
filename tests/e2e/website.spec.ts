import type { Locator, Page } from '@playwright/test';
import { atDesktopWidth, horizontalOverflow, seriousViolations as scan, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test, uniqueEmail } from './fixtures.ts';
import { MODEL_SITE_COPY } from './fake-responder.ts';

const BUSINESS = {
  name: 'Blue Harbor Bakery',
  description: 'A family bakery baking sourdough, pastries and birthday cakes every morning.',
};

/** The app's page without the sandboxed site previews (the generated sites have a spec of their own). */
const seriousViolations = (page: Page) => scan(page, { excludeIframes: true });

/**
 * The premium site in this frame: its About link switches pages inside the frame,
 * the frame's origin is opaque (the embedding page cannot reach into it, and it
 * cannot read localStorage), and the probe script it carries never ran.
 */
async function expectSandboxedSite(iframe: Locator) {
  const site = iframe.contentFrame();
  const nav = site.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(site.getByRole('heading', { name: `About ${BUSINESS.name}` })).toBeVisible();
  await expect(site.getByRole('region', { name: 'Introduction' })).toBeHidden();
  await expect(site.locator('html[data-probe]')).toHaveCount(0);
  expect(await iframe.evaluate((el: HTMLIFrameElement) => el.contentDocument)).toBeNull();
  const frame = (await (await iframe.elementHandle())!.contentFrame())!;
  expect(frame.url()).toBe('about:srcdoc#about');
  expect(await frame.evaluate(() => window.origin)).toBe('null');
  expect(
    await frame.evaluate(() => {
      try {
        return `readable (${localStorage.length} keys)`;
      } catch (error) {
        return (error as Error).name;
      }
    }),
  ).toBe('SecurityError');
}

async function fillBusiness(page: Page, industry = 'Restaurant & Food') {
  await page.getByLabel('Business Name *').fill(BUSINESS.name);
  await page.getByLabel('Business Description *').fill(BUSINESS.description);
  await page.getByRole('radio', { name: new RegExp(industry.replace(/[&]/g, '\\$&')) }).check({ force: true });
}

test.describe('website generator', () => {
  test('the configured model writes the copy when it answers with valid JSON', async ({ page }) => {
    await signIn(page, await createAccount(), '/website-generator');
    await page.getByLabel('Business Name *').fill(BUSINESS.name);
    await page.getByLabel('Business Description *').fill(`${BUSINESS.description} MODELCOPY`);
    await page.getByRole('radio', { name: /Restaurant & Food/ }).check({ force: true });
    await page.getByRole('button', { name: 'Continue to Design' }).click();
    await page.getByRole('radio', { name: /^Modern/ }).check({ force: true });
    await page.getByRole('button', { name: 'Generate My Website' }).click();
    await expect(page.getByText('Website Generated!', { exact: true })).toBeVisible();
    const frame = page.frameLocator('iframe[title^="Preview of"]');
    await expect(frame.getByText(MODEL_SITE_COPY.headline)).toBeVisible();
    await expect(frame.getByText(MODEL_SITE_COPY.services[0]!.title)).toBeVisible();
  });

  test('a free user walks the three steps, previews, downloads and starts again', async ({ page, context }) => {
    await signIn(page, await createAccount(), '/website-generator');
    await expect(page.getByRole('heading', { name: 'Tell Us About Your Business' })).toBeVisible();
    const progress = page.getByRole('list', { name: 'Progress' });
    await expect(progress).toContainText('Business Info');
    await expect(progress).toContainText('Design');
    await expect(progress).toContainText('Generate');
    const next = page.getByRole('button', { name: 'Continue to Design' });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription('To continue, add a business name, a business description and an industry.');
    await expect(page.getByRole('radio')).toHaveCount(5);
    await page.getByLabel('Business Name *').fill(BUSINESS.name);
    await page.getByLabel('Business Description *').fill(BUSINESS.description);
    await expect(next).toBeDisabled();
    await expect(page.getByText('To continue, add an industry.')).toBeVisible();
    await page.getByRole('radio', { name: /Restaurant & Food/ }).check({ force: true });
    await expect(page.getByText(/^To continue, add/)).toHaveCount(0);
    await page.getByLabel('Contact Email').fill('hello@blueharbor.test');
    await page.getByLabel('Contact Phone').fill('+1 555 010 2000');
    await next.click();

    // each step change puts focus on the step's heading
    await expect(page.getByRole('heading', { name: 'Choose Your Design' })).toBeFocused();
    await expect(page.getByRole('radio')).toHaveCount(3);
    for (const name of ['Modern', 'Creative', 'Corporate'])
      await expect(page.getByRole('radio', { name: new RegExp(`^${name}`) })).toBeVisible();
    await expect(page.getByText('PRO', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Unlock 7 More Premium Templates!')).toBeVisible();
    await expect(page.getByText('Startup, Restaurant, Portfolio, E-commerce, Medical, Agency, Luxury')).toBeVisible();
    const upgrade = page.getByRole('link', { name: /Upgrade for \$149\.99/ });
    await expect(upgrade).toHaveAttribute('href', '/upgrade');
    await expect(page.getByText('Upgrade to Premium for')).toBeVisible();
    // What PRO adds to the generator, each line a link (src/domain/plans.ts); nothing it cannot keep.
    const benefits = page.getByRole('list', { name: 'Upgrade to Premium for' });
    await expect(benefits.getByRole('link', { name: 'All 10 website templates, 7 of them only on PRO' })).toHaveAttribute(
      'href',
      '/website-generator',
    );
    await expect(benefits.getByRole('link', { name: /^4-page websites \(Home, About, Services and Contact\)/ })).toBeVisible();
    await expect(benefits).not.toContainText(/unlimited|custom domain|10\+/i);
    await expect(page.getByRole('link', { name: 'Upgrade Now - $149.99' })).toBeVisible();
    for (const img of await page.getByRole('main').locator('img').all()) {
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    }
    const generate = page.getByRole('button', { name: 'Generate My Website' });
    await expect(generate).toBeDisabled();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Tell Us About Your Business' })).toBeFocused();
    await expect(page.getByLabel('Business Name *')).toHaveValue(BUSINESS.name);
    await next.click();
    await page.getByRole('radio', { name: /^Modern/ }).check({ force: true });
    // Hold the request until the in-progress state has been seen: the fake model answers too fast to catch it otherwise.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/ai/website/generate', async (route) => {
      await held;
      await route.continue();
    });
    await generate.click();
    await expect(page.getByRole('button', { name: 'Generating Website...' })).toBeDisabled();
    release();

    await expect(page.getByText('Website Generated!', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Website is Ready!' })).toBeVisible();
    await expect(page.getByText('Generated', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Download ZIP/ })).toHaveCount(0);
    const frame = page.frameLocator('iframe[title^="Preview of"]');
    await expect(frame.getByText('Powered by AI Business Hub')).toBeVisible();

    const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Preview Website' }).click()]);
    await preview.waitForLoadState();
    await expect(preview).toHaveTitle(BUSINESS.name);
    const site = preview.frameLocator('iframe');
    await expect(site.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(site.getByRole('link', { name: 'hello@blueharbor.test' })).toHaveAttribute('href', 'mailto:hello@blueharbor.test');
    await preview.close();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download HTML' }).click()]);
    expect(download.suggestedFilename()).toBe('blue-harbor-bakery-website.html');
    await expect(page.getByText('Download Started', { exact: true })).toBeVisible();

    // Edit details and Change design go back with everything kept, and the website stays reachable
    await page.getByRole('button', { name: 'Edit details' }).click();
    await expect(page.getByRole('heading', { name: 'Tell Us About Your Business' })).toBeFocused();
    await expect(page.getByLabel('Business Name *')).toHaveValue(BUSINESS.name);
    await expect(page.getByLabel('Business Description *')).toHaveValue(BUSINESS.description);
    await expect(page.getByLabel('Contact Phone')).toHaveValue('+1 555 010 2000');
    await expect(page.getByRole('radio', { name: /Restaurant & Food/ })).toBeChecked();
    await next.click();
    await expect(page.getByRole('radio', { name: /^Modern/ })).toBeChecked();
    await page.getByRole('button', { name: 'Back to your website' }).click();
    await expect(page.getByRole('heading', { name: 'Your Website is Ready!' })).toBeFocused();
    await page.getByRole('button', { name: 'Change design' }).click();
    await expect(page.getByRole('heading', { name: 'Choose Your Design' })).toBeFocused();
    await expect(page.getByRole('radio', { name: /^Modern/ })).toBeChecked();
    await page.getByRole('button', { name: 'Back to your website' }).click();

    // a reload keeps what was entered (the generated site itself is not kept)
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Choose Your Design' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Modern/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Back to your website' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Generate My Website' }).click();
    await expect(page.getByRole('heading', { name: 'Your Website is Ready!' })).toBeVisible();

    await page.getByRole('button', { name: 'Create Another Website' }).click();
    await expect(page.getByRole('heading', { name: 'Tell Us About Your Business' })).toBeVisible();
    await expect(page.getByLabel('Business Name *')).toHaveValue('');
    await expect(page.getByLabel('Business Description *')).toHaveValue('');
    await expect(page.getByLabel('Contact Email')).toHaveValue('');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Business Name *')).toHaveValue('');
  });

  test('a paid user sees all ten templates and gets a multi-page site with a ZIP', async ({ page }) => {
    await signIn(page, await createAccount({ paid: true }), '/website-generator');
    await expect(page.getByRole('heading', { name: 'Pro Tips & Resources' })).toBeVisible();
    // Each tip is a page of the in-app guide.
    for (const [tip, href] of [
      ['Website Best Practices', '/guide/website-generator#edit-your-site-in-place'],
      ['Publishing Guide', '/guide/website-generator#publish'],
      ['SEO Guide', '/guide/website-generator#use-your-own-domain'],
    ] as const)
      await expect(page.getByRole('link', { name: tip })).toHaveAttribute('href', href);
    await expect(page.getByText('Video Tutorials')).toHaveCount(0);
    await fillBusiness(page);
    await page.getByRole('button', { name: 'Continue to Design' }).click();
    await expect(page.getByRole('radio')).toHaveCount(10);
    await expect(page.getByRole('main').getByText('PRO', { exact: true })).toHaveCount(7);
    await expect(page.getByText('Unlock 7 More Premium Templates!')).toHaveCount(0);
    await page.getByRole('radio', { name: /^Luxury/ }).check({ force: true });
    await page.getByRole('button', { name: 'Generate My Website' }).click();
    await expect(page.getByRole('heading', { name: 'Your Website is Ready!' })).toBeVisible();
    await expect(page.getByText('Your professional multi-page website is ready.')).toBeVisible();

    const frame = page.frameLocator('iframe[title^="Preview of"]');
    const nav = frame.getByRole('navigation', { name: 'Main' });
    for (const link of ['Home', 'About', 'Services', 'Contact']) await expect(nav.getByRole('link', { name: link })).toBeVisible();
    await expect(frame.getByText('Powered by')).toHaveCount(0);
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(frame.getByRole('heading', { name: 'Services', exact: true })).toBeVisible();
    await expect(frame.getByRole('region', { name: 'Introduction' })).toBeHidden();

    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download ZIP/ }).click()]);
    expect(zip.suggestedFilename()).toBe('blue-harbor-bakery-website.zip');
    const bytes = await (await zip.createReadStream()).toArray();
    const { unzipSync } = await import('fflate');
    expect(Object.keys(unzipSync(new Uint8Array(Buffer.concat(bytes))))).toEqual([
      'index.html',
      'about.html',
      'services.html',
      'contact.html',
    ]);
  });

  test('both previews sandbox the site: no script, an opaque origin, page links that stay in the frame', async ({
    page,
    context,
    baseURL,
  }) => {
    // A script the site should never carry (a future escaping slip), served from the
    // app's own origin so the app's CSP alone would let it run.
    const probeUrl = `${baseURL}/e2e-probe.js`;
    await context.route(probeUrl, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'document.documentElement.dataset.probe = String(localStorage.length);' }),
    );
    await page.route('**/api/ai/website/generate', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { html: string };
      await route.fulfill({
        response,
        json: { ...body, html: body.html.replace('</head>', `<script src="${probeUrl}"></script></head>`) },
      });
    });
    await signIn(page, await createAccount({ paid: true }), '/website-generator');
    await fillBusiness(page);
    await page.getByRole('button', { name: 'Continue to Design' }).click();
    await page.getByRole('radio', { name: /^Luxury/ }).check({ force: true });
    await page.getByRole('button', { name: 'Generate My Website' }).click();

    const iframe = page.locator('iframe[title^="Preview of"]');
    await expect(iframe).toHaveAttribute('sandbox', '');
    await expectSandboxedSite(iframe);
    await expect(page).toHaveURL(/\/website-generator$/);

    const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Preview Website' }).click()]);
    await expect(preview).toHaveTitle(new RegExp(`^${BUSINESS.name}`));
    await expect(preview.locator('script')).toHaveCount(0);
    const previewFrame = preview.locator('iframe');
    await expect(previewFrame).toHaveAttribute('sandbox', '');
    await expectSandboxedSite(previewFrame);
  });

  test('the chat hand-off pre-fills step 1 once; unreadable data is only logged', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(
          'websiteData',
          JSON.stringify({
            topic: 'A website for my restaurant',
            content: 'Olive & Ember serves wood-fired Mediterranean dishes from a seasonal menu.',
          }),
        );
      }
    });
    await page.goto('/website-generator');
    await expect(page.getByText('Data Loaded!', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Business Description *')).toHaveValue(
      'Olive & Ember serves wood-fired Mediterranean dishes from a seasonal menu.',
    );
    await expect(page.getByRole('radio', { name: /Restaurant & Food/ })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('websiteData'))).toBeNull();
    // a reload keeps the form as it is, without loading the hand-off again
    await page.getByLabel('Business Name *').fill('Olive & Ember');
    await page.reload();
    await expect(page.getByLabel('Business Name *')).toHaveValue('Olive & Ember');
    await expect(page.getByLabel('Business Description *')).toHaveValue(
      'Olive & Ember serves wood-fired Mediterranean dishes from a seasonal menu.',
    );
    await expect(page.getByText('Data Loaded!')).toHaveCount(0);
    await page.evaluate(() => sessionStorage.removeItem('websiteWizardDraft'));

    await page.evaluate(() => localStorage.setItem('websiteData', '{broken'));
    const warnings: string[] = [];
    page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Tell Us About Your Business' })).toBeVisible();
    await expect(page.getByLabel('Business Description *')).toHaveValue('');
    await expect(page.getByText('Data Loaded!')).toHaveCount(0);
    await expect.poll(() => warnings.some((text) => text.includes('Could not read the website data'))).toBe(true);
  });

  test('a visitor is asked to sign in when generating, and comes back to step 2 with everything kept', async ({ page }) => {
    const account = await createAccount();
    await page.goto('/website-generator');
    await fillBusiness(page);
    await page.getByRole('button', { name: 'Continue to Design' }).click();
    await page.getByRole('radio', { name: /^Creative/ }).check({ force: true });
    await expect(page.getByRole('link', { name: 'Sign in to generate' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Generate My Website' }).click();
    await expect(page.getByText('Authentication Required', { exact: true })).toBeVisible();
    await expect(page.getByText('Please sign in to generate a website.')).toBeVisible();

    await page.getByRole('link', { name: 'Sign in to generate' }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fwebsite-generator$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/website-generator$/);
    await expect(page.getByRole('heading', { name: 'Choose Your Design' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Creative/ })).toBeChecked();
    await page.getByRole('button', { name: 'Generate My Website' }).click();
    await expect(page.getByRole('heading', { name: 'Your Website is Ready!' })).toBeVisible();
    await expect(page.locator(`iframe[title="Preview of the ${BUSINESS.name} website"]`)).toBeVisible();
    await page.getByRole('button', { name: 'Edit details' }).click();
    await expect(page.getByLabel('Business Description *')).toHaveValue(BUSINESS.description);
  });

  test('a visitor who creates an account on the way comes back to step 2, with progress shown meanwhile', async ({ page }) => {
    // The page's clock: the progress is checked, then the 2 s the page waits after a sign-up are skipped.
    await page.clock.install();
    await page.goto('/website-generator');
    await fillBusiness(page, 'Retail');
    await page.getByRole('button', { name: 'Continue to Design' }).click();
    await page.getByRole('radio', { name: /^Modern/ }).check({ force: true });
    await page.getByRole('button', { name: 'Generate My Website' }).click();
    await page.getByRole('link', { name: 'Create a free account' }).click();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    // switching tabs keeps the way back
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup&next=%2Fwebsite-generator$/);
    await page.getByLabel('Full Name').fill('Rita Retail');
    await page.getByLabel('Email').fill(uniqueEmail('wizard'));
    await page.getByLabel('Password', { exact: true }).fill('shop-front-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Account created. Taking you to where you left off…' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Account Created' })).toBeDisabled();
    await page.clock.fastForward(2_000);
    await expect(page).toHaveURL(/\/website-generator$/);
    await expect(page.getByRole('radio', { name: /^Modern/ })).toBeChecked();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Business Name *')).toHaveValue(BUSINESS.name);
    await expect(page.getByRole('radio', { name: /Retail/ })).toBeChecked();
  });

  test('a server refusal shows Generation Failed with its detail', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 429/);
    await page.route('**/api/ai/website/generate', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ detail: 'You have used all 10 website generations for today.' }),
      }),
    );
    await signIn(page, await createAccount(), '/website-generator');
    await fillBusiness(page);
    await page.getByRole('button', { name: 'Continue to Design' }).click();
    await page.getByRole('radio', { name: /^Modern/ }).check({ force: true });
    await page.getByRole('button', { name: 'Generate My Website' }).click();
    await expect(page.getByText('Generation Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('You have used all 10 website generations for today.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate My Website' })).toBeEnabled();
  });

  test('the sign-in prompt and the sign-up progress have no serious accessibility violation at 360 px and at desktop width, dark and light', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    // Hold the app's 2 s wait after sign-up while axe reads the page. Other 2 s timers
    // (SWR's deduping of a signed-in request) are held with it and run with it.
    await page.addInitScript(() => {
      const realSetTimeout = window.setTimeout.bind(window);
      const handlers: (() => void)[] = [];
      const held = window as unknown as { heldRedirect?: () => void };
      held.heldRedirect = () => handlers.splice(0).forEach((handler) => handler());
      window.setTimeout = ((handler: () => void, delay?: number, ...rest: unknown[]) => {
        if (delay !== 2000) return realSetTimeout(handler, delay, ...rest);
        handlers.push(handler);
        return 0;
      }) as typeof window.setTimeout;
    });
    await page.goto('/website-generator');
    await fillBusiness(page, 'Health & Wellness');
    await page.getByRole('button', { name: 'Continue to Design' }).click();
    await page.getByRole('radio', { name: /^Modern/ }).check({ force: true });
    await page.getByRole('button', { name: 'Generate My Website' }).click();
    await expect(page.getByRole('link', { name: 'Sign in to generate' })).toBeVisible();
    // each state is scanned in the theme it is in, then in the other one
    expect(await seriousViolations(page), 'sign-in prompt, dark').toEqual([]);
    await switchTheme(page, 'light');
    expect(await seriousViolations(page), 'sign-in prompt, light').toEqual([]);
    expect(await atDesktopWidth(page, () => seriousViolations(page)), 'sign-in prompt, light, desktop').toEqual([]);
    await page.getByRole('link', { name: 'Create a free account' }).click();
    await page.getByLabel('Full Name').fill('Axe Checker');
    await page.getByLabel('Email').fill(uniqueEmail('axe'));
    await page.getByLabel('Password', { exact: true }).fill('checked-360');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created. Taking you to where you left off…')).toBeVisible();
    expect(await seriousViolations(page), 'sign-up progress, light').toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await switchTheme(page, 'dark');
    expect(await seriousViolations(page), 'sign-up progress, dark').toEqual([]);
    expect(await atDesktopWidth(page, () => seriousViolations(page)), 'sign-up progress, dark, desktop').toEqual([]);
    await expect(page).toHaveURL(/\/auth/);
    await page.evaluate(() => (window as unknown as { heldRedirect: () => void }).heldRedirect());
    await expect(page).toHaveURL(/\/website-generator$/);
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`every step has no serious accessibility violation at 360 px and at desktop width, ${theme}`, async ({ page }) => {
      test.setTimeout(180_000);
      // Init scripts run in every frame, the sandboxed preview included, which has no storage.
      await page.addInitScript((value) => window === window.top && localStorage.setItem('theme', value), theme);
      await page.setViewportSize({ width: 360, height: 800 });
      await signIn(page, await createAccount({ paid: theme === 'dark' }), '/website-generator');
      const check = async (label: string) => {
        expect(await seriousViolations(page), label).toEqual([]);
        expect(await horizontalOverflow(page), `${label} overflows`).toBeLessThanOrEqual(0);
        expect(await atDesktopWidth(page, () => seriousViolations(page)), `${label}, desktop`).toEqual([]);
      };
      await check('step 1');
      await fillBusiness(page, 'Technology');
      await page.getByRole('button', { name: 'Continue to Design' }).click();
      await page.getByRole('radio', { name: /^Corporate/ }).check({ force: true });
      await check('step 2');
      await page.getByRole('button', { name: 'Generate My Website' }).click();
      await expect(page.getByRole('heading', { name: 'Your Website is Ready!' })).toBeVisible();
      await check('step 3');
    });
  }
});
