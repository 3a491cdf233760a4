import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../test/runs';
import { stepProblems } from '../../../test/solve-steps';
import { errorOf, unwrap } from '../../_lib/testing';
import { eq, n } from '../../math/build';
import { toText } from '../../math/toText';
import { solve } from '../solve';
import { quadratic, solveQuadratic } from './index';

/** a·x² + b·x + c = 0 as text, the way a student types it. */
const quadraticText = (a: number, b: number, c: number): string =>
  toText(eq(quadratic(a, b, c), n(0)));

/**
 * The nearest doubles to the roots of a·x² + b·x + c = 0, by the textbook formula (−b ± √Δ)/(2a)
 * in decimal.js with enough digits to survive its cancellation; undefined for a root beyond a
 * double's range.
 */
const oracleRoots = (a: number, b: number, c: number): (number | undefined)[] => {
  const [A, B, C] = [a, b, c].map((k) => new Decimal(String(k)));
  const e = (d: Decimal) => (d.isZero() ? 0 : d.e);
  const lost = Math.max(0, 2 * e(B!) - e(A!) - e(C!));
  const D = Decimal.clone({ precision: 80 + lost, minE: -9e15, maxE: 9e15 });
  const [a1, b1, c1] = [A!, B!, C!].map((d) => new D(d));
  const disc = b1!.times(b1!).minus(a1!.times(c1!).times(4));
  if (disc.isNegative()) return [];
  const root = disc.sqrt();
  const xs = disc.isZero()
    ? [b1!.neg().div(a1!.times(2))]
    : [b1!.neg().minus(root), b1!.neg().plus(root)].map((t) => t.div(a1!.times(2)));
  return xs
    .map((x) => Number(x.toString()))
    .sort((u, v) => u - v)
    .map((v) => (Number.isFinite(v) ? (v === 0 ? 0 : v) : undefined));
};

