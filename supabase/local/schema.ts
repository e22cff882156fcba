import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseBackend } from './db-backend.ts';
import { templateKey } from './template-cache.ts';

// Brings a database to the schema hosted Supabase would have: built-ins first,
// then every migration not applied yet, then the seed when the database is new.
// One code path for both engines (PGlite and a real PostgreSQL server), so a
// migration only one of them accepts fails the tests.

export interface SchemaParts {
  bootstrapSql: string;
  /** Built-ins added later than bootstrap.sql (auth.flow_state, the storage schema): idempotent, applied on every open. */
  laterBuiltInsSql: string;
  /** The *.sql files of the migrations folder in name order, with their text. */
  migrations: [string, string][];
  seed?: string;
  seedName?: string;
}

export function readSchemaParts(migrationsDir: string, seedFile?: string): SchemaParts {
  const migrations: [string, string][] = existsSync(migrationsDir)
    ? readdirSync(migrationsDir)
        .filter((f) => f.endsWith('.sql'))
        .sort()
        .map((f) => [f, readFileSync(path.join(migrationsDir, f), 'utf8')])
    : [];
  const seedExists = seedFile !== undefined && existsSync(seedFile);
  return {
    bootstrapSql: readFileSync(new URL('./bootstrap.sql', import.meta.url), 'utf8'),
    laterBuiltInsSql: ['./flow-state.sql', './storage.sql'].map((file) => readFileSync(new URL(file, import.meta.url), 'utf8')).join('\n'),
    migrations,
    seed: seedExists ? readFileSync(seedFile, 'utf8') : undefined,
    seedName: seedExists ? path.basename(seedFile) : undefined,
  };
}

// Hosted Supabase resolves extension functions (uuid_generate_v4...) unqualified,
// and answers in UTC. Database defaults reach new sessions only, and a database
// made from a template does not inherit them (postgres-database.ts sets them again).
const SEARCH_PATH = `"$user", public, extensions`;
export function databaseDefaultsSql(database: string): string {
  const name = `"${database.replace(/"/g, '""')}"`;
  return `alter database ${name} set search_path to ${SEARCH_PATH}; alter database ${name} set timezone to 'UTC'`;
}

/** Names this schema: any change to what shapes it gives another key (template-cache.ts). */
export function schemaKey(parts: SchemaParts): string {
  return templateKey({ ...parts, bootstrapSql: parts.bootstrapSql + databaseDefaultsSql('') + parts.laterBuiltInsSql });
}

/** Returns whether the database was new (had no auth schema yet). */
export async function prepareSchema(db: DatabaseBackend, parts: SchemaParts, log: (line: string) => void): Promise<boolean> {
  const { rows } = await db.query<{ fresh: boolean }>("select to_regclass('auth.users') is null as fresh");
  const fresh = rows[0]?.fresh ?? true;
  if (fresh) {
    await db.transaction(async (tx) => {
      await tx.exec(parts.bootstrapSql);
      const {
        rows: [current],
      } = await tx.query<{ name: string }>('select current_database() as name');
      await tx.exec(databaseDefaultsSql(current!.name));
    });
  }
  await db.exec(parts.laterBuiltInsSql);
  // The defaults above reach new sessions only; PGlite keeps this one.
  await db.exec(`set search_path to ${SEARCH_PATH}; set timezone to 'UTC'`);
  await applyMigrations(db, parts.migrations, log);
  if (fresh && parts.seed !== undefined) {
    await db.transaction((tx) => tx.exec(parts.seed!));
    log(`seed applied: ${parts.seedName}`);
  }
  return fresh;
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
async function recordRenamedMigrations(db: DatabaseBackend, migrations: [string, string][], log: (line: string) => void) {
  const byName = new Map(
    migrations
      .map(([file]) => versionAndName(file))
      .filter(({ name }) => name)
      .map(({ version, name }) => [name, version]),
  );
  const { rows } = await db.query<{ version: string; name: string | null }>(
    'select version, name from supabase_migrations.schema_migrations',
  );
  const renames = rows.flatMap((row) => {
    const version = row.name ? byName.get(row.name) : undefined;
    return version && version !== row.version ? [{ from: row.version, to: version, name: row.name! }] : [];
  });
  if (!renames.length) return;
  await db.transaction(async (tx) => {
    for (const { from } of renames)
      await tx.query("update supabase_migrations.schema_migrations set version = 'renaming-' || version where version = $1", [from]);
    for (const { from, to } of renames)
      await tx.query('update supabase_migrations.schema_migrations set version = $1 where version = $2', [to, `renaming-${from}`]);
  });
  for (const { from, to, name } of renames) log(`migration renamed: ${from}_${name}.sql is now ${to}_${name}.sql`);
}

/** Applies each migration not yet recorded, in its own transaction, recording it like the Supabase CLI. */
async function applyMigrations(db: DatabaseBackend, migrations: [string, string][], log: (line: string) => void) {
  await recordRenamedMigrations(db, migrations, log);
  const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const applied = new Set(rows.map((r) => r.version));
  for (const [file, sql] of migrations) {
    const { version, name } = versionAndName(file);
    if (applied.has(version)) continue;
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
          version,
          name,
          [sql],
        ]);
      });
    } catch (error) {
      throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    log(`migration applied: ${file}`);
  }
}
