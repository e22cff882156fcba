// How many due items one automation tick hands off within its time: 1,000 due
// items in an in-memory local Supabase, one tick of the real tick code
// (netlify/lib/automation/schedules/tick.ts with handOffOverHttp) against a receiver that
// answers 202 at once, as Netlify does for a background function before it runs.
// Run on its own (`npx tsx tests/bench/automation-tick.ts`) or from `npm run bench`;
// it needs its own process, because the server code keeps one database client.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalSupabase } from '../../supabase/local/server.ts';
import { createServerClient } from '../../netlify/lib/server-client.ts';

export const DUE_ITEMS = 1000;
const SECRET = 'bench-automation-secret';

const dataDir = await mkdtemp(join(tmpdir(), 'bench-automation-'));
const supabase = await startLocalSupabase({ port: 0, dataDir, log: () => {} });
let received = 0;
const receiver = createServer((req, res) => {
  req.resume();
  if (req.headers['x-automation-secret'] !== SECRET) return void res.writeHead(401).end();
  received += 1;
  res.writeHead(202).end();
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
try {
  Object.assign(process.env, {
    SUPABASE_URL: supabase.url,
    SUPABASE_SERVICE_ROLE_KEY: supabase.serviceRoleKey,
    AUTOMATION_SECRET: SECRET,
    AUTOMATION_BASE_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
  });
  const admin = createServerClient(supabase.url, supabase.serviceRoleKey);
  const { data: created, error: userError } = await admin.auth.admin.createUser({
    email: 'bench-automation@example.com',
    password: 'bench-password-1',
    email_confirm: true,
  });
  if (userError) throw userError;
  const due = new Date(Date.now() - 60_000).toISOString();
  const rows = Array.from({ length: DUE_ITEMS }, (_, i) => ({
    user_id: created.user.id,
    template: 'social',
    title: `Due item ${i}`,
    settings: {},
    content: 'x',
    scheduled_at: due,
    next_run_at: due,
    run_slot: due,
    status: 'scheduled',
  }));
  for (let start = 0; start < rows.length; start += 250) {
    const { error } = await admin.from('content_items').insert(rows.slice(start, start + 250));
    if (error) throw new Error(`could not add the due items: ${error.message}`);
  }

  const { runAutomationTick } = await import('../../netlify/lib/automation/schedules/tick.ts');
  const { handOffOverHttp } = await import('../../netlify/lib/automation/schedules/hand-off.ts');
  const { serverConfig } = await import('../../netlify/lib/env.ts');
  const result = await runAutomationTick({
    now: new Date(),
    handOff: handOffOverHttp,
    budgetMs: 20_000,
    batch: serverConfig().automation.batch,
  });
  const { count } = await admin.from('content_runs').select('id', { count: 'exact', head: true });
  console.log(
    `  one tick with ${DUE_ITEMS} due items (batches of ${serverConfig().automation.batch}, 16 hand-offs at a time): ` +
      `claimed ${result.claimed}, handed off ${result.handedOff} (receiver got ${received}, runs stored ${count}) in ${(result.ms / 1000).toFixed(1)} s ` +
      `(limit of a scheduled function: 30 s)`,
  );
  if (result.handedOff < DUE_ITEMS || result.ms > 30_000) process.exitCode = 1;
} finally {
  receiver.close();
  await supabase.close();
  await rm(dataDir, { recursive: true, force: true });
}
