/**
 * Indefinite integrals against SymPy (the slow project: it starts python3): 200 generated
 * integrands of every family (solve-sympy-integral.ts) integrated by `solve`, each proved by
 * simplify(diff(ours) − integrand) = 0 or, when simplify cannot tell, at a few points. The worked
 * examples are in src/solve/kinds/integral/test.ts.
 */
import { describe, expect, it } from 'vitest';
import { sympy } from '../../../../test/solve-sympy';
import { toSympy } from '../../../../test/solve-sympy-derivative';
import { type IntegrandGen, integrands } from '../../../../test/solve-sympy-integral';
import { parseMath } from '../../../math/parseMath';
import { solve } from '../../solve';

interface IntegralReport {
  problems: number;
  /** simplify(diff(ours) − integrand) is 0. */
  agreed: number;
  /** Of those not proved by simplify, equal at the points where both are defined. */
  agreedAtPoints: number;
  refused: { text: string; message: string }[];
  disagreed: number;
  failures: { text: string; answer: string; sympy: string }[];
  families: Set<string>;
}

/** Where an answer not proved equal by simplify is compared (both signs, away from 0). */
const POINTS = ['Rational(37, 23)', 'Rational(-29, 17)', 'Rational(5, 7)', 'Rational(-13, 3)'];

/** Each generated integrand integrated by `solve` and judged by SymPy. */
const sympyIntegrals = (problems: IntegrandGen[]): IntegralReport => {
  const answered: { gen: IntegrandGen; answer: string; py: string }[] = [];
  const refused: IntegralReport['refused'] = [];
  for (const gen of problems) {
    const r = solve(`∫ ${gen.text} dx`);
    if (!r.ok) {
      refused.push({ text: gen.text, message: r.error.message });
      continue;
    }
    const F = r.value.answer === 'C' ? '0' : r.value.answer.replace(/ \+ C$/, '');
    if (F === r.value.answer) throw new Error(`${gen.text}: ${r.value.answer} has no + C`);
    const parsed = parseMath(F);
    if (!parsed.ok) throw new Error(`${gen.text}: the answer ${F} does not read back`);
    answered.push({ gen, answer: r.value.answer, py: toSympy(parsed.value) });
  }
  const difference = (a: (typeof answered)[number]) => `(diff(${a.py}, x) - (${a.gen.py}))`;
  // In batches, so that one SymPy run stays well inside its time limit.
  const proved: ReturnType<typeof sympy> = [];
  for (let i = 0; i < answered.length; i += 40)
    proved.push(
      ...sympy(
        answered.slice(i, i + 40).map((a) => ['value', `simplify(${difference(a)})`] as const),
      ),
    );
  const open = answered.filter((_, i) => {
    const a = proved[i];
    return !(a?.kind === 'value' && a.value === 0);
  });
  const atPoints = sympy(
    open.flatMap((a) =>
      POINTS.map((p) => ['value', `(${difference(a)}).subs(x, ${p}).evalf(30)`] as const),
    ),
  );
  const failures: IntegralReport['failures'] = [];
  let agreedAtPoints = 0;
  open.forEach((o, i) => {
    const values = atPoints.slice(i * POINTS.length, (i + 1) * POINTS.length);
    const defined = values.filter((v) => v.kind === 'value');
    const good =
      defined.length > 0 &&
      defined.every((v) => v.kind === 'value' && Math.abs(v.value) <= 1e-9) &&
      values.every((v) => v.kind === 'value' || v.kind === 'undefined');
    if (good) agreedAtPoints++;
    else failures.push({ text: o.gen.text, answer: o.answer, sympy: JSON.stringify(values) });
  });
  return {
    problems: problems.length,
    agreed: answered.length - failures.length,
    agreedAtPoints,
    refused,
    disagreed: failures.length,
    failures,
    families: new Set(problems.map((p) => p.family)),
  };
};

describe('solve: indefinite integrals', () => {
  it('agrees with SymPy on generated integrands of every family', () => {
    const problems = integrands(200, 20261127);
    const report = sympyIntegrals(problems);
    expect(report.disagreed, JSON.stringify(report.failures.slice(0, 5))).toBe(0);
    expect(report.refused, JSON.stringify(report.refused.slice(0, 3))).toEqual([]);
    expect(report.agreed).toBe(200);
    for (const family of [
      'polynomial',
      'rational power',
      'root',
      'reciprocal',
      'exponential',
      'trigonometric',
      'linear substitution',
      'substitution',
      'multiplying out',
      'by parts',
    ])
      expect(report.families.has(family), family).toBe(true);
    // SymPy's simplify takes a while on a busy machine; the limit only bounds a hang.
  }, 180_000);
});
