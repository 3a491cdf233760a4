/**
 * Ranges against SymPy (the slow project: it starts python3): for functions typed as students type
 * them and generated ones (quadratics in vertex form, a line over a line, square roots, powers of
 * e, sin and cos, reciprocals of quadratics, each scaled and shifted), our interval must be the
 * set SymPy's function_range gives over the reals, exactly; and what we refuse is listed, so a
 * refusal is seen, not passed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { intervalPy } from '../../../../test/solve-sympy-corpus';
import { solve } from '../../solve';

const PYTHON = `
import json, sys
from sympy import S, symbols, sympify
from sympy.calculus.util import function_range
x = symbols('x', real=True)
out = []
for f, ours in json.loads(sys.stdin.read()):
    theirs = function_range(sympify(f, locals={'x': x}), x, S.Reals)
    mine = sympify(ours, locals={'x': x}) if ours else None
    out.append([mine is not None and mine.symmetric_difference(theirs) == S.EmptySet, str(theirs)])
print(json.dumps(out))
`;

const TYPED: [string, string][] = [
  ['range of f(x) = x^2 + 1', 'x**2 + 1'],
  ['range of 1/(x-2)', '1/(x - 2)'],
  ['range of sqrt(x-3)', 'sqrt(x - 3)'],
  ['range of e^x', 'exp(x)'],
  ['range of sin(x)', 'sin(x)'],
  ['what is the range of y = -2x^2 + 4x + 1', '-2*x**2 + 4*x + 1'],
  ['find the range of (2x+1)/(x-3)', '(2*x + 1)/(x - 3)'],
  ['range of 3sin(2x) + 1', '3*sin(2*x) + 1'],
  ['range of ln(x)', 'log(x)'],
  ['range of sqrt(4 - x^2)', 'sqrt(4 - x**2)'],
  ['range of x^3 - x', 'x**3 - x'],
  ['range of 2^x - 5', '2**x - 5'],
  ['range of e^(-x^2)', 'exp(-x**2)'],
  ['range of ln(x^2+1)', 'log(x**2 + 1)'],
  ['range of 1/(x^2+1)', '1/(x**2 + 1)'],
  ['range of 5 - sqrt(x+1)', '5 - sqrt(x + 1)'],
  ['the range of y = |x - 2| + 3', 'Abs(x - 2) + 3'],
  ['range of sqrt(x^2 + 9)', 'sqrt(x**2 + 9)'],
  ['range of 2cos(x) - 3', '2*cos(x) - 3'],
  ['range of 1/sqrt(x)', '1/sqrt(x)'],
  ['range of sin(x)^2', 'sin(x)**2'],
  ['range of 3/(x^2 + 4) - 1', '3/(x**2 + 4) - 1'],
];

const signed = (k: number, first = false): string =>
  k < 0 ? ` - ${-k}` : first ? `${k}` : ` + ${k}`;
const generated = fc
  .tuple(
    fc.constantFrom('vertex', 'mobius', 'sqrt', 'exp', 'sin', 'recip'),
    fc.integer({ min: -4, max: 4 }).filter((a) => a !== 0),
    fc.integer({ min: -5, max: 5 }),
    fc.integer({ min: -5, max: 5 }),
    fc.integer({ min: 1, max: 4 }),
  )
  .map(([form, a, h, k, b]): [string, string] => {
    const shift = k ? signed(k) : '';
    switch (form) {
      case 'vertex':
        return [`range of ${a}(x${signed(-h)})^2${shift}`, `${a}*(x - (${h}))**2 + (${k})`];
      case 'mobius':
        return [
          `range of (${a}x${signed(k)})/(${b}x${signed(h)})`,
          `(${a}*x + (${k}))/(${b}*x + (${h}))`,
        ];
      case 'sqrt':
        return [
          `range of ${a}sqrt(${b}x${signed(h)})${shift}`,
          `${a}*sqrt(${b}*x + (${h})) + (${k})`,
        ];
      case 'exp':
        return [`range of ${a}e^(${b}x)${shift}`, `${a}*exp(${b}*x) + (${k})`];
      case 'sin':
        return [`range of ${a}sin(${b}x)${shift}`, `${a}*sin(${b}*x) + (${k})`];
      default:
        return [`range of ${a}/(x^2 + ${b})${shift}`, `(${a})/(x**2 + ${b}) + (${k})`];
    }
  });

describe('ranges against SymPy', () => {
  it('gives the set SymPy’s function_range gives, for typed and generated functions', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 40, seed: 20261129 })];
    const answers = problems.map(([text]) => {
      const r = solve(text);
      return r.ok ? r.value.answer : `refused: ${r.error.message}`;
    });
    const judged = runPython<[boolean, string][]>(
      PYTHON,
      problems.map(([, f], i) => {
        const answer = answers[i] as string;
        return [
          f,
          answer.startsWith('refused') ? '' : intervalPy(answer.slice(answer.indexOf(': ') + 2)),
        ];
      }),
    );
    const wrong = problems.flatMap(([text], i) =>
      judged[i]?.[0] ? [] : [`${text}: ${answers[i]} vs SymPy ${judged[i]?.[1]}`],
    );
    expect(wrong).toEqual([]);
  }, 900_000);
});
