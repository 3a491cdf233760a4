/**
 * One complex number's modulus, argument, polar form and conjugate, as students ask for them: in
 * words, with bars, as functions; exact where the angle is a multiple of π/12, to six digits where
 * it is not; 0 has no argument. SymPy's values for generated numbers are in
 * complex-number.oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { refusal, solved } from '../../../../test/solved';

describe('a complex number’s modulus, argument, polar form and conjugate', () => {
  it('gives the modulus with its formula, however it is asked', () => {
    for (const text of ['|3+4i|', 'abs(3+4i)', 'modulus of 3+4i', 'the absolute value of 3+4i'])
      expect(solved(text), text).toMatchObject({
        kind: 'complex-number',
        title: 'Complex number',
        answer: '5',
      });
    const r = solved('modulus of 3+4i');
    expect(r.steps.map((s) => s.text)).toEqual(['|3 + 4i| = √(3² + 4²) = √25 = 5']);
    expect(stepProblems(r.steps, undefined)).toEqual([]);
  });

  it('gives the argument exactly at multiples of π/12, and to six digits otherwise', () => {
    expect(solved('argument of 1+i').answer).toBe('π/4');
    expect(solved('arg(-1+i*sqrt(3))').answer).toBe('(2π)/3');
    expect(solved('arg(-2i)').answer).toBe('−π/2');
    expect(solved('argument of 3+4i').answer).toBe('≈ 0.927295');
    expect(refusal('arg(0)').message).toMatch(/^0 has no argument/);
  });

  it('writes the polar form and the conjugate', () => {
    expect(solved('polar form of 1+i').answer).toBe('√2(cos(π/4) + i sin(π/4))');
    expect(solved('polar form of -4').answer).toBe('4(cos(π) + i sin(π))');
    expect(solved('conjugate of 2-3i').answer).toBe('2 + 3i');
  });
});
