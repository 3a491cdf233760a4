import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Fault tests whose asserts are latencies: they run last, one at a time, with nothing beside them.
 * The Redis faults time requests against a 200 ms command timeout: beside the PostgreSQL faults'
 * 40 concurrent graders on two cores, a command once missed it after Redis had healed, so the
 * limiter let a request through (fail open) and the test saw no limit.
 */
const LOAD_TESTS = ['test/faults/slow-maths.test.ts', 'test/faults/redis-faults.test.ts'];

/**
 * Three projects. `unit` (`pnpm test`, part of `npm test`, on SQLite only): every test outside
 * test/faults/. `faults` (`pnpm test:slow` runs every project, CI after `npm test`, on PostgreSQL
 * and Redis too when TEST_DATABASE_URL and TEST_REDIS_URL are set): the fault injection tests,
 * which kill, starve, freeze or trickle to the server and its stores; and `load`, the fault tests
 * that time the server (under a flood, against Redis's command timeout), run after both.
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
          // Each test builds its own app and database, and no module keeps state a test changes
          // (two read-only lookup tables), so the files of a worker share one module graph: Fastify
          // and the routes load once per worker, not once per file (54 s to 26 s on two cores; a
          // shuffled order passes). The fault tests keep a fresh graph per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'faults',
          include: ['test/faults/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...LOAD_TESTS],
        },
      },
      // Latency under load, measured with the machine to itself: after every other file, alone.
      // Beside another test file on two cores, the flood's server got half the CPU it gets in
      // production and its health checks measured the neighbour (537 ms in CI, 62-137 ms alone).
      {
        extends: true,
        test: {
          name: 'load',
          include: LOAD_TESTS,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
