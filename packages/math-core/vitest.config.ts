import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Two projects. `unit` (`pnpm test`, part of `npm test`): hand-written examples and fast-check
 * properties, none of which starts python3. `slow` (`pnpm test:slow`, CI after `npm test`): the
 * sweeps over thousands of generated problems checked against Algebrite, SymPy or exact
 * arithmetic (test/corpus/), every other check that asks SymPy or Python (test/oracle/, and each
 * solver kind's own `oracle.test.ts` beside its code in src/solve/kinds/<kind>/), and the
 * packed tarball installed in an empty project (test/package/). test/tiers.test.ts fails when a
 * unit test starts python3 or imports a module that does. `full-runs` (in `pnpm test:slow` too):
 * the unit files whose properties or sweeps the unit tier runs on fewer cases, with every case.
 *
 * `pnpm test:slow` runs two workers (`--maxWorkers=2`): Vitest's default on two cores is one
 * (cores − 1), and with one the slow tier left a core idle while each worker waited on SymPy
 * (load average 1.06 over its nine and a half minutes in CI). Its per-test limit is 180 s there
 * (`--testTimeout`): two workers and their SymPy processes share the cores, and the limit only
 * bounds a hang.
 */
export const unit = ['src/**/test.ts', 'src/**/*.test.ts', 'test/**/*.test.ts'];
export const slow = [
  'test/corpus/**/*.test.ts',
  'test/oracle/**/*.test.ts',
  'test/package/**/*.test.ts',
  'src/**/oracle.test.ts',
  'src/**/*.oracle.test.ts',
];

/**
 * Unit test files whose properties try a quarter of their cases, or whose sweeps a quarter of their
 * seeds, in the unit tier (runs() and seeds() of test/runs.ts): the slow tier's `full-runs`
 * project runs them again with every case and seed.
 */
export const fullRuns = [
  'src/arithmetic/simplifyRadical/test.ts',
  'src/geometry/lineThroughPoints/test.ts',
  'src/practice/words/test.ts',
  'src/solve/kinds/rational-equation/test.ts',
  'src/solve/solveQuadratic/test.ts',
  'src/statistics/statistics/test.ts',
  'test/core-division-order.test.ts',
  'test/core-totext-roundtrip.test.ts',
  'test/plot.test.ts',
  'test/practice-numbers.test.ts',
  'test/render-escape.test.ts',
  'test/robustness.test.ts',
  'test/solve-decimals.test.ts',
  'test/solve-kind-notes.test.ts',
  'test/solve-writing.test.ts',
  'test/steps.test.ts',
];

export default defineConfig({
  test: {
    benchmark: { include: ['bench/**/*.bench.ts'] },
    setupFiles: ['test/fast-check-seed.ts'],
    // The sweeps over every family take ~30 s on two cores shared with other work; the limit only
    // bounds a hang.
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: unit,
          exclude: [...configDefaults.exclude, ...slow],
          // The library is pure functions with no state in its modules, so the test files of a
          // worker share one module graph: the library is loaded once per worker instead of once
          // per file (the unit tier went from 121 s to 41 s on two cores; a shuffled order passes).
          isolate: false,
        },
      },
      {
        extends: true,
        // One python3 with SymPy imported serves every oracle call of the run (test/python-server.ts).
        // The files of a worker share one module graph, as in the unit tier: on twelve kinds'
        // oracle files that took 92 s of CPU instead of 116 s.
        test: {
          name: 'slow',
          include: slow,
          globalSetup: ['test/python-server.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'full-runs',
          include: fullRuns,
          env: { MATH_CORE_FULL_RUNS: '1' },
          isolate: false,
        },
      },
    ],
  },
});
