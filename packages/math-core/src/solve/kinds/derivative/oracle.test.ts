/**
 * Derivatives against SymPy (the slow project: it starts python3): 200 generated expressions
 * (solve-sympy-derivative.ts) differentiated by `solve`, each proved equal to SymPy's diff by
 * simplify or, when simplify cannot tell, at a point. The worked examples and the properties are
 * in src/solve/kinds/derivative/test.ts.
 */
import { describe, expect, it } from 'vitest';
import { sympy } from '../../../../test/solve-sympy';
import { expressions, type Gen, toSympy } from '../../../../test/solve-sympy-derivative';
import { parseMath } from '../../../math/parseMath';
import { solve } from '../../solve';

interface SympyReport {
  problems: number;
  /** simplify(diff(f) − ours) is 0. */
  agreed: number;
  /** Of those not proved by simplify, equal at a point to 1e-9 (counted in `agreed`). */
  agreedAtPoint: number;
  refused: number;
  disagreed: number;
  failures: { text: string; answer: string; sympy: string }[];
}

/** `count` generated derivatives, each answered by `solve` and judged by SymPy. */
const sympyDerivatives = (count: number, seed: number): SympyReport => {
  const problems = expressions(count, seed);
  const answered: { gen: Gen; answer: string; py: string }[] = [];
  let refused = 0;
  for (const gen of problems) {
    const r = solve(`d/dx ${gen.text}`);
    if (!r.ok) {
      refused++;
      continue;
    }
    // The derivative itself, without the condition the answer may state (", x > 0").
    const value = r.value.solutions[0]?.text ?? r.value.answer;
    const parsed = parseMath(value);
    if (!parsed.ok) throw new Error(`${gen.text}: the answer ${value} does not read back`);
    answered.push({ gen, answer: r.value.answer, py: toSympy(parsed.value) });
  }
  const proved = sympy(
    answered.map(({ gen, py }) => ['value', `simplify(diff(${gen.py}, x) - (${py}))`] as const),
  );
  const open = answered.filter((_, i) => {
    const a = proved[i];
    return !(a?.kind === 'value' && a.value === 0);
  });
  const atPoint = sympy(
    open.map(
      ({ gen, py }) =>
        ['value', `(diff(${gen.py}, x) - (${py})).subs(x, Rational(37, 23))`] as const,
    ),
  );
  const failures: SympyReport['failures'] = [];
  let agreedAtPoint = 0;
  open.forEach((o, i) => {
    const a = atPoint[i];
    if (a?.kind === 'value' && Math.abs(a.value) <= 1e-9) agreedAtPoint++;
    else failures.push({ text: o.gen.text, answer: o.answer, sympy: JSON.stringify(a) });
  });
  return {
    problems: problems.length,
    agreed: answered.length - failures.length,
    agreedAtPoint,
    refused,
    disagreed: failures.length,
    failures,
  };
};

describe('solve: derivatives', () => {
  it('agrees with SymPy on generated sums, products, quotients and compositions', () => {
    const report = sympyDerivatives(200, 20261127);
    // Each answer SymPy could not prove equal is a failure; refusals are allowed but few.
    expect(report.disagreed, JSON.stringify(report.failures.slice(0, 5))).toBe(0);
    expect(report.agreed + report.refused).toBe(report.problems);
    expect(report.refused).toBeLessThanOrEqual(report.problems * 0.05);
  });
});
