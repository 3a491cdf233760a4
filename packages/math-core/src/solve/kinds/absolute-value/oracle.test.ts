/**
 * An absolute value on each side of an equation against SymPy (the slow project: it starts
 * python3): typed and generated |A| = |B| with A and B linear or quadratic have SymPy's real
 * solutions (solveset over the reals); inequalities |A| < |B| (and ≤, >, ≥), A and B linear, have
 * SymPy's set (solve_univariate_inequality), every one answered. An absolute value compared with
 * an expression in the unknown (|x| = x, |x − 1| ≤ 2x + 3) has SymPy's set (solveset, or
 * reduce_abs_inequality for an inequality), every one answered. The examples are in test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { sympy } from '../../../../test/solve-sympy';
import { intervalPy } from '../../../../test/solve-sympy-corpus';
import { solve } from '../../solve';

const TYPED: [typed: string, sympy: string][] = [
  ['|x-1| = |2x+4|', 'Abs(x-1) = Abs(2*x+4)'],
  ['|x| = |x-2|', 'Abs(x) = Abs(x-2)'],
  ['abs(3x+1) = abs(x-5)', 'Abs(3*x+1) = Abs(x-5)'],
  ['|x^2-4| = |x+2|', 'Abs(x**2-4) = Abs(x+2)'],
  ['|2x-3| = |3-2x| ', 'Abs(2*x-3) = Abs(3-2*x)'],
  ['|x^2-1| = |x^2-9|', 'Abs(x**2-1) = Abs(x**2-9)'],
  ['solve |x+2| = |x-4|', 'Abs(x+2) = Abs(x-4)'],
  ['|5-x| = |2x+1|', 'Abs(5-x) = Abs(2*x+1)'],
  ['|x/2 - 1| = |x + 3|', 'Abs(x/2 - 1) = Abs(x + 3)'],
  ['|3x| = |x - 8|', 'Abs(3*x) = Abs(x - 8)'],
  ['|x^2 - 2x| = |x|', 'Abs(x**2 - 2*x) = Abs(x)'],
  ['|2x + 1| = |2x - 1|', 'Abs(2*x + 1) = Abs(2*x - 1)'],
  ['abs(x - 7) = abs(7 - x)', 'Abs(x - 7) = Abs(7 - x)'],
];

const small = fc.integer({ min: -9, max: 9 });
const linear = fc
  .tuple(
    small.filter((a) => a !== 0),
    small,
  )
  .map(([a, b]) => [`${a}x+${b}`, `${a}*x+${b}`] as const);
const quadratic = fc
  .tuple(fc.integer({ min: 1, max: 3 }), small, small)
  .map(([a, b, c]) => [`${a}x^2+${b}x+${c}`, `${a}*x**2+${b}*x+${c}`] as const);
const generated = fc
  .tuple(fc.oneof(linear, quadratic), linear)
  .map(([[a, sa], [b, sb]]): [string, string] => [`|${a}| = |${b}|`, `Abs(${sa}) = Abs(${sb})`]);

describe('two absolute values against SymPy', () => {
  it('give SymPy’s real solutions for typed and 120 generated equations', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 120, seed: 20261128 })];
    const want = sympy(problems.map(([, s]) => ['solve', s] as const));
    let answered = 0;
    problems.forEach(([typed], i) => {
      const r = solve(typed);
      const w = want[i];
      if (w?.kind !== 'finite') {
        // Every number (an identity) is the only answer SymPy gives as an interval here.
        expect(w?.kind === 'other' && r.ok && r.value.outcome, typed).toBe('all');
        return;
      }
      // The solver may refuse (a quadratic case with irrational roots it does not give), never
      // answer wrongly.
      if (!r.ok) return;
      answered++;
      const got = r.value.solutions.map((s) => s.value as number);
      expect(got.length, typed).toBe(w.values.length);
      got.forEach((g, j) => {
        expect(g, typed).toBeCloseTo(w.values[j] as number, 9);
      });
    });
    expect(answered).toBeGreaterThan(110);
  });

  it('give SymPy’s set for typed and 40 generated inequalities |A| < |B| (and ≤, >, ≥)', () => {
    const inequalities: [string, string][] = [
      ['|x-1| < |x+2|', 'Abs(x - 1) < Abs(x + 2)'],
      ['|2x+1| >= |x-3|', 'Abs(2*x + 1) >= Abs(x - 3)'],
      ['solve |x - 3| > |2x|', 'Abs(x - 3) > Abs(2*x)'],
      ['|x| <= |x - 4|', 'Abs(x) <= Abs(x - 4)'],
      ['|x-1| < |1-x|', 'Abs(x - 1) < Abs(1 - x)'],
      ['|x-1| >= |1-x|', 'Abs(x - 1) >= Abs(1 - x)'],
      ['|3x - 2| ≤ |x + 6|', 'Abs(3*x - 2) <= Abs(x + 6)'],
      ['|x + 5| > |5 - x|', 'Abs(x + 5) > Abs(5 - x)'],
    ];
    const generatedInequality = fc
      .tuple(linear, fc.constantFrom('<', '<=', '>', '>='), linear)
      .map(([[a, sa], rel, [b, sb]]): [string, string] => [
        `|${a}| ${rel} |${b}|`,
        `Abs(${sa}) ${rel} Abs(${sb})`,
      ]);
    const problems = [
      ...inequalities,
      ...fc.sample(generatedInequality, { numRuns: 40, seed: 20261129 }),
    ];
    const answers = problems.map(([typed]) => {
      const r = solve(typed);
      return r.ok && r.value.interval !== undefined ? r.value.interval : undefined;
    });
    const judged = runPython<[boolean, string][]>(
      `
import json, sys
from sympy import S, symbols, sympify
from sympy.solvers.inequalities import solve_univariate_inequality
x = symbols('x', real=True)
out = []
for rel, ours in json.loads(sys.stdin.read()):
    theirs = solve_univariate_inequality(sympify(rel, locals={'x': x}), x, relational=False)
    mine = sympify(ours, locals={'x': x}) if ours else None
    out.append([mine is not None and mine.symmetric_difference(theirs) == S.EmptySet, str(theirs)])
print(json.dumps(out))
`,
      problems.map(([, rel], i) => [rel, answers[i] === undefined ? '' : intervalPy(answers[i])]),
      600_000,
    );
    const wrong = problems.flatMap(([typed], i) =>
      judged[i]?.[0] ? [] : [`${typed}: ${answers[i] ?? 'refused'} vs SymPy ${judged[i]?.[1]}`],
    );
    expect(wrong).toEqual([]);
  }, 900_000);
});

describe('an absolute value compared with an expression in the unknown, against SymPy', () => {
  it('gives SymPy’s real solution set, an interval or numbers, for typed, 60 generated equations and 40 inequalities', () => {
    const typed: [string, string][] = [
      ['|x| = x', 'Abs(x) - (x)'],
      ['sqrt(x^2) = x', 'sqrt(x**2) - (x)'],
      ['|x - 1| = x - 1', 'Abs(x - 1) - (x - 1)'],
      ['|x| = -x', 'Abs(x) - (-x)'],
      ['|2x| = 2x', 'Abs(2*x) - (2*x)'],
      ['|x-1| = 2x+3', 'Abs(x - 1) - (2*x + 3)'],
      ['2|x| = x + 3', '2*Abs(x) - (x + 3)'],
      ['|x| = x^2', 'Abs(x) - (x**2)'],
      ['|x| + x = 0', 'Abs(x) + x'],
      ['|x| = x - 1', 'Abs(x) - (x - 1)'],
      ['sqrt((x-1)^2) = 1 - x', 'sqrt((x - 1)**2) - (1 - x)'],
      ['|3 - x| = x^2 - 3', 'Abs(3 - x) - (x**2 - 3)'],
      ['|x| >= x', 'Abs(x) >= x'],
      ['|x| > x', 'Abs(x) > x'],
      ['|x| < x', 'Abs(x) < x'],
      ['|x| + x < 1', 'Abs(x) + x < 1'],
      ['|x - 1| ≤ 2x + 3', 'Abs(x - 1) <= 2*x + 3'],
      ['|2x - 4| > x', 'Abs(2*x - 4) > x'],
      ['|x| < x + 2', 'Abs(x) < x + 2'],
      ['sqrt(x^2) <= x^2 - 2', 'sqrt(x**2) <= x**2 - 2'],
    ];
    const generatedBoth = fc
      .tuple(linear, fc.oneof(linear, quadratic))
      .map(([[a, sa], [b, sb]]): [string, string] => [`|${a}| = ${b}`, `Abs(${sa}) - (${sb})`]);
    const generatedInequality = fc
      .tuple(linear, fc.constantFrom('<', '<=', '>', '>='), fc.oneof(linear, quadratic))
      .map(([[a, sa], rel, [b, sb]]): [string, string] => [
        `|${a}| ${rel} ${b}`,
        `Abs(${sa}) ${rel} ${sb}`,
      ]);
    const problems = [
      ...typed,
      ...fc.sample(generatedBoth, { numRuns: 60, seed: 20261130 }),
      ...fc.sample(generatedInequality, { numRuns: 40, seed: 20261131 }),
    ];
    const answers = problems.map(([text]) => {
      const r = solve(text);
      if (!r.ok) return { text, refused: r.error.message };
      const v = r.value;
      return {
        text,
        set: v.interval ?? '',
        values: v.solutions.map((s) => s.value as number),
      };
    });
    const judged = runPython<[boolean, string][]>(
      `
import json, sys
from sympy import S, FiniteSet, Interval, Union, oo, sqrt, symbols, solveset, sympify
from sympy.solvers.inequalities import reduce_abs_inequality
x = symbols('x', real=True)
out = []
for expr, interval, values in json.loads(sys.stdin.read()):
    e = sympify(expr, locals={'x': x})
    if e.is_Relational:
        # SymPy's own reduction of an inequality with absolute values (solveset leaves these
        # unsolved); True and False are every number and none.
        r = reduce_abs_inequality(e.lhs - e.rhs, e.rel_op, x)
        theirs = S.Reals if r is S.true else S.EmptySet if r is S.false else r.as_set()
    else:
        theirs = solveset(e, x, S.Reals)
    if interval:
        ok = sympify(interval).symmetric_difference(theirs) == S.EmptySet
    elif values is None:
        ok = False
    else:
        ok = theirs.is_FiniteSet and len(theirs) == len(values) and all(
            abs(float(t) - v) < 1e-9 for t, v in zip(sorted(theirs, key=float), sorted(values)))
    out.append([ok, str(theirs)])
print(json.dumps(out))
`,
      problems.map(([, expr], i) => {
        const a = answers[i] as { set?: string; values?: number[] };
        return [expr, a.set ? intervalPy(a.set) : '', a.values ?? null];
      }),
      600_000,
    );
    const wrong = problems.flatMap(([text], i) =>
      judged[i]?.[0] ? [] : [`${text}: ${JSON.stringify(answers[i])} vs SymPy ${judged[i]?.[1]}`],
    );
    expect(wrong).toEqual([]);
  }, 900_000);
});
