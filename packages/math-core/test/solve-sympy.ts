/**
 * SymPy as an independent oracle for the solver's tests: real solutions of one-unknown equations
 * and values of expressions, computed by a Python subprocess (python3 with sympy installed).
 */
import { runPython } from './python';

const SCRIPT = `
import json, sys
from sympy import S, Symbol, Eq, solveset, sympify, N, Interval, FiniteSet, log, E, pi, Reals, nan, zoo, oo
x = Symbol('x', real=True)
out = []
for job in json.loads(sys.stdin.read()):
    kind, text = job
    ns = {'x': x, 'e': E, 'ln': log, 'log': lambda a, b=None: log(a, b) if b is not None else log(a, 10), 'pi': pi}
    try:
        if kind == 'solve':
            left, right = text.split('=')
            sols = solveset(Eq(sympify(left, locals=ns), sympify(right, locals=ns)), x, domain=Reals)
            if isinstance(sols, FiniteSet):
                out.append({'kind': 'finite', 'values': sorted(float(N(s, 30)) for s in sols)})
            elif sols == S.EmptySet:
                out.append({'kind': 'finite', 'values': []})
            else:
                out.append({'kind': 'other', 'text': str(sols)})
        else:
            v = sympify(text, locals=ns)
            if v.has(nan, zoo, oo, -oo) or not v.is_real:
                out.append({'kind': 'undefined', 'text': str(v)})
            else:
                out.append({'kind': 'value', 'value': float(N(v, 30)), 'text': str(v)})
    except Exception as err:
        out.append({'kind': 'error', 'text': str(err)})
print(json.dumps(out))
`;

export type SympyAnswer =
  | { kind: 'finite'; values: number[] }
  | { kind: 'other'; text: string }
  | { kind: 'value'; value: number; text: string }
  | { kind: 'undefined'; text: string }
  | { kind: 'error'; text: string };

/**
 * Each job answered by SymPy: `['solve', 'x**2 = 4']` (real solutions in x) or
 * `['value', '81**(-S(3)/4)']` (a real value, or undefined over the reals).
 */
export const sympy = (jobs: readonly (readonly ['solve' | 'value', string])[]): SympyAnswer[] => {
  return runPython<SympyAnswer[]>(SCRIPT, jobs);
};
