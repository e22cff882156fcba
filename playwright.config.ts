import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './tests/e2e/chromium.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Tests, not files, are shared out: a file's tests spread over the workers, so the
  // last file to start does not run alone at the end. Files whose tests build on each
  // other say so (test.describe.configure({ mode: 'serial' })).
  fullyParallel: true,
  // The tests wait on pages, streams and timers far more than they compute: four
  // workers keep two cores busy (two left them half idle).
  workers: 4,
  retries: 0,
  // Generous: CI shares two cores between the browser, the build and the servers.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    headless: true,
    // A failed test keeps its trace: every action with the DOM before and after, the
    // network and the console, and a screenshot of the end. Not the screencast: filming
    // every test cost a fifth of the suite's CPU time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
});
