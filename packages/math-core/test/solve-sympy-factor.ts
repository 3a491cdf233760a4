/**
 * SymPy as an independent oracle for factoring: the irreducible factors over the rationals of a
 * polynomial in x (each with its multiplicity, as whole coefficients from the highest power
 * down, leading coefficient positive), its distinct real roots, and whether a claimed factorization expands back to it.
 */
import { runPython } from './python';

const SCRIPT = `
import json, sys
from sympy import Symbol, sympify, factor_list, Poly, expand, N
x = Symbol('x')
out = []
for job in json.loads(sys.stdin.read()):
    p = sympify(job['poly'], locals={'x': x})
    content, parts = factor_list(p, x)
    factors = []
    for f, k in parts:
        cs = [int(c) for c in Poly(f, x).all_coeffs()]
        if cs[0] < 0:
            cs = [-c for c in cs]
        factors.append({'coeffs': cs, 'times': int(k)})
    claim = job.get('claim')
    same = None
    if claim is not None:
        q = sympify(claim['content'])
        q = q * x ** claim['power']
        for f in claim['factors']:
            q = q * Poly(f['coeffs'], x).as_expr() ** f['times']
        same = expand(q - p) == 0
    roots = sorted(set(float(N(r, 30)) for r in Poly(p, x).real_roots()))
    out.append({'factors': factors, 'same': same, 'roots': roots})
print(json.dumps(out))
`;

export interface FactorJob {
  /** The polynomial in SymPy syntax: 2*x**3 - 3*x**2 - 11*x + 6. */
  poly: string;
  /** A factorization to check: content (as text, "1/2"), power of x, factors (highest power first). */
  claim?: { content: string; power: number; factors: { coeffs: number[]; times: number }[] };
}
export interface FactorAnswer {
  factors: { coeffs: number[]; times: number }[];
  same: boolean | null;
  /** The distinct real roots, ascending. */
  roots: number[];
}

export const sympyFactor = (jobs: readonly FactorJob[]): FactorAnswer[] => {
  return runPython<FactorAnswer[]>(SCRIPT, jobs);
};

const DIVIDE = `
import json, sys
from sympy import Symbol, sympify, div, Poly
x = Symbol('x')
out = []
for job in json.loads(sys.stdin.read()):
    q, r = div(sympify(job[0], locals={'x': x}), sympify(job[1], locals={'x': x}), x)
    out.append({'quotient': [str(c) for c in Poly(q, x).all_coeffs()], 'remainder': [str(c) for c in Poly(r, x).all_coeffs()]})
print(json.dumps(out))
`;

/** SymPy's quotient and remainder of each [dividend, divisor], coefficients highest power first ("1/2"). */
export const sympyDivide = (
  jobs: readonly (readonly [string, string])[],
): { quotient: string[]; remainder: string[] }[] => {
  return runPython(DIVIDE, jobs);
};
