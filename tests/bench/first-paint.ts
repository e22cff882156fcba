// Measures the JavaScript a browser downloads for the first paint of `/` in the
// production build (signed out, cold cache), gzip-compressed as a CDN serves it.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/chromium.ts';

export interface FirstPaintResult {
  files: { url: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

export async function measureFirstPaintJs(baseUrl: string, path = '/'): Promise<FirstPaintResult> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const pending: Promise<{ url: string; gzipBytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const files = await Promise.all(pending);
    return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}
