/**
 * Powers of 0 and 1 checked against SymPy (the slow project: it starts python3): 1^u = c is every
 * real x or none as SymPy's solveset says, and 0^u is 0 above the bound and undefined below it.
 * The examples, refusals and the property are in src/solve/kinds/logarithmic/test.ts.
 */
import { describe, expect, it } from 'vitest';
import { answeredWithTrueSteps as result } from '../../../../test/solve-steps';
import { sympy } from '../../../../test/solve-sympy';

describe('solve: powers of 0, 1 and negative bases', () => {
  it('answers 1^u = c as every real x or none, as SymPy does', () => {
    const cases: [string, string, string][] = [
      ['1^x = 1', '1**x=1', 'Every number is a solution'],
      ['1^(x+1) = 1', '1**(x+1)=1', 'Every number is a solution'],
      ['1^x = 2', '1**x=2', 'No real solutions'],
      ['-1^x = 1', '-1**x=1', 'No real solutions'],
    ];
    const oracle = sympy(cases.map(([, s]) => ['solve', s] as const));
    cases.forEach(([text, , answer], i) => {
      const r = result(text);
      expect(r.answer, text).toBe(answer);
      expect(oracle[i]).toEqual(
        answer === 'No real solutions'
          ? { kind: 'finite', values: [] }
          : { kind: 'other', text: 'Reals' },
      );
    });
    expect(result('1^x = 1').steps[0]?.note).toBe(
      '1 to any power is 1, so every real x is a solution',
    );
  });

  it('answers 0^u = 0 with the range u > 0, where SymPy gives 0 (and undefined for u < 0)', () => {
    expect(result('0^x = 0').answer).toBe('x > 0');
    expect(result('0^x = 0').steps[0]?.note).toMatch(/^0\^x = 0 for every x > 0/);
    expect(result('0^(x+1) = 0').answer).toBe('x > −1');
    expect(result('0^(2-x) = 0').answer).toBe('x < 2');
    expect(result('3*0^(2x-1)+2 = 2').answer).toBe('x > 1/2');
    // 0^u at exponents on each side of the bound: 0 above it, undefined below it.
    const oracle = sympy([
      ['value', '0**(S(1)/3)'],
      ['value', '0**(S(5))'],
      ['value', '0**(-S(1)/3)'],
      ['value', '0**(-S(2))'],
    ]);
    expect(oracle.map((o) => o.kind)).toEqual(['value', 'value', 'undefined', 'undefined']);
    expect(oracle.slice(0, 2).map((o) => (o.kind === 'value' ? o.value : NaN))).toEqual([0, 0]);
  });
});
