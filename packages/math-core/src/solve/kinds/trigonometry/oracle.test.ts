/**
 * Exact trigonometric values at the special angles against SymPy (the slow project: it starts
 * python3): every multiple of 15° from −720° to 720° (sin, cos, tan; sec, csc and cot from −360°
 * to 360°) and of π/12 from −2π to 2π (sin, cos, tan), each difference simplified to 0; steps
 * true; undefined values refused. The worked examples are in src/solve/kinds/trigonometry/test.ts.
 */
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { stepProblems } from '../../../../test/solve-steps';
import { solve } from '../../solve';

const SCRIPT = `
import json, sys
from sympy import sqrt, pi, sin, cos, tan, sec, csc, cot, sympify, radsimp, expand, simplify, zoo, nan, oo, Rational
F = {'sin': sin, 'cos': cos, 'tan': tan, 'sec': sec, 'csc': csc, 'cot': cot}
out = []
for name, k, ours in json.loads(sys.stdin.read()):
    theirs = F[name](pi * Rational(k, 12))
    undefined = theirs.has(zoo, nan, oo, -oo)
    if ours is None:
        out.append({'undefined': bool(undefined), 'agree': bool(undefined)})
        continue
    if undefined:
        out.append({'undefined': True, 'agree': False})
        continue
    d = sympify(ours) - theirs
    same = expand(radsimp(d)) == 0 or simplify(d) == 0
    out.append({'undefined': False, 'agree': bool(same)})
print(json.dumps(out))
`;

/** The solver's answer in SymPy's syntax: −√2/2 → -sqrt(2)/2, 2√3/3 → 2*sqrt(3)/3. */
const sympyText = (answer: string): string =>
  answer
    .replaceAll('−', '-')
    .replace(/(\d)√/g, '$1*√')
    .replace(/√(\d+)/g, 'sqrt($1)');

/** k·π/12 as typed: π/6, -5π/4, 2π, 0. */
const radians = (k: number): string => {
  if (k === 0) return '0';
  const g = (a: number, b: number): number => (b === 0 ? a : g(b, a % b));
  const d = g(Math.abs(k), 12);
  const [p, q] = [k / d, 12 / d];
  const top = p === 1 ? 'π' : p === -1 ? '-π' : `${p}π`;
  return q === 1 ? top : `${top}/${q}`;
};

describe('trigonometric values at special angles', () => {
  it('agrees with SymPy at every multiple of 15° from −720° to 720° and of π/12 from −2π to 2π', () => {
    const jobs: [string, number, string | null][] = [];
    for (let k = -48; k <= 48; k++) {
      const inputs: [string, string][] = ['sin', 'cos', 'tan'].map((f) => [f, `${f}(${k * 15}°)`]);
      // The reciprocal functions and radians over one turn either way.
      if (Math.abs(k) <= 24) {
        for (const f of ['sec', 'csc', 'cot']) inputs.push([f, `${f}(${k * 15}°)`]);
        for (const f of ['sin', 'cos', 'tan']) inputs.push([f, `${f}(${radians(k)})`]);
      }
      for (const [f, text] of inputs) {
        const result = solve(text);
        if (result.ok) {
          expect(result.value.kind, text).toBe('trigonometry');
          expect(result.value.method, text).not.toBe('decimal approximation');
          if (jobs.length % 8 === 0)
            expect(stepProblems(result.value.steps, undefined), text).toEqual([]);
        } else expect(result.error.message, text).toMatch(/is undefined/);
        jobs.push([f, k, result.ok ? sympyText(result.value.answer) : null]);
      }
    }
    const verdicts = runPython<{ undefined: boolean; agree: boolean }[]>(SCRIPT, jobs);
    const disagreed = jobs.filter((_, i) => !verdicts[i]?.agree);
    expect(disagreed).toEqual([]);
    expect(jobs.length).toBe(97 * 3 + 49 * 6);
  });
});
