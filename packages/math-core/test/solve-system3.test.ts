/**
 * Three linear equations in three unknowns by elimination: a unique solution, no solution, or
 * infinitely many. Compared with SymPy's linsolve over 150 generated systems; a family of
 * solutions is also put back into the equations at random values of its free unknowns.
 */
import { describe, expect, it } from 'vitest';
import { evaluateMath, parseMath } from '../src/index';
import type { MathNode } from '../src/math/tree';
import { solve } from '../src/solve/solve';
import { stepProblems } from './solve-steps';
import { sympyBreadth } from './solve-sympy-breadth';

const answer = (text: string) => {
  const r = solve(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
};

describe('systems of three linear equations', () => {
  it('eliminates step by step to a unique solution', () => {
    const r = answer('x+y+z=6, 2x-y+z=3, x+2y-z=2');
    expect([r.kind, r.method, r.answer]).toEqual(['system', 'elimination', 'x = 1, y = 2, z = 3']);
    expect(r.solutions).toEqual([
      { text: 'x = 1', value: 1 },
      { text: 'y = 2', value: 2 },
      { text: 'z = 3', value: 3 },
    ]);
    expect(r.steps.map((s) => `${s.note} | ${s.text}`)).toEqual([
      'Number the equations (1), (2) and (3), with the unknowns on the left and no fractions | x + y + z = 6, 2x − y + z = 3, x + 2y − z = 2',
      'Eliminate x: (2) − 2 × (1), divided by −1, gives equation (4) | 3y + z = 9',
      'Eliminate x: (3) − (1) gives equation (5) | y − 2z = −4',
      'Eliminate y: (4) − 3 × (5), divided by 7, gives equation (6) | z = 3',
      'Solve equation (6) for z | z = 3',
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

describe('systems of three equations against SymPy linsolve', () => {
  let seed = 4242;
  const next = (lo: number, hi: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return lo + (seed % (hi - lo + 1));
  };
  const equation = ([a, b, c]: number[], d: number): string => {
    let text = '';
    for (const [k, name] of [
      [a, 'x'],
      [b, 'y'],
      [c, 'z'],
    ] as [number, string][]) {
      if (k === 0) continue;
      const size = Math.abs(k) === 1 ? '' : String(Math.abs(k));
      text += `${k < 0 ? '-' : text ? '+' : ''}${size}${name}`;
    }
    return `${text || '0'}=${d}`;
  };
  const row = () => [next(-5, 5), next(-5, 5), next(-5, 5)];
  const problems: string[] = [];
  while (problems.length < 150) {
    const shape = problems.length % 6;
    const [r1, r2] = [row(), row()] as [number[], number[]];
    const [d1, d2] = [next(-12, 12), next(-12, 12)];
    if (shape < 4) {
      problems.push([row(), row(), row()].map((r) => equation(r, next(-12, 12))).join(', '));
      continue;
    }
    // The third a combination of the first two: infinitely many, or none when shifted.
    const [al, be] = [next(-2, 2), next(-2, 2)];
    const r3 = r1.map((v, i) => al * v + be * (r2[i] as number));
    if (r3.every((v) => v === 0)) continue;
    const d3 = al * d1 + be * d2 + (shape === 5 ? next(1, 3) : 0);
    problems.push([equation(r1, d1), equation(r2, d2), equation(r3, d3)].join(', '));
  }

  it('agrees on 150 generated systems', () => {
    const oracle = sympyBreadth(
      problems.map((p) => ['linsolve', p.replace(/(\d)([xyz])/g, '$1*$2')] as const),
    );
    const counts = { unique: 0, none: 0, many: 0, refused: 0 };
    for (const [i, text] of problems.entries()) {
      const expected = oracle[i];
      const r = solve(text);
      if (!r.ok) {
        // Fewer than three unknowns left after generation (a zero column): not a 3×3 system.
        expect(r.error.code, text).toBe('unsupported');
        counts.refused += 1;
        continue;
      }
      const got = r.value.answer;
      if (expected?.kind === 'unique') {
        const ours = r.value.solutions.map((s) =>
          (s.text.split(' = ')[1] as string).replace('−', '-'),
        );
        expect(ours, text).toEqual(expected.values);
        expect(
          stepProblems(r.value.steps, [
            Object.fromEntries(r.value.solutions.map((s) => [s.text[0], s.value as number])),
          ]),
          text,
        ).toEqual([]);
        counts.unique += 1;
      } else if (expected?.kind === 'none') {
        expect(got, text).toBe('No solution');
        counts.none += 1;
      } else if (expected?.kind === 'many') {
        expect(got, text).toMatch(/^Infinitely many solutions: /);
        // The family, at random values of its free unknowns, makes every equation true.
        const family = parseMath(got.replace('Infinitely many solutions: ', ''));
        if (!family.ok) throw new Error(got);
        const items = (
          family.value.type === 'list' ? family.value.items : [family.value]
        ) as Extract<MathNode, { type: 'relation' }>[];
        for (let t = 0; t < 3; t++) {
          const scope: Record<string, number> = {
            x: next(-9, 9) / 7,
            y: next(-9, 9) / 3,
            z: next(-9, 9) / 5,
          };
          for (const item of items) {
            const name = (item.operands[0] as { name: string }).name;
            scope[name] = evaluateMath(item.operands[1] as MathNode, scope);
          }
          for (const part of text.split(', ')) {
            const read = parseMath(part);
            if (!read.ok || read.value.type !== 'relation') throw new Error(part);
            const [l, rr] = read.value.operands as [MathNode, MathNode];
            expect(
              Math.abs(evaluateMath(l, scope) - evaluateMath(rr, scope)),
              `${text} at ${JSON.stringify(scope)}`,
            ).toBeLessThan(1e-9);
          }
        }
        counts.many += 1;
      } else throw new Error(`${text}: SymPy ${JSON.stringify(expected)}`);
    }
    console.log(`3×3 systems vs SymPy: ${problems.length} problems`, counts);
    expect(counts.unique + counts.none + counts.many + counts.refused).toBe(150);
    expect(counts.refused).toBeLessThan(10);
  });
});
