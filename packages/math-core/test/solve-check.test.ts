import { describe, expect, it } from 'vitest';
import { parseMath } from '../src/math/parseMath';
import { SolveStop } from '../src/math/rational';
import { verify } from '../src/solve/check';
import type { Answered } from '../src/solve/equation';
import { KINDS, kindOf } from '../src/solve/kinds';
import { solve } from '../src/solve/solve';

const tree = (text: string) => {
  const parsed = parseMath(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};
const claim = (kind: Answered['kind'], answer: string, values: [string, number][] = []): Answered =>
  // The fields every kind's answer has, for any one kind.
  ({
    kind,
    method: 'test',
    answer,
    solutions: values.map(([text, value]) => ({ text, value, tree: tree(text) })),
    steps: [],
  }) as Answered;
/** A value's answer, stated by its one solution (the answer itself unless given). */
const stating = (kind: Answered['kind'], answer: string, solution = answer): Answered =>
  ({
    kind,
    method: 'test',
    answer,
    solutions: [{ text: solution, tree: tree(solution) }],
    steps: [],
  }) as Answered;
const refused = (problem: string, result: Answered) => {
  try {
    verify(tree(problem), result, kindOf(result.kind));
    return false;
  } catch (err) {
    if (err instanceof SolveStop) return true;
    throw err;
  }
};

describe('the check before an answer is shown', () => {
  it('refuses a solution that does not satisfy the equation as typed', () => {
    expect(
      refused(
        'x^2 = 4',
        claim('quadratic', 'x = −2 or x = 3', [
          ['x = −2', -2],
          ['x = 3', 3],
        ]),
      ),
    ).toBe(true);
    expect(
      refused(
        'x^2 = 4',
        claim('quadratic', 'x = −2 or x = 2', [
          ['x = −2', -2],
          ['x = 2', 2],
        ]),
      ),
    ).toBe(false);
    expect(refused('sqrt(x+3) = x-3', claim('radical', 'x = 1', [['x = 1', 1]]))).toBe(true);
  });

  it('puts a system’s solution into every equation', () => {
    const wrong = claim('system', 'x = 2, y = 2', [
      ['x = 2', 2],
      ['y = 2', 2],
    ]);
    const right = claim('system', 'x = 2, y = 1', [
      ['x = 2', 2],
      ['y = 1', 1],
    ]);
    expect(refused('x+y=3, x-y=1', wrong)).toBe(true);
    expect(refused('x+y=3, x-y=1', right)).toBe(false);
    // "No solution" has nothing to put back.
    expect(refused('x+y=1, x+y=2', claim('system', 'No solution'))).toBe(false);
  });

  it('refuses an expression whose answer differs from it at sample points', () => {
    expect(refused('(x+1)^2', stating('expression', 'x² + 1'))).toBe(true);
    expect(refused('(x+1)^2', stating('expression', 'x² + 2x + 1'))).toBe(false);
    expect(refused('x^2-9', stating('factor', '(x − 3)(x + 4)'))).toBe(true);
    expect(refused('3/4+5/6', stating('arithmetic', '17/12'))).toBe(true);
    expect(refused('3/4+5/6', stating('arithmetic', '19/12'))).toBe(false);
    // A decimal after ≈ is not part of the value checked.
    expect(refused('3/4+5/6', stating('arithmetic', '17/12 ≈ 1.4167', '17/12'))).toBe(true);
    // An answer in words is not checked.
    expect(
      refused(
        'x^2+x+1',
        stating('factor', 'x² + x + 1 cannot be factored over the rational numbers', 'x² + x'),
      ),
    ).toBe(false);
  });

  it('judges a root of large terms by the size of the terms, not of their difference', () => {
    const r = solve('-2.1x^2 - 192294606530596x = 0');
    expect(r.ok && r.value.answer).toBe('x = −1922946065305960/21 or x = 0');
  });
});

describe('the check by value', () => {
  it('is brought by every kind checked by value, and none other', () => {
    for (const k of KINDS) expect(k.valueCheck !== undefined, k.id).toBe(k.check === 'value');
  });

  it('refuses every answer of a kind checked by value that brings no comparison', () => {
    const answer = stating('arithmetic', '3');
    expect(() => verify(tree('1+2'), answer, { check: 'value' })).toThrow(SolveStop);
    expect(() => verify(tree('1+2'), answer, kindOf('arithmetic'))).not.toThrow();
  });
});
