import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { evaluateMath, parseMath, toText } from '../../../index';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import {
  assemble,
  between,
  checkSet,
  combine,
  intervalNotation,
  ray,
} from '../../methods/interval';
import { type SolveResult, solve } from '../../solve';

const result = (text: string): SolveResult => {
  const r = solve(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  expect(stepProblems(r.value.steps, undefined), text).toEqual([]);
  return r.value;
};
const refusal = (text: string): string => {
  const r = solve(text);
  if (r.ok) throw new Error(`${text} was answered: ${r.value.answer}`);
  return r.error.message;
};

/**
 * Whether x satisfies the typed problem, by floating point (the solver's own check is exact):
 * the independent judge of the property tests.
 */
const satisfies = (problem: string, x: number): boolean => {
  const tree = parseMath(problem);
  if (!tree.ok) throw new Error(problem);
  return evaluateMath(tree.value, { x }) === 1;
};

/**
 * The answer's inequalities as a membership test: "x ≤ −2 or x ≥ 2" read back piece by piece
 * through the parser and evaluated.
 */
const inAnswer = (answer: string, x: number): boolean => {
  if (answer === 'All real numbers') return true;
  if (answer === 'No solution') return false;
  return answer.split(' or ').some((piece) => satisfies(piece, x));
};

describe('solve: inequalities', () => {
  it('answers every example of the issue exactly, in both notations', () => {
    const cases: [string, string, string, string, string][] = [
      ['3x-7<5', 'inequality', 'linear inequality', 'x < 4', '(−∞, 4)'],
      ['-2x+1 ≥ 7', 'inequality', 'linear inequality', 'x ≤ −3', '(−∞, −3]'],
      ['x^2-5x+6<0', 'inequality', 'sign analysis', '2 < x < 3', '(2, 3)'],
      ['x^2 ≥ 4', 'inequality', 'sign analysis', 'x ≤ −2 or x ≥ 2', '(−∞, −2] ∪ [2, ∞)'],
      ['x^2+1>0', 'inequality', 'sign analysis', 'All real numbers', '(−∞, ∞)'],
      ['x^2+1<0', 'inequality', 'sign analysis', 'No solution', '∅'],
      ['-3 < 2x+1 ≤ 7', 'inequality', 'compound inequality', '−2 < x ≤ 3', '(−2, 3]'],
      ['|x-3| < 2', 'absolute-value', 'two cases as a compound inequality', '1 < x < 5', '(1, 5)'],
      ['|x| ≥ 4', 'absolute-value', 'two cases', 'x ≤ −4 or x ≥ 4', '(−∞, −4] ∪ [4, ∞)'],
    ];
    for (const [text, kind, method, answer, interval] of cases) {
      const r = result(text);
      expect([r.kind, r.method, r.answer, r.interval], text).toEqual([
        kind,
        method,
        answer,
        interval,
      ]);
      expect(r.solutions, text).toEqual([]);
      expect(r.intervalMathml, text).toMatch(/^<math [^>]*><mrow>.*<\/mrow><\/math>$/);
    }
  });

  it('says the flip when it divides by a negative number', () => {
    const r = result('-2x+1 ≥ 7');
    expect(r.steps.map((s) => [s.note, s.text])).toEqual([
      ['Subtract 1 from both sides', '−2x ≥ 6'],
      [
        'Divide both sides by −2; dividing by a negative number flips the inequality: ≥ becomes ≤',
        'x ≤ −3',
      ],
    ]);
    expect(result('-4 < -2x ≤ 6').steps.map((s) => s.text)).toEqual(['2 > x ≥ −3', '−3 ≤ x < 2']);
  });

  it('shows the roots and the sign on each interval of a quadratic', () => {
    const r = result('x^2-5x+6<0');
    const sign = r.steps.find((s) => s.note.startsWith('Sign of'));
    expect(sign?.note).toBe(
      'Sign of x² − 5x + 6 on each interval, from a test point in each: positive for x < 2 (x = 1); negative for 2 < x < 3 (x = 5/2); positive for x > 3 (x = 4)',
    );
    expect(sign?.text).toBe(
      '1² − 5 × 1 + 6 = 2 > 0, (5/2)² − 5 × 5/2 + 6 = −1/4 < 0, 4² − 5 × 4 + 6 = 2 > 0',
    );
    // Each test of the sign is true on its own (a list step is otherwise read as "or").
    const tree = parseMath(sign?.text ?? '');
    if (!tree.ok || tree.value.type !== 'list') throw new Error('not a list');
    for (const item of tree.value.items) expect(evaluateMath(item)).toBe(1);
    expect(r.steps.some((s) => s.text === 'x = 2, x = 3')).toBe(true);
    expect(r.steps.at(-1)?.text).toBe('2 < x < 3');
  });

  it('answers quadratics with surd roots, double roots and a negative x² term', () => {
    const cases: [string, string, string][] = [
      ['x^2-3x+1<=0', '(3 − √5)/2 ≤ x ≤ (3 + √5)/2', '[(3 − √5)/2, (3 + √5)/2]'],
      ['x^2-2x+1>0', 'x < 1 or x > 1', '(−∞, 1) ∪ (1, ∞)'],
      ['x^2-2x+1<=0', 'x = 1', '{1}'],
      ['x^2-2x+1<0', 'No solution', '∅'],
      ['x^2 ≥ 0', 'All real numbers', '(−∞, ∞)'],
      ['-x^2+4 > 0', '−2 < x < 2', '(−2, 2)'],
      ['(x-1)(x+2) >= 0', 'x ≤ −2 or x ≥ 1', '(−∞, −2] ∪ [1, ∞)'],
      ['x^2/2 < 2', '−2 < x < 2', '(−2, 2)'],
      ['x(x-4) > 0', 'x < 0 or x > 4', '(−∞, 0) ∪ (4, ∞)'],
      ['(x+1)^2 <= (x-1)^2', 'x ≤ 0', '(−∞, 0]'],
      ['x^2 + x < x^2 + 3', 'x < 3', '(−∞, 3)'],
    ];
    for (const [text, answer, interval] of cases) {
      const r = result(text);
      expect([r.answer, r.interval], text).toEqual([answer, interval]);
    }
    // x² on both sides cancels in a step of its own, never left standing in a linear step.
    expect(result('(x+1)^2 <= (x-1)^2').steps.map((s) => s.text)).toEqual([
      'x² + 2x + 1 ≤ x² − 2x + 1',
      '2x + 1 ≤ −2x + 1',
      '4x + 1 ≤ 1',
      '4x ≤ 0',
      'x ≤ 0',
    ]);
  });

  it('answers compound inequalities and chains either way round', () => {
    const cases: [string, string, string][] = [
      ['7 ≥ 2x+1 > -3', '−2 < x ≤ 3', '(−2, 3]'],
      ['-1 <= (x-2)/3 < 2', '−1 ≤ x < 8', '[−1, 8)'],
      ['5 < 2x+1 < 3', 'No solution', '∅'],
      ['3 ≤ x+1 ≤ 3', 'x = 2', '{2}'],
      ['x < 2x+1 < 5', '−1 < x < 2', '(−1, 2)'],
      ['x^2 < 4 < x+10', '−2 < x < 2', '(−2, 2)'],
      ['x < 1 < x', 'No solution', '∅'],
    ];
    for (const [text, answer, interval] of cases) {
      const r = result(text);
      expect([r.answer, r.interval], text).toEqual([answer, interval]);
    }
  });

  it('reads <=, >=, =<, =>, ≤ and ≥', () => {
    for (const [text, answer] of [
      ['2x <= 6', 'x ≤ 3'],
      ['2x =< 6', 'x ≤ 3'],
      ['2x ≤ 6', 'x ≤ 3'],
      ['2x >= 6', 'x ≥ 3'],
      ['2x => 6', 'x ≥ 3'],
      ['2x ≥ 6', 'x ≥ 3'],
      ['x/2 + 1/3 < 5/6', 'x < 1'],
      ['2x+1 < 2x', 'No solution'],
      ['2x+1 > 2x', 'All real numbers'],
    ] as const)
      expect(result(text).answer, text).toBe(answer);
  });

  it('refuses what it does not solve, with the reason', () => {
    expect(refusal('x^3 > 1')).toMatch(/^Inequalities of degree 3 or more are not supported/);
    expect(refusal('x < y')).toMatch(/^Inequalities in more than one unknown/);
    expect(refusal('1 < x > 0')).toMatch(/^A chain of two inequalities must point the same way/);
    expect(refusal('x ≠ 3')).toMatch(/^≠, ≈ and chains with = are not supported/);
    expect(refusal('1 < x < 2 < 3')).toMatch(/^Chains of more than two inequalities/);
  });

  it('answers rational inequalities by a sign chart, never holding a point it is undefined at', () => {
    const r = result('(x-1)/(x+2) >= 0');
    expect(r).toMatchObject({ method: 'sign chart', answer: 'x < −2 or x ≥ 1' });
    expect(r.steps.map((s) => s.note)).toEqual([
      'The fraction is 0 where its top is 0: x − 1 = 0',
      'It is undefined where a denominator is 0: these points are never in the answer',
      'Sign of the fraction from a test point in each interval: (−3 − 1)/(−3 + 2) > 0, (0 − 1)/(0 + 2) < 0, (2 − 1)/(2 + 2) > 0',
      'The fraction is positive or 0 on these intervals',
    ]);
    expect(stepProblems(r.steps, undefined)).toEqual([]);
    const cases: [string, string][] = [
      ['1/x > 2', '0 < x < 1/2'],
      ['1/x < 0', 'x < 0'],
      ['x/(x-3) <= 1', 'x < 3'],
      ['(x^2-4)/(x-1) > 0', '−2 < x < 1 or x > 2'],
      ['2/(x+1) >= 1/(x-1)', '−1 < x < 1 or x ≥ 3'],
      ['1/(x^2+1) > 0', 'All real numbers'],
      // A cancelled factor still leaves its point out.
      ['(x-1)/(x-1) > 0', 'x < 1 or x > 1'],
      ['(x-1)/(x-1) <= 0', 'No solution'],
    ];
    for (const [text, answer] of cases) expect(result(text).answer, text).toBe(answer);
  });

  it('keeps equations as they were', () => {
    expect(result('x^2-5x+6=0').answer).toBe('x = 2 or x = 3');
    expect(result('x^2-5x+6=0').interval).toBeUndefined();
  });
});

describe('solve: absolute values', () => {
  it('answers |A| = c with its two cases, or the reason there is none', () => {
    const r = result('|2x-1|=5');
    expect([r.kind, r.method, r.answer]).toEqual([
      'absolute-value',
      'two cases',
      'x = −2 or x = 3',
    ]);
    expect(r.solutions).toMatchObject([
      { text: 'x = −2', value: -2 },
      { text: 'x = 3', value: 3 },
    ]);
    expect(r.steps.map((s) => s.note)).toEqual([
      'Two cases: what is inside the absolute value is 5 or −5',
      'Case 1: 2x − 1 = 5',
      'Add 1 to both sides',
      'Divide both sides by 2',
      'Case 2: 2x − 1 = −5',
      'Add 1 to both sides',
      'Divide both sides by 2',
    ]);
    const none = result('|x+2| = -1');
    expect([none.answer, none.solutions]).toEqual(['No solution', []]);
    expect(none.steps.map((s) => [s.note, s.text])).toEqual([
      ['An absolute value is never negative, so |x + 2| = −1 has no solution', '|x + 2| ≥ 0'],
    ]);
  });

  it('isolates the absolute value first and reads |…| and abs(…) alike', () => {
    const cases: [string, string][] = [
      ['abs(2x-1)=5', 'x = −2 or x = 3'],
      ['3|x+2|-1<8', '−5 < x < 1'],
      ['5 - |x| <= 2', 'x ≤ −3 or x ≥ 3'],
      ['7 > |x-1| + 2', '−4 < x < 6'],
      ['|2x - 1| = 0', 'x = 1/2'],
      ['|x| > 0', 'x < 0 or x > 0'],
      ['|x| <= 0', 'x = 0'],
      ['|x| < -1', 'No solution'],
      ['|x-5| >= -2', 'All real numbers'],
      ['|x^2-4| = 5', 'x = −3 or x = 3'],
      ['|x^2-4|<5', '−3 < x < 3'],
      ['|x^2-4|>=5', 'x ≤ −3 or x ≥ 3'],
      ['|x^2-2| = 1', 'x = −√3 or x = −1 or x = 1 or x = √3'],
      ['|x/2 + 1| ≤ 3', '−8 ≤ x ≤ 4'],
    ];
    for (const [text, answer] of cases) expect(result(text).answer, text).toBe(answer);
  });

  it('refuses shapes it does not solve', () => {
    for (const text of ['|x|+|x-1|<3', '2|x|(x+1) > 3'])
      expect(refusal(text), text).toMatch(/^Absolute values are supported as one \|…\|/);
  });
});

describe('solve: the README examples of inequalities and absolute values', () => {
  it('solves each example of the README table as its kind, with true steps', () => {
    const table: Record<string, string[]> = {
      inequality: ['3x-7<5', '-2x+1 ≥ 7', 'x^2-5x+6<0', 'x^2 >= 4', 'x^2+1>0', '-3 < 2x+1 ≤ 7'],
      'absolute-value': ['|2x-1|=5', 'abs(x+2) = -1', '|x-3| < 2', '|x| ≥ 4', '3|x+2|-1<8'],
    };
    for (const [kind, problems] of Object.entries(table))
      for (const problem of problems) expect(result(problem).kind, problem).toBe(kind);
    expect(result('x^2 >= 4').interval).toBe('(−∞, −2] ∪ [2, ∞)');
    expect(result('-2x+1 ≥ 7').steps.at(-1)?.note).toBe(
      'Divide both sides by −2; dividing by a negative number flips the inequality: ≥ becomes ≤',
    );
  });
});

describe('parseMath: absolute values and the other spellings of ≤ and ≥', () => {
  it('reads |…| as abs(…), nested and next to a factor, and =< and => as ≤ and ≥', () => {
    const read = (text: string): string => {
      const tree = parseMath(text);
      if (!tree.ok) throw new Error(`${text}: ${tree.error.message}`);
      return toText(tree.value);
    };
    expect(read('|2x-1|=5')).toBe('|2x − 1| = 5');
    expect(read('||x|-1|<2')).toBe('abs(|x| − 1) < 2');
    expect(read('2|x-3|+1>=5')).toBe('2|x − 3| + 1 ≥ 5');
    expect(read('|x||y|')).toBe('|x||y|');
    expect(read('|(2|x|+1)|')).toBe('abs(2|x| + 1)');
    expect(read('x=<3')).toBe('x ≤ 3');
    expect(read('x=>3')).toBe('x ≥ 3');
    const open = parseMath('|x');
    expect(open.ok ? '' : open.error.message).toBe(
      'A closing "|" is missing at the end, after "x"',
    );
  });
});

describe('solve: inequality answers hold (property)', () => {
  it('points inside the answer satisfy a random linear inequality and points outside do not', () => {
    const sign = fc.constantFrom('<', '>', '<=', '>=');
    const coefficient = fc.integer({ min: -9, max: 9 });
    fc.assert(
      fc.property(
        coefficient,
        coefficient,
        sign,
        coefficient,
        coefficient,
        fc.array(fc.integer({ min: -640, max: 640 }), { minLength: 12, maxLength: 12 }),
        (a, b, s, c, d, samples) => {
          const problem = `${a}x + ${b} ${s} ${c}x + ${d}`.replace(/\+ -/g, '- ');
          const r = solve(problem);
          if (!r.ok) throw new Error(`${problem}: ${r.error.message}`);
          // Multiples of 1/64, exact in floating point: each is the boundary or clearly apart from it.
          const points = samples.map((k) => k / 64);
          // The boundary (when it is such a number) and points just beside it, where a wrong ≤
          // or < would show.
          if (a !== c) {
            const bound = (d - b) / (a - c);
            points.push(bound - 1 / 64, bound + 1 / 64);
            if (Number.isInteger(bound * 64)) points.push(bound);
          }
          for (const x of points)
            expect(inAnswer(r.value.answer, x), `${problem} at ${x}: ${r.value.answer}`).toBe(
              satisfies(problem, x),
            );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('does the same for random quadratic inequalities', () => {
    const sign = fc.constantFrom('<', '>', '<=', '>=');
    const small = fc.integer({ min: -6, max: 6 });
    fc.assert(
      fc.property(
        small.filter((a) => a !== 0),
        small,
        small,
        sign,
        small,
        fc.array(fc.integer({ min: -640, max: 640 }), { minLength: 12, maxLength: 12 }),
        (a, b, c, s, d, samples) => {
          const problem = `${a}x^2 + ${b}x + ${c} ${s} ${d}`.replace(/\+ -/g, '- ');
          const r = solve(problem);
          if (!r.ok) throw new Error(`${problem}: ${r.error.message}`);
          for (const x of samples.map((k) => k / 64))
            expect(inAnswer(r.value.answer, x), `${problem} at ${x}: ${r.value.answer}`).toBe(
              satisfies(problem, x),
            );
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('checking an answer before it is given', () => {
  it('refuses a set that does not answer the problem', () => {
    const tree = parseMath('x^2 < 4');
    if (!tree.ok || tree.value.type !== 'relation') throw new Error('x^2 < 4');
    const relation = tree.value;
    const [minus2, two, three] = [R.int(-2), R.int(2), R.int(3)].map(E.fromQ) as [
      E.Exact,
      E.Exact,
      E.Exact,
    ];
    // The boundaries are the roots the solver found: the checker tests each region between them.
    const roots = [minus2, two];
    expect(() => checkSet(relation, 'x', between(minus2, false, two, false), roots)).not.toThrow();
    for (const wrong of [
      between(minus2, false, three, false),
      between(minus2, true, two, false),
      ray('<', two),
      [],
    ])
      expect(() => checkSet(relation, 'x', wrong, roots)).toThrow(/could not check this answer/);
    // Without the boundaries a piece too long can pass one test point inside it, but not its ends.
    expect(() => checkSet(relation, 'x', between(minus2, false, three, true))).toThrow();
  });

  it('joins and intersects sets exactly', () => {
    const [one, two, three] = [1, 2, 3].map((k) => E.fromQ(R.int(k))) as [
      E.Exact,
      E.Exact,
      E.Exact,
    ];
    const x = (set: ReturnType<typeof ray>) => intervalNotation(set).text;
    expect(x(combine(ray('<', one), ray('≥', three), false))).toBe('(−∞, 1) ∪ [3, ∞)');
    expect(x(combine(ray('≤', two), ray('≥', two), false))).toBe('(−∞, ∞)');
    expect(x(combine(ray('≤', two), ray('≥', two), true))).toBe('{2}');
    expect(x(combine(ray('<', two), ray('>', two), true))).toBe('∅');
    expect(x(combine(ray('<', three), ray('>', one), true))).toBe('(1, 3)');
    expect(x(assemble([one, two], [true, true, false], [false, true]))).toBe('(−∞, 1) ∪ (1, 2]');
  });
});
