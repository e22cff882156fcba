import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { TYPES_FILE, generateDatabaseTypes } from '../../scripts/gen-db-types.ts';

// src/domain/database.types.ts is generated from supabase/migrations: a migration
// added or changed without regenerating it leaves the app typed against an old schema.

it('src/domain/database.types.ts matches supabase/migrations', async () => {
  const generated = await generateDatabaseTypes();
  const committed = readFileSync(TYPES_FILE, 'utf8');
  expect(committed, 'src/domain/database.types.ts is out of date: run `npm run db:types` and commit it').toBe(generated);
});
