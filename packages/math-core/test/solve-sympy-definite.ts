/**
 * SymPy as the oracle for definite integrals, proper and improper. Generated problems plant
 * what makes an integral hard to get right: poles inside the interval and at its ends, the edges
 * of logarithms' and roots' domains, tan and sec² asymptotes, infinite limits (convergent and
 * divergent), integrands undefined on a stretch of the interval, limits such as π and e, and the
 * integrand families of solve-sympy-integral.ts between random limits. SymPy judges each in one
 * python3 process: `continuous_domain` finds where the integrand is undefined on the interval
 * (a stretch of it: the integral is undefined), the interval is split at every point it leaves
 * out, and `integrate` over each part gives its value, or ±∞, nan or bounds for a part that
 * diverges. Our answer is right when it is the same value (to 1e-9), "The integral diverges"
 * when SymPy's does, or a refusal saying the integrand is not defined when SymPy finds a stretch
 * where it is not; any other refusal is counted as refused, never as right.
 */
import { createRandom, type Random } from '../src/_lib/random';
import { solve } from '../src/solve/solve';
import { runPython } from './python';
import { integrands } from './solve-sympy-integral';

/** A definite integral as typed, and as SymPy reads it. */
export interface DefiniteProblem {
  family: string;
  text: string;
  /** The integrand for SymPy, as typed (unevaluated where SymPy would simplify it). */
  py: string;
  a: string;
  b: string;
}

/** A limit as typed and for SymPy. */
type Limit = [text: string, py: string];

const num = (k: number): Limit => [String(k), String(k)];
const PI: Limit = ['π', 'pi'];
const E: Limit = ['e', 'E'];
const INF: Limit = ['∞', 'oo'];
const MINUS_INF: Limit = ['-∞', '-oo'];

/** x − p as typed and for SymPy. */
const shifted = (p: number): Limit =>
  p === 0 ? ['x', 'x'] : p > 0 ? [`x - ${p}`, `(x - ${p})`] : [`x + ${-p}`, `(x + ${-p})`];

const problem = (
  family: string,
  text: string,
  py: string,
  a: Limit,
  b: Limit,
): DefiniteProblem => ({
  family,
  text: `∫_{${a[0]}}^{${b[0]}} ${text.includes(' ') ? `(${text})` : text} dx`,
  py,
  a: a[1],
  b: b[1],
});

/**
 * An interval placed around a point p: p strictly inside, p at the lower or at the upper limit,
 * or p outside.
 */
const around = (r: Random, p: number): { where: string; a: Limit; b: Limit } => {
  const [k1, k2] = [r.int(1, 3), r.int(1, 4)];
  return r.pick([
    { where: 'inside', a: num(p - k1), b: num(p + k2) },
    { where: 'at the lower limit', a: num(p), b: num(p + k2) },
    { where: 'at the upper limit', a: num(p - k1), b: num(p) },
    { where: 'outside', a: num(p + 1), b: num(p + 1 + k2) },
  ]);
};

