/**
 * How many cases a property tries. The unit tier (`pnpm test`, part of `npm test`) tries a quarter
 * of `full`, at least 50 (all of them when `full` is smaller); the slow tier's `full-runs` project
 * (`pnpm test:slow`, CI after `npm test`) runs the same files with every case. Both draw from the
 * one seed of test/fast-check-seed.ts. A file that calls this is listed in `fullRuns`
 * (vitest.config.ts), which test/tiers.test.ts checks.
 */
export function runs(full: number): number {
  if (process.env.MATH_CORE_FULL_RUNS === '1') return full;
  return Math.min(full, Math.max(50, Math.ceil(full / 4)));
}
