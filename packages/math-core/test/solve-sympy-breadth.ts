/**
 * More of SymPy as an oracle, beside `solve-sympy.ts`: every complex root of a polynomial
 * equation in x, and the solution set of a linear system (`linsolve`), computed by a Python
 * subprocess (python3 with sympy installed).
 */
import { runPython } from './python';

const SCRIPT = `
import json, sys
from sympy import Symbol, symbols, Eq, sympify, N, roots, Poly, linsolve, S, re, im
x = Symbol('x')
out = []
for job in json.loads(sys.stdin.read()):
    kind, text = job
    try:
        if kind == 'complex':
            left, right = text.split('=')
            e = sympify(left, locals={'x': x}) - sympify(right, locals={'x': x})
            rs = roots(Poly(e, x))
            vals = []
            for r, k in rs.items():
                for _ in range(k):
                    v = N(r, 30)
                    vals.append([float(re(v)), float(im(v))])
            out.append({'kind': 'roots', 'values': sorted(vals)})
        else:
            names = symbols('x y z')
            ns = dict(zip(['x', 'y', 'z'], names))
            eqs = []
            for part in text.split(','):
                left, right = part.split('=')
                eqs.append(Eq(sympify(left, locals=ns), sympify(right, locals=ns)))
            sol = linsolve(eqs, *names)
            if sol == S.EmptySet:
                out.append({'kind': 'none'})
            else:
                (t,) = list(sol)
                if all(v.is_number for v in t):
                    out.append({'kind': 'unique', 'values': [str(v) for v in t]})
                else:
                    out.append({'kind': 'many', 'text': str(t)})
    except Exception as err:
        out.append({'kind': 'error', 'text': str(err)})
print(json.dumps(out))
`;

export type BreadthAnswer =
  | { kind: 'roots'; values: [number, number][] }
  | { kind: 'unique'; values: string[] }
  | { kind: 'none' }
  | { kind: 'many'; text: string }
  | { kind: 'error'; text: string };

/**
 * Each job answered by SymPy: `['complex', 'x**2 + 4 = 0']` (every root in x, as [re, im],
 * sorted) or `['linsolve', 'x + y + z = 6, 2*x - y + z = 3, x + 2*y - z = 2']` (in x, y, z; a
 * unique solution's values as exact text such as "1" or "-3/2").
 */
export const sympyBreadth = (
  jobs: readonly (readonly ['complex' | 'linsolve', string])[],
): BreadthAnswer[] => {
  return runPython<BreadthAnswer[]>(SCRIPT, jobs);
};
