// The chat history search (rpc search_chats) for a user with 10,000 turns, on a real
// PostgreSQL server (the engine hosted Supabase runs; the db-postgres tests'
// throwaway cluster) and, for comparison, on PGlite. Each query is timed as Postgres
// sees it (EXPLAIN ANALYZE's execution time, as the signed-in user under RLS) and
// from the client. Budget: 50 ms in Postgres per query (p50 of the runs).
// Run on its own (`npx tsx tests/bench/chat-search.ts`, SEARCH_BENCH_PGLITE=0 to skip
// PGlite) or from `npm run bench`; exit code 1 when over budget.
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../supabase/local/config.ts';
import { openDatabase } from '../../supabase/local/database.ts';
import type { DatabaseBackend } from '../../supabase/local/db-backend.ts';
import { openPostgresDatabase } from '../../supabase/local/postgres-database.ts';
import { readSchemaParts } from '../../supabase/local/schema.ts';
import { findPostgresBinaries, MISSING_POSTGRES, startPostgresServer } from '../fixtures/postgres-server.ts';
import { OTHER_TURNS, OTHER_USERS, USER_TURNS, seed } from './chat-search-corpus.ts';

export const SEARCH_BUDGET_MS = 50;
const RUNS = 15;
/** What people type: a word, two words, a word still being typed, a phrase, a word no chat has. */
const QUERIES = [
  { kind: 'single word', text: 'payment' },
  { kind: 'common word', text: 'model' },
  { kind: 'two words', text: 'daily quota' },
  { kind: 'prefix', text: 'schedu' },
  { kind: 'phrase', text: '"shared chat"' },
  { kind: 'no match', text: 'xylophone' },
];

interface Figures {
  kind: string;
  text: string;
  hits: number;
  matchingTurns: number;
  p50: number;
  min: number;
  max: number;
  clientP50: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(db: DatabaseBackend, userId: string): Promise<Figures[]> {
  const claims = JSON.stringify({ sub: userId, role: 'authenticated' });
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
    const figures: Figures[] = [];
    for (const query of QUERIES) {
      const { rows: counted } = await tx.query<{ n: number }>(
        'select count(*)::int as n from public.chat_turns where user_id = $1 and search @@ public.chat_search_query($2)',
        [userId, query.text],
      );
      await tx.exec('set local role authenticated');
      const times: number[] = [];
      const client: number[] = [];
      let hits = 0;
      for (let run = 0; run < RUNS + 3; run += 1) {
        const started = performance.now();
        const { rows } = await tx.query('select * from public.search_chats($1)', [query.text]);
        const elapsed = performance.now() - started;
        const { rows: plan } = await tx.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
          'explain (analyze, format json) select * from public.search_chats($1)',
          [query.text],
        );
        // The first runs warm the caches and the plan.
        if (run < 3) continue;
        hits = rows.length;
        client.push(elapsed);
        times.push(plan[0]!['QUERY PLAN'][0]['Execution Time']);
      }
      await tx.exec('reset role');
      figures.push({
        ...query,
        hits,
        matchingTurns: counted[0]!.n,
        p50: median(times),
        min: Math.min(...times),
        max: Math.max(...times),
        clientP50: median(client),
      });
    }
    await tx.rollback();
    return figures;
  });
}

function print(engine: string, figures: Figures[]) {
  console.log(`  ${engine}:`);
  for (const f of figures) {
    console.log(
      `    ${f.kind.padEnd(12)} ${JSON.stringify(f.text).padEnd(16)} ${String(f.matchingTurns).padStart(5)} turns match, ${String(f.hits).padStart(2)} chats shown: ` +
        `p50 ${f.p50.toFixed(1).padStart(6)} ms (min ${f.min.toFixed(1).padStart(5)}, max ${f.max.toFixed(1).padStart(6)}) in Postgres; p50 ${f.clientP50.toFixed(1).padStart(6)} ms at the client`,
    );
  }
}

const migrationsDir = path.join(repoRoot, 'supabase', 'migrations');
const seedFile = path.join(repoRoot, 'supabase', 'seed.sql');
const parts = readSchemaParts(migrationsDir, seedFile);
const binaries = findPostgresBinaries();
if (!binaries) throw new Error(MISSING_POSTGRES);
// Other work on the machine inflates every figure: the load says how much to trust them.
console.log(
  `  ${USER_TURNS.toLocaleString('en')} turns of one user (1,000 chats), ${(OTHER_USERS * OTHER_TURNS).toLocaleString('en')} of ${OTHER_USERS} others; ` +
    `${RUNS} runs a query; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores:`,
);
const server = await startPostgresServer(binaries);
let overBudget: Figures[] = [];
try {
  const db = await openPostgresDatabase(server.url, parts, () => {});
  try {
    const started = performance.now();
    const userId = await seed(db, path.join(repoRoot, 'docs'));
    const seeded = performance.now() - started;
    const figures = await measure(db, userId);
    print(`${server.version} (seeded in ${(seeded / 1000).toFixed(1)} s)`, figures);
    overBudget = figures.filter((f) => f.p50 > SEARCH_BUDGET_MS);
  } finally {
    await db.close();
  }
} finally {
  server.stop();
}
if (process.env.SEARCH_BENCH_PGLITE !== '0') {
  const local = await openDatabase({ migrationsDir, seedFile, log: () => {} });
  try {
    const started = performance.now();
    const userId = await seed(local.pg, path.join(repoRoot, 'docs'));
    const seeded = performance.now() - started;
    print(`PGlite, for comparison only (seeded in ${(seeded / 1000).toFixed(1)} s)`, await measure(local.pg, userId));
  } finally {
    await local.close();
  }
}
const worst = overBudget.length ? overBudget.map((f) => `${f.kind} ${f.p50.toFixed(1)} ms`).join(', ') : '';
console.log(
  overBudget.length
    ? `  FAIL: chat search over ${SEARCH_BUDGET_MS} ms in PostgreSQL (${worst})`
    : `  PASS: every chat search within ${SEARCH_BUDGET_MS} ms in PostgreSQL (p50 of each query)`,
);
if (overBudget.length) process.exitCode = 1;
