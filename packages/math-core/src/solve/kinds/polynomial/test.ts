/**
 * The working of polynomial equations of degree 3 or more: a quadratic factor's own steps among
 * the other factors, a factor with no real roots, and a power equation, each note rendered from
 * the catalogue by its rule and parameters.
 */
import { describe, expect, it } from 'vitest';
import { solved } from '../../../../test/solved';

/** Each step as rule | note | statement. */
const working = (text: string): string[] =>
  solved(text).steps.map((s) => `${s.ruleId} | ${s.note} | ${s.text}`);

describe('polynomial equations', () => {
  it('solves a quadratic factor beside the others, in its own words', () => {
    expect(working('x^3-2x=0').slice(-4)).toEqual([
      'factored | Factored | x(x² − 2) = 0',
      'zeroProduct | A product is 0 when one of its factors is 0 | x = 0, x² − 2 = 0',
      'sides | Isolate the square | x = 0, x² = 2',
      'squareRoot | Take the square root of both sides: there is a positive and a negative root | x = 0, x = −√2, x = √2',
    ]);
  });

  it('says a factor has no real roots, and what its complex ones are', () => {
    expect(working('x^3+x=0').at(-1)).toBe(
      'noRealRoot | x² + 1 = 0 has no real solutions (over the complex numbers x = ±i) | x = 0',
    );
    expect(working('x^3-x^2+2x-2=0').at(-1)).toBe(
      'noRealRoot | x² + 2 = 0 has no real solutions (over the complex numbers x = ±i√2) | x = 1',
    );
    expect(working('x^6+x^2=0').slice(-2)).toEqual([
      'solveEach | Solve x² = 0 | x = 0, x⁴ + 1 = 0',
      'evenPower | x⁴ = −1: an even power is never negative, so x⁴ + 1 = 0 has no real solutions | x = 0',
    ]);
  });

  it('takes a root of a power, and finds the complex solutions by de Moivre', () => {
    const steps = solved('x^4 = -16').steps;
    expect(steps[0]?.note).toBe(
      'An even power is never negative, so x⁴ = −16 has no real solutions',
    );
    expect(steps[1]?.note).toMatch(
      /^Over the complex numbers x⁴ = −16 has 4 solutions, 2\(cos\(θ\) \+ i sin\(θ\)\) for θ = \(180° \+ 360°k\)\/4, k = 0, 1, 2, 3: .* conjugate pairs: 2\(cos\(45°\) ± i sin\(45°\)\) = √2 ± i√2$/,
    );
    expect(steps[2]?.note).toBe('The next conjugate pair: 2(cos(135°) ± i sin(135°)) = −√2 ± i√2');
    expect(solved('x^5 = 32').steps[0]?.note).toBe(
      'Take the 5th root of both sides: an odd root of a real number is one real number',
    );
  });

  it('writes no note of its own', () => {
    for (const text of ['x^3-2x=0', 'x^3+x=0', 'x^6+x^2=0', 'x^4 = -16', 'x^4-5x^2+4=0'])
      for (const s of solved(text).steps) expect(s.params?.custom, s.note).toBeUndefined();
  });
});
