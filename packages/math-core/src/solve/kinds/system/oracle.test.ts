/**
 * Systems of three linear equations against SymPy's linsolve over 150 generated systems (the
 * slow project: it starts python3); a family of solutions is also put back into the equations at
 * random values of its free unknowns. The worked examples are in src/solve/kinds/system/test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { sympyBreadth } from '../../../../test/solve-sympy-breadth';
import { evaluateMath, parseMath } from '../../../index';
import type { MathNode } from '../../../math/tree';
import { solve } from '../../solve';

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
