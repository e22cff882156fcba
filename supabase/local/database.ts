import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { Mutex } from './mutex.ts';
import { readTemplate, saveTemplate, templateKey } from './template-cache.ts';

/** The part of a PGlite connection or transaction that queries need. */
export type Queryable = Pick<Transaction, 'query' | 'exec'>;

/** PGlite behind a queue: the server never runs two transactions at once. */
export class LocalDatabase {
  private readonly mutex = new Mutex();

  constructor(readonly pg: PGlite) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.mutex.run(async () => {
      // With the real PostgREST (real-postgrest.ts) another client shares this
      // database through pglite-socket: let its open transaction finish first.
      while (this.pg.isInTransaction()) await new Promise((resolve) => setTimeout(resolve, 1));
      return this.pg.transaction(work);
    });
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

/** Built-ins added later than bootstrap.sql: idempotent, applied on every open. */
const flowStateSql = () =>
  readFileSync(new URL('./flow-state.sql', import.meta.url), 'utf8');

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
  const migrations = readMigrations(options.migrationsDir);
  const seed = options.seedFile && existsSync(options.seedFile) ? readFileSync(options.seedFile, 'utf8') : undefined;
  const key = templateKey({ bootstrapSql: bootstrapSql() + flowStateSql(), migrations, seed });
  const newCluster = !dataPath || !existsSync(path.join(dataPath, 'PG_VERSION'));
  const template = newCluster ? readTemplate(key) : undefined;
  const pg = await PGlite.create({
    ...(dataPath ? { dataDir: dataPath } : {}),
    ...(template ? { loadDataDir: template } : {}),
    extensions: { pgcrypto, uuid_ossp },
  });
  if (template) options.log('database created from the cached schema template');
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
    await pg.exec(flowStateSql());
    // ALTER DATABASE applies to new sessions only; PGlite keeps this one.
    await pg.exec(`set search_path to "$user", public, extensions; set timezone to 'UTC'`);
    await applyMigrations(pg, migrations, options.log);
    if (fresh && seed !== undefined) {
      await pg.transaction((tx) => tx.exec(seed));
      options.log(`seed applied: ${path.basename(options.seedFile!)}`);
    }
    if (fresh && newCluster) await saveTemplate(key, pg);
  } catch (error) {
    await pg.close().catch(() => undefined);
    throw error;
  }
  return new LocalDatabase(pg);
}

/** The *.sql files of the migrations folder in name order, with their text. */
function readMigrations(dir: string): [string, string][] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]);
}

const versionAndName = (file: string) => {
  const match = /^([^_]+)_?(.*)\.sql$/.exec(file);
  return { version: match?.[1] ?? file, name: match?.[2] ?? '' };
};

/**
 * A migration whose timestamp was corrected keeps its name: it is recorded under
 * its new version instead of being applied twice (what `supabase migration repair`
 * does for a hosted project). Old and new versions may overlap, so rows move
 * through a temporary version first.
 */
async function recordRenamedMigrations(pg: PGlite, migrations: [string, string][], log: (line: string) => void) {
  const byName = new Map(migrations.map(([file]) => versionAndName(file)).filter(({ name }) => name).map(({ version, name }) => [name, version]));
  const { rows } = await pg.query<{ version: string; name: string | null }>('select version, name from supabase_migrations.schema_migrations');
  const renames = rows.flatMap((row) => {
    const version = row.name ? byName.get(row.name) : undefined;
    return version && version !== row.version ? [{ from: row.version, to: version, name: row.name! }] : [];
  });
  if (!renames.length) return;
  await pg.transaction(async (tx) => {
    for (const { from } of renames) await tx.query("update supabase_migrations.schema_migrations set version = 'renaming-' || version where version = $1", [from]);
    for (const { from, to } of renames) await tx.query('update supabase_migrations.schema_migrations set version = $1 where version = $2', [to, `renaming-${from}`]);
  });
  for (const { from, to, name } of renames) log(`migration renamed: ${from}_${name}.sql is now ${to}_${name}.sql`);
}

/** Applies each migration not yet recorded, in its own transaction, recording it like the Supabase CLI. */
async function applyMigrations(pg: PGlite, migrations: [string, string][], log: (line: string) => void) {
  await recordRenamedMigrations(pg, migrations, log);
  const { rows } = await pg.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const applied = new Set(rows.map((r) => r.version));
  for (const [file, sql] of migrations) {
    const { version, name } = versionAndName(file);
    if (applied.has(version)) continue;
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
