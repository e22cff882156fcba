// Which Chromium the browser tests drive: Playwright's own if it was downloaded,
// else the system one (Debian's `chromium` package). No browser is downloaded here.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    if (existsSync(chromium.executablePath())) return undefined; // Playwright's own build
  } catch {
    // not installed: fall through to the system browser
  }
  const system = SYSTEM_CHROMIUM.find((path) => existsSync(path));
  if (!system) {
    throw new Error(
      'No Chromium found for the browser tests. Install one with `apt-get install chromium` ' +
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
