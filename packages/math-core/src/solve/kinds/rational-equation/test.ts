import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restrictionValues, scopes, solutionValue, tree } from '../../../../test/rational-answers';
import { runs } from '../../../../test/runs';
import { stepProblems } from '../../../../test/solve-steps';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import { evaluateMath } from '../../../math/evaluateMath';
import type { MathNode } from '../../../math/tree';
import { type SolveResult, solve } from '../../solve';

const answered = (text: string): SolveResult => {
  const result = solve(text);
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.value;
};

describe('solve: rational equations', () => {
  it('answers named equations exactly, with the LCD step', () => {
    const cases: [string, string, string][] = [
      ['1/(x-2)=3', 'x = 7/3', 'Multiply both sides by the LCD x − 2'],
      ['x/(x+1) + 2/(x-1) = 1', 'x = −3', 'Multiply both sides by the LCD (x + 1)(x − 1)'],
      ['1/x = 2', 'x = 1/2', 'Multiply both sides by the LCD x'],
      ['1/(x^2+1) = 1/2', 'x = −1 or x = 1', 'Multiply both sides by the LCD x² + 1'],
      [
        '2/(x^2-4) - 1/(x-2) = 1',
        'x = (−1 − √17)/2 or x = (√17 − 1)/2',
        'Multiply both sides by the LCD (x − 2)(x + 2)',
      ],
      ['1/x^2 = 4', 'x = −1/2 or x = 1/2', 'Multiply both sides by the LCD x²'],
      ['x^-1 + 2 = 3', 'x = 1', 'Multiply both sides by the LCD x'],
      ['3/(x+1) = 2/(x-4)', 'x = 14', 'Multiply both sides by the LCD (x + 1)(x − 4)'],
      ['(x+3)/(x-1) = (x+1)/(x-2)', 'x = 5', 'Multiply both sides by the LCD (x − 1)(x − 2)'],
    ];
    for (const [text, answer, lcd] of cases) {
      const result = answered(text);
      expect([result.kind, result.answer], text).toEqual(['rational-equation', answer]);
      expect(
        result.steps.some((s) => s.note.endsWith(lcd)),
        `${text}: ${result.steps.map((s) => s.note).join(' | ')}`,
      ).toBe(true);
      expect(stepProblems(result.steps, scopes(result)), text).toEqual([]);
    }
  });

  it('states the excluded values first, and rejects a candidate that is one in its own step', () => {
    const none = answered('x/(x-2) = 2/(x-2)');
    expect(none.answer).toBe('No solution');
    expect(none.solutions).toEqual([]);
    expect(none.steps[0]?.text).toBe('x ≠ 2');
    expect(none.steps.map((s) => s.note)).toContain(
      'x = 2 makes a denominator zero, so it is not a solution',
    );
    expect(none.steps.at(-1)?.text).toBe('2 − 2 = 0');

    // x² = 1 gives ±1; x = 1 is excluded, x = −1 is kept.
    const one = answered('x^2/(x-1) = 1/(x-1)');
    expect(one.answer).toBe('x = −1');
    expect(one.steps.map((s) => s.note)).toEqual(
      expect.arrayContaining([
        'x = 1 makes a denominator zero, so it is not a solution',
        'x = −1 checks: no denominator is 0, and both sides equal −1/2',
      ]),
    );
    expect(stepProblems(one.steps, scopes(one))).toEqual([]);

    const both = answered('x/(x+1) + 2/(x-1) = 1');
    expect(both.steps[0]?.note).toBe(
      'A denominator cannot be 0: x + 1 ≠ 0, x − 1 ≠ 0. So x ≠ −1, x ≠ 1',
    );
    expect(answered('1/(x-2) = 0').answer).toBe('No solution');
    expect(answered('1/(x^2+1) = 2').answer).toBe('No real solutions');
    expect(answered('x/x = 1').answer).toBe('Every number is a solution except x = 0');
  });

  it('refuses a fraction inside a denominator in words a student reads', () => {
    const result = solve('1/(1 + 1/x) = 2');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/^A fraction inside a denominator/);
  });
});

