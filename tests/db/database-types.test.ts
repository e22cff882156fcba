import { readFileSync } from 'node:fs';
import pg from 'pg';
import { expect, it } from 'vitest';
import { TYPES_FILE, generateDatabaseTypes } from '../../scripts/gen-db-types.ts';
import { testPostgresUrl } from '../fixtures/local-supabase.ts';

// src/domain/database.types.ts is generated from supabase/migrations: a migration
// added or changed without regenerating it leaves the app typed against an old schema.
// In the db-postgres project the catalog read is PostgreSQL's: the same types must come
// out, but for what pgvector adds where the server has it (hosted Supabase and PGlite
// do; Debian's PostgreSQL 15 does not): the passages' `embedding` column.

async function hasPgvector(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(`select 1 from pg_available_extensions where name = 'vector'`)).rowCount === 1;
  } finally {
    await client.end();
  }
}

it('src/domain/database.types.ts matches supabase/migrations', async () => {
  const url = testPostgresUrl();
  const generated = await generateDatabaseTypes(undefined, url);
  const committed = readFileSync(TYPES_FILE, 'utf8');
  const expected = !url || (await hasPgvector(url)) ? committed : committed.replace(/^ +embedding\??: string \| null\n/gm, '');
  expect(expected, 'src/domain/database.types.ts is out of date: run `npm run db:types` and commit it').toBe(generated);
  // It may build a database from the migrations: up to a minute on two busy cores.
}, 120_000);
