// The solver against an independent CAS over a generated corpus (see solve-corpus.ts): no wrong
// answer, no missed or extraneous root, no false step. `pnpm corpus` prints the same figures.
import { describe, expect, it } from 'vitest';
import { check, figures, generateCorpus } from '../solve-corpus';

describe('solve, over a generated corpus checked by Algebrite', () => {
  it('answers at least 500 problems of every kind with 0 wrong, 0 missed, 0 extraneous, 0 false steps', () => {
    const verdicts = generateCorpus().map(check);
    const failures = verdicts
      .filter(
        (v) =>
          v.error || v.wrong.length + v.missed.length + v.extraneous.length + v.steps.length > 0,
      )
      .map((v) => ({
        problem: v.problem.text,
        error: v.error,
        wrong: v.wrong,
        missed: v.missed,
        extraneous: v.extraneous,
        steps: v.steps,
      }));
    expect(failures).toEqual([]);
    const rows = figures(verdicts);
    const total = rows.at(-1);
    expect(total?.problems).toBeGreaterThanOrEqual(500);
    expect(rows.map((r) => r.kind).sort()).toEqual([
      'arithmetic',
      'exponential',
      'expression',
      'linear',
      'logarithm',
      'logarithmic',
      'quadratic',
      'system',
      'total',
    ]);
    // Every log equation built with an extraneous root shows it rejected.
    expect(rows.find((r) => r.kind === 'logarithmic')?.rejected).toBeGreaterThan(0);
  }, 600_000);
});
