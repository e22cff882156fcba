// The chat's speed figures, against the fake providers of the e2e stack answering
// with 300 ms to the first token and 1.5 s to the end (fake-responder BENCHTIMING):
// premium three-model wall time vs one model, first streamed text in the browser vs
// the provider's first token, and the function's own overhead on a warm instance.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/chromium.ts';
import { BENCH_FIRST_TOKEN_MS, providerArrivals } from '../e2e/fake-responder.ts';
import { createServerClient } from '../../netlify/lib/server-client.ts';

export interface BenchUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

let benchUsers = 0;

export async function createBenchUser(paid: boolean): Promise<BenchUser> {
  const admin = createServerClient(process.env.SUPABASE_URL!, process.env.SUPABASE_SERVICE_ROLE_KEY!);
  const email = `bench-chat-${paid ? 'paid' : 'free'}-${Date.now()}-${(benchUsers += 1)}@example.com`;
  const password = 'bench-password';
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  if (paid) await admin.from('profiles').update({ subscription_status: 'paid' }).eq('id', created.data.user.id);
  const anon = createServerClient(process.env.SUPABASE_URL!, process.env.VITE_SUPABASE_ANON_KEY!);
  const { data, error } = await anon.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { id: created.data.user.id, email, password, token: data.session.access_token };
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

async function timedChat(baseUrl: string, user: BenchUser, text: string, onServerTiming?: (header: string) => void): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/ai/chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text, user_id: user.id, session_id: `session-bench-${Date.now()}` }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`/api/ai/chat answered ${response.status}`);
  onServerTiming?.(response.headers.get('server-timing') ?? '');
  return performance.now() - started;
}

/** The median of each Server-Timing metric over `headers` ("auth 0.4, history 3.1, ..."). */
function medianSteps(headers: string[]): string {
  const steps = new Map<string, number[]>();
  for (const header of headers) {
    for (const entry of header.split(/,\s*/).filter(Boolean)) {
      const name = entry.split(';')[0]!;
      const dur = Number(/dur=([\d.]+)/.exec(entry)?.[1] ?? NaN);
      steps.set(name, [...(steps.get(name) ?? []), dur]);
    }
  }
  return [...steps].map(([name, durs]) => `${name} ${percentile(durs, 0.5).toFixed(1)}`).join(', ');
}

/** Median wall time of one premium turn (three models in parallel) and of one single-model turn. */
export async function measureFanOut(baseUrl: string, free: BenchUser, paid: BenchUser, runs = 5) {
  const single: number[] = [];
  const premium: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    single.push(await timedChat(baseUrl, free, `BENCHTIMING single ${i}`));
    premium.push(await timedChat(baseUrl, paid, `BENCHTIMING premium ${i}`));
  }
  return { single: percentile(single, 0.5), premium: percentile(premium, 0.5), slowestSingle: Math.max(...single) };
}

/**
 * The function's own cost (auth, reads, limits, lease release; the history write
 * comes after the answer) with a provider that answers at once; `steps`: the
 * median of each step the function reported in its Server-Timing header.
 */
export async function measureChatOverhead(baseUrl: string, user: BenchUser, runs = 100) {
  for (let i = 0; i < 10; i += 1) await timedChat(baseUrl, user, `BENCHINSTANT warm-up ${i}`);
  const times: number[] = [];
  const headers: string[] = [];
  for (let i = 0; i < runs; i += 1) times.push(await timedChat(baseUrl, user, `BENCHINSTANT ${i}`, (header) => headers.push(header)));
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), steps: medianSteps(headers) };
}

/** A Chromium page signed in as `user` through the sign-in form, opened at `path`. */
export async function signedInPage(baseUrl: string, user: Pick<BenchUser, 'email' | 'password'>, path: string) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable({ fullBrowser: true }), args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/$/);
  await page.goto(`${baseUrl}${path}`);
  return { browser, page };
}

/** Time from the provider's first token to the first answer text painted on /chat, per run. */
export async function measureBrowserFirstText(baseUrl: string, user: BenchUser, runs = 5): Promise<number[]> {
  const { browser, page } = await signedInPage(baseUrl, user, '/chat');
  try {
    const input = page.getByPlaceholder('Ask anything to multiple AI models...');
    const gaps: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const question = `BENCHTIMING browser ${i}`;
      await page.evaluate(() => {
        const w = window as unknown as { firstTextAt?: number };
        delete w.firstTextAt;
        const earlier = document.querySelectorAll('article').length;
        const observer = new MutationObserver(() => {
          const cards = [...document.querySelectorAll('article')].slice(earlier);
          if (cards.some((card) => card.textContent?.includes('Bench answer from'))) {
            w.firstTextAt = performance.timeOrigin + performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await input.fill(question);
      await input.press('Enter');
      await page.waitForFunction(() => (window as unknown as { firstTextAt?: number }).firstTextAt !== undefined);
      const shownAt = await page.evaluate(() => (window as unknown as { firstTextAt: number }).firstTextAt);
      const arrivals = providerArrivals.filter((a) => a.question === question).map((a) => a.at + BENCH_FIRST_TOKEN_MS);
      gaps.push(shownAt - Math.min(...arrivals));
      await page.getByRole('button', { name: 'Send' }).waitFor({ timeout: 10_000 });
    }
    return gaps;
  } finally {
    await browser.close();
  }
}

/** Bench users made a few at a time (each sign-up hashes a password). */
export async function createBenchUsers(count: number, paid: boolean): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  while (users.length < count)
    users.push(...(await Promise.all(Array.from({ length: Math.min(10, count - users.length) }, () => createBenchUser(paid)))));
  return users;
}

/**
 * Load: `perUser` streamed premium chats (three models each, instant provider) of
 * every user at once, within the in-flight cap. Wall time from the first request
 * to the last final event; every answer must succeed.
 */
export async function measureChatLoad(baseUrl: string, users: BenchUser[], perUser = 2): Promise<{ chats: number; wallMs: number }> {
  const started = performance.now();
  const chats = users.flatMap((user) => Array.from({ length: perUser }, (_, i) => ({ user, i })));
  await Promise.all(
    chats.map(async ({ user, i }) => {
      const response = await fetch(`${baseUrl}/api/ai/chat`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ text: `BENCHINSTANT load ${i}`, user_id: user.id, session_id: `session-load-${i}-${Date.now()}` }),
      });
      const text = await response.text();
      if (response.status !== 200 || !/event: final\ndata: \{"success":true/.test(text))
        throw new Error(`a load chat failed: ${response.status} ${text.slice(-200)}`);
    }),
  );
  return { chats: chats.length, wallMs: performance.now() - started };
}
