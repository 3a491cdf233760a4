/**
 * Three linear equations in three unknowns by elimination: a unique solution, no solution, or
 * infinitely many. The comparison with SymPy's linsolve over generated systems is in
 * src/solve/kinds/system/oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { solve } from '../../solve';

const answer = (text: string) => {
  const r = solve(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
};

describe('systems of three linear equations', () => {
  it('eliminates step by step to a unique solution', () => {
    const r = answer('x+y+z=6, 2x-y+z=3, x+2y-z=2');
    expect([r.kind, r.method, r.answer]).toEqual(['system', 'elimination', 'x = 1, y = 2, z = 3']);
    expect(r.solutions).toMatchObject([
      { text: 'x = 1', value: 1 },
      { text: 'y = 2', value: 2 },
      { text: 'z = 3', value: 3 },
    ]);
    expect(r.steps.map((s) => `${s.note} | ${s.text}`)).toEqual([
      'Number the equations (1), (2) and (3), with the unknowns on the left and no fractions | x + y + z = 6, 2x − y + z = 3, x + 2y − z = 2',
      'Eliminate x: (2) − 2 × (1), divided by −1, gives equation (4) | 3y + z = 9',
      'Eliminate x: (3) − (1) gives equation (5) | y − 2z = −4',
      'Eliminate y: (4) − 3 × (5), divided by 7, gives equation (6) | z = 3',
      'Substitute z = 3 into equation (5) and solve for y | y = 2',
      'Substitute y = 2 and z = 3 into equation (1) and solve for x | x = 1',
      'The solution | x = 1, y = 2, z = 3',
    ]);
    expect(stepProblems(r.steps, [{ x: 1, y: 2, z: 3 }])).toEqual([]);
  });

  it('says when there is no solution or infinitely many', () => {
    expect(answer('x+y+z=1, x+y+z=2, x-y=0').answer).toBe('No solution');
    expect(answer('x+y+z=6; 2x+2y+2z=12; x-y+z=2').answer).toBe(
      'Infinitely many solutions: x = −z + 4, y = 2',
    );
    expect(answer('x+y+z=6, 2x+2y+2z=12, 3x+3y+3z=18').answer).toBe(
      'Infinitely many solutions: x = −y − z + 6',
    );
    expect(answer('a+b=3, b+c=5, a+c=4').answer).toBe('a = 1, b = 2, c = 3');
    expect(answer('x+y=1, y+z=2, x+y+z=2.5').answer).toBe('x = 0.5, y = 0.5, z = 1.5');
  });

  it('keeps two equations as they were and refuses what is not three linear unknowns', () => {
    expect(answer('2x+y=5, x-y=1').answer).toBe('x = 2, y = 1');
    expect(answer('x+y+z=1, x-y=2, 0=5').answer).toBe('No solution');
    for (const text of ['x+y=1, x-y=2, 2x+y=3', 'x*y+z=1, x+y=2, z=1', 'x+y+z+w=1, x=1, y=1'])
      expect(solve(text).ok, text).toBe(false);
    const four = solve('x=1, y=2, z=3, x+y=4');
    expect(four.ok ? '' : four.error.message).toMatch(/^A system must have two or three equations/);
  });
});
