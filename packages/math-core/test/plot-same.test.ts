/**
 * Two curves that are the same on a stretch are said to be the same there, never that they "do
 * not meet" nor that they meet at the point where the stretch begins: by the plot's words, and by
 * the solver's graph of two functions. SymPy's set where the two are equal is compared with these
 * on typed and generated pairs in test/oracle/plot-same.test.ts and
 * src/solve/kinds/graph/pieces.oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { curves, graphOf, of } from './plot-reading';
import { solved } from './solved';

const description = (text: string) => curves(text).description;

describe('curves that are the same', () => {
  it('says where two curves are the same, and marks no meeting there', () => {
    expect(description('y = 2x + 1, y = 2x + 1')).toBe(
      'The lines y = 2x + 1 and y = 2x + 1 are the same, so the system has infinitely many solutions.',
    );
    expect(description('y = |x|, y = x')).toBe(
      'The curves y = |x| and y = x are the same for x ≥ 0.',
    );
    expect(description('y = √(x^2), y = x')).toBe(
      'The curves y = √(x²) and y = x are the same for x ≥ 0.',
    );
    expect(of(curves('y = √(x^2), y = x'), 'intersection')).toEqual([]);
    expect(description('y = (x^2-1)/(x-1), y = x + 1')).toBe(
      'The curves y = (x² − 1)/(x − 1) and y = x + 1 are the same, except at x = 1, where y = (x² − 1)/(x − 1) is undefined (a hole in it).',
    );
    // The hole is still marked on the curve it is in.
    expect(of(curves('y = (x^2-1)/(x-1), y = x + 1'), 'hole').map((h) => h.x)).toEqual([1]);
    expect(description('y = |x - 1| + |x + 1|, y = 2')).toBe(
      'The curves y = |x − 1| + |x + 1| and y = 2 are the same for −1 ≤ x ≤ 1.',
    );
    expect(description('y = |x - 3|, y = 3 - x')).toBe(
      'The curves y = |x − 3| and y = 3 − x are the same for x ≤ 3.',
    );
    // An equation whose sides agree on a stretch: the same curves, not "do not meet".
    expect(description('|x| = x')).toBe('The curves y = |x| and y = x are the same for x ≥ 0.');
  });

  it('tells a stretch from meeting at points, and from coming close', () => {
    // |x| meets x + 1 once, at x = −1/2; they are never the same.
    const once = curves('y = |x|, y = x + 1');
    expect(once.description).toMatch(/meet at/);
    expect(once.description).not.toMatch(/same/);
    expect(of(once, 'intersection')).toHaveLength(1);
    // A stretch between two ends inside the window.
    const both = curves('y = |x| + |x - 2|, y = 2');
    expect(both.description).toBe(
      'The curves y = |x| + |x − 2| and y = 2 are the same for 0 ≤ x ≤ 2.',
    );
    // e^(−x²) is below 10⁻⁹ past x = 4.6 but never 0: not the same as y = 0 there.
    expect(description('y = e^(-x^2), y = 0')).not.toMatch(/same/);
    // sin²(180°) is 1.5·10⁻³² where 1 − cos²(180°) is 0: rounding, not a gap in the sameness.
    expect(description('y = sin(x)^2, y = 1 - cos(x)^2')).toMatch(
      /^The curves .* are the same, so/,
    );
    // x² and x² + 10⁻⁶ differ everywhere by a little: not the same.
    expect(description('y = x^2, y = x^2 + 0.000001')).not.toMatch(/same/);
  });

  it('answers two functions that are one as the same curve, with the hole where only one is defined', () => {
    expect(solved('graph y=2x+1 and y=2x+1').answer).toBe(
      'y = 2x + 1 and y = 2x + 1 are the same curve',
    );
    expect(solved('graph y = (x^2-1)/(x-1) and y = x+1').answer).toBe(
      'y = (x² − 1)/(x − 1) and y = x + 1 are the same curve except at x = 1, where y = (x² − 1)/(x − 1) has a hole',
    );
    expect(solved('graph y = 1/x and y = x/x^2').answer).toBe(
      'y = 1/x and y = x/x² are the same curve',
    );
    expect(solved('graph y = x^2 and y = 2x+1').answer).toMatch(/meet at/);
  });

  it('answers two functions with absolute values piece by piece, exactly', () => {
    expect(solved('graph y = |x| and y = x').answer).toBe(
      'y = |x| and y = x are the same for x ≥ 0',
    );
    expect(solved('graph y = √(x^2) and y = x').answer).toBe(
      'y = √(x²) and y = x are the same for x ≥ 0',
    );
    const bars = solved('graph y = |x - 1| + |x + 1| and y = 2');
    expect(bars.answer).toBe('y = |x − 1| + |x + 1| and y = 2 are the same for −1 ≤ x ≤ 1');
    expect(bars.steps.map((s) => s.text).slice(-3)).toEqual([
      'x = −1, x = 1',
      '−1 ≤ x ≤ 1',
      '|x − 1| + |x + 1| = 2',
    ]);
    expect(solved('graph y = |x^2 - 4| and y = x^2 - 4').answer).toBe(
      'y = |x² − 4| and y = x² − 4 are the same for x ≤ −2 and for x ≥ 2',
    );
    // Meeting at points only, where the equation solver does not take |x| against x + 1.
    expect(solved('graph y = |x| and y = x + 1').answer).toBe(
      'y = |x| and y = x + 1 meet at (−1/2, 1/2)',
    );
    // The graph of the answer says the same.
    expect(graphOf('graph y = |x| and y = x')).toMatchObject({
      ok: true,
      value: { description: 'The curves y = |x| and y = x are the same for x ≥ 0.' },
    });
  });
});
