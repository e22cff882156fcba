import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

// initdb, the bootstrap and the migrations cost every new database about a
// second of CPU; test suites create many. The first new database of a given
// schema is dumped as a template, later new ones start from it. The key covers
// everything that shapes the schema, so any change makes a new template.

const CACHE_DIR = path.join(tmpdir(), 'local-supabase-templates');
const KEEP = 4;

/** PGlite's package.json, whole: its version (and anything else in it) changes the key. */
function pglitePackage(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8');
}

export function templateKey(parts: { bootstrapSql: string; migrations: [string, string][]; seed?: string }): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${pglitePackage()}\0${parts.bootstrapSql}\0`);
  for (const [name, sql] of parts.migrations) hash.update(`${name}\0${sql}\0`);
  hash.update(`seed\0${parts.seed ?? ''}`);
  return hash.digest('hex').slice(0, 32);
}

const fileFor = (key: string) => path.join(CACHE_DIR, `${key}.tar`);

export function readTemplate(key: string): Blob | undefined {
  const file = fileFor(key);
  if (!existsSync(file)) return undefined;
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}

/** Saves a just-created database (no user data yet) as the template for its key. */
export async function saveTemplate(key: string, pg: PGlite): Promise<void> {
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    const dump = await pg.dumpDataDir('none');
    const file = fileFor(key);
    // Write then rename, so a parallel reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    const old = readdirSync(CACHE_DIR)
      .filter((f) => f.endsWith('.tar'))
      .map((f) => ({ f, mtime: statSync(path.join(CACHE_DIR, f)).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime)
      .slice(KEEP);
    for (const { f } of old) unlinkSync(path.join(CACHE_DIR, f));
  } catch {
    // A cache only: without it the next database is built from scratch again.
  }
}
