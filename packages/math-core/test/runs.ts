/**
 * How much of a test the unit tier (`pnpm test`, part of `npm test`) runs: `full` in the slow
 * tier's `full-runs` project (`pnpm test:slow`, CI after `npm test`, MATH_CORE_FULL_RUNS=1), which
 * runs the same files again; otherwise a quarter of it, at least `least` (all of `full` when it is
 * smaller). A file that calls runs() or seeds() is listed in `fullRuns` (vitest.config.ts), which
 * test/tiers.test.ts checks.
 */
const share = (full: number, least: number): number =>
  process.env.MATH_CORE_FULL_RUNS === '1'
    ? full
    : Math.min(full, Math.max(least, Math.ceil(full / 4)));

/**
 * How many cases a property tries: a quarter of `full` in the unit tier, at least 50. Both tiers
 * draw from the one seed of test/fast-check-seed.ts.
 */
export function runs(full: number): number {
  return share(full, 50);
}

/**
 * The seeds a sweep of generated problems tries, 0, 1, 2, … (always from 0, so a failure named by
 * its seed reproduces in either tier): `full` of them in the full-runs project, a quarter in the
 * unit tier, at least 10.
 */
export function seeds(full: number): number[] {
  return [...Array(share(full, 10)).keys()];
}
