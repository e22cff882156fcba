// Load check of the in-flight cap: 50 streamed chat requests of one user at once.
// Exactly two are admitted, the rest get 429 (never 500), and the database never
// holds more than two leases. Prints the counts and timing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as chatFunction from '../../netlify/functions/ai-chat.mts';
import { createServerClient } from '../../netlify/lib/server-client.ts';
import { readEvents, startChatTestStack, type ChatTestStack } from './chat-stack.ts';

const CONCURRENT = 50;
// A load check on a shared two-core machine: allow far more than the ~3 s it takes on an idle one.
const LOAD_TIMEOUT_MS = 180_000;
let stack: ChatTestStack;
beforeAll(async () => {
  stack = await startChatTestStack([chatFunction]);
});
afterAll(() => stack?.stop());
afterEach(() => delete process.env.RATE_PER_MINUTE_AI);

async function burst(label: string) {
  // Every answer waits for the gate, so the admitted ones stay in flight until all 50 were answered.
  let openGate = () => {};
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  stack.openai.setResponder(async () => {
    await gate;
    return { text: 'Done.', chunks: 1 };
  });
  const user = await stack.createUser();
  const leases = async () =>
    (
      await createServerClient(stack.supabase.url, stack.supabase.serviceRoleKey)
        .from('inflight_leases')
        .select('id')
        .eq('key', `ai:user:${user.id}`)
    ).data?.length;

  const started = performance.now();
  const responses = await Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) =>
      stack.call('/api/ai/chat', {
        method: 'POST',
        token: user.accessToken,
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ text: `Load ${i}`, user_id: user.id, session_id: 'load' }),
      }),
    ),
  );
  const allAnsweredMs = Math.round(performance.now() - started);
  const peakLeases = await leases();
  const statuses = responses.map((r) => r.status);
  const refused = await Promise.all(
    responses.filter((r) => r.status === 429).map(async (r) => ((await r.json()) as { detail: string }).detail),
  );
  openGate();
  const finals = await Promise.all(responses.filter((r) => r.status === 200).map(async (r) => (await readEvents(r)).at(-1)));
  const totalMs = Math.round(performance.now() - started);
  const counts = {
    admitted: statuses.filter((s) => s === 200).length,
    refusedInFlight: refused.filter((d) => d.startsWith('You already have')).length,
    refusedRate: refused.filter((d) => d.startsWith('Too many')).length,
    errors5xx: statuses.filter((s) => s >= 500).length,
    other: statuses.filter((s) => s !== 200 && s !== 429).length,
  };
  console.log(
    `[load] ${label}: ${JSON.stringify(counts)}; peak leases ${peakLeases}; 50 statuses in ${allAnsweredMs} ms; all done in ${totalMs} ms`,
  );
  return { counts, peakLeases, finals, leasesAfter: await leases() };
}

describe(`${CONCURRENT} concurrent chat requests of one user`, () => {
  it(
    'admit exactly 2 in flight, refuse the rest with 429 and no 500 (rate raised, so only the in-flight cap acts)',
    async () => {
      process.env.RATE_PER_MINUTE_AI = '1000';
      const { counts, peakLeases, finals, leasesAfter } = await burst('rate 1000/min');
      expect(counts).toEqual({ admitted: 2, refusedInFlight: 48, refusedRate: 0, errors5xx: 0, other: 0 });
      expect(peakLeases).toBe(2);
      expect(finals.map((f) => f?.data.success)).toEqual([true, true]);
      expect(leasesAfter).toBe(0);
    },
    LOAD_TIMEOUT_MS,
  );

  it(
    'with the default rate (20 a minute), still 2 admitted; the rate refuses what passes 20',
    async () => {
      const { counts, peakLeases, leasesAfter } = await burst('default rate');
      expect(counts).toEqual({ admitted: 2, refusedInFlight: 18, refusedRate: 30, errors5xx: 0, other: 0 });
      expect(peakLeases).toBe(2);
      expect(leasesAfter).toBe(0);
    },
    LOAD_TIMEOUT_MS,
  );
});
