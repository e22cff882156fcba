// Content Automation Studio figures (first streamed text, the parallel blog sections), against the e2e stack's fake
// providers answering with 300 ms to the first token and 1.5 s to the end
// (fake-responder BENCHTIMING, carried in the topic): the first streamed text
// painted on /automation after the provider's first token, and the wall time of a
// three-topic 'separate' blog run against a one-topic run.
import { BENCH_FIRST_TOKEN_MS, providerArrivals } from '../e2e/fake-responder.ts';
import { signedInPage, type createBenchUser } from './chat.ts';

type BenchUser = Awaited<ReturnType<typeof createBenchUser>>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timedGenerate(baseUrl: string, user: BenchUser, body: Record<string, unknown>): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/ai/automation/generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ template_type: 'blog', word_count: 'short', user_id: user.id, ...body }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`/api/ai/automation/generate answered ${response.status}`);
  return performance.now() - started;
}

/** Median wall time of a one-topic blog and of a three-topic separate blog (each topic one call). */
export async function measureSeparateTopics(baseUrl: string, user: BenchUser, runs = 5) {
  const one: number[] = [];
  const three: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    one.push(await timedGenerate(baseUrl, user, { topic: `BENCHTIMING one ${i}` }));
    const topics = [1, 2, 3].map((n) => `BENCHTIMING topic ${n} run ${i}`);
    three.push(await timedGenerate(baseUrl, user, { topic: topics[0], topics }));
  }
  return { one: median(one), three: median(three) };
}

/** Time from the provider's first token to the first text painted on /automation, per run. */
export async function measureAutomationFirstText(baseUrl: string, user: BenchUser, runs = 5): Promise<number[]> {
  const { browser, page } = await signedInPage(baseUrl, user, '/automation');
  try {
    await page.getByRole('button', { name: /^Social Media Post/ }).click();
    const gaps: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const message = `BENCHTIMING automation ${i}`;
      await page.evaluate(() => {
        const w = window as unknown as { firstTextAt?: number };
        delete w.firstTextAt;
        const observer = new MutationObserver(() => {
          if (document.querySelector('section[aria-busy="true"]')?.textContent?.includes('Bench answer from')) {
            w.firstTextAt = performance.timeOrigin + performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await page.getByLabel('Message', { exact: true }).fill(message);
      await page.getByRole('button', { name: 'Generate Content' }).click();
      await page.waitForFunction(() => (window as unknown as { firstTextAt?: number }).firstTextAt !== undefined);
      const shownAt = await page.evaluate(() => (window as unknown as { firstTextAt: number }).firstTextAt);
      const arrivals = providerArrivals
        .filter((arrival) => arrival.question.includes(message))
        .map((arrival) => arrival.at + BENCH_FIRST_TOKEN_MS);
      gaps.push(shownAt - Math.min(...arrivals));
      await page.getByRole('button', { name: 'Generate Content' }).waitFor({ timeout: 10_000 });
    }
    return gaps;
  } finally {
    await browser.close();
  }
}
