/**
 * Problems once refused with a wrong reason, checked against SymPy (the slow project: it starts
 * python3): powers and roots past 10¹², equations with large roots and logarithms. The same kinds
 * of example with their exact answers, and the properties, are in test/solve-refusals.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { SolveResult } from '../../src/solve/solve';
import { answeredWithTrueSteps } from '../solve-steps';
import { sympy } from '../solve-sympy';

/** The result, with every step true (at the solutions when it has an unknown). */
const solved = (text: string): SolveResult => answeredWithTrueSteps(text, true);

const values = (r: SolveResult): number[] =>
  r.solutions.map((s) => s.value as number).sort((a, b) => a - b);

describe('solve: problems once refused with a wrong reason', () => {
  it('works out powers and roots whose intermediate numbers pass 10¹², as SymPy does', () => {
    const cases: [string, string, string][] = [
      ['81^(-3/4)', 'S(81)**(-S(3)/4)', '1/27'],
      ['32^(-3/5)', 'S(32)**(-S(3)/5)', '1/8'],
      ['√(10^40)', 'sqrt(S(10)**40)', '100000000000000000000'],
      ['(1/1000000)^(5/6)', '(S(1)/1000000)**(S(5)/6)', '1/100000'],
    ];
    const oracle = sympy(cases.map(([, s]) => ['value', s] as const));
    cases.forEach(([text, , answer], i) => {
      const r = solved(text);
      expect(r.answer, text).toBe(answer);
      const o = oracle[i];
      expect(o?.kind).toBe('value');
      if (o?.kind === 'value') expect(r.solutions[0]?.value).toBeCloseTo(o.value, 12);
    });
  });

  it('solves equations with large roots and logarithms as SymPy does', () => {
    const cases: [string, string, string][] = [
      ['x(x - 2000000) = 0', 'x*(x-2000000)=0', 'x = 0 or x = 2000000'],
      ['x^2 = 10^20', 'x**2=10**20', 'x = −10000000000 or x = 10000000000'],
      ['3ln(x)=6', '3*ln(x)=6', 'x = e²'],
      ['2ln(x)=2', '2*ln(x)=2', 'x = e'],
      ['ln(x^2)=2', 'ln(x**2)=2', 'x = −e or x = e'],
      ['log_2(x)/2=3', 'log(x,2)/2=3', 'x = 64'],
      ['e^(2x)=e^(x+3)', 'exp(2*x)=exp(x+3)', 'x = 3'],
      ['-2ln(x)=4', '-2*ln(x)=4', 'x = e⁻²'],
      ['ln((x+1)^2)=2', 'ln((x+1)**2)=2', 'x = −e − 1 or x = e − 1'],
      ['ln(x^3)=3', 'ln(x**3)=3', 'x = e'],
      ['log_3(x)/4 + 1 = 2', 'log(x,3)/4+1=2', 'x = 81'],
    ];
    const oracle = sympy(cases.map(([, s]) => ['solve', s] as const));
    cases.forEach(([text, , answer], i) => {
      const r = solved(text);
      expect(r.answer, text).toBe(answer);
      const o = oracle[i];
      expect(o?.kind, text).toBe('finite');
      if (o?.kind === 'finite')
        expect(values(r), text).toEqual(o.values.map((v) => expect.closeTo(v, 6)));
    });
  });
});
