import { describe, expect, it } from 'vitest';
import { expectTypeset } from '../lib/expect-typeset';
import { statement } from '../lib/page-math';
import * as quadratic from './examples';

describe("the quadratic page's examples come from math-core", () => {
  it('quadratic page: each method, the discriminant cases and the formula', () => {
    const { worked } = quadratic;
    for (const example of Object.values(worked)) expectTypeset(example.steps);
    expect(
      Object.values(worked).map((r) => [r.equation, r.method, r.discriminant, r.answer]),
    ).toEqual([
      ['x² − 5x + 6 = 0', 'factoring', 1, 'x = 2 or x = 3'],
      ['x² − 3x + 1 = 0', 'quadratic formula', 5, 'x = (3 − √5)/2 or x = (3 + √5)/2'],
      ['2x² − 8 = 0', 'square root', 64, 'x = −2 or x = 2'],
      ['x² − 6x + 9 = 0', 'factoring', 0, 'x = 3'],
      ['x² + x + 1 = 0', 'quadratic formula', -3, 'No real solutions'],
    ]);
    expect(quadratic.formula.text).toBe('x = (−b ± √(b² − 4ac))/(2a)');
    expect(quadratic.formula.mathml).toContain('<mo>±</mo>');
    expectTypeset(Object.values(quadratic.facts));
    // A wrong sign in the formula is caught the way the page module checks it.
    expect(() => statement('x = (b + √(b^2 − 4ac))/(2a)', { a: 1, b: -5, c: 6, x: 3 })).toThrow(
      'not a true statement',
    );
  });
});
