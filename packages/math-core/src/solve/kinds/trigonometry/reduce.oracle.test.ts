/**
 * Trigonometric equations reduced by identities against SymPy (the slow project: it starts
 * python3): the solver's angles in [0°, 360°) against SymPy's solveset over [0, 2π), for equations
 * typed by hand as students type them and generated ones (a·sin x = b·cos x, sin 2x = k·sin x,
 * cos 2x against cos x or sin x, 2cos²x + a·sin x = b, shifted angles sin(x + d°) = v, one function
 * at two angles f(m·x) = f(n·x) and sin(m·x) = cos(n·x)). The
 * worked examples are in src/solve/kinds/trigonometry/equation.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { evaluateMath } from '../../../math/evaluateMath';
import type { MathNode } from '../../../math/tree';
import { type Solution, solve } from '../../solve';

const SCRIPT = `
import json, sys
from sympy import S, pi, Symbol, solveset, Interval, FiniteSet, sympify, N
x = Symbol('x', real=True)
out = []
for text in json.loads(sys.stdin.read()):
    left, right = text.split('==')
    sols = solveset(sympify(left, locals={'x': x}) - sympify(right, locals={'x': x}), x, Interval.Ropen(0, 2 * pi))
    if sols == S.EmptySet:
        out.append([])
    elif isinstance(sols, FiniteSet):
        out.append(sorted(float(N(s * 180 / pi, 30)) for s in sols))
    else:
        out.append(None)
print(json.dumps(out))
`;

/** Typed by hand, as students type them, with the same equation in SymPy's syntax. */
const TYPED: [string, string][] = [
  ['sin(x)=cos(x)', 'sin(x)==cos(x)'],
  ['sin(x) = √3cos(x)', 'sin(x)==sqrt(3)*cos(x)'],
  ['sin(2x)=sin(x)', 'sin(2*x)==sin(x)'],
  ['cos(2x)=cos(x)', 'cos(2*x)==cos(x)'],
  ['sin^2(x)=cos^2(x)', 'sin(x)**2==cos(x)**2'],
  ['2cos^2(x)+3sin(x)=3', '2*cos(x)**2+3*sin(x)==3'],
  ['sin(x+30°)=1/2', 'sin(x+pi/6)==1/2'],
  ['cos(x-π/4)=0', 'cos(x-pi/4)==0'],
  ['2sin(x)cos(x)=1/2', '2*sin(x)*cos(x)==1/2'],
  ['tan(x)cos(x) = 1/2', 'tan(x)*cos(x)==1/2'],
  ['sin x + cos x = 1', 'sin(x)+cos(x)==1'],
  ['2sin²x = 1 - cos x', '2*sin(x)**2==1-cos(x)'],
  ['sec(x) = 2', 'sec(x)==2'],
  ['sec(x) = 0', 'sec(x)==0'],
  ['csc(x) = 0', 'csc(x)==0'],
  ['csc(2x) = 1/2', 'csc(2*x)==1/2'],
  ['tan(x) = sin(x)', 'tan(x)==sin(x)'],
  ['cos(2x) + sin(x) = 0', 'cos(2*x)+sin(x)==0'],
  ['sin(3x)=sin(x)', 'sin(3*x)==sin(x)'],
  ['cos(3x) = cos(x)', 'cos(3*x)==cos(x)'],
  ['tan(2x)=tan(x)', 'tan(2*x)==tan(x)'],
  ['tan(3x) = tan(x)', 'tan(3*x)==tan(x)'],
  ['sin(3x)=cos(x)', 'sin(3*x)==cos(x)'],
  ['cos(5x)=cos(3x)', 'cos(5*x)==cos(3*x)'],
  ['sin(x/2) = sin(x)', 'sin(x/2)==sin(x)'],
  ['sin(4x)=cos(2x)', 'sin(4*x)==cos(2*x)'],
];

