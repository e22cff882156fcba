import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { Mutex } from './mutex.ts';

/** The part of a PGlite connection or transaction that queries need. */
export type Queryable = Pick<Transaction, 'query' | 'exec'>;

/** PGlite behind a queue: the server never runs two transactions at once. */
export class LocalDatabase {
  private readonly mutex = new Mutex();

  constructor(readonly pg: PGlite) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.mutex.run(() => this.pg.transaction(work));
  }

  /** Waits for queued work, then closes PGlite (which flushes a data folder to disk). */
  close(): Promise<void> {
    return this.mutex.run(() => this.pg.close());
  }
}

export interface OpenOptions {
  dataDir?: string;
  migrationsDir: string;
  seedFile?: string;
  log: (line: string) => void;
}

const bootstrapSql = () =>
  readFileSync(new URL('./bootstrap.sql', import.meta.url), 'utf8');

/**
 * Opens (or creates) the database and brings it to the schema hosted Supabase
 * would have: built-ins first, then every migration not applied yet, then the
 * seed when the database is new.
 */
export async function openDatabase(options: OpenOptions): Promise<LocalDatabase> {
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, 'pgdata');
    mkdirSync(dataPath, { recursive: true });
  }
  const pg = await PGlite.create({
    ...(dataPath ? { dataDir: dataPath } : {}),
    extensions: { pgcrypto, uuid_ossp },
  });
  try {
    const { rows } = await pg.query<{ fresh: boolean }>(
      "select to_regclass('auth.users') is null as fresh",
    );
    const fresh = rows[0]?.fresh ?? true;
    if (fresh) {
      await pg.transaction(async (tx) => {
        await tx.exec(bootstrapSql());
        // Hosted Supabase resolves extension functions (uuid_generate_v4...) unqualified.
        await tx.exec(`alter database postgres set search_path to "$user", public, extensions`);
      });
    }
    // ALTER DATABASE applies to new sessions only; PGlite keeps this one.
    await pg.exec(`set search_path to "$user", public, extensions; set timezone to 'UTC'`);
    await applyMigrations(pg, options.migrationsDir, options.log);
    if (fresh && options.seedFile && existsSync(options.seedFile)) {
      await pg.transaction((tx) => tx.exec(readFileSync(options.seedFile!, 'utf8')));
      options.log(`seed applied: ${path.basename(options.seedFile)}`);
    }
  } catch (error) {
    await pg.close().catch(() => undefined);
    throw error;
  }
  return new LocalDatabase(pg);
}

/** Applies *.sql in name order, each in its own transaction, recording it like the Supabase CLI. */
async function applyMigrations(pg: PGlite, dir: string, log: (line: string) => void) {
  if (!existsSync(dir)) return;
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  const { rows } = await pg.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const applied = new Set(rows.map((r) => r.version));
  for (const file of files) {
    const match = /^([^_]+)_?(.*)\.sql$/.exec(file);
    const version = match?.[1] ?? file;
    const name = match?.[2] ?? '';
    if (applied.has(version)) continue;
    const sql = readFileSync(path.join(dir, file), 'utf8');
    try {
      await pg.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [version, name, [sql]],
        );
      });
    } catch (error) {
      throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    log(`migration applied: ${file}`);
  }
}
