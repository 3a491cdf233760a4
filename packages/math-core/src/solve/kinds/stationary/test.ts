/**
 * Stationary points and where a polynomial increases or decreases, as students ask for them: the
 * derivative, f′(x) = 0 solved, each point's y, the sign of f′ at a test point in each interval,
 * and each point's nature; exact (surds too); the refusals. SymPy's points and intervals for
 * generated polynomials are in oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { refusal, solved } from '../../../../test/solved';

describe('stationary points', () => {
  it('finds and classifies the stationary points of a cubic, however they are asked for', () => {
    for (const text of [
      'stationary points of y = x^3 - 3x',
      'Find the turning points of y = x^3 - 3x',
      'find the local maximum and minimum of f(x) = x^3 - 3x',
      'the critical points of x^3 - 3x',
      'what are the coordinates of the stationary points on the curve y = x^3 - 3x?',
    ])
      expect(solved(text), text).toMatchObject({
        kind: 'stationary',
        title: 'Stationary points',
        answer:
          'local maximum (−1, 2), local minimum (1, −2); increasing for x < −1 and x > 1, decreasing for −1 < x < 1',
        solutions: [
          { name: 'local maximum', text: '(−1, 2)' },
          { name: 'local minimum', text: '(1, −2)' },
          { name: 'increasing', text: 'x < −1' },
          { name: 'increasing', text: 'x > 1' },
          { name: 'decreasing', text: '−1 < x < 1' },
        ],
      });
    const r = solved('stationary points of y = x^3 - 3x');
    expect(r.steps.slice(-7).map((s) => s.text)).toEqual([
      'y = (−1)³ − 3(−1) = 2',
      'y = 1³ − 3 × 1 = −2',
      '3(−2)² − 3 = 9 > 0',
      '3 × 0² − 3 = −3 < 0',
      '3 × 2² − 3 = 9 > 0',
      '(−1, 2)',
      '(1, −2)',
    ]);
    expect(r.steps.map((s) => s.rule)).toContain('First derivative test');
    // The derivative's own steps are written as d/dx(…); the rest read back and are true.
    expect(stepProblems(r.steps.slice(-11), undefined)).toEqual([]);
  });

  it('says where a function increases and decreases', () => {
    expect(solved('where is f(x) = x^3 - 3x increasing').answer).toBe(
      'Increasing for x < −1 and x > 1, decreasing for −1 < x < 1; local maximum (−1, 2), local minimum (1, −2)',
    );
    expect(solved('intervals where f(x) = x^2 - 4x is decreasing').answer).toBe(
      'Increasing for x > 2, decreasing for x < 2; local minimum (2, −4)',
    );
    expect(solved('critical points of f(x) = x^3 + x').answer).toBe(
      'No stationary points; increasing for every x',
    );
  });

  it('tells a point of inflection from a maximum or minimum, and keeps surds exact', () => {
    expect(solved('stationary points of y = x^3').answer).toBe(
      'stationary point of inflection (0, 0); increasing for x < 0 and x > 0',
    );
    expect(solved('turning points of y = x^4 - 2x^2').answer).toBe(
      'local minimum (−1, −1), local maximum (0, 0), local minimum (1, −1); increasing for −1 < x < 0 and x > 1, decreasing for x < −1 and 0 < x < 1',
    );
    expect(solved('stationary points of y = x^3 - 6x').answer).toBe(
      'local maximum (−√2, 4√2), local minimum (√2, −4√2); increasing for x < −√2 and x > √2, decreasing for −√2 < x < √2',
    );
    expect(solved('the turning point of y = x^2 + 6x + 2').answer).toBe(
      'local minimum (−3, −7); increasing for x > −3, decreasing for x < −3',
    );
  });

  it('refuses what is not a polynomial in one letter', () => {
    expect(refusal('stationary points of y = sin(x)').message).toMatch(
      /^Stationary points and where/,
    );
    expect(refusal('stationary points of x^2 + y^2').message).toMatch(
      /^Stationary points and where/,
    );
    expect(refusal('stationary points of 5').message).toMatch(/^Stationary points and where/);
  });
});
