import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { TYPES_FILE, generateDatabaseTypes } from '../../scripts/gen-db-types.ts';
import { testPostgresUrl } from '../fixtures/local-supabase.ts';

// src/domain/database.types.ts is generated from supabase/migrations: a migration
// added or changed without regenerating it leaves the app typed against an old schema.
// In the db-postgres project the catalog read is PostgreSQL's: the same types must come out.

it('src/domain/database.types.ts matches supabase/migrations', async () => {
  const generated = await generateDatabaseTypes(undefined, testPostgresUrl());
  const committed = readFileSync(TYPES_FILE, 'utf8');
  expect(committed, 'src/domain/database.types.ts is out of date: run `npm run db:types` and commit it').toBe(generated);
  // It may build a database from the migrations: up to a minute on two busy cores.
}, 120_000);
