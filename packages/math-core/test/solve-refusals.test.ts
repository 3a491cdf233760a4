import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SolveResult, solve } from '../src/solve/solve';
import { answeredWithTrueSteps } from './solve-steps';

/** The result, with every step true (at the solutions when it has an unknown). */
const solved = (text: string): SolveResult => answeredWithTrueSteps(text, true);

describe('solve: problems once refused with a wrong reason', () => {
  it('works out powers, roots, large roots and logarithms exactly', () => {
    for (const [text, answer] of [
      ['81^(-3/4)', '1/27'],
      ['√(10^40)', '100000000000000000000'],
      ['x^2 = 10^20', 'x = −10000000000 or x = 10000000000'],
      ['3ln(x)=6', 'x = e²'],
      ['ln((x+1)^2)=2', 'x = −e − 1 or x = e − 1'],
      ['log_3(x)/4 + 1 = 2', 'x = 81'],
    ])
      expect(solved(text as string).answer, text).toBe(answer);
  });

  it('divides by the coefficient of one logarithm instead of raising the power', () => {
    expect(solved('3ln(x)=6').steps[0]).toMatchObject({
      note: 'Divide both sides by 3',
      text: 'ln(x) = 2',
    });
    expect(solved('log_2(x)/2=3').steps[0]).toMatchObject({
      note: 'Multiply both sides by 2',
      text: 'log₂(x) = 6',
    });
  });

  it('gives the exact rational value of m^(−a/n) for perfect n-th powers (BigInt oracle)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: -5, max: 5 }).filter((a) => a !== 0),
        (m, n, a) => {
          const base = BigInt(m) ** BigInt(n);
          const text = `${base}^(${a}/${n})`;
          const r = solve(text);
          if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
          const whole = BigInt(m) ** BigInt(Math.abs(a));
          // a/n may reduce (4/2 = 2): the value is still m^a.
          expect(r.value.answer, text).toBe(a > 0 ? `${whole}` : `1/${whole}`);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('solves k·log_b(x) = c and log_b(x)/d = c for any coefficient (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 5 }).filter((k) => k !== 0),
        fc.integer({ min: -6, max: 6 }),
        fc.constantFrom('ln', 'log', 'log_2'),
        fc.boolean(),
        (k, c, name, over) => {
          const text = over ? `${name}(x)/${k} = ${c}` : `${k}${name}(x) = ${c}`;
          const r = solve(text);
          if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
          const base = name === 'ln' ? Math.E : name === 'log' ? 10 : 2;
          const expected = base ** (over ? c * k : c / k);
          expect(r.value.solutions.length, text).toBe(1);
          expect((r.value.solutions[0]?.value as number) / expected, text).toBeCloseTo(1, 9);
        },
      ),
      { numRuns: 200 },
    );
  });
});
