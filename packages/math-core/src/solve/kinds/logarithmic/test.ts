import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answeredWithTrueSteps as result, stepProblems } from '../../../../test/solve-steps';
import { solve } from '../../solve';

const refusal = (text: string): string => {
  const r = solve(text);
  if (r.ok) throw new Error(`${text} was answered: ${r.value.answer}`);
  return r.error.message;
};
/** a·x + q as typed. */
const lin = (a: number, q: number): string =>
  `${a === 1 ? '' : a === -1 ? '-' : a}x${q === 0 ? '' : q > 0 ? `+${q}` : `${q}`}`;

describe('solve: powers of 0, 1 and negative bases', () => {
  it('answers 1^u = c as every real x or none, and 0^u = 0 with the range u > 0', () => {
    expect(result('1^(x+1) = 1').answer).toBe('Every number is a solution');
    expect(result('1^x = 1').steps[0]?.note).toBe(
      '1 to any power is 1, so every real x is a solution',
    );
    expect(result('-1^x = 1').answer).toBe('No real solutions');
    expect(result('0^(2-x) = 0').answer).toBe('x < 2');
    expect(result('3*0^(2x-1)+2 = 2').answer).toBe('x > 1/2');
  });

  it('has no solution of 0^u = c for c other than 0, consistent with 0⁰ undefined', () => {
    expect(solve('0^0').ok).toBe(false);
    for (const text of ['0^x = 1', '0^x = 5', '0^(x+1) = -2', '2*0^x = 2']) {
      const r = result(text);
      expect(r.answer, text).toBe('No real solutions');
      expect(r.steps.some((s) => s.text.includes('>'))).toBe(false); // never "0^x > 0"
    }
  });

  it('refuses a negative base with the domain reason instead of answering x = 0', () => {
    for (const text of ['(-1)^x = 1', '(-2)^x = -8', '(-1)^(x+1) = -1', '(-3)^x = 9'])
      expect(refusal(text), text).toMatch(/^A negative base is only defined for some x/);
  });

  it('never gives a wrong answer for a base of 0, 1 or below 0 (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0, 1, -1, -2),
        fc.integer({ min: -3, max: 3 }).filter((a) => a !== 0),
        fc.integer({ min: -4, max: 4 }),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: 1, max: 4 }),
        (b, a, q, c, k) => {
          const base = b < 0 ? `(${b})` : `${b}`;
          const text = `${k}*${base}^(${lin(a, q)}) = ${k * c}`;
          const r = solve(text);
          if (b < 0) {
            expect(r.ok, text).toBe(false);
            return;
          }
          if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
          expect(stepProblems(r.value.steps, undefined), text).toEqual([]);
          if (b === 1) {
            expect(r.value.answer, text).toBe(
              c === 1 ? 'Every number is a solution' : 'No real solutions',
            );
          } else if (c !== 0) expect(r.value.answer, text).toBe('No real solutions');
          else {
            // a·x + q > 0: x > −q/a for a > 0, x < −q/a for a < 0.
            const m = /^x ([<>]) (−?)(\d+)(?:\/(\d+))?$/.exec(r.value.answer);
            expect(m, `${text}: ${r.value.answer}`).not.toBeNull();
            const [, rel, sign, p, d] = m as RegExpExecArray;
            const bound = (sign ? -1 : 1) * (Number(p) / Number(d ?? 1));
            expect(rel).toBe(a > 0 ? '>' : '<');
            expect(bound).toBeCloseTo(-q / a, 12);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
