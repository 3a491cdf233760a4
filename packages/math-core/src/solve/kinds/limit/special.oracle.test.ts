/**
 * The standard limits of special.test.ts against SymPy (the slow project: it starts python3):
 * SymPy's limit from each side (dir '+' and '-'), and a two-sided limit where both sides agree;
 * where the sides differ, a side does not exist or the function is not real there (ln of a
 * negative number), or the function oscillates (SymPy's AccumBounds), our answer must be that the
 * limit does not exist.
 */
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { solve } from '../../solve';

const PYTHON = `
import json, sys
from sympy import AccumBounds, Rational, limit, oo, symbols, sympify
x = symbols('x', real=True)
out = []
def one(f, a, d):
    # A side where the function is not real (ln of a negative number) has no limit in the reals.
    if a not in (oo, -oo) and not f.subs(x, a + (1 if d == '+' else -1) * Rational(1, 10**6)).evalf().is_real:
        return 'none'
    try:
        v = limit(f, x, a, dir=d)
    except Exception:
        return 'none'
    if isinstance(v, AccumBounds) or v.has(AccumBounds) or v.is_extended_real is False or v.has(sympify('I')): return 'none'
    return str(v)
for f, a, side in json.loads(sys.stdin.read()):
    f, a = sympify(f, locals={'x': x}), sympify(a)
    if side: out.append(one(f, a, side)); continue
    if a in (oo, -oo): out.append(one(f, a, '-' if a == oo else '+')); continue
    l, r = one(f, a, '-'), one(f, a, '+')
    out.append(l if l == r else 'none')
print(json.dumps(out))
`;

/** [typed, f as SymPy reads it, the point, the side] */
const CASES: [string, string, string, string][] = [
  ['lim x->3+ (x-3)/|x-3|', '(x-3)/Abs(x-3)', '3', '+'],
  ['lim x->3- (x-3)/|x-3|', '(x-3)/Abs(x-3)', '3', '-'],
  ['lim x->3 (x-3)/|x-3|', '(x-3)/Abs(x-3)', '3', ''],
  ['lim x->-2 (x+2)/|x+2|', '(x+2)/Abs(x+2)', '-2', ''],
  ['lim x->0 |x|/x', 'Abs(x)/x', '0', ''],
  ['lim x->0+ |x|/x', 'Abs(x)/x', '0', '+'],
  ['lim x->1 |x-1|', 'Abs(x-1)', '1', ''],
  ['lim x->2+ (x^2-4)/|x-2|', '(x**2-4)/Abs(x-2)', '2', '+'],
  ['lim x->2- (x^2-4)/|x-2|', '(x**2-4)/Abs(x-2)', '2', '-'],
  ['limit of ln(x) as x->0+', 'log(x)', '0', '+'],
  ['lim x->1+ ln(x-1)', 'log(x-1)', '1', '+'],
  ['limit of ln(x) as x->0', 'log(x)', '0', ''],
  ['lim x->0+ log(x)', 'log(x, 10)', '0', '+'],
  ['limit of sin(1/x) as x->0', 'sin(1/x)', '0', ''],
  ['limit of cos(1/x) as x->0+', 'cos(1/x)', '0', '+'],
  ['limit of cos(x) as x->infinity', 'cos(x)', 'oo', ''],
  ['limit of sin(x) as x->-infinity', 'sin(x)', '-oo', ''],
  ['limit of sin(1/(x-2)) as x->2', 'sin(1/(x-2))', '2', ''],
  ['lim x->0 (e^x - 1)/x', '(exp(x)-1)/x', '0', ''],
];

const ours = (text: string): string => {
  const r = solve(text);
  if (!r.ok) return `refused: ${r.error.message}`;
  if (r.value.outcome === 'none') return 'none';
  return r.value.answer
    .replace(/^.* = /, '')
    .replace('−∞', '-oo')
    .replace('∞', 'oo')
    .replace('−', '-');
};

describe('standard limits against SymPy', () => {
  it('gives SymPy’s one-sided and two-sided limits, and "does not exist" where SymPy has none', () => {
    const want = runPython<string[]>(
      PYTHON,
      CASES.map(([, f, a, side]) => [f, a, side]),
    );
    const wrong = CASES.flatMap(([text], i) =>
      ours(text) === want[i] ? [] : [`${text}: ${ours(text)} vs SymPy ${want[i]}`],
    );
    expect(wrong).toEqual([]);
  });
});
