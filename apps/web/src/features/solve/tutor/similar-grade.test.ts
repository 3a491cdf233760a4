import { checkSimilarAnswer, explainAnswer, similarProblem } from '@mathtools/math-core';
import { es } from '@mathtools/math-core/locales/es';
import { describe, expect, it } from 'vitest';
import { tryStep } from '../../../lib/try-rule';
import { explainSimilar, gradeSimilar } from './similar-grade';

const made = (problem: string, seed: number) => {
  const result = similarProblem(problem, seed);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('grading a similar problem', () => {
  it('grades an answer with a value by checkAnswer, as the Practice Center does', () => {
    const similar = made('x^2-5x+6=0', 7);
    expect(similar.expected).not.toBeNull();
    const roots = similar.solution.solutions.map((s) => s.text.replace(/^x = /, ''));
    expect(gradeSimilar(similar, roots.join(', '))).toEqual({ kind: 'correct' });
    expect(gradeSimilar(similar, [...roots].reverse().join(','))).toEqual({ kind: 'correct' });
    expect(gradeSimilar(similar, `x = ${roots.join(' or x = ')}`)).toEqual({ kind: 'correct' });
    expect(gradeSimilar(similar, roots[0] ?? '')).toEqual({ kind: 'wrong' });
    expect(gradeSimilar(similar, 'abc')).toMatchObject({ kind: 'unreadable' });
  });

  it('grades an expression (an expansion) as a one-line working: right when finished', () => {
    const similar = made('expand (x+2)(x+3)', 3);
    expect(similar.expected).toBeNull();
    expect(gradeSimilar(similar, similar.solution.answer)).toEqual({ kind: 'correct' });
    expect(gradeSimilar(similar, 'x^2+1')).toEqual({ kind: 'wrong' });
    expect(gradeSimilar(similar, '%%')).toMatchObject({ kind: 'unreadable' });
  });

  it('leaves one more try after a first miss, then decides', () => {
    const similar = made('2x+3=7', 11);
    const wrong = gradeSimilar(similar, '1000');
    expect(wrong).toEqual({ kind: 'wrong' });
    expect(tryStep(wrong, false)).toEqual({ kind: 'retry' });
    expect(tryStep(wrong, true)).toEqual({ kind: 'final', correct: false, retried: true });
    const right = gradeSimilar(similar, similar.expected ?? '');
    expect(tryStep(right, true)).toEqual({ kind: 'final', correct: true, retried: true });
  });
});

describe('a first miss explained', () => {
  it('names the sign of a moved term lost, on the similar problem’s own maths', () => {
    const similar = made('2x+3=7', 11);
    const [a, b, c] = (/^(\d+)x\+(\d+)=(\d+)$/.exec(similar.problem) ?? []).slice(1).map(Number);
    if (!a || !b || !c) throw new Error(`${similar.problem} is not ax+b=c`);
    const wrong = (c + b) % a === 0 ? String((c + b) / a) : `${c + b}/${a}`;
    expect(gradeSimilar(similar, wrong)).toEqual({ kind: 'wrong' });
    expect(explainSimilar(similar, wrong)).toMatch(
      new RegExp(`^${b} was added to the other side instead of subtracted`),
    );
    expect(explainSimilar(similar, '1000')).toBeUndefined();
  });

  it('says it in the page’s language: math-core’s Spanish sentence on /es/solve', () => {
    const similar = made('2x+3=7', 11);
    const [a, b, c] = (/^(\d+)x\+(\d+)=(\d+)$/.exec(similar.problem) ?? []).slice(1).map(Number);
    if (!a || !b || !c) throw new Error(`${similar.problem} is not ax+b=c`);
    const wrong = (c + b) % a === 0 ? String((c + b) / a) : `${c + b}/${a}`;
    const spanish = explainSimilar(similar, wrong, es);
    expect(spanish).toBe(
      explainAnswer({ questionMath: similar.solution.tree }, wrong, { language: es })?.reason,
    );
    expect(spanish).toBeTruthy();
    expect(spanish).not.toBe(explainSimilar(similar, wrong));
    expect(spanish).not.toMatch(/was added to the other side/);
    expect(explainSimilar(similar, '1000', es)).toBeUndefined();
  });
});

describe('an answer that cannot be read, in the page’s language', () => {
  it('is said as math-core says it in that language', () => {
    const expansion = made('expand (x+2)(x+3)', 3);
    for (const [similar, given] of [
      [expansion, '%%'],
      [made('2x+3=7', 11), ''],
    ] as const) {
      const said = checkSimilarAnswer(similar, given, { language: es });
      if (said.ok) throw new Error(`${given} is read`);
      expect(gradeSimilar(similar, given, es)).toEqual({
        kind: 'unreadable',
        message: said.error.message,
      });
    }
    // No answer at all: math-core's Spanish sentence, not its English one.
    const none = gradeSimilar(made('2x+3=7', 11), '', es);
    expect(none).not.toEqual(gradeSimilar(made('2x+3=7', 11), ''));
  });
});
