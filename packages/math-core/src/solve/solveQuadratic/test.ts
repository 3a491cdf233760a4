import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../test/solve-steps';
import { errorOf, unwrap } from '../../_lib/testing';
import { solve } from '../solve';
import { quadraticText, solveQuadratic } from './index';

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
      { numRuns: 300 },
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
      const { problem, solutions, answer, method, steps } = general.value;
      const { equation, ...rest } = unwrap(result);
      expect(equation).toBe(problem);
      expect(rest).toEqual({ discriminant: rest.discriminant, solutions, answer, method, steps });
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
      { numRuns: 1000 },
    );
    // (p·x + q)² = 0: a double root; p²·x² + q² = 0 (p, q ≠ 0): no real roots.
    fc.assert(
      fc.property(fc.oneof(small, decimal), fc.oneof(small, decimal), (p, q) => {
        if (p !== 0) same(p * p, 2 * p * q, q * q);
        if (p !== 0 && q !== 0) same(p * p, 0, q * q);
        if (p !== 0) same(-p, 0, 0);
      }),
      { numRuns: 300 },
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
});
