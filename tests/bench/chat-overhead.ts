// `npm run bench:chat`: only the AI functions' own cost, on the production bundle
// against an in-memory local Supabase (the stack of `npm run bench`): the chat
// function's overhead with an instant provider, then 200 premium chats at once.
// Each figure is measured BENCH_ROUNDS times (default 3), the median printed last,
// as the machine may be shared.
import globalSetup from '../e2e/global-setup.ts';
import { createBenchUser, createBenchUsers, measureChatLoad, measureChatOverhead } from './chat.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LOAD_USERS = 100; // two chats each: the default in-flight cap
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const teardown = await globalSetup();
// Hundreds of requests of the same users: lift the limits this does not measure.
Object.assign(process.env, { RATE_PER_MINUTE_AI: '100000', QUOTA_FREE_CHAT: '100000' });
try {
  const baseUrl = process.env.E2E_BASE_URL!;
  const free = await createBenchUser(false);
  const p50s: number[] = [];
  const p99s: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const { p50, p99, steps } = await measureChatOverhead(baseUrl, free);
    p50s.push(p50);
    p99s.push(p99);
    console.log(
      `chat overhead, free tier, instant provider, 100 sequential calls (round ${round}): p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
    );
    if (steps) console.log(`  Server-Timing medians (ms): ${steps}`);
  }
  console.log(
    `chat overhead, median of ${ROUNDS} rounds: p50 ${median(p50s).toFixed(1)} ms, p99 ${median(p99s).toFixed(1)} ms (bars: 15 / 40 ms)`,
  );

  const users = await createBenchUsers(LOAD_USERS, true);
  const walls: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const { chats, wallMs } = await measureChatLoad(baseUrl, users);
    walls.push(wallMs);
    console.log(`load, ${chats} streamed premium chats at once (${LOAD_USERS} users x 2), round ${round}: ${(wallMs / 1000).toFixed(2)} s`);
  }
  console.log(`load, median of ${ROUNDS} rounds: ${(median(walls) / 1000).toFixed(2)} s wall (bar: 12.5 s)`);
} finally {
  await teardown();
}
