/**
 * SymPy as an independent oracle for the plot tests: the features of y = f(x) for a function
 * typed as a student types it (read with implicit products and ^ for powers), computed by a
 * Python subprocess (python3 with sympy installed).
 */
import { spawnSync } from 'node:child_process';

const SCRIPT = `
import json, sys
from sympy import singularities, preorder_traversal, expand, Symbol, together, fraction, cancel, Poly, real_roots, limit, oo, diff, S, sin, pi, solveset, Eq, Interval
from sympy.parsing.sympy_parser import parse_expr, standard_transformations, implicit_multiplication_application, convert_xor
T = standard_transformations + (implicit_multiplication_application, convert_xor)
x = Symbol('x', real=True)

def roots_of(p):
    if p.free_symbols == set():
        return []
    return sorted(set(float(r) for r in real_roots(Poly(p, x))))

out = []
for kind, text in json.loads(sys.stdin.read()):
    try:
        if kind == 'rational':
            f = parse_expr(text, local_dict={'x': x}, transformations=T)
            # Where the function as typed is undefined: a zero of any denominator in it, read
            # before anything cancels (SymPy's own arithmetic would cancel (x-1)/(x-1) at once).
            raw = parse_expr(text, local_dict={'x': x}, transformations=T, evaluate=False)
            undefined = set()
            for sub in preorder_traversal(raw):
                if sub.is_Pow and sub.exp.is_negative:
                    undefined |= set(roots_of(expand(sub.base)))
            c = cancel(together(f))
            cn, cd = fraction(c)
            poles = roots_of(cd)
            holes = [[r, float(c.evalf(30, subs={x: r}))] for r in sorted(undefined) if all(abs(r - p) > 1e-9 for p in poles)]
            # A point where the function as typed is undefined is no root and no turning point.
            defined = lambda r: all(abs(r - u) > 1e-9 for u in undefined)
            lo, hi = limit(c, x, -oo), limit(c, x, oo)
            level = float(hi) if hi == lo and hi.is_finite else None
            # A slant asymptote: the polynomial part of the quotient when it is a line.
            q = Poly(cn, x).div(Poly(cd, x))[0] if cd.free_symbols else None
            slant = [float(q.coeff_monomial(x)), float(q.coeff_monomial(1))] if q is not None and q.degree() == 1 else None
            slope = fraction(together(diff(c, x)))[0]
            turning = []
            for r in roots_of(slope):
                h = 1e-6 * max(1, abs(r))
                d = diff(c, x)
                a, b = float(d.evalf(30, subs={x: r - h})), float(d.evalf(30, subs={x: r + h}))
                if a * b < 0 and defined(r):
                    turning.append([r, float(c.evalf(30, subs={x: r}))])
            roots = [r for r in roots_of(cn) if defined(r)]
            out.append({'roots': roots, 'poles': poles, 'holes': holes, 'level': level, 'slant': slant, 'turning': turning})
        elif kind == 'curve':
            # Any function over a window "lo,hi,deg|f": roots, turning points (where the
            # derivative changes sign) and poles strictly inside it; the unknown in degrees inside sin, cos
            # and tan when deg is 1.
            head, body = text.split('|')
            lo, hi, deg = (float(v) for v in head.split(','))
            f = parse_expr(body, local_dict={'x': x}, transformations=T)
            if deg:
                f = f.subs(x, x * pi / 180)
            span = Interval.open(S(lo), S(hi))
            d = diff(f, x)
            def points(s):
                return sorted(float(v) for v in s if v.is_real)
            turning = []
            for r in points(solveset(d, x, span)):
                h = 1e-6 * max(1, abs(r))
                a, b = float(d.evalf(30, subs={x: r - h})), float(d.evalf(30, subs={x: r + h}))
                if a * b < 0:
                    turning.append([r, float(f.evalf(30, subs={x: r}))])
            poles = points(singularities(f, x, span))
            out.append({'roots': points(solveset(f, x, span)), 'turning': turning, 'poles': poles})
        elif kind == 'degrees':
            left, right = text.split('=')
            l = parse_expr(left, local_dict={'x': x}, transformations=T).subs(x, x * pi / 180)
            r = parse_expr(right, local_dict={'x': x}, transformations=T).subs(x, x * pi / 180)
            sols = solveset(Eq(l, r), x, Interval.Ropen(0, 360))
            out.append({'values': sorted(float(s) for s in sols)})
        else:
            left, right = text.split('=')
            sols = solveset(Eq(parse_expr(left, local_dict={'x': x}, transformations=T), parse_expr(right, local_dict={'x': x}, transformations=T)), x, S.Reals)
            out.append({'values': sorted(float(s) for s in sols)})
    except Exception as err:
        out.append({'error': str(err)})
print(json.dumps(out))
`;

export interface RationalFacts {
  roots: number[];
  poles: number[];
  holes: [number, number][];
  level: number | null;
  /** Slope and intercept of a slant asymptote. */
  slant: [number, number] | null;
  turning: [number, number][];
}
export interface CurveFacts {
  roots: number[];
  turning: [number, number][];
  poles: number[];
}
export type PlotOracle = RationalFacts | CurveFacts | { values: number[] } | { error: string };

/**
 * Each job answered by SymPy: `['rational', '(x^2-1)/(x-1)']` (roots and turning points where the
 * function as typed is defined, poles, holes, horizontal and slant asymptotes), `['curve', '0,360,1|tan(x)']` (roots, turning points and poles in
 * (0, 360) with x in degrees), `['solve', '2x+1=x-3']` (real solutions) or `['degrees',
 * '2sin(x)=1']` (solutions in [0°, 360°) with the unknown in degrees).
 */
export const plotOracle = (
  jobs: readonly (readonly ['rational' | 'curve' | 'solve' | 'degrees', string])[],
): PlotOracle[] => {
  const run = spawnSync('python3', ['-c', SCRIPT], {
    input: JSON.stringify(jobs),
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`sympy failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as PlotOracle[];
};