describe('solveQuadratic', () => {
  it('factors, uses the formula, or finds no real solutions', () => {
    expect(unwrap(solveQuadratic(1, -5, 6))).toMatchObject({
      equation: 'x² − 5x + 6 = 0',
      answer: 'x = 2 or x = 3',
      method: 'factoring',
      discriminant: 1,
    });
    expect(unwrap(solveQuadratic(1, -3, 1)).answer).toBe('x = (3 − √5)/2 or x = (3 + √5)/2');
    expect(unwrap(solveQuadratic(0.5, -1.5, 0.5)).answer).toBe('x = (3 − √5)/2 or x = (3 + √5)/2');
    expect(unwrap(solveQuadratic(1, 1, 1))).toMatchObject({
      answer: 'No real solutions',
      solutions: [],
      discriminant: -3,
    });
    expect(unwrap(solveQuadratic(1, -6, 9)).answer).toBe('x = 3');
    expect(errorOf(solveQuadratic(0, 1, 1))).toMatchObject({ code: 'invalid_value', field: 'a' });
    expect(errorOf(solveQuadratic(1, Number.NaN, 1))).toMatchObject({
      code: 'not_a_number',
      field: 'b',
    });
  });

  it('writes the equation the way a student does, a negative leading coefficient on its number', () => {
    expect(unwrap(solveQuadratic(-2, -5, 3))).toMatchObject({
      equation: '−2x² − 5x + 3 = 0',
      answer: 'x = −3 or x = 1/2',
    });
    expect(unwrap(solveQuadratic(-0.5, 1, 0)).equation).toBe('−0.5x² + x = 0');
    expect(unwrap(solveQuadratic(-1, 2, 3)).equation).toBe('−x² + 2x + 3 = 0');
    expect(unwrap(solveQuadratic(3, 0, -1)).equation).toBe('3x² − 1 = 0');
  });

  it('finds the roots the quadratic formula gives in floating point, with true steps', () => {
    const k = fc.integer({ min: -30, max: 30 });
    fc.assert(
      fc.property(
        k.filter((a) => a !== 0),
        k,
        k,
        (a, b, c) => {
          const result = unwrap(solveQuadratic(a, b, c));
          const d = b * b - 4 * a * c;
          expect(result.discriminant).toBe(d);
          const oracle =
            d < 0
              ? []
              : d === 0
                ? [-b / (2 * a)]
                : [(-b - Math.sqrt(d)) / (2 * a), (-b + Math.sqrt(d)) / (2 * a)].sort(
                    (u, v) => u - v,
                  );
          expect(result.solutions.length).toBe(oracle.length);
          for (const [i, s] of result.solutions.entries())
            expect(s.value).toBeCloseTo(oracle[i] as number, 9);
          const points = result.solutions.map((s) => ({ x: s.value as number }));
          expect(stepProblems(result.steps, points.length > 0 ? points : undefined)).toEqual([]);
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it('answers exactly as `solve` answers the equation as text', () => {
    const same = (a: number, b: number, c: number): void => {
      // What solveQuadratic returned when it called solve with this text.
      const general = solve(quadraticText(a, b, c));
      const result = solveQuadratic(a, b, c);
      if (!general.ok) {
        expect(errorOf(result)).toMatchObject({ code: 'out_of_range', field: 'a' });
        return;
      }
      const { problem, solutions, method, complexSolutions } = general.value;
      const { equation, tree, ...rest } = unwrap(result);
      expect(tree).toEqual(general.value.tree);
      // `solve` goes on to the complex solutions after "No real solutions"; solveQuadratic stops
      // there, so its answer and steps are the real part of `solve`'s.
      const answer = complexSolutions ? 'No real solutions' : general.value.answer;
      const steps = general.value.steps.slice(0, complexSolutions ? rest.steps.length : undefined);
      if (complexSolutions) expect(general.value.answer.startsWith(`${answer}; x = `)).toBe(true);
      expect(equation).toBe(problem);
      // The same texts; the decimal values are the nearest doubles to the exact roots.
      const texts = (list: { text: string }[]) => list.map((s) => s.text);
      expect(texts(rest.solutions)).toEqual(texts(solutions));
      expect(rest.solutions.map((s) => s.value)).toEqual(oracleRoots(a, b, c));
      expect({ ...rest, solutions }).toEqual({
        discriminant: rest.discriminant,
        solutions,
        answer,
        method,
        steps,
      });
    };
    const small = fc.integer({ min: -30, max: 30 });
    const unit = fc.constantFrom(-1, 0, 1);
    const decimal = fc
      .tuple(fc.integer({ min: -99_999, max: 99_999 }), fc.integer({ min: 1, max: 6 }))
      .map(([m, k]) => m / 10 ** k);
    const large = fc.oneof(
      fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
      fc
        .tuple(fc.integer({ min: -999, max: 999 }), fc.integer({ min: 15, max: 300 }))
        .map(([m, e]) => m * 10 ** e),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
    const k = fc.oneof(small, unit, decimal, large);
    fc.assert(
      fc.property(
        k.filter((a) => a !== 0),
        k,
        k,
        (a, b, c) => same(a, b, c),
      ),
      { numRuns: runs(1000) },
    );
    // (p·x + q)² = 0: a double root; p²·x² + q² = 0 (p, q ≠ 0): no real roots.
    fc.assert(
      fc.property(fc.oneof(small, decimal), fc.oneof(small, decimal), (p, q) => {
        if (p !== 0) same(p * p, 2 * p * q, q * q);
        if (p !== 0 && q !== 0) same(p * p, 0, q * q);
        if (p !== 0) same(-p, 0, 0);
      }),
      { numRuns: runs(300) },
    );
    for (const [a, b, c] of [
      [1, 0, 0],
      [-1, 0, 0],
      [1, -5, 6],
      [-1, 1, -1],
      [1, 0, -2],
      [0.5, -1.5, 0.5],
      [1e21, -1e-7, 5e-324],
      [Number.MAX_VALUE, 1, 1],
    ] as const)
      same(a, b, c);
  });
  it('gives each root as the nearest double to the exact root, however large or tiny the coefficients', () => {
    // The cancelling root of x² − 1000000x + 1 = 0 is 1.000000000001e-6 (not 1.00000761e-6).
    expect(unwrap(solveQuadratic(1, -1000000, 1)).solutions.map((s) => s.value)).toEqual([
      1.000000000001e-6, 999999.999999,
    ]);
    const scaled = fc
      .tuple(fc.integer({ min: -999_999, max: 999_999 }), fc.integer({ min: -40, max: 40 }))
      .map(([m, k]) => Number(`${m}e${k}`));
    const coefficient = fc.oneof(scaled, fc.integer({ min: -30, max: 30 }));
    const check = (a: number, b: number, c: number) => {
      const result = solveQuadratic(a, b, c);
      if (!result.ok) return;
      expect(
        result.value.solutions.map((s) => s.value),
        `${a}, ${b}, ${c}`,
      ).toEqual(oracleRoots(a, b, c));
    };
    fc.assert(
      fc.property(
        coefficient.filter((a) => a !== 0),
        coefficient,
        coefficient,
        check,
      ),
      { numRuns: runs(1000) },
    );
    // Large b against small a·c: one root cancels in the textbook formula.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: -999, max: 999 }),
        fc.integer({ min: 3, max: 30 }),
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: -20, max: 0 }),
        (a, mb, kb, mc, kc) => {
          fc.pre(mb !== 0);
          check(a, Number(`${mb}e${kb}`), Number(`${mc}e${kc}`));
          check(a, Number(`${mb}e${kb}`), -Number(`${mc}e${kc}`));
        },
      ),
      { numRuns: runs(500) },
    );
  });
});
