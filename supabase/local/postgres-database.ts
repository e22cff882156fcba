import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PostgresBackend } from './postgres-backend.ts';
import { databaseDefaultsSql, prepareSchema, schemaKey, type SchemaParts } from './schema.ts';

// On a real PostgreSQL server every local Supabase gets a database of its own,
// dropped when it closes. The schema (bootstrap.sql, the migrations, the seed) is
// built once per server as a template database, through the same prepareSchema()
// as PGlite's, and each new database is a copy of it: CREATE DATABASE ... TEMPLATE
// takes about 0.1 s where the migrations take seconds. The roles bootstrap.sql
// creates belong to the whole server, so they are made once, with the template.

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `url` with its database part replaced (URL keeps the user, host, port and query). */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** Runs `work` on a connection to the URL's own database, holding the server-wide template lock. */
async function withTemplateLock<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Parallel test workers share the server: one builds the template, the others wait.
    await admin.query("select pg_advisory_lock(hashtext('local-supabase template'))");
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function exists(admin: pg.Client, database: string): Promise<boolean> {
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [database]);
  return (rowCount ?? 0) > 0;
}

/** The name of a template database with this schema, built on first use. */
async function ensureTemplateWith(admin: pg.Client, serverUrl: string, parts: SchemaParts, log: (line: string) => void): Promise<string> {
  const name = `local_supabase_template_${schemaKey(parts).slice(0, 16)}`;
  if (await exists(admin, name)) return name;
  // Built under another name and renamed when complete, so a half-built one is never copied.
  const building = `${name}_building`;
  await admin.query(`drop database if exists ${quote(building)} with (force)`);
  await admin.query(`create database ${quote(building)}`);
  try {
    // One connection: prepareSchema's session settings hold for every migration.
    const db = await PostgresBackend.connect(databaseUrl(serverUrl, building), { max: 1 });
    try {
      await prepareSchema(db, parts, log);
    } finally {
      await db.close();
    }
    await admin.query(`alter database ${quote(building)} rename to ${quote(name)}`);
    await admin.query(`alter database ${quote(name)} is_template true`);
  } catch (error) {
    await admin.query(`drop database if exists ${quote(building)} with (force)`).catch(() => undefined);
    throw error;
  }
  log(`PostgreSQL template database ${name} built`);
  return name;
}

/** Builds the template for this schema on the server at `serverUrl` unless it is there already. */
export function ensureTemplate(serverUrl: string, parts: SchemaParts, log: (line: string) => void): Promise<string> {
  return withTemplateLock(serverUrl, (admin) => ensureTemplateWith(admin, serverUrl, parts, log));
}

let opened = 0;

/**
 * A new database on the server at `serverUrl` (whose own database is used for
 * administration only), copied from the template of this schema; closing the
 * backend drops it.
 */
export async function openPostgresDatabase(serverUrl: string, parts: SchemaParts, log: (line: string) => void): Promise<PostgresBackend> {
  opened += 1;
  const name = `local_supabase_${process.pid}_${opened}_${randomBytes(3).toString('hex')}`;
  const drop = async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${quote(name)} with (force)`);
    } finally {
      await admin.end();
    }
  };
  await withTemplateLock(serverUrl, async (admin) => {
    const template = await ensureTemplateWith(admin, serverUrl, parts, log);
    await admin.query(`create database ${quote(name)} template ${quote(template)}`);
    // A copy keeps the template's tables but not its database defaults.
    await admin.query(databaseDefaultsSql(name)).catch(async (error: unknown) => {
      await admin.query(`drop database ${quote(name)}`);
      throw error;
    });
  });
  let db: PostgresBackend | undefined;
  try {
    db = await PostgresBackend.connect(databaseUrl(serverUrl, name), { onClose: drop });
    // Nothing to do on a copy of the right template; the same path as PGlite's all the same.
    await prepareSchema(db, parts, log);
    return db;
  } catch (error) {
    await (db ? db.close() : drop()).catch(() => undefined);
    throw error;
  }
}
