/**
 * The exact evaluator compiled once (compileMath with `{ exact: true }`) against SymPy (the slow
 * project: it starts python3). Each tree is compiled once and called at several exact points;
 * where it gives a value, SymPy's value of the same expression there is the same number (their
 * difference simplifies to 0), and where the value is undefined in the reals (0/0, the square
 * root or the logarithm of a negative number), the compiled tree gives none and SymPy's value is
 * not a finite real number. The random comparisons with the interpreter it replaced are in
 * test/math-compile-exact.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../src/_lib/testing';
import { evalExact } from '../../src/math/evaluateExact';
import { compileMath } from '../../src/math/evaluateMath';
import type { Exact } from '../../src/math/exact';
import { parseMath } from '../../src/math/parseMath';
import { runPython } from '../python';

/** A tree as this library reads it and as SymPy does, the exact points where it has a value, and those where it has none. */
interface Case {
  ours: string;
  sympy: string;
  defined: [string, string][];
  undefined?: [string, string][];
}

const CASES: Case[] = [
  {
    ours: '(x^2 - 1)/(x - 1)',
    sympy: '(x**2 - 1)/(x - 1)',
    defined: [
      ['0', '0'],
      ['1/2', 'Rational(1, 2)'],
      ['√3', 'sqrt(3)'],
      ['-√2', '-sqrt(2)'],
    ],
    undefined: [['1', '1']],
  },
  {
    ours: 'log_{2}(x) + log_{4}(x)',
    sympy: 'log(x, 2) + log(x, 4)',
    defined: [
      ['8', '8'],
      ['1/16', 'Rational(1, 16)'],
      ['1', '1'],
    ],
    undefined: [['-8', '-8']],
  },
  {
    ours: 'sqrt(12x) + sqrt(27)',
    sympy: 'sqrt(12*x) + sqrt(27)',
    defined: [
      ['3', '3'],
      ['1/3', 'Rational(1, 3)'],
      ['2', '2'],
      ['0', '0'],
    ],
    undefined: [['-1', '-1']],
  },
  {
    ours: 'e^(2ln(x)) - e^(-ln(x))',
    sympy: 'exp(2*log(x)) - exp(-log(x))',
    defined: [
      ['3', '3'],
      ['1/2', 'Rational(1, 2)'],
      ['√2', 'sqrt(2)'],
    ],
  },
  {
    ours: 'abs(x - π) + x!',
    sympy: 'Abs(x - pi) + factorial(x)',
    defined: [
      ['3', '3'],
      ['5', '5'],
      ['0', '0'],
    ],
  },
  {
    ours: 'binomial(x, 2) * 2^(-x)',
    sympy: 'binomial(x, 2) * 2**(-x)',
    defined: [
      ['4', '4'],
      ['10', '10'],
    ],
  },
  {
    ours: '(x + √2)^3 - x^3',
    sympy: '(x + sqrt(2))**3 - x**3',
    defined: [
      ['1', '1'],
      ['-√2', '-sqrt(2)'],
      ['1/2', 'Rational(1, 2)'],
    ],
  },
  {
    ours: '∛(x) * x + x/(1 + √2)',
    sympy: 'real_root(x, 3)*x + x/(1 + sqrt(2))',
    defined: [
      ['-8', '-8'],
      ['27/8', 'Rational(27, 8)'],
      ['2', '2'],
    ],
  },
  {
    ours: '25% × x + ln(e^x)',
    sympy: 'Rational(25, 100)*x + log(exp(x))',
    defined: [
      ['80', '80'],
      ['3/2', 'Rational(3, 2)'],
    ],
  },
];

/** An exact value as SymPy reads it: a sum of c × r^(1/n) × π^k. */
const sympyOf = (value: Exact): string =>
  value.length === 0
    ? '0'
    : value
        .map(
          (t) =>
            `Rational(${t.c.p}, ${t.c.q})*Integer(${t.radicand})**Rational(1, ${t.index})*pi**(${t.pi})`,
        )
        .join(' + ');

const SCRIPT = `
import json, sys
from sympy import Symbol, sympify, simplify, nsimplify
x = Symbol('x')
out = []
for job in json.loads(sys.stdin.read()):
    v = sympify(job['f'], locals={'x': x}).subs(x, sympify(job['at']))
    if job['ours'] is None:
        out.append('undefined' if v.is_real is not True or v.is_finite is not True else 'defined: ' + str(v))
    else:
        out.append('same' if simplify(v - sympify(job['ours'])) == 0 else 'differs: ' + str(v))
print(json.dumps(out))
`;

describe('compileMath, exact, against SymPy', () => {
  it('gives SymPy’s value at every point it gives one, and none where the value is undefined', () => {
    const jobs: { f: string; at: string; ours: string | null }[] = [];
    const expected: string[] = [];
    for (const c of CASES) {
      // Compiled once, called at every point.
      const f = compileMath(unwrap(parseMath(c.ours)), { exact: true, variable: 'x' });
      for (const [ours, theirs] of c.defined) {
        const value = f(evalExact(unwrap(parseMath(ours))));
        expect(value, `${c.ours} at x = ${ours}`).toBeDefined();
        jobs.push({ f: c.sympy, at: theirs, ours: sympyOf(value as Exact) });
        expected.push('same');
      }
      for (const [ours, theirs] of c.undefined ?? []) {
        expect(f(evalExact(unwrap(parseMath(ours)))), `${c.ours} at x = ${ours}`).toBeUndefined();
        jobs.push({ f: c.sympy, at: theirs, ours: null });
        expected.push('undefined');
      }
    }
    const answers = runPython<string[]>(SCRIPT, jobs, 240_000);
    expect(answers.map((a, i) => `${jobs[i]?.f} at ${jobs[i]?.at}: ${a}`)).toEqual(
      expected.map((e, i) => `${jobs[i]?.f} at ${jobs[i]?.at}: ${e}`),
    );
  });
});
