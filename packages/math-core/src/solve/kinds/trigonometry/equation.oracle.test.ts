/**
 * Equations in sin, cos or tan of the unknown against SymPy (the slow project: it starts
 * python3): the solver's angles in [0°, 360°) against SymPy's solveset over [0, 2π) for generated
 * equations a·f(x) + b = c at every exact value the functions take at multiples of 15°, at values
 * with no exact angle (compared to six significant digits) and at values out of reach; steps true at each
 * solution. The worked examples are in src/solve/kinds/trigonometry/equation.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { stepProblems } from '../../../../test/solve-steps';
import { evaluateMath } from '../../../math/evaluateMath';
import type { MathNode } from '../../../math/tree';
import { type Solution, solve } from '../../solve';

const SCRIPT = `
import json, sys
from sympy import S, sqrt, pi, sin, cos, tan, Symbol, Eq, solveset, Interval, FiniteSet, sympify, N, Rational
x = Symbol('x', real=True)
F = {'sin': sin, 'cos': cos, 'tan': tan}
out = []
for job in json.loads(sys.stdin.read()):
    name, value = job[0], job[1]
    k = Rational(job[2]) if len(job) > 2 else 1
    sols = solveset(Eq(F[name](k * x), sympify(value)), x, Interval.Ropen(0, 2 * pi))
    if sols == S.EmptySet:
        out.append([])
        continue
    if not isinstance(sols, FiniteSet):
        out.append(None)
        continue
    out.append(sorted(float(N(s * 180 / pi, 30)) for s in sols))
print(json.dumps(out))
`;

/** Values as typed (for the solver) and in SymPy's syntax. */
const EXACT: Record<string, [string, string][]> = {
  sin: [
    ['0', '0'],
    ['1/2', '1/2'],
    ['-1/2', '-1/2'],
    ['√2/2', 'sqrt(2)/2'],
    ['-√2/2', '-sqrt(2)/2'],
    ['√3/2', 'sqrt(3)/2'],
    ['-√3/2', '-sqrt(3)/2'],
    ['1', '1'],
    ['-1', '-1'],
  ],
  tan: [
    ['0', '0'],
    ['1', '1'],
    ['-1', '-1'],
    ['√3', 'sqrt(3)'],
    ['-√3', '-sqrt(3)'],
    ['√3/3', 'sqrt(3)/3'],
    ['-√3/3', '-sqrt(3)/3'],
  ],
};
EXACT.cos = EXACT.sin as [string, string][];
const ROUNDED: [string, string][] = [
  ['0.3', '3/10'],
  ['-0.7', '-7/10'],
  ['3/4', '3/4'],
  ['-2/5', '-2/5'],
];
const OUT_OF_REACH: [string, string][] = [
  ['2', '2'],
  ['-3/2', '-3/2'],
  ['1.01', '101/100'],
];

/**
 * The angles of an answer's solutions in degrees, by the value of each one's tree: "x = 150°" →
 * 150, "x = 180°/7" → 25.714…, "x ≈ 17.4576°" → 17.4576.
 */
const anglesOf = (solutions: Solution[]): number[] =>
  solutions.map((s) => {
    const tree = s.tree.type === 'relation' ? (s.tree.operands.at(-1) as MathNode) : s.tree;
    return (evaluateMath(tree) * 180) / Math.PI;
  });

