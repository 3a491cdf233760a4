/**
 * An absolute value on each side of an equation, |A| = |B|: the two cases A = B and A = −B with
 * their steps, solutions checked exactly, every number when one case always holds, and the
 * shapes still refused; and an absolute value equal to an expression in the unknown, split by the
 * sign of what is inside, whose answer may be a whole interval. SymPy's real solutions over
 * generated problems are in oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stepProblemsInCases } from '../../../../test/solve-steps';
import { refusal, refusedIn, sentence, solved } from '../../../../test/solved';
import { es } from '../../write/es';
import { fr } from '../../write/fr';

describe('two absolute values', () => {
  it('splits |A| = |B| into A = B or A = −B and solves each case', () => {
    const r = solved('|x-1| = |2x+4|');
    expect(r).toMatchObject({
      kind: 'absolute-value',
      method: 'two cases: equal or opposite',
      answer: 'x = −5 or x = −1',
    });
    expect(r.steps[0]).toMatchObject({
      note: 'Two absolute values are equal when what is inside them is equal or opposite: two cases',
      text: 'x − 1 = 2x + 4, x − 1 = −(2x + 4)',
    });
    expect(r.steps.map((s) => s.note)).toEqual(
      expect.arrayContaining(['Case 1: x − 1 = 2x + 4', 'Case 2: x − 1 = −(2x + 4)']),
    );
    expect(stepProblemsInCases(r.steps, [{ x: -5 }, { x: -1 }])).toEqual([]);
    expect(solved('abs(2x-1) = abs(x+4)').answer).toBe('x = −1 or x = 5');
    // A case with no solution says so; a root both cases give is given once.
    const dead = solved('|x| = |x-2|');
    expect(dead.answer).toBe('x = 1');
    expect(dead.steps[1]).toMatchObject({
      note: 'Case 1: x = x − 2 has no solution',
      text: 'x ≠ x − 2',
    });
    expect(stepProblemsInCases(dead.steps, [{ x: 1 }])).toEqual([]);
    expect(stepProblemsInCases(solved('|x - 2| = |x + 4|').steps, [{ x: -1 }])).toEqual([]);
    expect(solved('|x^2-4| = |x+2|').answer).toBe('x = −2 or x = 1 or x = 3');
  });

  it('gives every number when one case always holds', () => {
    expect(solved('|x-1| = |1-x|')).toMatchObject({
      answer: 'Every number is a solution',
      solutions: [],
      outcome: 'all',
    });
  });

  it('solves an inequality with an absolute value on each side by squaring both sides', () => {
    const r = solved('|x-1| < |x+2|');
    expect(r).toMatchObject({ kind: 'absolute-value', answer: 'x > −1/2', interval: '(−1/2, ∞)' });
    expect(r.steps.map((s) => [s.text, s.ruleId])).toEqual([
      ['(x − 1)² < (x + 2)²', 'squareOrder'],
      ['x² − 2x + 1 < x² + 4x + 4', 'expand'],
      ['−2x + 1 < 4x + 4', 'ineqSides'],
      ['−6x + 1 < 4', 'ineqSides'],
      ['−6x < 3', 'ineqSides'],
      ['x > −1/2', 'ineqScale'],
    ]);
    const wide = solved('|2x+1| >= |x-3|');
    expect(wide.answer).toBe('x ≤ −4 or x ≥ 2/3');
    expect(wide.steps.at(-1)?.ruleId).toBe('signTest');
    expect(solved('solve |x - 3| > |2x|').answer).toBe('−3 < x < 1');
    expect(solved('|x| <= |x - 4|').answer).toBe('x ≤ 2');
    expect(solved('|x-1| < |1-x|').answer).toBe('No solution');
    expect(solved('|x-1| >= |1-x|').answer).toBe('All real numbers');
  });

  it('still refuses other shapes with two absolute values, saying which it takes', () => {
    for (const text of ['|x-1| < 2|x|', '2|x| = |x+3|'])
      expect(refusal(text).message, text).toContain(
        'or an absolute value on each side and nothing else: |x − 1| = |2x + 4|, |x − 1| < |x + 2|',
      );
  });
});

describe('an absolute value equal to an expression in the unknown', () => {
  it('answers a whole interval as a set, with a case for each sign of what is inside', () => {
    for (const [typed, answer, interval, from, to] of [
      ['|x| = x', 'x ≥ 0', '[0, ∞)', 0, null],
      ['sqrt(x^2) = x', 'x ≥ 0', '[0, ∞)', 0, null],
      ['|x - 1| = x - 1', 'x ≥ 1', '[1, ∞)', 1, null],
      ['|x| = -x', 'x ≤ 0', '(−∞, 0]', null, 0],
      ['|2x| = 2x', 'x ≥ 0', '[0, ∞)', 0, null],
      ['|x| + x = 0', 'x ≤ 0', '(−∞, 0]', null, 0],
      ['|x - 2| = 2 - x', 'x ≤ 2', '(−∞, 2]', null, 2],
    ] as const) {
      const r = solved(typed);
      expect(r, typed).toMatchObject({ kind: 'absolute-value', answer, interval, solutions: [] });
      const [piece] = r.set ?? [];
      expect(r.set?.length, typed).toBe(1);
      expect(piece?.from?.value ?? null, typed).toBe(from);
      expect(piece?.to?.value ?? null, typed).toBe(to);
      expect(piece?.from?.closed ?? piece?.to?.closed, typed).toBe(true);
    }
    const r = solved('|x| = x');
    expect(r.steps.map((s) => [s.note, s.text])).toEqual([
      ['|x| is x where x ≥ 0 and −x where x < 0: two cases', 'x = x, −x = x'],
      ['Case 1, where x ≥ 0: x = x', 'x = x'],
      [
        'Subtract x from both sides: both sides are equal whatever x is, so every number is a solution',
        '0 = 0',
      ],
      ['Every x where x ≥ 0 is a solution', 'x ≥ 0'],
      ['Case 2, where x < 0: −x = x', '−x = x'],
      ['Subtract x from both sides', '−2x = 0'],
      ['Divide both sides by −2', 'x = 0'],
      ['x = 0 is not where x < 0: this case does not give it', '0 ≥ 0'],
      ['Either case: the numbers in one case or the other', 'x ≥ 0'],
    ]);
    expect(r.steps.every((s) => s.params?.custom === undefined)).toBe(true);
    // √(x²) is read as |x|, and says so.
    expect(solved('sqrt(x^2) = x').steps[0]).toMatchObject({
      ruleId: 'rootOfSquare',
      note: 'The square root of a square is an absolute value: √(x²) = |x|',
      text: '|x| = x',
    });
  });

  it('gives numbers when each case gives only numbers, keeping each only in its own part', () => {
    expect(solved('|x-1| = 2x+3').answer).toBe('x = −2/3');
    expect(solved('|x-1| = 2x').answer).toBe('x = 1/3');
    expect(solved('2|x| = x + 3').answer).toBe('x = −1 or x = 3');
    expect(solved('|x| = x^2').answer).toBe('x = −1 or x = 0 or x = 1');
    expect(solved('3 - |x| = 2x').answer).toBe('x = 1');
    const none = solved('|x| = x - 1');
    expect(none.answer).toBe('No solution');
    expect(none.steps.map((s) => s.note)).toContain(
      'x = 1/2 is not where x < 0: this case does not give it',
    );
    expect(stepProblemsInCases(solved('2|x| = x + 3').steps, [{ x: -1 }, { x: 3 }])).toEqual([]);
    // √(x²) = 4 is |x| = 4.
    expect(solved('sqrt(x^2) = 4')).toMatchObject({
      kind: 'absolute-value',
      answer: 'x = −4 or x = 4',
    });
  });

  it('solves an inequality with the unknown on both sides the same way, keeping each case where it applies', () => {
    for (const [typed, answer, interval] of [
      ['|x| >= x', 'All real numbers', '(−∞, ∞)'],
      ['|x| > x', 'x < 0', '(−∞, 0)'],
      ['|x| < x', 'No solution', '∅'],
      ['|x| + x < 1', 'x < 1/2', '(−∞, 1/2)'],
      ['|x - 1| ≤ 2x + 3', 'x ≥ −2/3', '[−2/3, ∞)'],
      ['|2x - 4| > x', 'x < 4/3 or x > 4', '(−∞, 4/3) ∪ (4, ∞)'],
    ] as const)
      expect(solved(typed), typed).toMatchObject({ kind: 'absolute-value', answer, interval });
    expect(solved('|x| > x').steps.map((s) => s.note)).toEqual(
      expect.arrayContaining(['Case 1, where x ≥ 0: x > x', 'None of these is where x ≥ 0']),
    );
    const both = solved('|x| < x + 2');
    expect(both.answer).toBe('x > −1');
    expect(both.steps.map((s) => [s.note, s.text])).toEqual(
      expect.arrayContaining([
        ['Case 1, where x ≥ 0: x < x + 2', 'x < x + 2'],
        ['Of these, the numbers where x ≥ 0', 'x ≥ 0'],
        ['Case 2, where x < 0: −x < x + 2', '−x < x + 2'],
        ['Of these, the numbers where x < 0', '−1 < x < 0'],
        ['Either case: the numbers in one case or the other', 'x > −1'],
      ]),
    );
  });

  it('still refuses a square inside', () => {
    expect(refusal('|x^2 - 1| = x').message).toMatch(
      /^An absolute value compared with an expression in the unknown/,
    );
  });
});

describe('an absolute value refused in the language of the page', () => {
  it('says both forms it solves in Spanish and French, and in English as before', () => {
    const text = '|x| + |x+1| = |x + 2|';
    expect(refusedIn(text)).toMatch(
      /^Absolute values are supported as one \|…\| of the unknown, maybe times a number plus a number, compared with a number: \|2x − 1\| = 5, 3\|x \+ 2\| − 1 < 8; or an absolute value on each side and nothing else: \|x − 1\| = \|2x \+ 4\|, \|x − 1\| < \|x \+ 2\|\. Read as/,
    );
    for (const language of [es, fr])
      expect(
        refusedIn(text, language).startsWith(
          `${sentence(language, 'absoluteOrTwo', { shape: sentence(language, 'absoluteShape') })}. `,
        ),
      ).toBe(true);
  });
});
