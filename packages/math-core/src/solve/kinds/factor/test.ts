import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POLYNOMIAL_EQUATIONS, texts } from '../../../../test/polynomials';
import { stepProblems } from '../../../../test/solve-steps';
import * as P from '../../../algebra/poly';
import { toPoly } from '../../../algebra/reading';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import { parseMath } from '../../../math/parseMath';
import { solve } from '../../solve';
import { readFactor } from '.';

const answered = (text: string) => {
  const result = solve(text);
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.value;
};

describe('solve: factor', () => {
  it('factors with the method a student would use, and says when it cannot', () => {
    const cases: [string, string, string][] = [
      ['factor 6x^2+9x', '3x(2x + 3)', 'common factor'],
      ['factor x^2-9', '(x − 3)(x + 3)', 'difference of squares'],
      ['factorise 4x^2-25', '(2x − 5)(2x + 5)', 'difference of squares'],
      ['factor 4x^2+12x+9', '(2x + 3)²', 'perfect-square trinomial'],
      ['factor x^2-5x+6', '(x − 2)(x − 3)', 'two numbers with a given product and sum'],
      ['factorize 6x^2+11x-10', '(2x + 5)(3x − 2)', 'ac method'],
      ['factor x^3-8', '(x − 2)(x² + 2x + 4)', 'difference of cubes'],
      ['factor x^3+27', '(x + 3)(x² − 3x + 9)', 'sum of cubes'],
      ['factor x^3+2x^2-3x-6', '(x + 2)(x² − 3)', 'grouping'],
      [
        'factor x^3-6x^2+11x-6',
        '(x − 1)(x − 2)(x − 3)',
        'rational root theorem and synthetic division, two numbers with a given product and sum',
      ],
      ['factor completely x^4-5x^2+4', '(x − 1)(x + 1)(x − 2)(x + 2)', ''],
      ['factor x^4+x^2+1', '(x² − x + 1)(x² + x + 1)', 'quadratic factor'],
      ['factor -x^2+5x-6', '−(x − 2)(x − 3)', ''],
      ['factor x^2/2-1/2', '(1/2)(x − 1)(x + 1)', ''],
      ['factor x^5-x', 'x(x − 1)(x + 1)(x² + 1)', ''],
      [
        'factor x^2+x+1',
        'x² + x + 1 cannot be factored over the rational numbers',
        'cannot be factored',
      ],
      ['factor x^2-2', 'x² − 2 cannot be factored over the rational numbers', 'cannot be factored'],
    ];
    for (const [text, answer, method] of cases) {
      const result = answered(text);
      expect([result.kind, result.answer], text).toEqual(['factor', answer]);
      if (method) expect(result.method, text).toBe(method);
      expect(stepProblems(result.steps, undefined), text).toEqual([]);
    }
  });

  it('shows the pair of numbers, the ac method and synthetic division in its steps', () => {
    const notes = (text: string) => answered(text).steps.map((s) => `${s.note} :: ${s.text}`);
    expect(notes('factor x^2-5x+6')).toContain(
      'Two numbers that multiply to 6 and add to −5: −2 and −3 :: x² − 5x + 6 = (x − 2)(x − 3)',
    );
    expect(notes('factor 6x^2+11x-10')).toEqual([
      'ac = 6 · (−10) = −60; two numbers that multiply to −60 and add to 11: 15 and −4. Split the middle term :: 6x² + 11x − 10 = 6x² + 15x − 4x − 10',
      'Group in pairs and take out the common factor of each pair :: 6x² + 15x − 4x − 10 = 3x(2x + 5) − 2(2x + 5)',
      'Take out the common bracket (2x + 5) :: 6x² + 11x − 10 = (2x + 5)(3x − 2)',
    ]);
    expect(notes('factor x^3-6x^2+11x-6')).toContain(
      'Synthetic division of 1, −6, 11, −6 by 1: bottom row 1, −5, 6, remainder 0 :: x³ − 6x² + 11x − 6 = (x − 1)(x² − 5x + 6)',
    );
    expect(notes('factor x^2+x+1')).toEqual([
      'x² + x + 1 cannot be factored over the rational numbers: its discriminant b² − 4ac = −3 is negative :: 1² − 4 × 1 × 1 = −3',
    ]);
    // Many candidates: the first eight, and the list goes on; each list is one tree of numbers.
    const [theorem, synthetic] = answered('factor 12x^3+8x^2+21x-30').steps;
    expect(theorem?.note).toBe(
      'Rational root theorem: a rational root is ±p/q with p dividing 30 and q dividing 12 (1/12, 1/6, 1/4, 1/3, 5/12, 1/2, 2/3, 3/4, …). Trying them, x = 5/6 gives 0, so 6x − 5 is a factor',
    );
    expect(theorem?.params?.candidates).toMatchObject({ type: 'list' });
    expect(synthetic?.params?.bottom).toMatchObject({ type: 'list' });
  });

  it('reads the factoring commands and refuses what it cannot factor', () => {
    expect(readFactor('Factor completely: x^3-x')).toBe('x^3-x');
    expect(readFactor('factorise x^2-1 fully')).toBe('x^2-1');
    expect(readFactor('solve x^2=1')).toBeUndefined();
    expect(readFactor('Factor the trinomial 6x^2+11x-10')).toBe('6x^2+11x-10');
    expect(readFactor('factorise completely the expression x^3-x')).toBe('x^3-x');
    expect(readFactor('the factorization of x^2-4')).toBe('x^2-4');
    expect(readFactor('factors of x^2-9')).toBe('x^2-9');
    expect(readFactor('What is the factorization of x^2-4?')).toBe('x^2-4');
    expect(answered('factor completely x^3-x').answer).toBe('x(x − 1)(x + 1)');
    const twoUnknowns = solve('factor x^2-y^2');
    expect(twoUnknowns.ok ? '' : twoUnknowns.error.message).toMatch(/one unknown/);
    // Degree 6 with no rational roots and no special form: not searched, so refused.
    const big = solve('factor x^6+x+1');
    expect(big.ok ? '' : big.error.code).toBe('unsupported');
  });
});

