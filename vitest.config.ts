import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/{unit,functions,db,local-supabase}/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: keep the worker count low so PGlite start-up is not starved.
    maxWorkers: 2,
  },
});
