import { defineConfig } from 'vitest/config';

/**
 * One test command for the whole repository.
 * Server integration tests run on a fresh in-memory PGlite per file, and again on PostgreSQL
 * when TEST_DATABASE_URL is set (each file then gets its own freshly created database).
 */
// `npm test` runs the PostgreSQL pass apart, beside the end-to-end journeys (VITEST_SKIP_POSTGRES; scripts/test-postgres.ts).
const postgresUrl = process.env.VITEST_SKIP_POSTGRES ? undefined : process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Two test files at a time: on a 2-core machine the default (cores - 1) runs them one by one, and most of an
    // integration file's time is spent waiting on the database.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'emulators', root: 'packages/emulators', include: ['src/**/*.test.ts'] } },
      // Unit tests of the benchmarks' own logic (query generators); the benchmarks themselves run by hand.
      { test: { name: 'bench', root: 'bench', include: ['**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          // Files share a worker's loaded modules instead of loading the whole server again for each file (the
          // server's state lives per app and per database, never per module): 2.2× less CPU on a dozen files.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'server-postgres',
                root: 'apps/server',
                include: ['src/**/*.integration.test.ts', 'test/**/*.integration.test.ts'],
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      'apps/web',
    ],
  },
});