const FAMILIES: ((r: Random) => DefiniteProblem)[] = [
  (r) => {
    const [p, c, n] = [r.int(-3, 3), r.pick([1, 2, -3, 5]), r.int(1, 3)];
    const [t, py] = shifted(p);
    const { where, a, b } = around(r, p);
    const power = n === 1 ? `(${t})` : `(${t})^${n}`;
    return problem(`pole, ${where}`, `${c}/${power}`, `(${c})/${py}**${n}`, a, b);
  },
  (r) => {
    const p = r.int(1, 3);
    const { where, a, b } = around(r, r.pick([p, -p]));
    return problem(`two poles, ${where}`, `x/(x^2 - ${p * p})`, `x/(x**2 - ${p * p})`, a, b);
  },
  (r) => {
    const p = r.int(-2, 2);
    const [t, py] = shifted(p);
    const { where, a, b } = around(r, p);
    return problem(`1/x plus a pole, ${where}`, `1/x + 1/(${t})`, `1/x + 1/${py}`, a, b);
  },
  (r) => {
    const [p, c] = [r.int(-2, 3), r.pick([1, 2, -1, 3])];
    const [t, py] = shifted(p);
    const { where, a, b } = around(r, p);
    return r.pick([
      problem(`square root edge, ${where}`, `${c}/sqrt(${t})`, `(${c})/sqrt(${py})`, a, b),
      problem(`square root edge, ${where}`, `sqrt(${t})`, `sqrt(${py})`, a, b),
      problem(`power edge, ${where}`, `1/(${t})^(3/2)`, `1/${py}**Rational(3, 2)`, a, b),
      problem(`odd root, ${where}`, `(${t})^(-2/3)`, `${py}**Rational(-2, 3)`, a, b),
      problem(`odd root, ${where}`, `cbrt(${t})`, `${py}**Rational(1, 3)`, a, b),
    ]);
  },
  (r) => {
    const p = r.int(-2, 2);
    const [t, py] = shifted(p);
    const { where, a, b } = around(r, p);
    return r.pick([
      problem(`logarithm edge, ${where}`, `ln(${t})`, `log(${py})`, a, b),
      problem(`logarithm edge, ${where}`, `ln(${t})/(${t})`, `log(${py})/${py}`, a, b),
      problem(`logarithm edge, ${where}`, `x ln(x)`, 'x*log(x)', num(0), num(r.int(1, 3))),
      problem(
        `logarithm edge, ${where}`,
        `1/((${t})ln(${t}))`,
        `1/(${py}*log(${py}))`,
        num(p + r.pick([2, 3])),
        num(p + r.pick([4, 5])),
      ),
    ]);
  },
  (r) => {
    const [k, c] = [r.pick([1, 2, 3]), r.int(-1, 1)];
    const arg = `${k === 1 ? '' : k}x${c === 0 ? '' : c > 0 ? ` + ${c}` : ` - ${-c}`}`;
    const argPy = `(${k}*x + ${c})`;
    const [a, b] = r.pick([
      [num(0), num(2)],
      [num(-2), num(2)],
      [num(0), num(1)],
      [num(1), num(3)],
      [num(-1), num(0)],
    ] as const);
    return r.pick([
      problem('tan asymptote', `tan(${arg})`, `tan(${argPy})`, a, b),
      problem('sec² asymptote', `sec(${arg})^2`, `1/cos(${argPy})**2`, a, b),
    ]);
  },
  (r) => {
    const [c, n, k] = [r.pick([1, 2, -3]), r.int(1, 3), r.int(1, 3)];
    return r.pick([
      problem('infinite limit', `${c}/x^${n}`, `(${c})/x**${n}`, num(1), INF),
      problem('infinite limit', `1/(x + ${k})^2`, `1/(x + ${k})**2`, num(0), INF),
      problem('infinite limit', `e^(-${k}x)`, `exp(-${k}*x)`, num(0), INF),
      problem('infinite limit', `e^(${k}x)`, `exp(${k}*x)`, num(0), INF),
      problem('infinite limit', 'x e^(-x)', 'x*exp(-x)', num(0), INF),
      problem('infinite limit', 'e^x', 'exp(x)', MINUS_INF, num(k)),
      problem('infinite limit', '1/sqrt(x)', '1/sqrt(x)', num(k), INF),
      problem('infinite limit', 'x^(-3/2)', 'x**Rational(-3, 2)', num(k), INF),
      problem('infinite limit', 'sin(x)', 'sin(x)', num(0), INF),
      problem('infinite limit', `cos(${k}x)`, `cos(${k}*x)`, MINUS_INF, num(0)),
      problem('infinite limit', 'x/(x^2 + 1)', 'x/(x**2 + 1)', num(0), INF),
      problem('infinite limit', '2x/(x^2 + 1)^2', '2*x/(x**2 + 1)**2', num(0), INF),
      problem('infinite limit', 'x e^(-x^2)', 'x*exp(-x**2)', MINUS_INF, INF),
      problem('infinite limit', '1/(x ln(x)^2)', '1/(x*log(x)**2)', E, INF),
    ]);
  },
  (r) => {
    const p = r.int(-2, 2);
    const [t, py] = shifted(p);
    const [a, b] = [num(p - r.int(3, 4)), num(p - r.int(1, 2))];
    return r.pick([
      problem('undefined on the interval', `ln(${t})`, `log(${py})`, a, b),
      problem('undefined on the interval', `sqrt(${t})`, `sqrt(${py})`, a, b),
      problem(
        'undefined on the interval',
        `sqrt(${t})^2`,
        `Pow(sqrt(${py}), 2, evaluate=False)`,
        a,
        b,
      ),
      problem(
        'undefined on the interval',
        `ln(${t}) - ln(${t})`,
        `Add(log(${py}), -log(${py}), evaluate=False)`,
        a,
        b,
      ),
    ]);
  },
  (r) => {
    const k = r.int(1, 3);
    return r.pick([
      problem('π and e as limits', `sin(${k}x)`, `sin(${k}*x)`, num(0), PI),
      problem('π and e as limits', 'cos(x)', 'cos(x)', ['-π/2', '-pi/2'], ['π/2', 'pi/2']),
      problem('π and e as limits', '1/x', '1/x', num(1), E),
      problem('π and e as limits', 'sec(x)^2', '1/cos(x)**2', num(0), ['π/4', 'pi/4']),
      problem('π and e as limits', 'e^x', 'exp(x)', num(0), ['ln(2)', 'log(2)']),
      problem('π and e as limits', `x cos(x)`, 'x*cos(x)', num(0), PI),
    ]);
  },
];

