import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('solve: logarithms of numbers that are not positive', () => {
  it('refuses k·log(a) for a ≤ 0 and combines it for a > 0, in the examples', () => {
    const refused = solve('(1/2)ln(-4)');
    expect(refused.ok ? refused.value.answer : [refused.error.code, refused.error.message]).toEqual(
      ['invalid_value', 'ln(−4) is undefined: a logarithm needs a positive number'],
    );
    for (const [text, answer] of [
      ['2log(3)', 'log(9) ≈ 0.954243'],
      ['2log_2(4)', '4'],
      ['3log(2) - log(8)', '0'],
    ]) {
      const r = solve(text as string);
      expect(r.ok ? r.value.answer : r.error.message, text).toBe(answer);
    }
  });

  it('refuses an equation or expression holding such a logarithm instead of combining it', () => {
    for (const text of ['2log(-3) + log(x) = 1', '2log(-3) + log(x)', '3ln(-2) = x'])
      expect(solve(text).ok, text).toBe(false);
    // log((−3)²) is log(9): defined, and not taken apart into 2log(−3).
    const r = solve('log((-3)^2 x)');
    expect(r.ok && r.value.steps.every((s) => !s.text.includes('log(−3)'))).toBe(true);
  });

  it('never gives a value for a multiple of a logarithm of a number ≤ 0 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -6, max: 6 }).filter((k) => k !== 0 && k !== 1),
        fc.constantFrom('log', 'ln', 'log_2', 'log_3'),
        fc.integer({ min: -20, max: 20 }),
        (k, name, a) => {
          const text = `${k}${name}(${a})`;
          const r = solve(text);
          if (a <= 0) {
            expect(r.ok, text).toBe(false);
            if (!r.ok)
              expect(r.error.message).toMatch(/is undefined: a logarithm needs a positive number$/);
            return;
          }
          if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
          const base = name === 'ln' ? Math.E : name === 'log' ? 10 : Number(name.slice(4));
          const expected = (k * Math.log(a)) / Math.log(base);
          expect(r.value.solutions[0]?.value, text).toBeCloseTo(expected, 3);
        },
      ),
      { numRuns: 300 },
    );
  });
});