describe('solve: polynomial equations of degree 3 and more', () => {
  it('factors, then solves each factor; every solution substituted exactly', () => {
    const cases = POLYNOMIAL_EQUATIONS;
    for (const [text, answer] of cases) {
      const result = answered(text);
      expect([result.kind, result.answer], text).toEqual(['polynomial', answer]);
      // Every step reads back and holds at every solution (the same equations against SymPy:
      // src/solve/kinds/factor/oracle.test.ts).
      const points = result.solutions.map((s) => ({ x: s.value as number }));
      expect(stepProblems(result.steps, points), text).toEqual([]);
    }
  });

  it('refuses a cubic whose roots are not rational or square roots', () => {
    const result = solve('x^3-3x+1=0');
    expect(result.ok ? '' : result.error.message).toMatch(/not rational numbers or square roots/);
  });
});

describe('solve: factoring never gives a wrong answer', () => {
  it('answers single terms and degree 1, and any polynomial it answers reads back as the input', () => {
    expect(answered('factor 6x^2').answer).toBe('6x²');
    expect(answered('factor 2x+4').answer).toBe('2(x + 2)');
    expect(answered('factor x+1').answer).toBe(
      'x + 1 cannot be factored over the rational numbers',
    );
    expect(answered('factor (x+1)^3').answer).toBe('(x + 1)³');
    expect(answered('factor x^4+4').answer).toBe('(x² − 2x + 2)(x² + 2x + 2)');
    expect(answered('x^3=0').answer).toBe('x = 0');
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -12, max: 12 }), { minLength: 2, maxLength: 7 }),
        (cs) => {
          while (cs.length > 1 && cs[cs.length - 1] === 0) cs.pop();
          if (cs.length < 2) return;
          const [typed] = texts(cs);
          const result = solve(`factor ${typed}`);
          if (!result.ok) {
            expect(result.error.code).toBe('unsupported');
            return;
          }
          const input = toPoly((parseMath(typed) as { ok: true; value: never }).value);
          const text = result.value.answer.replace(
            / cannot be factored over the rational numbers$/,
            '',
          );
          const read = parseMath(text);
          expect(read.ok, text).toBe(true);
          if (read.ok) expect(P.equals(toPoly(read.value), input), `${typed}: ${text}`).toBe(true);
          // The equation's solutions make the polynomial 0.
          const equation = solve(`${typed}=0`);
          if (!equation.ok) return;
          for (const s of equation.value.solutions) {
            const v = s.value as number;
            const value = cs.reduce((sum, c, i) => sum + c * v ** i, 0);
            const scale = cs.reduce((sum, c, i) => sum + Math.abs(c * v ** i), 1);
            expect(approxEqual(value, 0, TOLERANCE.check, scale), `${typed} at ${s.text}`).toBe(
              true,
            );
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('finds quadratic factors with no rational roots, as well as those it rules out by their values', () => {
    // (3x² + 5x + 7)(2x² + x + 11)(x² + x + 1): each quadratic factor's value divides the
    // polynomial's at every whole number, the test that skips the division for other candidates.
    const result = solve('factor 6x^6+19x^5+71x^4+127x^3+191x^2+139x+77');
    expect(result.ok && result.value.answer).toBe('(x² + x + 1)(2x² + x + 11)(3x² + 5x + 7)');
  });
});