/** Generated: [typed, SymPy]. */
const generated = (): [string, string][] => {
  const out: [string, string][] = [];
  const roots: [string, string][] = [
    ['1', '1'],
    ['√3', 'sqrt(3)'],
    ['-1', '-1'],
    ['2', '2'],
    ['-√3', '-sqrt(3)'],
  ];
  for (const [a, sa] of roots.slice(0, 3))
    for (const [b, sb] of roots.slice(1))
      out.push([`${a}sin(x) = ${b}cos(x)`, `(${sa})*sin(x)==(${sb})*cos(x)`]);
  for (const [k, sk] of [
    ['1', '1'],
    ['√2', 'sqrt(2)'],
    ['-√3', '-sqrt(3)'],
    ['-1', '-1'],
  ])
    out.push([`sin(2x) = ${k}sin(x)`, `sin(2*x)==(${sk})*sin(x)`]);
  for (const [rest, srest] of [
    ['-cos(x)', '-cos(x)'],
    ['sin(x)', 'sin(x)'],
    ['3cos(x) - 2', '3*cos(x)-2'],
    ['-3sin(x) - 1', '-3*sin(x)-1'],
  ])
    out.push([`cos(2x) = ${rest}`, `cos(2*x)==${srest}`]);
  for (const [a, b] of [
    [1, 1],
    [-1, 1],
    [3, 3],
    [-3, 3],
  ] as const)
    out.push([
      `2cos^2(x) ${a < 0 ? '-' : '+'} ${Math.abs(a)}sin(x) = ${b}`,
      `2*cos(x)**2+(${a})*sin(x)==${b}`,
    ]);
  for (const [d, sd] of [
    ['30', 'pi/6'],
    ['45', 'pi/4'],
    ['-60', '-pi/3'],
    ['90', 'pi/2'],
  ] as const)
    for (const [v, sv] of [
      ['1/2', '1/2'],
      ['0', '0'],
      ['-√2/2', '-sqrt(2)/2'],
      ['1', '1'],
    ]) {
      const sign = d.startsWith('-') ? '-' : '+';
      out.push([
        `sin(x ${sign} ${d.replace('-', '')}°) = ${v}`,
        `sin(x${sign}(${sd.replace('-', '')}))==${sv}`,
      ]);
    }
  // One function at two angles: f(m·x) = f(n·x), and sin(m·x) = cos(n·x).
  for (const [m, n] of [
    [4, 1],
    [5, 1],
    [3, 2],
    [5, 3],
  ] as const) {
    for (const f of ['sin', 'cos', 'tan'])
      out.push([`${f}(${m}x) = ${f}(${n === 1 ? '' : n}x)`, `${f}(${m}*x)==${f}(${n}*x)`]);
    // SymPy takes minutes over sin(5x) = cos(2x) and misses x = π in sin(5x) = sin(2x), so the
    // pairs are those it answers quickly and whole.
    if (n === 1 || m === 3)
      out.push([`sin(${m}x) = cos(${n === 1 ? '' : n}x)`, `sin(${m}*x)==cos(${n}*x)`]);
  }
  return out;
};

/**
 * The angles of an answer's solutions in degrees, by the value of each one's tree, with how close
 * each must be: "x = 150°" and "x = 180°/7" exactly, "x ≈ 17.4576°" to six significant digits,
 * "x = (3π)/4" (135°) exactly.
 */
const anglesOf = (solutions: Solution[]): [number, number][] =>
  solutions.map((s) => {
    const rounded = s.text.includes('≈') ? 1e-5 : 1e-9;
    const tree = s.tree.type === 'relation' ? (s.tree.operands.at(-1) as MathNode) : s.tree;
    return [(evaluateMath(tree) * 180) / Math.PI, rounded];
  });

describe('trigonometric equations reduced by identities', () => {
  it('agrees with SymPy over typed and generated equations, with 0 wrong', () => {
    const problems = [...TYPED, ...generated()];
    const ours = problems.map(([typed]) => {
      const r = solve(typed);
      if (!r.ok) return `refused: ${r.error.message}`;
      return anglesOf(r.value.solutions);
    });
    const theirs = runPython<(number[] | null)[]>(
      SCRIPT,
      problems.map(([, sympy]) => sympy),
    );
    const wrong = problems.flatMap(([typed], i) => {
      const got = ours[i];
      const want = theirs[i];
      const same =
        Array.isArray(got) &&
        want != null &&
        got.length === want.length &&
        got.every(
          ([d, within], j) =>
            Math.abs(d - (want[j] as number)) <= within * Math.max(1, Math.abs(d)),
        );
      return same ? [] : [`${typed}: ${JSON.stringify(got)} vs SymPy ${JSON.stringify(want)}`];
    });
    expect(wrong).toEqual([]);
    expect(problems.length).toBeGreaterThanOrEqual(40);
    expect(TYPED.length * 4).toBeGreaterThanOrEqual(problems.length);
  });
});
