/**
 * Angles that are not whole degrees against SymPy (the slow project: it starts python3): each
 * solution the solver gives, read as the exact fraction it is written as (180°/7, 22.5°, (13π)/42),
 * is put back into the equation in SymPy and must make it 0 to 60 digits, and every solution of
 * SymPy's solveset over [0, 2π) must be one of them to 25 digits (a decimal such as
 * 25.714285714285708° fails both). SymPy's solveset misses some solutions of f(m·x) = f(n·x)
 * (x = π in sin(x) = sin(6x)), so the solver may give more, each of them checked to be a root.
 */
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import * as R from '../../../math/rational';
import { type Solution, solve } from '../../solve';

/** p/q in lowest terms, as SymPy's Rational reads it. */
const lowest = (p: bigint, q: bigint): string => {
  const r = R.rat(p, q);
  return `${r.p}/${r.q}`;
};

const SCRIPT = `
import json, sys
from sympy import S, pi, Symbol, solveset, Interval, FiniteSet, sympify, Rational, N
x = Symbol('x', real=True)
out = []
for text, ours in json.loads(sys.stdin.read()):
    expr = sympify(text, locals={'x': x})
    mine = [Rational(r) for r in ours]
    false = [str(d) for d in mine if not (0 <= d < 360) or abs(N(expr.subs(x, d * pi / 180), 60)) > S(10) ** -45]
    sols = solveset(expr, x, Interval.Ropen(0, 2 * pi))
    if not isinstance(sols, FiniteSet):
        out.append({'false': false, 'missing': None})
        continue
    theirs = [N(s * 180 / pi, 40) for s in sols]
    missing = [str(t) for t in theirs if not any(abs(t - d) < S(10) ** -25 for d in mine)]
    out.append({'false': false, 'missing': missing})
print(json.dumps(out))
`;

/** Typed as students type them, and in SymPy's syntax as left − right. */
const PROBLEMS: [string, string][] = [
  ['sin(x) = sin(6x)', 'sin(x) - sin(6*x)'],
  ['sin(7x) = 1/2', 'sin(7*x) - 1/2'],
  ['cos(7x) = -1/2 in degrees', 'cos(7*x) + 1/2'],
  ['tan(7x) = 1 in radians', 'tan(7*x) - 1'],
  ['tan(11x) = -√3', 'tan(11*x) + sqrt(3)'],
  ['cos(5x) = √2/2', 'cos(5*x) - sqrt(2)/2'],
  ['sin(7x) = sin(2x)', 'sin(7*x) - sin(2*x)'],
  ['cos(7x) = cos(2x) in radians', 'cos(7*x) - cos(2*x)'],
  ['tan(9x) = tan(2x)', 'tan(9*x) - tan(2*x)'],
  ['sin(8x) = sin(x)', 'sin(8*x) - sin(x)'],
  ['sin(5x + 10°) = 1/2', 'sin(5*x + pi/18) - 1/2'],
  ['sin((2/3)x) = 1/2', 'sin(2*x/3) - 1/2'],
  ['sin(8x) = 1', 'sin(8*x) - 1'],
];

/** A number of degrees as a fraction "p/q": "x = 180°/7", "x = 22.5°", "x = (13π)/42", "x = 0". */
const degreesOf = (s: Solution): string => {
  const text = s.text.replace('−', '-');
  const inDegrees = /^\w+ = (-?)(\d+)(?:\.(\d+))?°(?:\/(\d+))?$/.exec(text);
  if (inDegrees) {
    const [, sign, whole, decimals = '', den = '1'] = inDegrees;
    const top = BigInt(`${sign}${whole}${decimals}`);
    return lowest(top, BigInt(den) * 10n ** BigInt(decimals.length));
  }
  const inRadians = /^\w+ = (-?)\(?(\d*)π\)?(?:\/(\d+))?$/.exec(text);
  if (inRadians) {
    const [, sign, times = '', den = '1'] = inRadians;
    return lowest(BigInt(`${sign}${180n * BigInt(times === '' ? 1 : times)}`), BigInt(den));
  }
  if (/^\w+ = 0°?$/.test(text)) return '0/1';
  throw new Error(`not an exact angle: ${s.text}`);
};

describe('trigonometric angles that are not whole degrees', () => {
  it('are exact: each a root in SymPy to 60 digits, none of SymPy’s missed', () => {
    const jobs = PROBLEMS.map(([typed, sympy]) => {
      const r = solve(typed);
      if (!r.ok) throw new Error(`${typed}: ${r.error.message}`);
      const ours = r.value.solutions.map(degreesOf);
      // Degrees and radians, when both are given, are the same angles.
      if (r.value.radianSolutions)
        expect(r.value.radianSolutions.map(degreesOf), typed).toEqual(ours);
      return [sympy, ours] as [string, string[]];
    });
    // Most have angles that are not whole degrees (cos(5x) = √2/2 has 9°, 63°, …).
    expect(
      jobs.filter(([, ours]) => ours.some((d) => !d.endsWith('/1'))).length,
    ).toBeGreaterThanOrEqual(8);
    const verdicts = runPython<{ false: string[]; missing: string[] | null }[]>(
      SCRIPT,
      jobs,
      240_000,
    );
    const wrong = verdicts.flatMap((v, i) =>
      v.false.length > 0 || v.missing === null || v.missing.length > 0
        ? [`${PROBLEMS[i]?.[0]}: ${JSON.stringify(v)}`]
        : [],
    );
    expect(wrong).toEqual([]);
  }, 300_000);
});
