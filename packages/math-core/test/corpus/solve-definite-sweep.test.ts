// Definite integrals against SymPy (test/solve-sympy-definite.ts): generated problems with poles,
// domain edges and asymptotes planted in and around the interval, infinite limits, integrands
// undefined on the interval, π and e as limits, and the integrand families between random limits.
// No answer may be wrong; refusals are allowed only where the numeric check cannot confirm a value.
// `pnpm corpus` prints the same table and writes it to test/corpus/RESULTS.md.
import { describe, expect, it } from 'vitest';
import { definiteFigures, definiteProblems, judgeDefinite, SWEEP } from '../solve-sympy-definite';

describe('solve, over generated definite integrals judged by SymPy', () => {
  it('gives no wrong value or verdict, and answers nearly all', () => {
    const verdicts = judgeDefinite(definiteProblems(SWEEP.count, SWEEP.seed));
    const rows = definiteFigures(verdicts);
    console.table(rows);
    const wrong = verdicts.filter((v) => v.verdict === 'wrong');
    expect(wrong.map((v) => `${v.problem.text}: ${v.ours} (SymPy: ${v.sympy})`)).toEqual([]);
    for (const v of verdicts.filter((v) => v.verdict === 'refused'))
      expect(v.ours, v.problem.text).toMatch(
        /could not confirm this definite integral numerically/,
      );
    const total = rows.at(-1);
    expect(total?.right).toBeGreaterThanOrEqual(0.97 * (total?.tried ?? 0));
  }, 1_800_000);
});
