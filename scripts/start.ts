// `npm start`: the local Supabase and the app (Vite + Netlify Functions) in one
// process, so one Ctrl-C stops both. Data lives in .data/ and survives restarts.
import { createServer } from 'vite';
import { startLocalSupabase } from '../supabase/local/server.ts';
import { writeEnvLocal } from '../supabase/local/env-file.ts';
import { ensureLocalAdmin } from './local-admin.ts';

const APP_PORT = Number(process.env.PORT ?? 8888);
const SUPABASE_PORT = Number(process.env.LOCAL_SUPABASE_PORT ?? 54321);

const supabase = await startLocalSupabase({ dataDir: '.data/supabase', port: SUPABASE_PORT });
const env = {
  VITE_SUPABASE_URL: supabase.url,
  VITE_SUPABASE_ANON_KEY: supabase.anonKey,
  SUPABASE_URL: supabase.url,
  SUPABASE_SERVICE_ROLE_KEY: supabase.serviceRoleKey,
};
await writeEnvLocal('.env.local', env);
Object.assign(process.env, env);
const admin = await ensureLocalAdmin(supabase.url, supabase.serviceRoleKey, '.data/local-admin.json');

const vite = await createServer({ server: { port: APP_PORT, strictPort: true, host: '127.0.0.1' } });
await vite.listen();

console.log(`
  App             http://localhost:${APP_PORT}
  Local Supabase  ${supabase.url}   (data in .data/supabase)
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