/** The sweep the slow tier and `pnpm corpus` run. */
export const SWEEP = { count: 240, seed: 20261128 };

/** `count` problems, cycling through the planted families, then the integrand families between random limits. */
export const definiteProblems = (count: number, seed: number): DefiniteProblem[] => {
  const r = createRandom(seed);
  const planted = Array.from({ length: count }, (_, i) =>
    (FAMILIES[i % FAMILIES.length] as (r: Random) => DefiniteProblem)(r),
  );
  const limits = [-2, -1, 0, 1, 2, 3];
  const random = integrands(Math.round(count / 4), seed).map((g) => {
    const a = r.pick(limits);
    const b = a + r.int(1, 3);
    return problem(`integrand families, ${g.family}`, g.text, g.py, num(a), num(b));
  });
  return [...planted, ...random];
};

const SCRIPT = `
import json, sys, signal
from sympy import *
from sympy.calculus.util import continuous_domain
x = Symbol('x', real=True)

class Late(Exception):
    pass

def late(signum, frame):
    raise Late()

signal.signal(signal.SIGALRM, late)

def order(p):
    return float(p) if p.is_finite else (1e308 if p == oo else -1e308)

def odd_roots(e, root):
    # x**(p/q) with q odd, as the solver reads it: the real q-th root, raised to p.
    return e.replace(
        lambda t: t.is_Pow and t.exp.is_Rational and not t.exp.is_integer and t.exp.q % 2 == 1,
        lambda t: root(t.base, t.exp))

def judge(job):
    f = odd_roots(sympify(job['py'], locals={'x': x}), lambda b, k: real_root(b, k.q)**k.p)
    a, b = sympify(job['a']), sympify(job['b'])
    if order(a) > order(b):
        a, b, sign = b, a, -1
    else:
        sign = 1
    whole = Interval(a, b)
    # Where the integrand is defined: an odd root is defined where its base (to the same power) is.
    shape = odd_roots(sympify(job['py'], locals={'x': x}), lambda b, k: b**k.p)
    domain = continuous_domain(shape, x, whole)
    if Complement(whole, domain).measure > 0:
        return {'kind': 'undefined'}
    ends = {a, b} | {p for p in domain.boundary if p.is_finite and a <= p <= b}
    ends = sorted(ends, key=order)
    total = 0
    for lo, hi in zip(ends, ends[1:]):
        v = integrate(f, (x, lo, hi))
        if v.has(Integral):
            return {'kind': 'unknown', 'why': str(v)}
        if isinstance(v, AccumBounds) or v.has(oo, -oo, zoo, nan) or v.is_finite is False:
            return {'kind': 'diverges'}
        total += v
    value = N(sign * total, 30)
    if not value.is_real:
        return {'kind': 'unknown', 'why': 'not real: ' + str(value)}
    return {'kind': 'value', 'value': float(value), 'text': str(simplify(sign * total))}

out = []
for job in json.loads(sys.stdin.read()):
    signal.alarm(30)
    try:
        out.append(judge(job))
    except Late:
        out.append({'kind': 'unknown', 'why': 'SymPy took over 30 s'})
    except Exception as err:
        out.append({'kind': 'unknown', 'why': type(err).__name__ + ': ' + str(err)[:200]})
    finally:
        signal.alarm(0)
print(json.dumps(out))
`;

