import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../test/solve-steps';
import { errorOf, unwrap } from '../../_lib/testing';
import { solveQuadratic } from './index';

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
});
