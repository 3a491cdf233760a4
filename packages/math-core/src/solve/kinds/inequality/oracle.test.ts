/**
 * The inequality and absolute-value solvers against SymPy: a few hundred generated problems
 * with small whole coefficients (linear, quadratic, compound, |ax + b| compared with a number),
 * whose answers must be the same set of real numbers as SymPy's (ends to 12 digits, each end in
 * or out the same). Equations go through the package's SymPy helper; inequalities through
 * SymPy's polynomial inequality solver, a chain as the intersection of its links.
 */
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { sympy } from '../../../../test/solve-sympy';
import { evaluateMath, type MathNode, parseMath } from '../../../index';
import { solve } from '../../solve';

/** A piece of a set: its ends (null: −∞ or ∞) and whether each is in the set. */
type Piece = [number | null, number | null, boolean, boolean];
type SetAnswer = { kind: 'set'; pieces: Piece[] } | { kind: 'other' | 'error'; text: string };

const SCRIPT = `
import json, sys
from sympy import S, Symbol, sympify, Interval, FiniteSet, Union, Intersection, Reals, N, oo, Abs, Poly
from sympy.solvers.inequalities import solve_poly_inequality
x = Symbol('x', real=True)
def end(v):
    return None if v in (oo, -oo) else float(N(v, 30))
def pieces(s):
    if s == S.EmptySet:
        return []
    if isinstance(s, Interval):
        return [[end(s.start), end(s.end), not s.left_open and s.start != -oo, not s.right_open and s.end != oo]]
    if isinstance(s, FiniteSet):
        return [[end(v), end(v), True, True] for v in sorted(s)]
    if isinstance(s, Union):
        return sorted((p for a in s.args for p in pieces(a)), key=lambda p: -1e300 if p[0] is None else p[0])
    raise ValueError(str(s))
def poly_set(e, op):
    return Union(*solve_poly_inequality(Poly(e, x), op))
def link_set(lhs, op, rhs):
    e = sympify(lhs, locals={'x': x}) - sympify(rhs, locals={'x': x})
    absolutes = list(e.atoms(Abs))
    if not absolutes:
        return poly_set(e, op)
    # |A| by its definition: A where A >= 0, -A where A < 0.
    [a] = absolutes
    inside = a.args[0]
    return Union(
        Intersection(poly_set(inside, '>='), poly_set(e.subs(a, inside), op)),
        Intersection(poly_set(inside, '<'), poly_set(e.subs(a, -inside), op)),
    )
out = []
for links in json.loads(sys.stdin.read()):
    try:
        s = Reals
        for lhs, op, rhs in links:
            s = Intersection(s, link_set(lhs, op, rhs))
        out.append({'kind': 'set', 'pieces': pieces(s)})
    except Exception as err:
        out.append({'kind': 'error', 'text': str(err)})
print(json.dumps(out))
`;

/** A link of a problem for SymPy: left side, sign (<, >, <=, >=), right side. */
type Link = [string, string, string];

/**
 * Each problem's set of real solutions by SymPy: the intersection of its links' sets, each from
 * `solve_poly_inequality` (|A| by its definition, A or −A as A ≥ 0 or A < 0), which is quick
 * enough to check hundreds of problems in a few seconds.
 */
const sympySets = (problems: Link[][]): SetAnswer[] => {
  return runPython<SetAnswer[]>(SCRIPT, problems);
};

/** Our answer ("x ≤ −2 or x ≥ 2", "2 < x < 3", "All real numbers") as pieces. */
const ourPieces = (answer: string): Piece[] => {
  if (answer === 'All real numbers') return [[null, null, false, false]];
  if (answer === 'No solution') return [];
  return answer.split(' or ').map((text): Piece => {
    const tree = parseMath(text);
    if (!tree.ok || tree.value.type !== 'relation') throw new Error(`${answer}: ${text}`);
    const { operands, relations } = tree.value;
    const value = (n: MathNode) => evaluateMath(n);
    if (relations.length === 2)
      return [
        value(operands[0] as MathNode),
        value(operands[2] as MathNode),
        relations[0] === '≤',
        relations[1] === '≤',
      ];
    const v = value(operands[1] as MathNode);
    switch (relations[0]) {
      case '=':
        return [v, v, true, true];
      case '<':
        return [null, v, false, false];
      case '≤':
        return [null, v, false, true];
      case '>':
        return [v, null, false, false];
      default:
        return [v, null, true, false];
    }
  });
};

const same = (a: Piece[], b: Piece[]): boolean =>
  a.length === b.length &&
  a.every((p, i) => {
    const q = b[i] as Piece;
    const close = (u: number | null, v: number | null) =>
      u === null || v === null ? u === v : Math.abs(u - v) <= 1e-12 * Math.max(1, Math.abs(u));
    return close(p[0], q[0]) && close(p[1], q[1]) && p[2] === q[2] && p[3] === q[3];
  });

/** A deterministic stream of small whole numbers. */
const numbers = (seed: number) => {
  let s = seed;
  return (lo: number, hi: number): number => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return lo + (s % (hi - lo + 1));
  };
};

