import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { vector } from '@electric-sql/pglite-pgvector';
import { PGliteBackend } from './db-backend.ts';
import type { DatabaseBackend, Transaction } from './db-backend.ts';
import { Mutex } from './mutex.ts';
import { prepareSchema, readSchemaParts, schemaKey } from './schema.ts';
import { readTemplate, saveTemplate } from './template-cache.ts';

export type { Queryable, Transaction } from './db-backend.ts';

/**
 * The database behind a queue: the server never runs two transactions at once
 * (PGlite is one Postgres backend; on a real server the same order keeps the
 * emulator's behaviour identical on both engines).
 */
export class LocalDatabase {
  private readonly mutex = new Mutex();

  constructor(readonly pg: DatabaseBackend) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.mutex.run(() => this.pg.transaction(work));
  }

  /** Waits for queued work, then closes the database (PGlite flushes a data folder to disk). */
  close(): Promise<void> {
    return this.mutex.run(() => this.pg.close());
  }
}

export interface OpenOptions {
  dataDir?: string;
  migrationsDir: string;
  seedFile?: string;
  /**
   * A PostgreSQL server (`postgres://user@host:port/db`; its database is used for
   * administration only): the database is then a new one on that server, made from
   * the template of this schema and dropped on close (postgres-database.ts).
   * Without it, PGlite: in `dataDir`, or in memory.
   */
  postgresUrl?: string;
  log: (line: string) => void;
}

/**
 * Opens (or creates) the database and brings it to the schema hosted Supabase
 * would have (schema.ts).
 */
export async function openDatabase(options: OpenOptions): Promise<LocalDatabase> {
  const parts = readSchemaParts(options.migrationsDir, options.seedFile);
  if (options.postgresUrl) {
    // Loaded only when asked for: node-postgres is no part of a PGlite start.
    const { openPostgresDatabase } = await import('./postgres-database.ts');
    return new LocalDatabase(await openPostgresDatabase(options.postgresUrl, parts, options.log));
  }
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, 'pgdata');
    mkdirSync(dataPath, { recursive: true });
  }
  const key = schemaKey(parts);
  const newCluster = !dataPath || !existsSync(path.join(dataPath, 'PG_VERSION'));
  const template = newCluster ? readTemplate(key) : undefined;
  const pg = await PGlite.create({
    ...(dataPath ? { dataDir: dataPath } : {}),
    ...(template ? { loadDataDir: template } : {}),
    // pgvector: hosted Supabase has it; the documents' search by meaning uses it.
    extensions: { pgcrypto, uuid_ossp, vector },
  });
  if (template) options.log('database created from the cached schema template');
  const backend = new PGliteBackend(pg);
  try {
    const fresh = await prepareSchema(backend, parts, options.log);
    if (fresh && newCluster) await saveTemplate(key, pg);
  } catch (error) {
    await pg.close().catch(() => undefined);
    throw error;
  }
  return new LocalDatabase(backend);
}
