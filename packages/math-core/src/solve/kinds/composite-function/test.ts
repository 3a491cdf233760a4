/**
 * Composite functions as students ask for them, with both functions defined in the same line: the
 * inner function put into the outer one and multiplied out, or at a number the inner value first;
 * SymPy's composites for generated pairs are in oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { solved } from '../../../../test/solved';

describe('composite functions', () => {
  it('puts the inner function into the outer one, however the composite is written', () => {
    for (const text of [
      'f(g(x)) where f(x) = x^2 and g(x) = x + 1',
      'find (f∘g)(x) if f(x) = x^2 and g(x) = x + 1',
      'f(x) = x^2, g(x) = x + 1, find f(g(x))',
      'fog(x) if f(x)=x^2 and g(x)=x+1',
      '(f o g)(x) where f(x) = x^2 and g(x) = x + 1',
    ])
      expect(solved(text), text).toMatchObject({
        kind: 'composite-function',
        title: 'Composite function',
        problem: 'f(g(x))',
        answer: 'f(g(x)) = x² + 2x + 1',
      });
    const r = solved('f(g(x)) where f(x) = x^2 and g(x) = x + 1');
    expect(r.steps.map((s) => s.text)).toEqual(['f(g(x)) = (x + 1)²', 'f(g(x)) = x² + 2x + 1']);
  });

  it('composes the other way round, a function with itself, and keeps fractions and roots', () => {
    expect(solved('f(x) = 2x + 1, g(x) = x^2, find g(f(x))').answer).toBe('g(f(x)) = 4x² + 4x + 1');
    expect(solved('f(f(x)) if f(x) = 2x - 5').answer).toBe('f(f(x)) = 4x − 15');
    expect(solved('f(x) = 1/x and g(x) = x - 3, find f(g(x))').answer).toBe('f(g(x)) = 1/(x − 3)');
    expect(solved('(f o g)(x) where f(x) = sqrt(x) and g(x) = x + 4').answer).toBe(
      'f(g(x)) = √(x + 4)',
    );
  });

  it('works out a composite at a number, the inner function first', () => {
    const r = solved('f(g(2)) where f(x) = x^2 and g(x) = x + 1');
    expect(r).toMatchObject({ answer: 'f(g(2)) = 9', solutions: [{ value: 9 }] });
    expect(r.steps.map((s) => s.text)).toEqual(['g(2) = 2 + 1 = 3', 'f(g(2)) = f(3) = 3² = 9']);
  });
});
