/**
 * The tutor reads what a student types in their language's notation, as the solver does: a line
 * of working, an answer to a similar problem and a wrong answer to explain, typed on a Spanish,
 * French, German or Portuguese page with that language given.
 */
import { describe, expect, it } from 'vitest';
import * as B from '../math/build';
import { de } from '../solve/write/de';
import { es } from '../solve/write/es';
import { fr } from '../solve/write/fr';
import { pt } from '../solve/write/pt';
import { checkWorking } from './checkWorking';
import { explainAnswer } from './explainAnswer';
import { checkSimilarAnswer } from './similarProblem';

const statuses = (problem: string, lines: string[], options = {}) => {
  const r = checkWorking(problem, lines, options);
  if (!r.ok) throw new Error(r.error.message);
  return { statuses: r.value.lines.map((l) => l.status), finished: r.value.finished };
};

describe('the tutor reads the language of the page', () => {
  it('checks working with a decimal comma, and the problem with its words', () => {
    for (const language of [es, fr, de, pt])
      expect(statuses('2x + 3 = 8', ['2x = 5', 'x = 2,5'], { language })).toEqual({
        statuses: ['follows', 'follows'],
        finished: true,
      });
    // In English 2,5 is a list of two values, which does not follow.
    expect(statuses('2x + 3 = 8', ['2x = 5', 'x = 2,5']).statuses[1]).not.toBe('follows');
    expect(statuses('resuelve 2x + 3 = 8', ['x = 2,5'], { language: es }).finished).toBe(true);
    expect(statuses('résous 2x + 3 = 8', ['x = 2,5'], { language: fr }).finished).toBe(true);
  });

  it('grades a similar answer with a decimal comma, and a French interval', () => {
    const similar = { problem: '2x + 3 = 8', expected: '5/2' };
    for (const language of [es, fr, de, pt]) {
      expect(checkSimilarAnswer(similar, '2,5', { language })).toEqual({
        ok: true,
        value: { correct: true },
      });
      expect(checkSimilarAnswer(similar, '1,5', { language })).toEqual({
        ok: true,
        value: { correct: false },
      });
    }
    expect(checkSimilarAnswer(similar, '2,5')).toEqual({ ok: true, value: { correct: false } });
    // Two values joined by the language's "or", as the solver writes them.
    const two = { problem: 'x^2 - 7x + 12 = 0', expected: '3, 4' };
    for (const [language, or] of [
      [es, 'o'],
      [fr, 'ou'],
      [de, 'oder'],
      [pt, 'ou'],
    ] as const)
      expect(checkSimilarAnswer(two, `x = 3 ${or} x = 4`, { language })).toEqual({
        ok: true,
        value: { correct: true },
      });
    const interval = { problem: 'x^2 < 4', expected: '-2 < x < 2' };
    expect(checkSimilarAnswer(interval, ']−2 ; 2[', { language: fr })).toEqual({
      ok: true,
      value: { correct: true },
    });
    expect(checkSimilarAnswer(interval, ']−2 ; 3[', { language: fr })).toEqual({
      ok: true,
      value: { correct: false },
    });
  });

  it('explains a wrong answer typed with a decimal comma', () => {
    // 2x + 3 = 8: 5,5 is 3 added to the other side instead of taken away, (8 + 3)/2.
    const problem = {
      questionMath: B.eq(B.add(B.mul(B.n('2'), B.variable('x')), B.n('3')), B.n('8')),
    };
    expect(explainAnswer(problem, '5.5')?.mistake).toBe('sign-of-moved-term');
    expect(explainAnswer(problem, '5,5', { language: es })?.mistake).toBe('sign-of-moved-term');
  });
});
