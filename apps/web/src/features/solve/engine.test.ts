import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/catalogue';
import { solverLanguage } from '../../i18n/math-language';
import { solveProblem } from './engine';

const solved = (text: string) => {
  const outcome = solveProblem(text);
  if (!outcome.ok) throw new Error(`${text}: ${outcome.message}`);
  return outcome.solved;
};

beforeAll(() => loadMessages('en', ['solve']));
describe('solveProblem', () => {
  it('names a problem as math-core does: a system counts its equations', () => {
    expect(solved('x+y+z=6, x-y=0, 2x+z=5').title).toBe('System of three linear equations');
    expect(solved('x+y=3, x-y=1').title).toBe('System of two linear equations');
    expect(solved('x^2-5x+6=0').title).toBe('Quadratic equation');
  });

  it('offers the Practice Center category math-core gives, and none where no tab drills it', () => {
    expect(solved('x^2-5x+6=0').practice).toBe('algebra');
    expect(solved('x+y=3, x-y=1').practice).toBe('algebra');
    expect(solved('log(x)+log(x-3)=1').practice).toBe('logarithms');
    expect(solved('2^(x+1)=16').practice).toBe('logarithms');
    expect(solved('∫ 3x^2 + 2x dx').practice).toBeNull();
    expect(solved('d/dx x^2 sin(x)').practice).toBeNull();
    expect(solved('cos(135°)').practice).toBeNull();
    expect(solved('15% of 80').practice).toBeNull();
    expect(solved('3/4 + 5/6').practice).toBeNull();
  });

  it('typesets each solution from its tree, the same maths as its text', () => {
    for (const text of ['x^2-3x+1=0', '2sin(x)=1', 'x+y=3, x-y=1', '∫ 3x^2 + 2x dx', '√72']) {
      const { solutions } = solved(text);
      expect(solutions.length, text).toBeGreaterThan(0);
      for (const s of solutions) expect(s.mathml, `${text}: ${s.text}`).toMatch(/^<math[^>]*>/);
    }
    const [root] = solved('x^2-3x+1=0').solutions;
    expect(root?.mathml).toContain('<msqrt><mn>5</mn></msqrt>');
  });

  it('keeps what math-core returned, for the graph to draw without solving again', () => {
    const { graph, answer } = solved('x^2-5x+6=0');
    expect(graph?.answer).toBe(answer);
    expect(graph?.tree.type).toBe('relation');
    expect(graph?.solutions.map((s) => s.exact && s.value)).toEqual([2, 3]);
  });

  it('shows a decimal after a solution only when its exact form is not already that number', () => {
    const decimals = (text: string) => solved(text).solutions.map((s) => s.decimal);
    expect(decimals('x^2-5x+6=0')).toEqual([undefined, undefined]);
    expect(decimals('2x=-5')).toEqual(['−2.5']);
    expect(decimals('x^2-3x+1=0')).toEqual(['0.381966', '2.61803']);
    expect(decimals('√72')).toEqual(['8.48528']);
    expect(decimals('3x=-1')).toEqual(['−0.333333']);
    expect(decimals('sin(20°)')).toEqual(['0.34202']);
  });

  it('typesets a trig equation’s radian solutions too, in the order of the degrees', () => {
    const both = solved('sin(x)=1/2');
    expect(both.solutions.map((s) => s.text)).toEqual(['x = 30°', 'x = 150°']);
    expect(both.radianSolutions?.map((s) => s.text)).toEqual(['x = π/6', 'x = (5π)/6']);
    const [, fiveSixths] = both.radianSolutions ?? [];
    expect(fiveSixths?.mathml).toMatch(/^<math[^>]*>/);
    expect(fiveSixths?.mathml).toContain('<mi>π</mi>');
    // A unit typed: one list, in that unit.
    expect(solved('sin(x)=1/2 in radians').radianSolutions).toBeUndefined();
    expect(solved('2x+3=7').radianSolutions).toBeUndefined();
  });

  it('gives a trig answer in both units as a line per unit, and leaves any other answer whole', () => {
    const both = solved('cos(2x)=0');
    expect(both.answerUnits?.degrees).toMatch(/^x = 45° or .* in \[0°, 360°\); .*k any integer$/);
    expect(both.answerUnits?.radians).toMatch(/^x = π\/4 or .* in \[0, 2π\); .*k any integer$/);
    expect(both.answer).toBe(
      `${both.answerUnits?.degrees}; in radians: ${both.answerUnits?.radians.replace(/, k any integer$/, '')}`,
    );
    expect(solved('sin(x)=1/2 in radians').answerUnits).toBeUndefined();
    expect(solved('sin(x)=1/2 for 0<=x<=180').answerUnits).toBeUndefined();
    expect(solved('2x+3=7').answerUnits).toBeUndefined();
  });

  it('gives each unit’s line in the page’s language', async () => {
    const outcome = solveProblem('sin(x)=1/2', undefined, { language: await solverLanguage('es') });
    expect(outcome.ok && outcome.solved.answerUnits).toEqual({
      degrees:
        'x = 30° o x = 150° en [0°; 360°); todas las soluciones: x = 30° + 360°k o x = 150° + 360°k, k ∈ ℤ',
      radians:
        'x = π/6 o x = (5π)/6 en [0; 2π); todas las soluciones: x = π/6 + 2πk o x = (5π)/6 + 2πk, k ∈ ℤ',
    });
  });

  it('typesets a matrix answer as a bracketed table, said in words', () => {
    const inverse = solved('inverse [[1,2],[3,4]]');
    expect(inverse.answerMathml).toContain('<mtable>');
    expect(inverse.answerMathml).toMatch(/<mo>\[<\/mo><mtable>.*<\/mtable><mo>\]<\/mo>/);
    expect(inverse.answerSpeech).toMatch(/^the 2 by 2 matrix/);
    expect(solved('[[2,1],[1,3]]x=[[3],[5]]').answerMathml).toContain('<mtable>');
    // A number stays text, as every other answer.
    expect(solved('det [[1,2],[3,4]]').answerMathml).toBeUndefined();
    expect(solved('x^2-5x+6=0').answerMathml).toBeUndefined();
  });

  it('draws no graph where there is no curve: numbers, complex numbers, matrices, proofs', () => {
    for (const text of [
      '(2+3i)/(1-i)',
      '|2+3i|',
      '[[2,1],[1,3]]x=[[3],[5]]',
      'prove sin(2x)=2sin(x)cos(x)',
    ])
      expect(solved(text).graph, text).toBeNull();
    for (const text of ['tan(x)cos(x)', 'sin(x)=1/2', 'limit of 1/x as x->0', 'y=2x+3'])
      expect(solved(text).graph, text).not.toBeNull();
  });
});

