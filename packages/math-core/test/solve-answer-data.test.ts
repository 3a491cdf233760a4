/**
 * The whole answer as data: every result has `answerTree`, and `answer`, `answerMathml` and
 * `answerSpeech` are that tree written out. Solutions that are the whole answer are a tree
 * (alternatives joined by "or", a system's point as a list, an inequality's set as inequalities);
 * an answer in words ("No solution") is a text node.
 */
import { describe, expect, it } from 'vitest';
import { toMathML } from '../src/math/toMathML';
import { toSpeech } from '../src/math/toSpeech';
import { toText } from '../src/math/toText';
import { KINDS } from '../src/solve/kinds';
import { type SolveResult, solve } from '../src/solve/solve';
import { generateCorpus } from './solve-corpus';

const NAMED = [
  '√72',
  'x^2-5x+6=0',
  'x^2-3x+1=0',
  'x^2+2x+5=0',
  '3(x-2)=2x+1',
  'x+1=x+2',
  '2x+y=5, x-y=1',
  'x+y+z=6, 2x-y+z=3, x+2y-z=2',
  '2sin(x) = 1',
  'cos(135°)',
  'log(x)+log(x-3)=1',
  'x^4 = 16',
  '15% of 80',
  '∫ 3x^2 + 2x dx',
  'd/dx x^2 sin(x)',
  'factor 6x^2+11x-10',
  '|2x-1|=5',
  'x^2 < 4',
  'x^2-2 >= 0',
  'x^2 + 1 < 0',
  'x^2 + 1 > 0',
  '-3 < 2x + 1 <= 7',
  '|x - 1| > 2',
];

const solved = (text: string): SolveResult | undefined => {
  const r = solve(text);
  return r.ok ? r.value : undefined;
};

describe('answerTree', () => {
  const corpus = [...NAMED, ...KINDS.map((k) => k.example), ...generateCorpus().map((p) => p.text)];
  const results = corpus.map(solved).filter((r): r is SolveResult => r !== undefined);

  it('is what answer, answerMathml and answerSpeech are written from, for the whole corpus', () => {
    expect(results.length).toBeGreaterThan(corpus.length * 0.9);
    for (const r of results) {
      expect(toText(r.answerTree), r.problem).toBe(r.answer);
      expect(r.answerMathml).toBe(toMathML(r.answerTree));
      expect(r.answerSpeech).toBe(toSpeech(r.answerTree));
    }
  });

  it('is the maths, not words, where the solutions are the whole answer', () => {
    const listed = results.filter((r) => r.solutions.length > 0 && r.outcome === undefined);
    const asMaths = listed.filter((r) => r.answerTree.type !== 'text');
    // Answers with words around their solutions (a condition, complex solutions beside the real
    // ones, a trigonometric equation's every solution) stay words; the rest are trees.
    expect(asMaths.length / listed.length).toBeGreaterThan(0.9);
  });

  it('joins alternatives by "or", a system\'s point as a list, a set as inequalities', () => {
    const quadratic = solved('x^2-5x+6=0');
    expect(quadratic?.answerTree).toMatchObject({ type: 'list', joined: 'or' });
    expect(quadratic?.answerSpeech).toContain(' or ');
    expect(quadratic?.answerMathml).toContain('or');
    const system = solved('2x+y=5, x-y=1');
    expect(system?.answerTree.type).toBe('list');
    expect(system?.answerTree).not.toHaveProperty('joined');
    const between = solved('-3 < 2x + 1 <= 7');
    expect(between?.answerTree.type).toBe('relation');
    expect(between?.answer).toBe('−2 < x ≤ 3');
    const outside = solved('x^2 >= 4');
    expect(outside?.answerTree).toMatchObject({ type: 'list', joined: 'or' });
    expect(solved('√72')?.answerTree.type).not.toBe('text');
    expect(solved('x+1=x+2')?.answerTree).toEqual({ type: 'text', value: 'No solution' });
    expect(solved('x^2 + 1 < 0')?.answerTree).toEqual({ type: 'text', value: 'No solution' });
  });
});
