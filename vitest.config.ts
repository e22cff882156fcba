import { defineConfig } from 'vitest/config';
import { MISSING_POSTGRES, findPostgresBinaries } from './tests/fixtures/postgres-server.ts';

// Two projects: `pglite` runs everything on the in-process local Supabase;
// `db-postgres` runs the schema and RLS suite (tests/db) again with every local
// Supabase on a real PostgreSQL server started for the run, so a migration or a
// policy that only PGlite accepts fails here and not in production. Only it:
// `npx vitest run --project db-postgres`.
const inCi = Boolean(process.env.CI) && process.env.CI !== 'false';
const postgres = inCi || findPostgresBinaries() !== undefined;
// vitest evaluates this file more than once per run: say it once.
const warned = globalThis as { dbPostgresSkipSaid?: boolean };
if (!postgres && !warned.dbPostgresSkipSaid) {
  warned.dbPostgresSkipSaid = true;
  console.warn(`\n[vitest] Skipping the db-postgres project (tests/db on a real PostgreSQL server): ${MISSING_POSTGRES}\n`);
}

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: keep the worker count low so PGlite start-up is not starved.
    maxWorkers: 2,
    // Worker threads start and import faster than child processes: about a fifth less CPU for the same tests.
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['tests/{unit,functions,db,local-supabase}/**/*.test.ts', 'src/**/*.test.ts'],
        },
      },
      // In CI a missing server is the globalSetup's error, never a skip.
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'db-postgres',
                include: ['tests/db/**/*.test.ts'],
                globalSetup: ['tests/fixtures/postgres-global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
