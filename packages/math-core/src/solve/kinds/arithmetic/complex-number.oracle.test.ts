/**
 * A complex number's modulus, argument and conjugate against SymPy (the slow project: it starts
 * python3): Abs, arg and conjugate of the same number, for numbers typed as students type them and
 * generated ones with whole and surd parts. Exact answers must be SymPy's to 1e-12; an argument
 * given to six significant digits, to those.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { evaluateMath } from '../../../math/evaluateMath';
import { parseMath } from '../../../math/parseMath';
import { solve } from '../../solve';

const PYTHON = `
import json, sys
from sympy import sympify, Abs, arg, conjugate, I, re, im, N
out = []
for asked, z in json.loads(sys.stdin.read()):
    v = sympify(z, locals={'i': I})
    if asked == 'abs': out.append([float(N(Abs(v), 30))])
    elif asked == 'arg': out.append([float(N(arg(v), 30))])
    else:
        c = conjugate(v)
        out.append([float(N(re(c), 30)), float(N(im(c), 30))])
print(json.dumps(out))
`;

type Problem = [string, 'abs' | 'arg' | 'conj', string];

const TYPED: Problem[] = [
  ['|3+4i|', 'abs', '3+4*i'],
  ['modulus of 5-12i', 'abs', '5-12*i'],
  ['abs(1+i)', 'abs', '1+i'],
  ['argument of 1+i', 'arg', '1+i'],
  ['arg(-1+i*sqrt(3))', 'arg', '-1+i*sqrt(3)'],
  ['argument of 3+4i', 'arg', '3+4*i'],
  ['arg(-2i)', 'arg', '-2*i'],
  ['conjugate of 2-3i', 'conj', '2-3*i'],
  ['conj(-1+i)', 'conj', '-1+i'],
  ['the argument of -sqrt(3) - i', 'arg', '-sqrt(3)-i'],
];

const part = fc.integer({ min: -9, max: 9 });
const generated = fc
  .tuple(
    fc.constantFrom('abs', 'arg', 'conj') as fc.Arbitrary<Problem[1]>,
    part,
    part,
    fc.boolean(),
  )
  .filter(([, a, b]) => a !== 0 || b !== 0)
  .map(([asked, a, b, surd]): Problem => {
    const re = surd && a !== 0 ? `${a}*sqrt(3)` : `${a}`;
    const z = `${re}${b < 0 ? '-' : '+'}${Math.abs(b)}*i`;
    const word = { abs: 'modulus of', arg: 'argument of', conj: 'conjugate of' }[asked];
    return [`${word} ${z.replace(/\*/g, '')}`, asked, z];
  });

const ours = (text: string, asked: Problem[1]): number[] | string => {
  const r = solve(text);
  if (!r.ok) return `refused: ${r.error.message}`;
  const answer = r.value.answer.replace(/^≈ /, '');
  const read = parseMath(answer);
  if (!read.ok) return `unreadable: ${answer}`;
  if (asked !== 'conj') return [evaluateMath(read.value)];
  // a + bi read at i = 0 and i = 1.
  const a = evaluateMath(read.value, { i: 0 });
  return [a, evaluateMath(read.value, { i: 1 }) - a];
};

describe('a complex number’s modulus, argument and conjugate against SymPy', () => {
  it('gives SymPy’s values for typed and 120 generated numbers', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 120, seed: 20261128 })];
    const want = runPython<number[][]>(
      PYTHON,
      problems.map(([, asked, z]) => [asked, z]),
    );
    const wrong = problems.flatMap(([text, asked], i) => {
      const got = ours(text, asked);
      const expected = want[i] as number[];
      const rounded = asked === 'arg';
      const same =
        typeof got !== 'string' &&
        got.length === expected.length &&
        got.every(
          (v, j) =>
            Math.abs(v - (expected[j] as number)) <=
            (rounded ? 5e-6 : 1e-12) * Math.max(1, Math.abs(v)),
        );
      return same ? [] : [`${text}: ${JSON.stringify(got)} vs SymPy ${JSON.stringify(expected)}`];
    });
    expect(wrong).toEqual([]);
  });
});
