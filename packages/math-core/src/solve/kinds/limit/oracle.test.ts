/**
 * Limits against SymPy (the slow project: it starts python3): sympy.limit of the same function,
 * at the same point, from the same side (both sides, '+-', for a two-sided limit), for limits typed
 * as students type them and generated ones: quotients of polynomials sharing a factor (0/0),
 * poles, quotients at ±∞, and the standard forms with a scale (sin(kx)/x, (e^(kx) − 1)/x,
 * (1 + k/x)^x). Every limit the solver gives must be SymPy's; where SymPy says there is no limit
 * (or the sides differ), the solver must say so too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { solve } from '../../solve';

const PYTHON = `
import json, sys
from sympy import symbols, sympify, limit, oo, zoo, nan, AccumBounds
x = symbols('x')
out = []
for f, to, side in json.loads(sys.stdin.read()):
    e = sympify(f, locals={'x': x})
    point = oo if to == 'inf' else -oo if to == '-inf' else sympify(to)
    try:
        value = limit(e, x, point, side) if side else limit(e, x, point) if point in (oo, -oo) else limit(e, x, point, '+-')
    except ValueError:
        value = None
    if value is None or value in (zoo, nan) or value.has(AccumBounds):
        out.append('none')
    elif value == oo: out.append('inf')
    elif value == -oo: out.append('-inf')
    else: out.append(float(value))
print(json.dumps(out))
`;

/** [typed, the function in Python, the point, the side]. */
type Problem = [string, string, string, string];

const TYPED: Problem[] = [
  ['lim x->2 (x^2-4)/(x-2)', '(x**2-4)/(x-2)', '2', ''],
  ['limit of sin(x)/x as x->0', 'sin(x)/x', '0', ''],
  ['limit of (1-cos(x))/x as x->0', '(1-cos(x))/x', '0', ''],
  ['the limit as x approaches infinity of (3x^2+1)/(x^2-5)', '(3*x**2+1)/(x**2-5)', 'inf', ''],
  ['lim x->0+ 1/x', '1/x', '0', '+'],
  ['lim x->0 1/x', '1/x', '0', ''],
  ['limit of 1/x^2 as x->0', '1/x**2', '0', ''],
  ['lim x->1- 1/(x-1)', '1/(x-1)', '1', '-'],
  ['limit of (1+1/x)^x as x->infinity', '(1+1/x)**x', 'inf', ''],
  ['lim_(x->inf) e^x/x^2', 'exp(x)/x**2', 'inf', ''],
  ['limit of ln(x)/x as x->inf', 'log(x)/x', 'inf', ''],
  ['lim x->4 (sqrt(x)-2)/(x-4)', '(sqrt(x)-2)/(x-4)', '4', ''],
  ['lim x->0 (e^x-1)/x', '(exp(x)-1)/x', '0', ''],
  ['limit as x approaches pi of cos(x)', 'cos(x)', 'pi', ''],
  ['limit of (2x^3+x)/(x^2+1) as x->-inf', '(2*x**3+x)/(x**2+1)', '-inf', ''],
  ['lim x->inf x/e^x', 'x/exp(x)', 'inf', ''],
];

const small = fc.integer({ min: -5, max: 5 });
const nonZero = small.filter((k) => k !== 0);
const lin = (r: number) => (r === 0 ? 'x' : r > 0 ? `(x-${r})` : `(x+${-r})`);
const py = (typed: string) =>
  typed
    .replace(/\)(?=[(x])/g, ')*')
    .replace(/x(?=\()/g, 'x*')
    .replace(/\^/g, '**');

const generated: fc.Arbitrary<Problem> = fc.oneof(
  // (x − a)(x − b)/((x − a)(x − c)) at a: 0/0 cancelled, or a pole when b = … at c
  fc.tuple(small, small, small, fc.boolean()).map(([a, b, c, atPole]): Problem => {
    const f = `${lin(a)}${lin(b)}/(${lin(a)}${lin(c)})`;
    const at = String(atPole ? c : a);
    return [`lim x->${at} ${f}`, py(f), at, ''];
  }),
  // a pole from one side
  fc.tuple(small, nonZero, fc.constantFrom('+', '-')).map(([a, k, side]): Problem => {
    const f = `${k}/${lin(a)}`;
    return [`lim x->${a}${side} ${f}`, py(f), String(a), side];
  }),
  // quotients of polynomials at ±∞
  fc
    .tuple(
      nonZero,
      small,
      nonZero,
      small,
      fc.integer({ min: 0, max: 3 }),
      fc.integer({ min: 0, max: 3 }),
      fc.constantFrom('inf', '-inf'),
    )
    .map(([a, b, c, d, m, n, to]): Problem => {
      const f = `(${a}x^${m + 1}+${b})/(${c}x^${n + 1}+${d})`.replace(/\+-/g, '-');
      return [
        `limit of ${f} as x->${to}`,
        f.replace(/\^/g, '**').replace(/(\d)x/g, '$1*x'),
        to,
        '',
      ];
    }),
  // standard forms with a scale
  fc.tuple(nonZero, fc.constantFrom('sin', 'exp', 'pow')).map(([k, form]): Problem => {
    if (form === 'sin') return [`limit of sin(${k}x)/x as x->0`, `sin(${k}*x)/x`, '0', ''];
    if (form === 'exp') return [`lim x->0 (e^(${k}x)-1)/x`, `(exp(${k}*x)-1)/x`, '0', ''];
    return [`limit of (1+${k}/x)^x as x->inf`.replace('+-', '-'), `(1+(${k})/x)**x`, 'inf', ''];
  }),
);

/** What the solver gives: a number, 'inf', '-inf' or 'none'. */
const ours = (text: string): number | string => {
  const r = solve(text);
  if (!r.ok) return `refused: ${r.error.message}`;
  if (r.value.outcome === 'none') return 'none';
  const s = r.value.solutions[0];
  if (s?.value !== undefined) return s.value;
  return r.value.answer.endsWith('= −∞')
    ? '-inf'
    : r.value.answer.endsWith('= ∞')
      ? 'inf'
      : r.value.answer;
};

describe('limits against SymPy', () => {
  it('gives SymPy’s limit for typed and 120 generated problems, and refuses none of them', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 120, seed: 20261128 })];
    const want = runPython<(number | string)[]>(
      PYTHON,
      problems.map(([, f, to, side]) => [f, to, side]),
      120_000,
    );
    const wrong = problems.flatMap(([text], i) => {
      const [got, expected] = [ours(text), want[i]];
      const same =
        typeof got === 'number' && typeof expected === 'number'
          ? Math.abs(got - expected) <= 1e-9 * Math.max(1, Math.abs(expected))
          : got === expected;
      return same ? [] : [`${text}: ${got} vs SymPy ${expected}`];
    });
    expect(wrong).toEqual([]);
  });
});