describe('solveProblem: a word the solver corrected', () => {
  it('gives the correction as data, and reads the word as typed when asked', () => {
    const outcome = solveProblem('slove 2x=4');
    expect(outcome).toMatchObject({
      ok: true,
      corrected: [{ typed: 'slove', read: 'solve', word: true }],
    });
    if (outcome.ok) expect(outcome.solved.answer).toBe('x = 2');
    const typed = solveProblem('slove 2x=4', undefined, { corrections: false });
    expect(typed).toMatchObject({ ok: false, suggestion: 'solve 2x=4' });
    if (!typed.ok) expect(typed.message).toMatch(/"slove" was not understood/);
  });

  it('carries no correction where nothing was corrected (other readings are the preview’s)', () => {
    expect(solveProblem('solve 2x=4')).not.toHaveProperty('corrected');
    expect(solveProblem('2,5 + 1')).not.toHaveProperty('corrected');
    expect(solveProblem('2x=4', undefined, { corrections: false })).toMatchObject({ ok: true });
  });

  it('passes a method and corrections: false together', () => {
    const outcome = solveProblem('slove x^2-5x+6=0', 'completing-the-square');
    expect(outcome).toMatchObject({ ok: true, solved: { method: 'completing the square' } });
    expect(
      solveProblem('slove x^2-5x+6=0', 'completing-the-square', { corrections: false }).ok,
    ).toBe(false);
  });
});
