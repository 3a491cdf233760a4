/**
 * SymPy as an independent oracle for the plot tests: the features of y = f(x) for a function
 * typed as a student types it (read with implicit products and ^ for powers), computed by a
 * Python subprocess (python3 with sympy installed).
 */
import { runPython } from './python';

const SCRIPT = `
import json, sys, math, mpmath
from sympy import singularities, preorder_traversal, expand, Symbol, together, fraction, cancel, Poly, real_roots, limit, oo, diff, S, sin, cos, tan, pi, solveset, Eq, Interval, E, lambdify
from sympy.parsing.sympy_parser import parse_expr, standard_transformations, implicit_multiplication_application, convert_xor
T = standard_transformations + (implicit_multiplication_application, convert_xor)
x = Symbol('x', real=True)
mpmath.mp.dps = 30

def zeros_in(h, lo, hi, n):
    # The real zeros of h in [lo, hi]: values on a grid of n steps in double precision, and in
    # 30-digit mpmath (whose exponents never underflow) wherever a double is 0, tiny, too large
    # or not a real number; a sign change narrowed in mpmath is a zero where |h| ends far below
    # its ends (not a pole or jump); a grid value exactly 0 in mpmath is a zero; a dip of |h|
    # is a zero where h' has a root there at which h is 0 to 25 digits.
    # Real arithmetic only: a square root or log outside its domain is undefined, even where
    # complex values would cancel (√(x − 4) − 3√x at −1/2).
    def real_sqrt(v):
        if v < 0:
            raise ValueError('sqrt')
        return mpmath.sqrt(v)
    def real_log(v):
        if v <= 0:
            raise ValueError('log')
        return mpmath.log(v)
    Ff = lambdify(x, h, 'math')
    Fm = lambdify(x, h, [{'sqrt': real_sqrt, 'log': real_log}, 'mpmath'])
    def exact(t):
        try:
            v = Fm(mpmath.mpf(t))
        except (ZeroDivisionError, ValueError, TypeError, OverflowError):
            return None
        if isinstance(v, mpmath.mpc):
            if v.imag != 0:
                return None
            v = v.real
        return v if mpmath.isfinite(v) else None
    def value(t):
        try:
            v = Ff(t)
        except (ZeroDivisionError, ValueError, TypeError, OverflowError):
            return exact(t)
        if isinstance(v, complex) or v != v or abs(v) == math.inf or abs(v) < 1e-280:
            return exact(t)
        return v
    xs = [lo + (hi - lo) * i / n for i in range(n + 1)]
    ys = [value(t) for t in xs]
    found = []
    for i in range(n + 1):
        if ys[i] is not None and ys[i] == 0:
            found.append(xs[i])
    for i in range(n):
        a, b, fa, fb = xs[i], xs[i + 1], ys[i], ys[i + 1]
        if fa is None or fb is None or fa == 0 or fb == 0 or (fa > 0) == (fb > 0):
            continue
        p, q, fp = mpmath.mpf(a), mpmath.mpf(b), exact(a)
        for _ in range(90):
            m = (p + q) / 2
            fm = exact(m)
            if fm is None:
                break
            if fm == 0:
                p = q = m
                break
            if (fm > 0) == (fp > 0):
                p, fp = m, fm
            else:
                q = m
        r = (p + q) / 2
        fr = exact(r)
        if fr is not None and abs(fr) <= mpmath.mpf('1e-12') * max(abs(mpmath.mpf(fa)), abs(mpmath.mpf(fb))):
            found.append(float(r))
    dh = diff(h, x)
    Fd = lambdify(x, dh, 'mpmath')
    for i in range(1, n):
        p, m, q = ys[i - 1], ys[i], ys[i + 1]
        if p is None or m is None or q is None or m == 0 or not ((m > 0) == (p > 0) == (q > 0)):
            continue
        if not (abs(m) < abs(p) and abs(m) <= abs(q)):
            continue
        try:
            r = mpmath.findroot(Fd, mpmath.mpf(xs[i]))
        except (ZeroDivisionError, ValueError, TypeError):
            continue
        if isinstance(r, mpmath.mpc) or not (xs[i - 1] <= r <= xs[i + 1]):
            continue
        fr = exact(r)
        if fr is not None and abs(fr) <= mpmath.mpf('1e-25') * max(abs(mpmath.mpf(p)), abs(mpmath.mpf(q))):
            found.append(float(r))
    found.sort()
    return [r for i, r in enumerate(found) if i == 0 or r - found[i - 1] > 1e-9 * max(1, abs(r))]

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
        elif kind == 'zeros':
            # "lo,hi,deg|f" or "lo,hi,deg|f|g": the zeros of f (or of f − g) in [lo, hi], and
            # f(0) where f is defined at 0; the unknown in degrees inside sin, cos and tan when deg is 1.
            head, *parts = text.split('|')
            lo, hi, deg = (float(v) for v in head.split(','))
            read = lambda t: parse_expr(t, local_dict={'x': x, 'e': E}, transformations=T)
            f, g = read(parts[0]), (read(parts[1]) if len(parts) > 1 else S.Zero)
            if deg:
                # Degrees inside sin, cos and tan only, as the graph reads them.
                turn = lambda e: e.replace(lambda t: t.func in (sin, cos, tan), lambda t: t.func(t.args[0] * pi / 180))
                f, g = turn(f), turn(g)
            at0 = f.subs(x, 0)
            y0 = float(at0) if at0.is_real and at0.is_finite else None
            out.append({'zeros': zeros_in(f - g, lo, hi, 6000), 'y0': y0})
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
/** The real zeros of f (or of f − g) in a window, and f(0) where f is defined at 0. */
export interface ZeroFacts {
  zeros: number[];
  y0: number | null;
}
export type PlotOracle =
  | RationalFacts
  | CurveFacts
  | ZeroFacts
  | { values: number[] }
  | { error: string };

/**
 * Each job answered by SymPy: `['rational', '(x^2-1)/(x-1)']` (roots and turning points where the
 * function as typed is defined, poles, holes, horizontal and slant asymptotes), `['curve', '0,360,1|tan(x)']` (roots, turning points and poles in
 * (0, 360) with x in degrees), `['zeros', '-10,10,0|2^x|x^2']` (the zeros of 2ˣ − x² in [−10, 10],
 * in 30-digit arithmetic that never underflows, and f(0)), `['solve', '2x+1=x-3']` (real
 * solutions) or `['degrees', '2sin(x)=1']` (solutions in [0°, 360°) with the unknown in degrees).
 */
export const plotOracle = (
  jobs: readonly (readonly ['rational' | 'curve' | 'zeros' | 'solve' | 'degrees', string])[],
  timeout = 120_000,
): PlotOracle[] => {
  return runPython<PlotOracle[]>(SCRIPT, jobs, timeout);
};
