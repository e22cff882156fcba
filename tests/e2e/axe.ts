// Accessibility scans with axe-core, every rule it enables by default, on the page as
// it is, and the theme switch the scans of both themes use.
//
// @axe-core/playwright's AxeBuilder injects axe-core's 550 KB source twice per scan
// and opens a blank page to merge the results of the frames; on a page without frames
// that is most of a scan's time. Here axe-core is injected once per document and runs
// in it (axe.run), as AxeBuilder's legacy mode does; a page with frames to scan still
// goes through AxeBuilder, which injects axe into each frame.
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResult = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
interface AxeCore {
  source: string;
  run(context: unknown, options: object): Promise<{ violations: AxeResult[] }>;
}
// The axe-core that AxeBuilder itself runs, whatever the install hoists.
const requireNextToAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axe = requireNextToAxeBuilder('axe-core') as AxeCore;

export interface ScanOptions {
  /** Leaves iframes (the sandboxed website previews) and what they hold out of the scan. */
  excludeIframes?: boolean;
}

type AxeWindow = Window & { axe?: AxeCore };

/** Brings every transition under way (a toast fading out on its timer, colours after a theme switch) to its end state. */
const settleTransitions = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });

async function scan(page: Page, excludeIframes: boolean): Promise<AxeResult[]> {
  const frames = page.frames().filter((frame) => frame !== page.mainFrame() && !frame.isDetached());
  if (frames.length > 0 && !excludeIframes) return (await new AxeBuilder({ page }).analyze()).violations;
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function'))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ excludeIframes }) => {
      const context = excludeIframes ? { exclude: [['iframe']] } : document;
      const results = await (window as AxeWindow).axe!.run(context, { resultTypes: ['violations'], iframes: !excludeIframes });
      return results.violations;
    },
    { excludeIframes },
  );
}

/**
 * The page's violations. A scan takes long enough for a toast to start fading out on
 * its timer while it reads the page, through colours the page never rests at: what a
 * scan finds is read again once transitions have settled, and only what both find counts.
 */
async function violations(page: Page, { excludeIframes = false }: ScanOptions): Promise<AxeResult[]> {
  await settleTransitions(page);
  const first = await scan(page, excludeIframes);
  if (first.length === 0) return first;
  await settleTransitions(page);
  const again = new Set((await scan(page, excludeIframes)).map(describe));
  return first.filter((violation) => again.has(describe(violation)));
}

const describe = (violation: AxeResult) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`;

/** The serious and critical violations on the page, one "rule: targets" line each. */
export async function seriousViolations(page: Page, options: ScanOptions = {}): Promise<string[]> {
  return (await violations(page, options))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(describe);
}

/** Every violation on the page whatever its impact, one "rule (impact): targets" line each. */
export async function allViolations(page: Page, options: ScanOptions = {}): Promise<string[]> {
  return (await violations(page, options)).map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * Runs `check` with the window at desktop size (1280 × 800), then gives the window its
 * size back: a screen checked on a phone is checked on a desktop too, without another
 * load. Only the chat changes its markup with the width (answers as tabs on a phone);
 * the rest of the app changes its layout through CSS, which applies at once.
 */
export async function atDesktopWidth<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  try {
    return await check();
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/** How far the page is wider than the window, in pixels (0 or less: it fits). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Switches the theme with the top bar's toggle, as a user would, without reloading
 * the page. The colours change through CSS transitions, which Chromium does not run
 * for what is off screen; they are brought to their end, so that a contrast check
 * reads the colours the page settles on, as after a load in that theme.
 */
export async function switchTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  const html = page.locator('html');
  const wanted = theme === 'dark' ? /(^|\s)dark(\s|$)/ : /^(?!.*\bdark\b).*$/;
  await expect(html, `the page is not in the ${theme} theme yet`).not.toHaveClass(wanted);
  // The home page is painted at build time: a press before it has hydrated does
  // nothing, so press again until the theme has changed (checked before each press).
  await expect(async () => {
    if (wanted.test((await html.getAttribute('class')) ?? '')) return;
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Switch to ${theme} theme` })
      .click({ timeout: 2_000 });
    await expect(html).toHaveClass(wanted, { timeout: 1_000 });
  }).toPass();
  // getAnimations() brings the styles up to date first: every transition the switch started is in it.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });
}
