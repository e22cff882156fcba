// `npm run bench`: builds the production bundle against an in-memory local
// Supabase, serves it with the bundled functions, and prints the figures the
// issues ask for. Not part of `npm test`.
import globalSetup from '../e2e/global-setup.ts';
import { createServerClient } from '../../netlify/lib/server-client.ts';
import { measureFirstPaintJs } from './first-paint.ts';
import { measureMeLatency } from './me-latency.ts';

const FIRST_PAINT_BUDGET_KB = 150;

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

  if (totalKb > FIRST_PAINT_BUDGET_KB) {
    console.error(`\nFirst-paint JS is over budget: ${totalKb.toFixed(1)} KB > ${FIRST_PAINT_BUDGET_KB} KB`);
    process.exitCode = 1;
  }
} finally {
  await teardown();
}