describe('solve: rational expressions', () => {
  it('simplifies, adds, subtracts, multiplies and divides with restrictions', () => {
    const cases: [string, string][] = [
      ['simplify (x^2-1)/(x-1)', 'x + 1, x ≠ 1'],
      ['(x^2-9)/(x^2+5x+6)', '(x − 3)/(x + 2), x ≠ −3, x ≠ −2'],
      ['1/x + 1/(x+1)', '(2x + 1)/(x(x + 1)), x ≠ −1, x ≠ 0'],
      ['1/(2x) + 1/x', '3/(2x), x ≠ 0'],
      ['x/(x-1) - 1/(x-1)', '1, x ≠ 1'],
      ['(x+1)/(x-1) * (x^2-1)/(x+2)', '(x + 1)²/(x + 2), x ≠ −2, x ≠ 1'],
      ['(x/(x+1)) ÷ ((x-2)/(x+1))', 'x/(x − 2), x ≠ −1, x ≠ 2'],
      ['simplify (x^3-1)/(x-1)', 'x² + x + 1, x ≠ 1'],
      ['(x^3-1)/(x^2-1)', '(x² + x + 1)/(x + 1), x ≠ −1, x ≠ 1'],
      ['1/(x-2)', '1/(x − 2), x ≠ 2'],
      ['(2x+4)/(4x+8)', '1/2, x ≠ −2'],
      ['simplify (2x^2-8)/(6x-12)', '(x + 2)/3, x ≠ 2'],
      ['1/x - 1/x', '0, x ≠ 0'],
      ['x + 1/x', '(x² + 1)/x, x ≠ 0'],
      ['1/(1 + 1/x)', 'x/(x + 1), x ≠ −1, x ≠ 0'],
    ];
    for (const [text, answer] of cases) {
      const result = answered(text);
      expect([result.kind, result.answer], text).toEqual(['rational-expression', answer]);
      expect(stepProblems(result.steps, undefined), text).toEqual([]);
    }
    const cancelled = answered('simplify (x^2-1)/(x-1)').steps.map((s) => s.text);
    expect(cancelled).toEqual([
      'x ≠ 1',
      '(x² − 1)/(x − 1) = ((x − 1)(x + 1))/(x − 1)',
      '((x − 1)(x + 1))/(x − 1) = x + 1',
      '(x² − 1)/(x − 1) = x + 1',
    ]);
    expect(answered('simplify (2x^2-8)/(6x-12)').steps.map((s) => s.note)).toContain(
      'Cancel the common factor 2(x − 2) from the numerator and the denominator',
    );
    const sum = answered('1/x + 1/(x+1)').steps.map((s) => s.note);
    expect(sum).toContain('Write each fraction over the least common denominator x(x + 1)');
  });

  it('leaves a division that long division answers to polynomial division', () => {
    for (const [text, answer] of [
      ['(x^3-1)/(x-1)', 'x² + x + 1'],
      ['(x^2-5x+6)/(x-2)', 'x − 3'],
      ['(x^3-2x^2+4)/(x-3)', 'x² + x + 3 + 13/(x − 3)'],
    ]) {
      const result = answered(text as string);
      expect([result.kind, result.answer], text).toEqual(['polynomial-division', answer]);
    }
  });
});

describe('solve: rational problems, checked at points from the problem as typed', () => {
  const lin = (a: number) => (a === 0 ? 'x' : a > 0 ? `x+${a}` : `x${a}`);
  const part = fc
    .record({
      top: fc.integer({ min: -5, max: 5 }),
      a: fc.integer({ min: -5, max: 5 }),
      k: fc.boolean(),
    })
    .map(({ top, a, k }) =>
      k ? `(${lin(top)})/(${lin(a)})` : `${top === 0 ? 1 : top}/(${lin(a)})`,
    );
  const ops = fc.constantFrom(' + ', ' - ', ' * ', ' ÷ ');
  const near = (u: number, v: number) => approxEqual(u, v, TOLERANCE.sample);

  it('gives expressions equal to the problem, undefined exactly where the problem is', () => {
    let shown = 0;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(ops, part), { minLength: 1, maxLength: 3 }),
        part,
        (rest, first) => {
          const text = rest.reduce((acc, [op, p]) => `(${acc})${op}${p}`, first);
          const result = solve(text);
          if (!result.ok) return;
          shown += 1;
          const [expression, ...restrictions] = result.value.answer.split(', ');
          const answer = tree(expression as string);
          const typed = tree(text);
          const excluded = restrictions.flatMap(restrictionValues).map((v) => evaluateMath(v));
          for (let x = -7.5; x <= 7.5; x += 0.5) {
            const [u, v] = [evaluateMath(typed, { x }), evaluateMath(answer, { x })];
            const isExcluded = excluded.some((e) => approxEqual(e, x, TOLERANCE.same));
            // Undefined in the problem exactly at the excluded values (sample points on the half-grid).
            expect(Number.isFinite(u), `${text} at ${x}: ${result.value.answer}`).toBe(!isExcluded);
            if (Number.isFinite(u)) expect(near(u, v), `${text} at ${x}`).toBe(true);
          }
        },
      ),
      { numRuns: runs(150) },
    );
    // Nearly every one is answered (a product of many fractions can pass degree 8): more than 14
    // in 15, in the unit tier's quarter of the cases (test/runs.ts) as in all of them.
    expect(shown).toBeGreaterThan((runs(150) * 14) / 15);
  });

  it('gives every whole-number solution of a generated equation and no wrong one', () => {
    let shown = 0;
    fc.assert(
      fc.property(part, part, fc.integer({ min: -6, max: 6 }), ops, (p, q, c, op) => {
        const text = `${p}${op}${q} = ${c}`;
        const result = solve(text);
        if (!result.ok) return;
        shown += 1;
        const [left, right] = (tree(text) as Extract<MathNode, { type: 'relation' }>).operands as [
          MathNode,
          MathNode,
        ];
        const values = result.value.solutions.map((s) => evaluateMath(solutionValue(s.text)));
        for (const x of values) {
          const [u, v] = [evaluateMath(left, { x }), evaluateMath(right, { x })];
          expect(Number.isFinite(u) && near(u, v), `${text}: x = ${x}`).toBe(true);
        }
        for (let x = -9; x <= 9; x++) {
          const [u, v] = [evaluateMath(left, { x }), evaluateMath(right, { x })];
          if (
            Number.isFinite(u) &&
            Number.isFinite(v) &&
            near(u, v) &&
            !result.value.answer.startsWith('Every')
          )
            expect(
              values.some((w) => approxEqual(w, x, TOLERANCE.check)),
              `${text}: misses x = ${x}`,
            ).toBe(true);
        }
      }),
      { numRuns: runs(200) },
    );
    // Refused: quotients read as cubics whose solutions are not rational or square roots; more
    // than four in five are answered.
    expect(shown).toBeGreaterThan((runs(200) * 4) / 5);
  });
});
