import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FREE_PLAN, PRO_PLAN } from '../../src/domain/plans.ts';
import { horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';

const ROUTES = ['/', '/features', '/auth', '/website-generator', '/chat', '/automation', '/models', '/api-settings', '/upgrade'];

test.describe('every route', () => {
  // One load per route: the signed-out page is scanned in the dark theme it opens in,
  // then again after the top bar's toggle has switched it to light.
  for (const route of ROUTES) {
    test(`${route} has no serious accessibility violation, signed out, dark and light themes`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/dark/);
      expect(await seriousViolations(page), `${route} dark`).toEqual([]);
      await switchTheme(page, 'light');
      expect(await seriousViolations(page), `${route} light`).toEqual([]);
    });
  }

  test('has no serious accessibility violation for a signed-in PRO admin at 360 px', async ({ page }) => {
    test.slow(); // every route in turn, with axe: slow on a busy machine
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, await createAccount({ paid: true, admin: true, fullName: 'Small Screen' }));
    for (const route of [...ROUTES, '/admin/models']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await seriousViolations(page), route).toEqual([]);
      expect(await horizontalOverflow(page), `${route} is wider than the screen`).toBeLessThanOrEqual(0);
    }
  });

  test('the current route is highlighted in the top bar', async ({ page }) => {
    await page.goto('/features');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('an unknown route shows a not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });
});

test.describe('marketing pages', () => {
  test('home for a visitor: hero, capabilities, providers, sign-up calls and the one price', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Easy - Quick - Efficient')).toBeVisible();
    await expect(page.getByText('All-in-one AI App').first()).toBeVisible();
    for (const capability of ['AI Chat', 'Image Gen', 'Image Edit', 'Document', 'Audio', 'Video', 'Team']) {
      await expect(page.getByText(capability, { exact: true }).first()).toBeVisible();
    }
    // The chat, Image Gen (Images) and Document (My files) ship today: the other capabilities say Soon.
    const capability = (name: string) =>
      page
        .getByRole('listitem')
        .filter({ has: page.getByText(name, { exact: true }) })
        .first();
    await expect(capability('Image Edit')).toContainText('Soon');
    for (const built of ['AI Chat', 'Image Gen', 'Document']) await expect(capability(built)).not.toContainText('Soon');
    await expect(page.getByText('Powered by', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up FREE - No Credit Card' })).toHaveAttribute('href', '/auth?tab=signup');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', '/auth');
    await expect(page.getByText('100% Free to Start')).toBeVisible();
    await expect(page.getByText('Lifetime Access').first()).toBeVisible();
    await expect(page.getByText('$149.99').first()).toBeVisible();
    await expect(page.getByText('$599.00').first()).toBeVisible();
    await expect(page.getByText('75% OFF').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/chat');
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/\$50\b|\$499\b|90% OFF/);
  });

  test('home for a signed-in user offers Start Creating and Generate Website', async ({ page }) => {
    await signIn(page, await createAccount());
    await expect(page.getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/chat');
    await expect(page.getByRole('link', { name: 'Generate Website' })).toHaveAttribute('href', '/website-generator');
    await expect(page.getByRole('link', { name: 'Sign Up FREE - No Credit Card' })).toHaveCount(0);
  });

  test('home for a PRO member says they own Lifetime Access instead of pitching it', async ({ page }) => {
    await signIn(page, await createAccount({ paid: true }));
    const pricing = page.getByRole('region', { name: 'Simple, one-time pricing' });
    await expect(pricing.getByText('You own Lifetime Access')).toBeVisible();
    await expect(pricing.getByRole('link', { name: 'View your purchase' })).toHaveAttribute('href', '/upgrade');
    await expect(pricing.getByRole('link', { name: 'Try It Now' })).toHaveCount(0);
    // The welcome banner promises only what ships: every tool it links is built, and it points to the support chat.
    const welcome = page.getByRole('region', { name: /Welcome back, PRO member!/ });
    await expect(welcome.getByRole('link', { name: /Content Automation/ })).not.toContainText('Soon');
    await expect(welcome.getByRole('link', { name: /Browse the model library/ })).not.toContainText('soon');
    await expect(welcome.getByRole('link', { name: /Multi-AI Chat/ })).not.toContainText('Soon');
    await expect(welcome.getByText(/the chat button in the bottom left corner of every screen/)).toBeVisible();
  });

  test('features page: cards, audiences, onboarding, calls to action and the one price', async ({ page }) => {
    await page.goto('/features');
    await expect(page.getByRole('link', { name: 'Try Free Website Generator' })).toHaveAttribute('href', '/website-generator');
    await expect(page.getByRole('link', { name: 'View Pro Features' })).toHaveAttribute('href', '/upgrade');
    for (const audience of ['Entrepreneurs', 'Marketers', 'Content Creators', 'Agencies']) {
      await expect(page.getByRole('heading', { name: audience })).toBeVisible();
    }
    for (const step of ['Sign Up Free', 'Try Free Tools', 'Upgrade for More']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    await expect(page.getByText(/admin-curated/i).first()).toBeVisible();
    await expect(page.getByText(/one-time \$149\.99 payment/i).first()).toBeVisible();
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/\$50\b|\$499\b|90% OFF/);
  });

  test('Home, Features and Upgrade list the same PRO features, and each line opens a page that is there', async ({ page }) => {
    test.slow(); // every linked page in turn
    const linesOf = async (route: string, list: string) => {
      await page.goto(route);
      const links = page.getByRole('list', { name: list }).first().getByRole('link');
      await expect(links.first()).toBeVisible();
      return links.evaluateAll((anchors) => anchors.map((a): [string, string] => [a.textContent ?? '', a.getAttribute('href') ?? '']));
    };
    const home = await linesOf('/', 'What PRO includes');
    expect(home).toEqual(PRO_PLAN.map((feature) => [feature.label, feature.route]));
    expect(await linesOf('/features', 'What PRO includes')).toEqual(home);
    expect(await linesOf('/upgrade', 'Everything in PRO')).toEqual(home);
    const free = await linesOf('/features', 'What Free includes');
    expect(free).toEqual(FREE_PLAN.map((feature) => [feature.label, feature.route]));
    for (const text of [...home, ...free].map(([label]) => label)) expect(text).not.toMatch(/\d\+|soon|unlimited/i);

    // A line opens its page in the app, at its section.
    await page.goto('/');
    await page
      .getByRole('list', { name: 'What PRO includes' })
      .getByRole('link', { name: /times the free daily limits/ })
      .click();
    await expect(page).toHaveURL(/\/guide\/errors-and-limits#daily-limits$/);
    await expect(page.getByRole('heading', { name: 'Daily limits' })).toBeInViewport();

    for (const href of new Set([...home, ...free].map(([, route]) => route))) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
      await expect(page.getByRole('heading', { name: /not found/i }), href).toHaveCount(0);
      const anchor = href.split('#')[1];
      if (anchor) await expect(page.locator(`[id="${anchor}"]`), href).toBeVisible();
    }
  });

  test('the theme toggle switches to light and is remembered after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: /light/i }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: /dark/i }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('a later feature route says what is coming', async ({ page }) => {
    await page.goto('/chat');
    await expect(page.getByRole('heading', { name: 'Multi-AI Chat with Synthesis' })).toBeVisible();
  });
});

test('the production bundle carries no server secret', async () => {
  const secrets = ['SUPABASE_SERVICE_ROLE_KEY', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY', 'PAYPAL_CLIENT_SECRET'].map(
    (name) => {
      const value = process.env[name];
      expect(value, `${name} is set in the e2e stack`).toBeTruthy();
      return { name, value: value! };
    },
  );
  const dist = process.env.E2E_DIST_DIR!;
  const files = (await readdir(dist, { recursive: true })).filter((file) => /\.(js|html|css)$/.test(file));
  expect(files.length).toBeGreaterThan(5);
  for (const file of files) {
    const text = await readFile(join(dist, file), 'utf8');
    for (const secret of secrets) expect(text.includes(secret.value), `${secret.name} found in ${file}`).toBe(false);
  }
  // the browser does get the public anon key: proof that the scan reads what the browser loads
  const bundle = await Promise.all(files.map((file) => readFile(join(dist, file), 'utf8')));
  expect(bundle.some((text) => text.includes(process.env.VITE_SUPABASE_ANON_KEY!))).toBe(true);
});
