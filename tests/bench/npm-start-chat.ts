// `npm run bench:start`: what a chat request costs through `npm start`, as a new user
// tries the app: the development stack (Vite with the functions in-process, the
// local Supabase on disk) started as the README says, a new account, and a provider
// that answers at once (the fake OpenAI, so the figure is the stack's own time).
// Compared with one GET /api/me and one PostgREST read of the same stack.
import { createServerClient } from '../../netlify/lib/server-client.ts';
import { startFakeOpenAI } from '../fixtures/fake-llm.ts';
import { e2eResponder } from '../e2e/fake-responder.ts';
import { startDevStack } from '../fixtures/dev-stack.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const percentile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

async function timed(runs: number, call: () => Promise<Response>): Promise<{ p50: number; p99: number; timings: string[] }> {
  const times: number[] = [];
  const timings: string[] = [];
  for (let i = 0; i < runs + 10; i += 1) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
    if (i < 10) continue; // warm-up: Vite transforms each module on its first use
    times.push(performance.now() - started);
    timings.push(response.headers.get('server-timing') ?? '');
  }
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), timings };
}

function medianSteps(headers: string[]): string {
  const steps = new Map<string, number[]>();
  for (const entry of headers.flatMap((header) => header.split(/,\s*/).filter(Boolean))) {
    const dur = Number(/dur=([\d.]+)/.exec(entry)?.[1] ?? Number.NaN);
    const name = entry.split(';')[0]!;
    steps.set(name, [...(steps.get(name) ?? []), dur]);
  }
  return [...steps].map(([name, durs]) => `${name} ${percentile(durs, 0.5).toFixed(1)}`).join(', ');
}

const provider = await startFakeOpenAI(e2eResponder);
const stack = await startDevStack({
  OPENAI_API_KEY: 'sk-bench',
  OPENAI_BASE_URL: provider.url,
  OUTBOUND_ALLOW_LOCAL: '1',
  RATE_PER_MINUTE_AI: '100000',
  RATE_PER_MINUTE_ME: '100000',
  QUOTA_FREE_CHAT: '100000',
});
const baseUrl = stack.url;
try {
  const supabaseUrl = await stack.envValue('SUPABASE_URL');
  const anonKey = await stack.envValue('VITE_SUPABASE_ANON_KEY');
  // A new user, as the sign-up form makes one.
  const client = createServerClient(supabaseUrl, anonKey);
  const email = `bench-start-${Date.now()}@example.com`;
  const { data, error } = await client.auth.signUp({ email, password: 'bench-password' });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message ?? 'no session (e-mail confirmation on?)'}`);
  const token = data.session.access_token;
  const userId = data.session.user.id;
  const auth = { authorization: `Bearer ${token}` };

  const me = await timed(RUNS, () => fetch(`${baseUrl}/api/me`, { headers: auth }));
  const read = await timed(RUNS, () =>
    fetch(`${supabaseUrl}/rest/v1/profiles?select=*&id=eq.${userId}`, { headers: { ...auth, apikey: anonKey } }),
  );
  let n = 0;
  const chat = await timed(RUNS, () =>
    fetch(`${baseUrl}/api/ai/chat`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ text: `BENCHINSTANT ${(n += 1)}`, user_id: userId, session_id: `session-bench-${Date.now()}-${n}` }),
    }),
  );
  console.log(`Through npm start (development stack), ${RUNS} sequential calls each, a new free user:`);
  console.log(`  one PostgREST read   p50 ${read.p50.toFixed(1)} ms, p99 ${read.p99.toFixed(1)} ms`);
  console.log(`  GET /api/me          p50 ${me.p50.toFixed(1)} ms, p99 ${me.p99.toFixed(1)} ms`);
  console.log(`  POST /api/ai/chat    p50 ${chat.p50.toFixed(1)} ms, p99 ${chat.p99.toFixed(1)} ms (bars: 40 / 100 ms; instant provider)`);
  console.log(`    Server-Timing medians (ms): ${medianSteps(chat.timings)}`);
} finally {
  await stack.stop();
  await provider.close();
}
