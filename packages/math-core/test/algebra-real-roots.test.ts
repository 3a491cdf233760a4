/**
 * Root finding on a function tree (algebra/realRoots.ts) and the probe that confirms it
 * (algebra/probe.ts): zeros are points of the domain where f is 0, never underflow; poles are
 * where f grows without bound, with or without a sign change; jumps and overflow are neither.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { probe } from '../src/algebra/probe';
import { approach, isZeroAt, scanRealRoots } from '../src/algebra/realRoots';
import { evaluateMath, parseMath } from '../src/index';
import type { MathNode } from '../src/math/tree';

const tree = (text: string): MathNode => {
  const parsed = parseMath(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};
const at = (text: string, x: number) => probe(tree(text), { x });
const scan = (text: string, lo = -10, hi = 10) => scanRealRoots(tree(text), 'x', lo, hi);

describe('probe: defined, and faithful', () => {
  it('a division by 0, a log of 0 or less, an even root of a negative are undefined', () => {
    for (const [text, x] of [
      ['1/x', 0],
      ['x e^(-1/x)', 0],
      ['e^(-1/x^2)', 0],
      ['ln(x)', 0],
      ['ln(x)', -1],
      ['sqrt(x)', -1],
      ['cot(x)', 0],
      ['0^x', -1],
    ] as const)
      expect(at(text, x).defined, `${text} at ${x}`).toBe(false);
  });

  it('underflow is defined but not faithful; a true 0 is both', () => {
    expect(at('e^(-x)', 800)).toEqual({ value: 0, defined: true, faithful: false });
    expect(at('e^(-1/x^2)', 0.03)).toMatchObject({ defined: true, faithful: false });
    expect(at('x^2 - 4', 2)).toEqual({ value: 0, defined: true, faithful: true });
    expect(at('1 - cos(x)', 0)).toEqual({ value: 0, defined: true, faithful: true });
    // A factor exactly 0 makes the product 0 whatever the other did, even overflow.
    expect(at('(x - 30)e^(-x^2)', 30)).toEqual({ value: 0, defined: true, faithful: true });
    expect(at('10^(-x)(x + 320)', -320)).toEqual({ value: 0, defined: true, faithful: true });
    // A sum keeps its precision when what underflowed is far below it.
    expect(at('1 + e^(-x)', 800)).toEqual({ value: 1, defined: true, faithful: true });
    expect(at('e^(-x^2) - e^(-2x^2)', 30)).toMatchObject({ defined: true, faithful: false });
  });

  it('overflow is defined but not faithful', () => {
    expect(at('e^(x^2)', 30)).toMatchObject({
      value: Number.POSITIVE_INFINITY,
      defined: true,
      faithful: false,
    });
  });

  it('agrees with evaluateMath wherever it is defined and faithful', () => {
    const texts = [
      'x^3 - 2x',
      'sqrt(x + 1)/(x - 2)',
      'ln(x^2 + 1) - e^(-x)',
      '2^x - x^2',
      'sin(x)/x',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...texts),
        fc.double({ min: -20, max: 20, noNaN: true }),
        (text, x) => {
          const p = at(text, x);
          if (p.defined && p.faithful) expect(p.value).toBe(evaluateMath(tree(text), { x }));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('scanRealRoots', () => {
  it('no zero where e^(−x), e^(−1/x²) or e^(1/x) underflow', () => {
    expect(scan('e^(-x)', 0, 1000).roots).toEqual([]);
    expect(scan('e^(-1/x^2)').roots).toEqual([]);
    expect(scan('e^(1/x)').roots).toEqual([]);
    expect(scan('x^2 e^(-x)', 0, 1000).roots).toEqual([0]);
  });

  it('crossings, zeros on the grid and zeros that touch the axis', () => {
    const roots = (text: string) => scan(text).roots;
    expect(roots('x^3 - x').map((r) => Math.round(r * 1e9) / 1e9)).toEqual([-1, 0, 1]);
    expect(roots('(x - 1.2345)^2 e^x')).toEqual([expect.closeTo(1.2345, 6)]);
    expect(roots('2^x - x^2')).toEqual([
      expect.closeTo(-0.766664695962123, 12),
      expect.closeTo(2, 12),
      expect.closeTo(4, 12),
    ]);
    // A jump through 0 is no zero, nor is a stretch where f is 0 everywhere.
    expect(roots('abs(x)/x')).toEqual([]);
    expect(roots('abs(x) - x')).toEqual([]);
  });

  it('a zero between the end of the domain and the next grid point', () => {
    expect(scan('e^(2x) - sqrt(x + 2)', -2.66, 0.86).roots).toEqual([
      expect.closeTo(-1.9996641, 6),
      expect.closeTo(0.19674407, 7),
    ]);
  });

  it('poles with and without a sign change, at the end of the domain, and none at overflow or a jump', () => {
    const poles = (text: string, lo = -10, hi = 10) =>
      // (+ 0 writes −0 as 0)
      scan(text, lo, hi).poles.map((p) => Math.round(p * 1e6) / 1e6 + 0);
    expect(poles('1/(x - 0.5)')).toEqual([0.5]);
    expect(poles('e^x/(x - 1.5)^2')).toEqual([1.5]);
    expect(poles('ln(x^2)')).toEqual([0]);
    expect(poles('ln(x - 3)')).toEqual([3]);
    expect(poles('1/sqrt(x - 3.3)')).toEqual([3.3]);
    expect(poles('tan(x)')).toEqual([
      -7.853982, -4.712389, -1.570796, 1.570796, 4.712389, 7.853982,
    ]);
    expect(poles('e^(x^2)', -30, 30)).toEqual([]);
    expect(poles('sqrt(x)')).toEqual([]);
    expect(poles('abs(x)/x')).toEqual([]);
    expect(poles('x ln(x)')).toEqual([]);
  });
});

describe('approach and isZeroAt', () => {
  const f = (text: string) => (x: number) => evaluateMath(tree(text), { x });
  it('tells a pole, a log, a finite limit and an oscillation apart', () => {
    expect(approach(f('1/x'), 0, 1, 0.01)).toEqual({ kind: 'infinite', sign: 1 });
    expect(approach(f('ln(x)'), 0, 1, 0.01)).toEqual({ kind: 'infinite', sign: -1 });
    // ln(x) + 100 is still positive a billionth from 0, and still falls without bound.
    expect(approach(f('ln(x) + 100'), 0, 1, 0.01)).toEqual({ kind: 'infinite', sign: -1 });
    expect(approach(f('sin(x)/x'), 0, 1, 0.01)).toMatchObject({
      kind: 'finite',
      value: expect.closeTo(1, 9),
    });
    expect(approach(f('sqrt(x)'), 0, 1, 0.01)).toMatchObject({ kind: 'finite' });
    expect(approach(f('sin(1/x)'), 0, 1, 0.01)).toBeUndefined();
  });

  it('isZeroAt: defined, and 0 to rounding', () => {
    expect(isZeroAt(tree('(x^2 - 2)e^x'), 'x', Math.SQRT2, 0.01)).toBe(true);
    expect(isZeroAt(tree('x e^(-1/x)'), 'x', 0, 0.01)).toBe(false);
    expect(isZeroAt(tree('(x^2 - 2)/(x^2 - 2)^2'), 'x', Math.SQRT2, 0.01)).toBe(false);
  });
});
