// `npm start`: the local Supabase and the app (Vite + Netlify Functions) in one
// process, so one Ctrl-C stops both. Data lives in .data/ and survives restarts.
// First: it keeps Node's fetch and http(s).request as they are before any plugin loads.
import { restoreNodeGlobals } from './node-globals.ts';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, loadEnv } from 'vite';
import { requestedPostgrest } from '../supabase/local/real-postgrest.ts';
import { startLocalSupabase } from '../supabase/local/server.ts';
import { writeEnvLocal } from '../supabase/local/env-file.ts';
import { ensureLocalAdmin } from './local-admin.ts';
import { startLocalPayPal, type LocalPayPal } from './local-paypal.ts';

// The dev server, whatever the shell says (a NODE_ENV=production left over from a
// build would turn the page's development-only paths off).
process.env.NODE_ENV = 'development';

const APP_PORT = Number(process.env.PORT ?? 8888);
const SUPABASE_PORT = Number(process.env.LOCAL_SUPABASE_PORT ?? 54321);
// Where the local data and the env file go; tests point these at a temporary folder.
const DATA_DIR = process.env.LOCAL_DATA_DIR ?? '.data';
const ENV_FILE = process.env.LOCAL_ENV_FILE ?? '.env.local';

// LOCAL_POSTGREST=real: /rest/v1 is the real PostgREST binary instead of the emulator (docs/architecture.md).
const supabase = await startLocalSupabase({ dataDir: join(DATA_DIR, 'supabase'), port: SUPABASE_PORT, postgrest: requestedPostgrest() });
const env = {
  VITE_SUPABASE_URL: supabase.url,
  VITE_SUPABASE_ANON_KEY: supabase.anonKey,
  SUPABASE_URL: supabase.url,
  SUPABASE_SERVICE_ROLE_KEY: supabase.serviceRoleKey,
};
await writeEnvLocal(ENV_FILE, env);
Object.assign(process.env, env);
const admin = await ensureLocalAdmin(supabase.url, supabase.serviceRoleKey, join(DATA_DIR, 'local-admin.json'));

// The key that encrypts users' saved provider keys: from the environment, else one
// made for this machine on the first run and kept with the local data.
async function localProviderKeysSecret(): Promise<string> {
  const file = join(DATA_DIR, 'provider-keys-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    await mkdir(DATA_DIR, { recursive: true });
    await writeFile(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}
process.env.PROVIDER_KEYS_SECRET ||= loadEnv('development', process.cwd(), '').PROVIDER_KEYS_SECRET || (await localProviderKeysSecret());

// Schedules: the automation tick below hands due items to the background function of this
// very server, with a secret made for this run; a failed run is retried a minute later.
process.env.AUTOMATION_SECRET ||= randomBytes(24).toString('base64url');
process.env.AUTOMATION_BASE_URL ||= `http://127.0.0.1:${APP_PORT}`;
process.env.AUTOMATION_RETRY_MINUTES ||= '1';

// PayPal keys in the environment or an env file mean PayPal's sandbox; without, a local test PayPal.
const fileEnv = loadEnv('development', process.cwd(), '');
const paypalConfigured = Boolean(process.env.PAYPAL_CLIENT_ID || fileEnv.PAYPAL_CLIENT_ID);
const localPayPal: LocalPayPal | null = paypalConfigured ? null : await startLocalPayPal();
if (localPayPal) Object.assign(process.env, localPayPal.env);

const vite = await createServer({
  server: { port: APP_PORT, strictPort: true, host: '127.0.0.1' },
  plugins: localPayPal ? [localPayPal.plugin] : [],
  // A second dev server (the e2e test of `npm start`) keeps its pre-bundled deps apart.
  ...(process.env.VITE_CACHE_DIR ? { cacheDir: process.env.VITE_CACHE_DIR } : {}),
});
await vite.listen();
// The Netlify plugin's import replaced fetch and http(s).request for the whole process
// (node-globals.ts): the functions served here call with Node's own again.
restoreNodeGlobals();

// Netlify runs the scheduled function every 15 minutes; here the same function runs
// every minute, in this process, so a schedule fires while you watch.
const TICK_EVERY_MS = Number(process.env.LOCAL_AUTOMATION_TICK_EVERY_MS ?? 60_000);
let ticking = false;
const tickTimer = setInterval(() => {
  if (ticking) return;
  ticking = true;
  vite
    .ssrLoadModule('/netlify/functions/automation-tick.mts')
    .then((tick) => (tick as { default: () => Promise<Response> }).default())
    .catch((error: unknown) => console.error(`[schedules] tick failed: ${error instanceof Error ? error.message : String(error)}`))
    .finally(() => (ticking = false));
}, TICK_EVERY_MS);

console.log(`
  App             http://localhost:${APP_PORT}
  Local Supabase  ${supabase.url}   (data in ${join(DATA_DIR, 'supabase')})
  Local admin     ${admin.email}  /  ${admin.password}
  Schedules       due items run every ${Math.round(TICK_EVERY_MS / 1000)} s (Netlify: every 15 min)
  PayPal          ${localPayPal ? 'local test PayPal: no real payment (set PAYPAL_* for the sandbox)' : `PayPal ${process.env.PAYPAL_ENVIRONMENT || fileEnv.PAYPAL_ENVIRONMENT || 'sandbox'}`}
  Press Ctrl-C to stop both.
`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  clearInterval(tickTimer);
  await vite.close();
  await Promise.all([supabase.close(), localPayPal?.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
