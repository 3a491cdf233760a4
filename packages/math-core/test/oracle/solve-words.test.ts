/**
 * Words around a problem, checked against SymPy (the slow project: it starts python3): the
 * commands taken off leave the problem SymPy solves to the same solutions. The examples, the
 * refusals and the property are in test/solve-words.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { solve } from '../../src/solve/solve';
import { sympy } from '../solve-sympy';

const answer = (text: string): string => {
  const result = solve(text);
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.value.answer;
};

describe('solve: words around a problem', () => {
  it('takes off the commands it can do and solves the rest, as SymPy does', () => {
    const cases: [string, string, string][] = [
      ['Solve for x: 2x+3=7', '2*x+3=7', 'x = 2'],
      ['Solve x^2 = 4 for x.', 'x**2=4', 'x = −2 or x = 2'],
      ['solve 3x - 1 = 8', '3*x-1=8', 'x = 3'],
      ['Find x: 5x = 20', '5*x=20', 'x = 4'],
      ['find x if x/2 = 3', 'x/2=3', 'x = 6'],
      ['Solve for x, x^2 - 5x + 6 = 0', 'x**2-5*x+6=0', 'x = 2 or x = 3'],
      ['solve: 2^(x+1)=16', '2**(x+1)=16', 'x = 3'],
    ];
    const oracle = sympy(cases.map(([, s]) => ['solve', s] as const));
    cases.forEach(([text, , expected], i) => {
      expect(answer(text), text).toBe(expected);
      const o = oracle[i];
      expect(o?.kind).toBe('finite');
      const values = unwrapValues(text);
      if (o?.kind === 'finite') expect(values).toEqual(o.values.map((v) => expect.closeTo(v, 9)));
    });
  });
});

const unwrapValues = (text: string): number[] => {
  const result = solve(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.solutions.map((s) => s.value as number).sort((a, b) => a - b);
};
