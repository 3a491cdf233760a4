/**
 * Answers carry their maths as trees: every solution's text is its tree written out, its exact
 * value's tree evaluates to its value, the problem's tree is what `problem` says, and an
 * inequality's set as data is what its interval notation says, end by end.
 */
import { describe, expect, it } from 'vitest';
import { evaluateMath } from '../src/math/evaluateMath';
import type { SetInterval, Solution } from '../src/math/show';
import { toText } from '../src/math/toText';
import { type SolveResult, solve } from '../src/solve/solve';
import { generateCorpus } from './solve-corpus';

/** One problem of each shape of answer the solver builds, beside the generated corpus. */
const NAMED = [
  '√72',
  'x^2-5x+6=0',
  'x^2-3x+1=0',
  'x^2+2x+5=0',
  'x^3-2=0',
  '2x+y=5, x-y=1',
  'x+y+z=6, 2x-y+z=3, x+2y-z=2',
  '2sin(x) = 1',
  'sin(x) = 0.3',
  'cos(135°)',
  'sin(1°)',
  'log_3(5)',
  'log_2(5) + 1',
  'log_2(8)',
  '2^(x+1)=16',
  'log(x)+log(x-3)=1',
  'sqrt(-4)',
  'i^2',
  '(1+i)(2-i)',
  'x^4 = 16',
  '15% of 80',
  '12 is what percent of 80',
  'increase 80 by 15%',
  '∫ 3x^2 + 2x dx',
  '∫_0^1 x^2 dx',
  'd/dx x^2 sin(x)',
  'factor 6x^2+11x-10',
  'simplify (x^2-1)/(x-1)',
  '(2x+1)(x-3)',
  '|2x-1|=5',
  'sqrt(x+3) = x+1',
  'x/(x+1) + 2/(x-1) = 1',
  '(x^3-1)/(x-1)',
  '3/4 + 5/6',
];
const INEQUALITIES = [
  'x^2 < 4',
  'x >= 3',
  'x^2-2 >= 0',
  'x^2 <= 0',
  'x^2 + 1 < 0',
  'x^2 + 1 > 0',
  '-3 < 2x + 1 <= 7',
  '|x - 1| > 2',
];

const answered = (text: string): SolveResult | undefined => {
  const r = solve(text);
  return r.ok ? r.value : undefined;
};

const checkSolution = (text: string, s: Solution) => {
  expect(toText(s.tree), text).toBe(s.text);
  if (s.exact === undefined || s.value === undefined) return;
  // An angle's exact value is in degrees, its value the number of degrees.
  const at = s.exact.type === 'postfix' && s.exact.op === '°' ? s.exact.arg : s.exact;
  const v = evaluateMath(at);
  expect(Math.abs(v - s.value), `${text}: ${s.text}`).toBeLessThanOrEqual(
    1e-9 * Math.max(1, Math.abs(s.value)),
  );
};

/** Interval notation written from the set's data. */
const notation = (set: readonly SetInterval[]): string =>
  set.length === 0
    ? '∅'
    : set
        .map(({ from, to }) =>
          from && to && toText(from.tree) === toText(to.tree)
            ? `{${toText(from.tree)}}`
            : `${from?.closed ? '[' : '('}${from ? toText(from.tree) : '−∞'}, ${to ? toText(to.tree) : '∞'}${to?.closed ? ']' : ')'}`,
        )
        .join(' ∪ ');

describe('answers as trees', () => {
  it('every solution is its tree written out, its exact value worth its value', () => {
    const texts = [...NAMED, ...generateCorpus().map((p) => p.text)];
    let seen = 0;
    for (const text of texts) {
      const r = answered(text);
      if (!r) continue;
      expect(toText(r.tree), text).toBe(r.problem);
      for (const s of [...r.solutions, ...(r.complexSolutions ?? [])]) {
        checkSolution(text, s);
        seen++;
      }
    }
    // Each named problem is answered, and the corpus adds hundreds of solutions.
    expect(NAMED.every((t) => answered(t) !== undefined)).toBe(true);
    expect(seen).toBeGreaterThan(500);
  });

  it('a system names each unknown on the left of its value', () => {
    const r = answered('2x+y=5, x-y=1');
    expect(
      r?.solutions.map((s) =>
        s.tree.type === 'relation' && s.tree.operands[0]?.type === 'variable'
          ? [s.tree.operands[0].name, s.exact && toText(s.exact)]
          : undefined,
      ),
    ).toEqual([
      ['x', '2'],
      ['y', '1'],
    ]);
  });

  it("an inequality's set as data is its interval notation, each end worth its value", () => {
    for (const text of INEQUALITIES) {
      const r = answered(text);
      if (!r?.set) throw new Error(`${text}: no set`);
      expect(notation(r.set), text).toBe(r.interval);
      for (const end of r.set.flatMap((i) => [i.from, i.to]))
        if (end) expect(evaluateMath(end.tree), text).toBe(end.value);
    }
    expect(answered('x^2 + 1 > 0')?.set).toEqual([{ from: null, to: null }]);
    expect(answered('x^2 + 1 < 0')?.set).toEqual([]);
  });
});