type Oracle =
  | { kind: 'value'; value: number; text: string }
  | { kind: 'diverges' }
  | { kind: 'undefined' }
  | { kind: 'unknown'; why: string };

export interface DefiniteVerdict {
  problem: DefiniteProblem;
  ours: string;
  sympy: string;
  verdict: 'right' | 'wrong' | 'refused' | 'unjudged';
}

/** Each problem solved and judged by SymPy. */
export const judgeDefinite = (problems: readonly DefiniteProblem[]): DefiniteVerdict[] => {
  const oracle = runPython<Oracle[]>(
    SCRIPT,
    problems.map(({ py, a, b }) => ({ py, a, b })),
    1_500_000,
  );
  return problems.map((problem, i) => {
    const want = oracle[i] as Oracle;
    const sympy =
      want.kind === 'value'
        ? want.text
        : want.kind === 'unknown'
          ? `unknown (${want.why})`
          : want.kind;
    const r = solve(problem.text);
    const ours = r.ok ? r.value.answer : `refused: ${r.error.message}`;
    if (want.kind === 'unknown') return { problem, ours, sympy, verdict: 'unjudged' };
    const said = !r.ok
      ? r.error.code === 'invalid_value' && /is not defined/.test(r.error.message)
        ? 'undefined'
        : 'refused'
      : r.value.answer === 'The integral diverges'
        ? 'diverges'
        : 'value';
    if (said === 'refused') return { problem, ours, sympy, verdict: 'refused' };
    const value = r.ok ? r.value.solutions[0]?.value : undefined;
    const right =
      said === want.kind &&
      (want.kind !== 'value' ||
        (value !== undefined &&
          Math.abs(value - want.value) <= 1e-9 * Math.max(1, Math.abs(want.value))));
    return { problem, ours, sympy, verdict: right ? 'right' : 'wrong' };
  });
};

export interface DefiniteRow {
  family: string;
  tried: number;
  right: number;
  wrong: number;
  refused: number;
  unjudged: number;
}

/** Figures by family (the part before the comma), with a total row last. */
export const definiteFigures = (verdicts: readonly DefiniteVerdict[]): DefiniteRow[] => {
  const rows = new Map<string, DefiniteRow>();
  const total: DefiniteRow = {
    family: 'total',
    tried: 0,
    right: 0,
    wrong: 0,
    refused: 0,
    unjudged: 0,
  };
  for (const v of verdicts) {
    const family = v.problem.family.split(',')[0] as string;
    const row = rows.get(family) ?? {
      family,
      tried: 0,
      right: 0,
      wrong: 0,
      refused: 0,
      unjudged: 0,
    };
    rows.set(family, row);
    for (const r of [row, total]) {
      r.tried++;
      r[v.verdict]++;
    }
  }
  return [...rows.values(), total];
};
