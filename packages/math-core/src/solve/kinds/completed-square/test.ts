/**
 * A quadratic's completed square, vertex and axis of symmetry as students ask for them, each step
 * a true equality; an equation solved by completing the square; the refusals. SymPy's answers for
 * generated quadratics are in oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { refusal, solved } from '../../../../test/solved';

describe('completing the square', () => {
  it('completes the square of x² + bx + c, with the vertex and the axis', () => {
    for (const text of [
      'complete the square x^2+6x+2',
      'Complete the square for x^2 + 6x + 2',
      'complete the square: y = x^2+6x+2',
      'write x^2+6x+2 in vertex form',
      'x^2+6x+2 by completing the square',
    ])
      expect(solved(text), text).toMatchObject({
        kind: 'completed-square',
        title: 'Completing the square',
        answer: '(x + 3)² − 7: vertex (−3, −7), axis of symmetry x = −3',
        solutions: [
          { name: 'completed square', text: '(x + 3)² − 7' },
          { name: 'vertex', text: '(−3, −7)' },
          { name: 'axis of symmetry', text: 'x = −3' },
        ],
      });
    const r = solved('complete the square x^2+6x+2');
    expect(r.steps.map((s) => s.text)).toEqual([
      'x² + 6x + 2 = x² + 6x + 9 − 9 + 2',
      'x² + 6x + 2 = (x + 3)² − 9 + 2',
      'x² + 6x + 2 = (x + 3)² − 7',
      '(−3, −7)',
      'x = −3',
    ]);
    expect(stepProblems(r.steps, undefined)).toEqual([]);
  });

  it('takes the leading coefficient out first, and keeps fractions exact', () => {
    const r = solved('complete the square 2x^2-8x+3');
    expect(r.answer).toBe('2(x − 2)² − 5: vertex (2, −5), axis of symmetry x = 2');
    expect(r.steps[0]?.text).toBe('2x² − 8x + 3 = 2(x² − 4x) + 3');
    expect(stepProblems(r.steps, undefined)).toEqual([]);
    const half = solved('write x^2+5x-1 in vertex form');
    expect(half.answer).toBe('(x + 5/2)² − 29/4: vertex (−5/2, −29/4), axis of symmetry x = −5/2');
    expect(stepProblems(half.steps, undefined)).toEqual([]);
    const down = solved('complete the square -3t^2 + 4t');
    expect(down.answer).toBe('−3(t − 2/3)² + 4/3: vertex (2/3, 4/3), axis of symmetry t = 2/3');
    expect(stepProblems(down.steps, undefined)).toEqual([]);
  });

  it('gives the vertex, a minimum or a maximum, and the axis of symmetry', () => {
    expect(solved('find the vertex of y = x^2-4x+1')).toMatchObject({
      answer: '(2, −3), a minimum value −3; axis of symmetry x = 2',
      solutions: [{ name: 'vertex', text: '(2, −3)' }, { name: 'axis of symmetry' }],
    });
    expect(solved('the vertex of the parabola y = -x^2 + 2x + 5').answer).toBe(
      '(1, 6), a maximum value 6; axis of symmetry x = 1',
    );
    expect(solved('axis of symmetry of f(x) = -x^2+2x+5').answer).toBe(
      'x = 1, through the vertex (1, 6)',
    );
    expect(solved('vertex of the parabola y = x^2 - 9').answer).toBe(
      '(0, −9), a minimum value −9; axis of symmetry x = 0',
    );
  });

  it('solves an equation by completing the square', () => {
    expect(solved('solve x^2+6x+2=0 by completing the square')).toMatchObject({
      kind: 'quadratic',
      method: 'completing the square',
      answer: 'x = −3 − √7 or x = √7 − 3',
    });
  });

  it('refuses what is not a quadratic in one letter', () => {
    for (const text of [
      'complete the square x^3+6x+2',
      'complete the square 6x+2',
      'vertex of x^2 + y^2',
    ])
      expect(refusal(text).message, text).toMatch(/^Completing the square, the vertex/);
  });
});
