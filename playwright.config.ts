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
  // Hang detectors, not speed checks (npm run bench measures speed): CI shares two cores
  // between four browsers, vitest, the build and the servers, and there the longest
  // tests take 2-3 times what they take alone (up to 58 s of a 60 s limit on 28 November).
  timeout: 120_000,
  expect: { timeout: 15_000 },
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
