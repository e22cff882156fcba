// `npm start`: the local Supabase and the app (Vite + Netlify Functions) in one
// process, so one Ctrl-C stops both. Data lives in .data/ and survives restarts.
import { join } from 'node:path';
import { createServer } from 'vite';
import { startLocalSupabase } from '../supabase/local/server.ts';
import { writeEnvLocal } from '../supabase/local/env-file.ts';
import { ensureLocalAdmin } from './local-admin.ts';

const APP_PORT = Number(process.env.PORT ?? 8888);
const SUPABASE_PORT = Number(process.env.LOCAL_SUPABASE_PORT ?? 54321);
// Where the local data and the env file go; tests point these at a temporary folder.
const DATA_DIR = process.env.LOCAL_DATA_DIR ?? '.data';
const ENV_FILE = process.env.LOCAL_ENV_FILE ?? '.env.local';

const supabase = await startLocalSupabase({ dataDir: join(DATA_DIR, 'supabase'), port: SUPABASE_PORT });
const env = {
  VITE_SUPABASE_URL: supabase.url,
  VITE_SUPABASE_ANON_KEY: supabase.anonKey,
  SUPABASE_URL: supabase.url,
  SUPABASE_SERVICE_ROLE_KEY: supabase.serviceRoleKey,
};
await writeEnvLocal(ENV_FILE, env);
Object.assign(process.env, env);
const admin = await ensureLocalAdmin(supabase.url, supabase.serviceRoleKey, join(DATA_DIR, 'local-admin.json'));

const vite = await createServer({
  server: { port: APP_PORT, strictPort: true, host: '127.0.0.1' },
  // A second dev server (the e2e test of `npm start`) keeps its pre-bundled deps apart.
  ...(process.env.VITE_CACHE_DIR ? { cacheDir: process.env.VITE_CACHE_DIR } : {}),
});
await vite.listen();

console.log(`
  App             http://localhost:${APP_PORT}
  Local Supabase  ${supabase.url}   (data in ${join(DATA_DIR, 'supabase')})
  Local admin     ${admin.email}  /  ${admin.password}
  Press Ctrl-C to stop both.
`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await vite.close();
  await supabase.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
