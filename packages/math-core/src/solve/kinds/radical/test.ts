/**
 * Equations with one or two square roots of the unknown: isolate, square, solve, and check each
 * candidate in the equation as typed. The comparison with SymPy's real solutions over generated
 * equations is in src/solve/kinds/radical/oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { solve } from '../../solve';

const answer = (text: string) => {
  const r = solve(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
};

describe('radical equations', () => {
  it('isolates, squares and rejects the candidate that does not check', () => {
    const r = answer('sqrt(x+3)=x-3');
    expect([r.kind, r.method, r.answer]).toEqual(['radical', 'isolate and square', 'x = 6']);
    const notes = r.steps.map((s) => s.note);
    // The root is alone already, so the first step squares; a root with a term beside it is
    // isolated first.
    expect(notes[0]).toBe('Square both sides (this can bring in solutions that do not check)');
    expect(answer('sqrt(x+3)+3=x').steps[0]?.note).toBe('Isolate the square root');
    expect(notes).toContain('x = 1 does not check: √4 = 2 but 1 − 3 = −2');
    expect(notes).toContain('x = 6 checks: √9 = 3 and 6 − 3 = 3');
    expect(stepProblems(r.steps, [{ x: 6 }])).toEqual([]);
  });

  it('answers the examples', () => {
    const cases: [string, string][] = [
      ['sqrt(2x+1) = 3', 'x = 4'],
      ['sqrt(x) + sqrt(x-5) = 5', 'x = 9'],
      ['sqrt(x+2) = -1', 'No solution'],
      ['√(x+7) − √x = 1', 'x = 9'],
      ['sqrt(x)+sqrt(x+1)=2', 'x = 9/16'],
      ['sqrt(2x-1) = sqrt(x+3)', 'x = 4'],
      ['2sqrt(x-1)+1 = x', 'x = 1 or x = 5'],
      ['sqrt(x)=x-1', 'x = (3 + √5)/2'],
      ['sqrt(x^2+1)=x', 'No solution'],
    ];
    for (const [text, expected] of cases) {
      const r = answer(text);
      expect(r.answer, text).toBe(expected);
      expect(r.kind, text).toBe('radical');
    }
    const twice = answer('sqrt(x) + sqrt(x-5) = 5').steps.map((s) => s.text);
    expect(twice.slice(0, 4)).toEqual([
      '√x = 5 − √(x − 5)',
      'x = x + 20 − 10√(x − 5)',
      '√(x − 5) = 2',
      'x − 5 = 4',
    ]);
    const never = answer('sqrt(x+2) = -1').steps.at(-1);
    expect(never?.note).toBe('A square root is never negative, so √(x + 2) = −1 has no solution');
  });

  it('refuses what it does not solve', () => {
    for (const text of ['sqrt(x)+sqrt(x+1)+sqrt(x+2)=3', 'sqrt(sqrt(x)+1)=2', 'cbrt(x)+x=2'])
      expect(solve(text).ok, text).toBe(false);
  });
});
