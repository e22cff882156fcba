// Which Chromium the browser tests drive: Playwright's own if it was downloaded,
// else the system one. No browser is downloaded here. The tests take Debian's
// headless shell (`chromium-headless-shell`, the build Playwright itself runs for
// headless tests) when it is there: it drives the same pages with about half the CPU
// of the full browser, and CPU is what the suite waits on. The benchmarks measure
// what a visitor's browser does, so they take the full one (`chromium`).
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const HEADLESS_SHELL = ['/usr/bin/chromium-headless-shell'];
const FULL_BROWSER = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumExecutable({ fullBrowser = false } = {}): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    if (existsSync(chromium.executablePath())) return undefined; // Playwright's own build
  } catch {
    // not installed: fall through to the system browser
  }
  const system = (fullBrowser ? FULL_BROWSER : [...HEADLESS_SHELL, ...FULL_BROWSER]).find((path) => existsSync(path));
  if (!system) {
    throw new Error(
      'No Chromium found for the browser tests. Install one with `apt-get install chromium-headless-shell chromium` ' +
        '(Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return system;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
