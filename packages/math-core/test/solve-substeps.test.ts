// The solver's steps name the rule each one uses and show its working: fraction sums over the
// least common denominator, surds with their largest perfect-square factor, quadratics by the
// pair of numbers (or the ac method), linear equations cleared of fractions, and logarithmic
// equations by the one rule they use. The same over generated problems, with the numbers the
// notes state and every answer checked against SymPy, is in test/oracle/solve-substeps.test.ts.
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/_lib/testing';
import type { Step } from '../src/math/steps';
import { solve } from '../src/solve/solve';

const solved = (text: string) => unwrap(solve(text));
const notes = (steps: readonly Step[]) => steps.map((s) => s.note);
const lines = (text: string) => solved(text).steps.map((s) => `${s.note} :: ${s.text}`);

describe('solve: arithmetic a step for each rule', () => {
  it('shows 3/4 + 5/6 one rule at a time', () => {
    expect(lines('3/4+5/6')).toEqual([
      'The least common denominator of 4 and 6 is 12: write each fraction over 12 :: 3/4 + 5/6 = 9/12 + 10/12',
      'Add the numerators over the common denominator :: 9/12 + 10/12 = 19/12',
      'Write the improper fraction as a mixed number :: 19/12 = 1 7/12',
    ]);
    expect(lines('1/6+1/3')).toEqual([
      'The least common denominator of 6 and 3 is 6: write each fraction over 6 :: 1/6 + 1/3 = 1/6 + 2/6',
      'Add the numerators over the common denominator, then reduce the fraction :: 1/6 + 2/6 = 1/2',
    ]);
    // Fractions as typed: 2/4 is not reduced first only to be written over 4 again.
    expect(lines('2/4+1/4')).toEqual([
      'Add the numerators over the common denominator :: 2/4 + 1/4 = 3/4',
    ]);
    expect(lines('3 - 5/4')[0]).toBe(
      'Write both numbers as fractions over the denominator 4 :: 3 − 5/4 = 12/4 − 5/4',
    );
    expect(lines('0.75 + 1/4')[0]).toBe(
      'Write the decimal as a fraction: 0.75 = 3/4 :: 0.75 + 1/4 = 3/4 + 1/4',
    );
  });

  it('takes out the largest perfect-square factor of a root', () => {
    const result = solved('√50');
    expect(result.answer).toBe('5√2');
    expect(notes(result.steps)).toEqual([
      'Take out the largest perfect-square factor: 50 = 25 × 2',
      'The root of a product is the product of the roots: √(ab) = √a × √b',
      'Take the square root of the perfect square: √25 = 5',
    ]);
  });
});

describe('solve: quadratics by factoring show the pair of numbers', () => {
  it('names the two numbers for x² + bx + c and the ac pair for ax² + bx + c', () => {
    expect(lines('x^2-5x+6=0').slice(0, 2)).toEqual([
      'The discriminant b² − 4ac is a perfect square, so the quadratic factors :: (−5)² − 4 × 1 × 6 = 1',
      'Two numbers that multiply to 6 and add to −5: −2 and −3 :: (x − 2)(x − 3) = 0',
    ]);
    expect(lines('6x^2+11x-10=0').slice(1, 4)).toEqual([
      'ac = 6 · (−10) = −60; two numbers that multiply to −60 and add to 11: 15 and −4. Split the middle term :: 6x² + 15x − 4x − 10 = 0',
      'Group in pairs and take out the common factor of each pair :: 3x(2x + 5) − 2(2x + 5) = 0',
      'Take out the common bracket (2x + 5) :: (2x + 5)(3x − 2) = 0',
    ]);
    // The same words as "factor …" uses: one function shows the pair for both.
    expect(notes(solved('factor x^2-5x+6').steps)).toContain(
      'Two numbers that multiply to 6 and add to −5: −2 and −3',
    );
  });
});

describe('solve: linear steps say what they do', () => {
  it('clears fractions by the least common denominator, and expands only real brackets', () => {
    expect(lines('x/2+x/3=5')).toEqual([
      'Multiply every term on both sides by 6, the least common denominator, to clear the fractions :: 3x + 2x = 30',
      'Collect like terms :: 5x = 30',
      'Divide both sides by 5 :: x = 6',
    ]);
    expect(lines('3(x-2)=2x+1')[0]).toBe('Expand brackets :: 3x − 6 = 2x + 1');
    expect(lines('2x+3x=10')[0]).toBe('Collect like terms :: 5x = 10');
    expect(lines('5-(x+1)=2')[0]).toBe('Expand brackets and collect like terms :: −x + 4 = 2');
    expect(lines('(x+1)/2 + x/3 = 1')[0]).toBe(
      'Multiply every term on both sides by 6, the least common denominator, to clear the fractions (expanding brackets) :: 3x + 3 + 2x = 6',
    );
  });
});

describe('solve: a logarithmic equation names the one rule it uses', () => {
  it('names the product or quotient rule as used', () => {
    for (const [text, answer, rule] of [
      ['log(x)+log(x-3)=1', 'x = 5', 'product rule (log(a) + log(b) = log(ab))'],
      ['log_2(x)-log_2(3)=1', 'x = 6', 'quotient rule (log(a) − log(b) = log(a/b))'],
    ]) {
      const result = solved(text as string);
      expect(result.answer, text).toBe(answer);
      expect(result.steps[0]?.note, text).toBe(`Combine the logarithms by the ${rule}`);
    }
  });

  it('rewrites ln(x) = 2 in exponential form without combining anything', () => {
    const result = solved('ln(x)=2');
    expect(result.method).toBe('exponential form and check the domain');
    expect(result.steps[0]).toMatchObject({
      note: 'Rewrite in exponential form: x = e²',
      text: 'x = e²',
    });
    expect(notes(result.steps).some((n) => /combine/i.test(n))).toBe(false);
  });
});
