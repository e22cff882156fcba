// The JavaScript a browser downloads to open a page of the production build (cold
// cache), gzip-compressed (level 9) as a CDN serves it:
// - first paint: scripts requested before the page was ready: its main heading in
//   the DOM, or the elements a caller names (the entry, its static imports, the
//   route's chunk and what they need at once);
// - total: every script by the time the network is idle and the browser has had
//   idle time (what loads after paint: the toast view, prefetches...).
// A signed-in visit passes the stored session (`storageState`) of a real sign-in.
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContextOptions } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/chromium.ts';

export interface ScriptFile {
  url: string;
  gzipBytes: number;
  beforeFirstPaint: boolean;
}

export interface PageJsResult {
  files: ScriptFile[];
  firstPaintGzipBytes: number;
  totalGzipBytes: number;
}

export async function measurePageJs(
  baseUrl: string,
  path: string,
  options: { storageState?: BrowserContextOptions['storageState']; readyWhen?: string[] } = {},
): Promise<PageJsResult> {
  const { storageState, readyWhen = ['#root h1'] } = options;
  const browser = await chromium.launch({ executablePath: chromiumExecutable({ fullBrowser: true }), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext(storageState ? { storageState } : {});
    const page = await context.newPage();
    // When every named element first exists: the moment the page is ready.
    await page.addInitScript((selectors) => {
      new MutationObserver((_, observer) => {
        if (selectors.every((selector) => document.querySelector(selector))) {
          (window as unknown as { __readyAt: number }).__readyAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    }, readyWhen);
    const bodies = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.set(
        response.url(),
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
    });
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    for (const selector of readyWhen) await page.locator(selector).first().waitFor();
    // Let idle callbacks run and whatever they fetch arrive.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 3000 })));
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => ({
      readyAt: (window as unknown as { __readyAt: number }).__readyAt,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    }));
    const files = await Promise.all(
      timing.scripts.map(async (script) => ({
        url: new URL(script.url).pathname,
        gzipBytes: (await bodies.get(script.url)) ?? 0,
        beforeFirstPaint: script.startTime < timing.readyAt,
      })),
    );
    const sum = (list: ScriptFile[]) => list.reduce((total, file) => total + file.gzipBytes, 0);
    return { files, firstPaintGzipBytes: sum(files.filter((file) => file.beforeFirstPaint)), totalGzipBytes: sum(files) };
  } finally {
    await browser.close();
  }
}

/** Whether the page shows its main heading with JavaScript turned off (rendered at build time): then its first paint needs no JS. */
export async function paintsWithoutJs(baseUrl: string, path: string): Promise<boolean> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable({ fullBrowser: true }), args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(new URL(path, baseUrl).href);
    return await page.locator('#root h1').first().isVisible();
  } finally {
    await browser.close();
  }
}

/** Signs in through the app's own form and returns the browser storage that holds the session. */
export async function signedInStorage(baseUrl: string, email: string, password: string): Promise<BrowserContextOptions['storageState']> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable({ fullBrowser: true }), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(new URL('/auth', baseUrl).href);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Welcome back!', { exact: true }).waitFor();
    return await context.storageState();
  } finally {
    await browser.close();
  }
}
