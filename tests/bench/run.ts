// `npm run bench`: builds the production bundle against an in-memory local
// Supabase, serves it with the bundled functions, and prints the figures the
// issues ask for. Not part of `npm test`.
import globalSetup from '../e2e/global-setup.ts';
import { createServerClient } from '../../netlify/lib/server-client.ts';
import { measureFirstPaintJs } from './first-paint.ts';
import { measureMeLatency } from './me-latency.ts';
import { measureWebsites, meetsBars } from './website-lighthouse.ts';
import { createBenchUser, measureBrowserFirstText, measureChatOverhead, measureFanOut } from './chat.ts';

const FIRST_PAINT_BUDGET_KB = 150;
const percentileOf = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

const teardown = await globalSetup();
try {
  const baseUrl = process.env.E2E_BASE_URL!;
  const firstPaint = await measureFirstPaintJs(baseUrl);
  console.log('\nFirst paint of / (signed out, production build), JS gzip:');
  for (const file of firstPaint.files) console.log(`  ${(file.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${file.url}`);
  const totalKb = firstPaint.totalGzipBytes / 1024;
  console.log(`  ${totalKb.toFixed(1).padStart(7)} KB  total (budget ${FIRST_PAINT_BUDGET_KB} KB)`);

  const admin = createServerClient(process.env.SUPABASE_URL!, process.env.SUPABASE_SERVICE_ROLE_KEY!);
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password';
  await admin.auth.admin.createUser({ email, password, email_confirm: true });
  const anon = createServerClient(process.env.SUPABASE_URL!, process.env.VITE_SUPABASE_ANON_KEY!);
  const { data, error } = await anon.auth.signInWithPassword({ email, password });
  if (error) throw error;
  const latency = await measureMeLatency(baseUrl, data.session.access_token);
  console.log(`\nGET /api/me, warm, 200 sequential calls: p50 ${latency.p50.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms`);

  process.env.QUOTA_FREE_CHAT = '100000';
  const [freeUser, paidUser] = await Promise.all([createBenchUser(false), createBenchUser(true)]);
  console.log('\nChat, fake providers with 300 ms to the first token and 1.5 s to the end:');
  const fanOut = await measureFanOut(baseUrl, freeUser, paidUser);
  const ratio = fanOut.premium / fanOut.slowestSingle;
  console.log(
    `  premium, 3 models in parallel: ${fanOut.premium.toFixed(0)} ms (median of 5); one model: ${fanOut.single.toFixed(0)} ms median, ` +
      `${fanOut.slowestSingle.toFixed(0)} ms slowest -> ${ratio.toFixed(2)}x the slowest single model (target <= 1.10x)`,
  );
  const gaps = await measureBrowserFirstText(baseUrl, paidUser);
  console.log(
    `  first streamed text painted in the browser after the provider's first token: median ${percentileOf(gaps, 0.5).toFixed(0)} ms, ` +
      `max ${Math.max(...gaps).toFixed(0)} ms over ${gaps.length} runs (target <= 100 ms)`,
  );
  const overhead = await measureChatOverhead(baseUrl, freeUser);
  console.log(
    `  function overhead (auth, tier, history read, quota, history write; instant provider), warm, 100 sequential calls: ` +
      `p50 ${overhead.p50.toFixed(1)} ms, p99 ${overhead.p99.toFixed(1)} ms`,
  );
  if (ratio > 1.1) console.error('\nPremium wall time is over 1.1x the slowest single model.');
  if (percentileOf(gaps, 0.5) > 100) console.error('\nFirst streamed text arrives more than 100 ms after the provider first token.');

  console.log('\nGenerated websites, Lighthouse mobile (performance / accessibility / best practices / SEO):');
  const websites = await measureWebsites();
  for (const site of websites) {
    const figures = [site.performance, site.accessibility, site.bestPractices, site.seo].map((n) => String(n).padStart(3)).join(' /');
    console.log(`  ${site.site.padEnd(20)} ${figures}   ${site.kb.toFixed(1).padStart(5)} KB${meetsBars(site) ? '' : '   BELOW THE BARS'}`);
  }
  if (!websites.every(meetsBars)) {
    console.error('\nA generated website is below the bars (performance >= 95, accessibility 100, best practices 100, SEO 100 premium / >= 90 free, < 100 KB).');
    process.exitCode = 1;
  }

  if (totalKb > FIRST_PAINT_BUDGET_KB) {
    console.error(`\nFirst-paint JS is over budget: ${totalKb.toFixed(1)} KB > ${FIRST_PAINT_BUDGET_KB} KB`);
    process.exitCode = 1;
  }
} finally {
  await teardown();
}
