/**
 * Multiples of logarithms of numbers that are not positive, checked against SymPy (the slow
 * project: it starts python3): refused where SymPy finds no real value, combined where it finds
 * one. The examples and the property are in src/solve/kinds/logarithm/test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { sympy } from '../../../../test/solve-sympy';
import { solve } from '../../solve';

/** The value of a solved problem: its one solution's decimal. */
const solvedValue = (text: string): number => {
  const r = solve(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  expect(stepProblems(r.value.steps, undefined), text).toEqual([]);
  return r.value.solutions[0]?.value as number;
};

describe('solve: logarithms of numbers that are not positive', () => {
  it('refuses k·log(a) for a ≤ 0 as undefined, as SymPy finds no real value', () => {
    const cases: [string, string, string][] = [
      ['2log(-3)', '2*log(-3)', 'log(−3)'],
      ['4ln(-1)', '4*ln(-1)', 'ln(−1)'],
      ['2log_2(-4)', '2*log(-4, 2)', 'log₂(−4)'],
      ['-2log(-3)', '-2*log(-3)', 'log(−3)'],
      ['(1/2)ln(-4)', 'ln(-4)/2', 'ln(−4)'],
      ['log(2) + 2log(-5)', 'log(2)+2*log(-5)', 'log(−5)'],
    ];
    const oracle = sympy(cases.map(([, s]) => ['value', s] as const));
    cases.forEach(([text, , bad], i) => {
      expect(oracle[i]?.kind, text).toBe('undefined');
      const r = solve(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('invalid_value');
        expect(r.error.message).toBe(`${bad} is undefined: a logarithm needs a positive number`);
      }
    });
  });

  it('still combines k·log(a) for a > 0, with the value SymPy gives', () => {
    const cases: [string, string][] = [
      ['2log(3)', '2*log(3)'],
      ['4ln(2)', '4*ln(2)'],
      ['2log_2(4)', '2*log(4, 2)'],
      ['3log(2) - log(8)', '3*log(2)-log(8)'],
    ];
    const oracle = sympy(cases.map(([, s]) => ['value', s] as const));
    cases.forEach(([text], i) => {
      const o = oracle[i];
      expect(o?.kind).toBe('value');
      if (o?.kind === 'value') expect(solvedValue(text)).toBeCloseTo(o.value, 3);
    });
  });
});
