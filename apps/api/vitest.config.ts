import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Two projects. `unit` (`pnpm test`, part of `npm test`, on SQLite only): every test outside
 * test/faults/. `faults` (`pnpm test:slow` runs both projects, CI after `npm test`, on PostgreSQL
 * and Redis too when TEST_DATABASE_URL and TEST_REDIS_URL are set): the fault injection tests,
 * which kill, starve, freeze or trickle to the server and its stores.
 */
export default defineConfig({
  test: {
    globalSetup: ['test/helpers/pg-schemas.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two cores shared with other work: a couple of files at a time is enough.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/faults/**'],
        },
      },
      { extends: true, test: { name: 'faults', include: ['test/faults/**/*.test.ts'] } },
    ],
  },
});
