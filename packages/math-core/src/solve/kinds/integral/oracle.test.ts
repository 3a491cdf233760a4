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
import { createRandom } from '../../../_lib/random';
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

/** Rational functions over linear factors, and squares of sin and cos, as students type them. */
const TYPED_FRACTIONS: IntegrandGen[] = [
  { family: 'partial fractions', text: '1/(x^2-1)', py: '1/(x**2-1)' },
  { family: 'partial fractions', text: '(3x+5)/(x^2+3x+2)', py: '(3*x+5)/(x**2+3*x+2)' },
  { family: 'partial fractions', text: '5/((x-2)(x+3))', py: '5/((x-2)*(x+3))' },
  { family: 'partial fractions', text: '1/(x(x+1)^2)', py: '1/(x*(x+1)**2)' },
  { family: 'partial fractions', text: '(x^3+1)/(x^2-1)', py: '(x**3+1)/(x**2-1)' },
  { family: 'partial fractions', text: '(2x-1)/(x^2-x-6)', py: '(2*x-1)/(x**2-x-6)' },
  { family: 'partial fractions', text: 'x/((x+1)(x+2)(x+3))', py: 'x/((x+1)*(x+2)*(x+3))' },
  { family: 'long division', text: '(x+1)/(x-1)', py: '(x+1)/(x-1)' },
  { family: 'power reduction', text: 'sin^2(x)', py: 'sin(x)**2' },
  { family: 'power reduction', text: 'cos^2(3x)', py: 'cos(3*x)**2' },
  { family: 'power reduction', text: '4sin(2x)^2', py: '4*sin(2*x)**2' },
  { family: 'power reduction', text: 'cos(x)^2 + x', py: 'cos(x)**2 + x' },
];

/** Generated: distinct and repeated linear factors, a top of higher degree, sin² and cos². */
const generatedFractions = (count: number): IntegrandGen[] => {
  const r = createRandom(20261128);
  const nz = (lo: number, hi: number) => {
    const v = r.int(lo, hi);
    return v === 0 ? hi : v;
  };
  const plus = (c: number) => (c < 0 ? ` - ${-c}` : ` + ${c}`);
  return Array.from({ length: count }, (_, k) => {
    const [a, b] = [nz(-6, 6), nz(-6, 6)];
    const [p, q] = [r.int(-5, 5), nz(-9, 9)];
    switch (k % 5) {
      case 0:
        return a === b
          ? { family: 'partial fractions', text: `${q}/(x${plus(a)})^2`, py: `${q}/(x + ${a})**2` }
          : {
              family: 'partial fractions',
              text: `(${p}x${plus(q)})/((x${plus(a)})(x${plus(b)}))`,
              py: `(${p}*x + ${q})/((x + ${a})*(x + ${b}))`,
            };
      case 1:
        return {
          family: 'partial fractions',
          text: `${q}/(x^2${plus(a + b)}x${plus(a * b)})`.replace(' + 0x', '').replace(' - 0x', ''),
          py: `${q}/(x**2 + ${a + b}*x + ${a * b})`,
        };
      case 2:
        return {
          family: 'partial fractions',
          text: `(x${plus(q)})/(x(x${plus(a)})^2)`,
          py: `(x + ${q})/(x*(x + ${a})**2)`,
        };
      case 3:
        return a === -b
          ? {
              family: 'long division',
              text: `(x^2${plus(q)})/(x${plus(a)})`,
              py: `(x**2 + ${q})/(x + ${a})`,
            }
          : {
              family: 'partial fractions',
              text: `(x^3${plus(q)})/((x${plus(a)})(x${plus(b)}))`,
              py: `(x**3 + ${q})/((x + ${a})*(x + ${b}))`,
            };
      default: {
        const f = r.int(0, 1) ? 'sin' : 'cos';
        const m = r.int(1, 4);
        return {
          family: 'power reduction',
          text: `${q}${f}(${m}x)^2`,
          py: `${q}*${f}(${m}*x)**2`,
        };
      }
    }
  });
};

describe('solve: partial fractions and power reduction', () => {
  it('agrees with SymPy on typed and generated rational functions and squares of sin and cos', () => {
    const report = sympyIntegrals([...TYPED_FRACTIONS, ...generatedFractions(60)]);
    expect(report.disagreed, JSON.stringify(report.failures.slice(0, 5))).toBe(0);
    expect(report.refused, JSON.stringify(report.refused.slice(0, 3))).toEqual([]);
    expect(report.agreed).toBe(72);
  }, 180_000);
});