/** a·x + b as typed and for SymPy. */
const linear = (a: number, b: number): [string, string] => {
  const typed = `${a === 1 ? '' : a === -1 ? '-' : a}x${b === 0 ? '' : b > 0 ? `+${b}` : b}`;
  return [typed, `${a}*x + (${b})`];
};
const SIGNS: [string, string][] = [
  ['<', '<'],
  ['>', '>'],
  ['<=', '<='],
  ['>=', '>='],
  ['≤', '<='],
  ['≥', '>='],
];

interface Problem {
  typed: string;
  links: Link[];
}

const generate = (): Problem[] => {
  const pick = numbers(20261127);
  const nonzero = (lo: number, hi: number) => {
    for (;;) {
      const v = pick(lo, hi);
      if (v !== 0) return v;
    }
  };
  const sign = () => SIGNS[pick(0, SIGNS.length - 1)] as [string, string];
  const out: Problem[] = [];
  for (let i = 0; i < 70; i++) {
    const [l, ls] = linear(nonzero(-6, 6), pick(-9, 9));
    const [s, ss] = sign();
    const c = pick(-9, 9);
    out.push({ typed: `${l} ${s} ${c}`, links: [[ls, ss, `${c}`]] });
  }
  for (let i = 0; i < 40; i++) {
    const [l, ls] = linear(nonzero(-5, 5), pick(-9, 9));
    const [r, rs] = linear(nonzero(-5, 5), pick(-9, 9));
    const [s, ss] = sign();
    out.push({ typed: `${l} ${s} ${r}`, links: [[ls, ss, rs]] });
  }
  for (let i = 0; i < 100; i++) {
    const [a, b, c, d] = [nonzero(-3, 3), pick(-7, 7), pick(-9, 9), pick(-6, 6)];
    const [s, ss] = sign();
    const typed = `${a === 1 ? '' : a === -1 ? '-' : a}x^2${b === 0 ? '' : b > 0 ? `+${b}x` : `${b}x`}${c === 0 ? '' : c > 0 ? `+${c}` : c} ${s} ${d}`;
    out.push({ typed, links: [[`${a}*x**2 + (${b})*x + (${c})`, ss, `${d}`]] });
  }
  for (let i = 0; i < 30; i++) {
    const [m, ms] = linear(nonzero(-4, 4), pick(-9, 9));
    const lo = pick(-12, 6);
    const hi = lo + pick(-2, 14);
    const [s1, t1] = pick(0, 1) ? ['<', '<'] : ['<=', '<='];
    const [s2, t2] = pick(0, 1) ? ['<', '<'] : ['<=', '<='];
    out.push({
      typed: `${lo} ${s1} ${m} ${s2} ${hi}`,
      links: [
        [`${lo}`, t1 as string, ms],
        [ms, t2 as string, `${hi}`],
      ],
    });
  }
  for (let i = 0; i < 80; i++) {
    const [inner, innerS] = linear(nonzero(-5, 5), pick(-9, 9));
    const [s, ss] = sign();
    const c = pick(-3, 9);
    out.push({ typed: `|${inner}| ${s} ${c}`, links: [[`Abs(${innerS})`, ss, `${c}`]] });
  }
  return out;
};

/** |a·x + b| = c, for the package's SymPy helper. */
const absoluteEquations = (): [string, string][] => {
  const pick = numbers(7);
  const out: [string, string][] = [];
  for (let i = 0; i < 25; i++) {
    const a = pick(1, 5) * (pick(0, 1) ? 1 : -1);
    const [inner, innerS] = linear(a, pick(-9, 9));
    const c = pick(-3, 9);
    out.push([`|${inner}| = ${c}`, `Abs(${innerS}) = ${c}`]);
  }
  return out;
};

describe('solve: inequalities and absolute values agree with SymPy', () => {
  it('gives the same set as SymPy for generated inequalities, or refuses', () => {
    const problems = generate();
    const oracle = sympySets(problems.map((p) => p.links));
    let [agreed, refused] = [0, 0];
    const disagreements: string[] = [];
    problems.forEach(({ typed }, i) => {
      const theirs = oracle[i] as SetAnswer;
      expect(theirs.kind, `${typed}: ${JSON.stringify(theirs)}`).toBe('set');
      const r = solve(typed);
      if (!r.ok) {
        refused += 1;
        return;
      }
      if (theirs.kind === 'set' && same(ourPieces(r.value.answer), theirs.pieces)) agreed += 1;
      else disagreements.push(`${typed}: ${r.value.answer} vs ${JSON.stringify(theirs)}`);
    });
    expect(disagreements).toEqual([]);
    expect(problems.length).toBe(320);
    // Every one of these shapes is in scope: nothing is refused.
    expect(refused).toBe(0);
    expect(agreed).toBe(problems.length);
  });

  it('gives the same solutions as SymPy for generated absolute-value equations', () => {
    const problems = absoluteEquations();
    const oracle = sympy(problems.map(([, s]) => ['solve', s] as const));
    problems.forEach(([typed], i) => {
      const r = solve(typed);
      if (!r.ok) throw new Error(`${typed}: ${r.error.message}`);
      expect(oracle[i], typed).toEqual({
        kind: 'finite',
        values: r.value.solutions.map((s) => s.value),
      });
    });
  });
});
