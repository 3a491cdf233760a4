// Numeric integration (algebra/quadrature) against integrals known in closed form: its value
// within its own error bound, on smooth integrands, at singular ends and on infinite intervals.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { integrate } from '../src/algebra/quadrature';

describe('integrate (tanh-sinh)', () => {
  it('matches closed forms within the error it states', () => {
    const cases: [string, (x: number) => number, number, number, number][] = [
      ['x² on [0, 1]', (x) => x * x, 0, 1, 1 / 3],
      ['sin on [0, 100]', Math.sin, 0, 100, 1 - Math.cos(100)],
      ['1/√x on [0, 1]', (x) => 1 / Math.sqrt(x), 0, 1, 2],
      ['ln on [0, 1]', Math.log, 0, 1, -1],
      ['x^−0.9 on [0, 1]', (x) => x ** -0.9, 0, 1, 10],
      ['1/x² on [1, ∞)', (x) => 1 / (x * x), 1, Number.POSITIVE_INFINITY, 1],
      ['x^−1.1 on [1, ∞)', (x) => x ** -1.1, 1, Number.POSITIVE_INFINITY, 10],
      ['eˣ on (−∞, 1]', Math.exp, Number.NEGATIVE_INFINITY, 1, Math.E],
      [
        'e^−x² on ℝ',
        (x) => Math.exp(-x * x),
        Number.NEGATIVE_INFINITY,
        Number.POSITIVE_INFINITY,
        Math.sqrt(Math.PI),
      ],
      ['∛x on [−1, 8]', Math.cbrt, -1, 8, 45 / 4],
    ];
    for (const [name, f, a, b, exact] of cases) {
      const e = integrate(f, a, b);
      expect(e, name).toBeDefined();
      const { value, error } = e as { value: number; error: number };
      expect(Math.abs(value - exact), name).toBeLessThanOrEqual(error + 1e-14 * Math.abs(exact));
      expect(error, name).toBeLessThan(1e-4 * Math.abs(exact));
    }
  });

  it('owns up when it cannot settle: a divergent integral gets an infinite error', () => {
    expect(integrate((x) => 1 / x, 1, Number.POSITIVE_INFINITY)?.error).toBe(
      Number.POSITIVE_INFINITY,
    );
    expect(integrate((x) => 1 / x, 0, 1)?.error).toBe(Number.POSITIVE_INFINITY);
  });

  it('refuses a pole inside the interval instead of stepping over it', () => {
    expect(integrate((x) => 1 / (x - 0.5), 0, 1)).toBeUndefined();
  });

  it('property: polynomials integrate to their antiderivative’s difference', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -9, max: 9 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: -5, max: 5 }),
        fc.integer({ min: 1, max: 6 }),
        (cs, a, width) => {
          const f = (x: number) => cs.reduce((s, c, k) => s + c * x ** k, 0);
          const F = (x: number) => cs.reduce((s, c, k) => s + (c * x ** (k + 1)) / (k + 1), 0);
          const exact = F(a + width) - F(a);
          const e = integrate(f, a, a + width);
          expect(Math.abs((e?.value ?? Number.NaN) - exact)).toBeLessThanOrEqual(
            1e-9 * Math.max(1, Math.abs(exact)),
          );
        },
      ),
    );
  });
});
