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

/**
 * SymPy's text with each cube root (`(u)**Rational(1, 3)`, as the generator writes cbrt) as the
 * real cube root, which cbrt is here (SymPy's power of a negative number is its complex root):
 * u^(1/3) where u ≥ 0, else −(−u)^(1/3), which SymPy differentiates piece by piece.
 */
const realCubeRoots = (py: string): string => {
  const power = ')**Rational(1, 3)';
  let text = py;
  // Each replacement holds the power again, so the search goes on after it.
  for (let end = text.indexOf(power); end >= 0; ) {
    let depth = 0;
    let start = end;
    for (; start >= 0; start--) {
      if (text[start] === ')') depth++;
      else if (text[start] === '(' && --depth === 0) break;
    }
    const u = text.slice(start, end + 1);
    const real = `Piecewise((${u}**Rational(1, 3), ${u} >= 0), (-(-${u})**Rational(1, 3), True))`;
    text = `${text.slice(0, start)}${real}${text.slice(end + power.length)}`;
    end = text.indexOf(power, start + real.length);
  }
  return text;
};

describe('solve: derivatives at a point', () => {
  it('agrees with SymPy on the value of each generated derivative at x = 37/23', () => {
    const answered: { text: string; ours: number; py: string }[] = [];
    let refused = 0;
    for (const gen of expressions(200, 20261202)) {
      const r = solve(`d/dx ${gen.text} at x = 37/23`);
      const ours = r.ok ? r.value.solutions[0]?.value : undefined;
      if (ours === undefined) {
        refused++;
        continue;
      }
      answered.push({
        text: gen.text,
        ours,
        py: `diff(${realCubeRoots(gen.py)}, x).subs(x, Rational(37, 23))`,
      });
    }
    const values = sympy(answered.map(({ py }) => ['value', py] as const));
    const failures = answered.filter(({ ours }, i) => {
      const v = values[i];
      return !(
        v?.kind === 'value' && Math.abs(v.value - ours) <= 1e-9 * Math.max(1, Math.abs(ours))
      );
    });
    expect(failures.slice(0, 5)).toEqual([]);
    // A point outside the function's domain is refused; few are.
    expect(refused).toBeLessThanOrEqual(20);
  });
});