describe('trigonometric equations', () => {
  it('agrees with SymPy over generated equations', () => {
    const jobs: [string, string][] = [];
    const ours: (number[] | null)[] = [];
    const exact: boolean[] = [];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (const name of ['sin', 'cos', 'tan']) {
      const values = [
        ...(EXACT[name] as [string, string][]).map((v) => [...v, 'exact'] as const),
        ...ROUNDED.map((v) => [...v, 'rounded'] as const),
        ...(name === 'tan' ? [] : OUT_OF_REACH.map((v) => [...v, 'none'] as const)),
      ];
      for (const [typed, sympyValue, sort] of values) {
        // a·f(x) + b = a·value + b, written as typed.
        const a = 1 + random(4);
        const b = random(7) - 3;
        const sides = [
          a === 1 && b === 0 ? `${name}(x)` : `${a}${name}(x) ${b < 0 ? '-' : '+'} ${Math.abs(b)}`,
          a === 1 && b === 0 ? typed : `${a}(${typed}) ${b < 0 ? '-' : '+'} ${Math.abs(b)}`,
        ];
        // Half of them with the sides the other way round.
        const text = random(2) === 0 ? sides.join(' = ') : `${sides[1]} = ${sides[0]}`;
        const result = solve(text);
        expect(result.ok, text).toBe(true);
        if (!result.ok) continue;
        expect(result.value.kind, text).toBe('trigonometry');
        // Steps true at each solution: its angle in radians for x, and the k of its turn.
        const points = anglesOf(result.value.solutions)
          .filter(() => sort === 'exact')
          .map((d) => ({ x: (d * Math.PI) / 180, k: name === 'tan' ? Math.floor(d / 180) : 0 }));
        expect(
          stepProblems(result.value.steps, points.length > 0 ? points : undefined),
          text,
        ).toEqual([]);
        jobs.push([name, sympyValue]);
        ours.push(anglesOf(result.value.solutions));
        exact.push(sort === 'exact');
      }
    }
    const theirs = runPython<(number[] | null)[]>(SCRIPT, jobs);
    let agreed = 0;
    theirs.forEach((want, i) => {
      const got = ours[i] as number[];
      expect(want, JSON.stringify(jobs[i])).not.toBeNull();
      expect(got.length, JSON.stringify(jobs[i])).toBe((want as number[]).length);
      got.forEach((d, j) => {
        const w = (want as number[])[j] as number;
        if (exact[i]) expect(d, JSON.stringify(jobs[i])).toBeCloseTo(w, 9);
        // Rounded to six significant digits: within half a unit of the sixth digit of SymPy's.
        else
          expect(Math.abs(d - w), JSON.stringify(jobs[i])).toBeLessThanOrEqual(
            0.5 * 10 ** (Math.floor(Math.log10(Math.abs(w))) - 5) * (1 + 1e-9),
          );
      });
      agreed++;
    });
    expect(agreed).toBe(jobs.length);
  });

  it('agrees with SymPy for multiples of the angle, in degrees and in radians', () => {
    const jobs: [string, string, string][] = [];
    const ours: number[][] = [];
    const texts: string[] = [];
    for (const name of ['sin', 'cos', 'tan'])
      for (const k of ['2', '3', '4', '1/2'])
        for (const [typed, sympyValue] of [
          ...(EXACT[name] as [string, string][]).slice(0, 5),
          ...ROUNDED.slice(0, 2),
        ]) {
          const radians = jobs.length % 3 === 0;
          const angle = k === '1/2' ? 'x/2' : `${k}x`;
          const text = `${name}(${angle}) = ${typed}${radians ? ' in radians' : ''}`;
          const result = solve(text);
          expect(result.ok, text).toBe(true);
          if (!result.ok) continue;
          // Degrees from the answer: 150° as written, or π/6 in radians by its value.
          const degrees = result.value.solutions.map((sol) =>
            radians
              ? ((sol.value ??
                  evaluateMath(
                    sol.tree.type === 'relation' ? (sol.tree.operands[1] as MathNode) : sol.tree,
                  )) *
                  180) /
                Math.PI
              : (anglesOf([sol])[0] as number),
          );
          jobs.push([name, sympyValue, k]);
          ours.push(degrees);
          texts.push(text);
        }
    const theirs = runPython<(number[] | null)[]>(SCRIPT, jobs);
    const wrong = theirs.flatMap((want, i) => {
      const got = ours[i] as number[];
      const same =
        want !== null &&
        got.length === want.length &&
        got.every((d, j) => Math.abs(d - (want[j] as number)) <= 1e-3 * Math.max(1, Math.abs(d)));
      return same ? [] : [`${texts[i]}: ${got} vs SymPy ${want}`];
    });
    expect(wrong).toEqual([]);
    expect(jobs.length).toBe(84);
  });
});
