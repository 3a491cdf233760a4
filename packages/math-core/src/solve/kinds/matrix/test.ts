/**
 * Matrices as students type them: each operation with its steps and the rule each step names,
 * sizes that do not fit refused with the reason, a singular matrix said to be one, A x = b with
 * one solution, none or infinitely many; the matrix node read and written back by the parser and
 * the four renderers. SymPy's answers for typed and generated problems are in oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { refusal, sentence, solved } from '../../../../test/solved';
import { parseMath } from '../../../math/parseMath';
import { toLatex } from '../../../math/toLatex';
import { toMathML } from '../../../math/toMathML';
import { toSpeech } from '../../../math/toSpeech';
import { toText } from '../../../math/toText';
import { isMathNode, type MathNode } from '../../../math/tree';
import { solve } from '../../solve';
import { de } from '../../write/de';
import { es } from '../../write/es';

const read = (text: string): MathNode => {
  const r = parseMath(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
};

/** Each step's text reads back to itself, with the same MathML: the steps are typeable maths. */
const readsBack = (text: string): string[] =>
  solved(text).steps.flatMap((s) => {
    const again = parseMath(s.text);
    if (!again.ok) return [`"${s.text}" does not read: ${again.error.message}`];
    if (toText(again.value) !== s.text) return [`"${s.text}" reads as "${toText(again.value)}"`];
    return toMathML(again.value) === s.mathml ? [] : [`"${s.text}" has other MathML`];
  });

describe('the matrix node', () => {
  it('is read from rows in square brackets, and a column vector from one bracket', () => {
    expect(read('[[1,2],[3,4]]')).toEqual({
      type: 'matrix',
      rows: [
        [
          { type: 'number', value: '1' },
          { type: 'number', value: '2' },
        ],
        [
          { type: 'number', value: '3' },
          { type: 'number', value: '4' },
        ],
      ],
    });
    expect(read('[5, -1]')).toEqual(read('[[5], [-1]]'));
    expect(read('[[1, 2]]')).toMatchObject({ type: 'matrix', rows: [[{}, {}]] });
    // Round brackets and mixed ones are read as before: a point, a bracket.
    expect(read('(1, 2)').type).toBe('point');
    expect(read('[0, 1)').type).toBe('point');
    expect(read('[x+1]')).toEqual(read('x+1'));
    expect(parseMath('[[1,2],[3]]')).toMatchObject({
      ok: false,
      error: { message: 'Each row of a matrix needs as many entries as the first' },
    });
    expect(parseMath('[[1,2],3]').ok).toBe(false);
  });

  it('is written by every renderer, and read back from its text', () => {
    const m = read('[[1,-2],[1/2,x]]');
    expect(toText(m)).toBe('[[1, −2], [1/2, x]]');
    expect(read(toText(m))).toEqual(m);
    expect(toLatex(m)).toBe('\\begin{bmatrix}1 & -2 \\\\ \\frac{1}{2} & x\\end{bmatrix}');
    expect(toMathML(m)).toContain(
      '<mrow><mo>[</mo><mtable><mtr><mtd><mn>1</mn></mtd><mtd><mrow><mo>−</mo><mn>2</mn></mrow></mtd></mtr>',
    );
    expect(toSpeech(read('[[1,2],[3,4]]'))).toBe('the 2 by 2 matrix with rows 1, 2 and 3, 4');
    for (const text of ['[[1, 2], [3, 4]]⁻¹', '[[1, 2, 3], [4, 5, 6]]^T', '2[[1, 2], [3, 4]]'])
      expect(toText(read(text))).toBe(text);
    expect(isMathNode({ type: 'matrix', rows: [[{ type: 'number', value: '1' }], []] })).toBe(
      false,
    );
    expect(isMathNode({ type: 'matrix', rows: [] })).toBe(false);
  });
});

describe('matrices', () => {
  it('gives a determinant: ad − bc, cofactor expansion, row reduction for 4×4', () => {
    const two = solved('det [[1,2],[3,4]]');
    expect(two).toMatchObject({
      kind: 'matrix',
      title: 'Determinant of a matrix',
      answer: '−2',
      solutions: [{ text: '−2', value: -2 }],
    });
    expect(two.steps.map((s) => s.text)).toEqual([
      'det([[1, 2], [3, 4]]) = 1 × 4 − 2 × 3 = 4 − 6 = −2',
    ]);
    expect(two.steps[0]?.rule).toBe('Determinant of a 2×2 matrix');
    const three = solved('det [[2,0,1],[1,0,3],[4,5,6]]');
    expect(three.answer).toBe('−25');
    expect(three.steps[0]).toMatchObject({
      rule: 'Cofactor expansion',
      text: 'det([[2, 0, 1], [1, 0, 3], [4, 5, 6]]) = −5 × det([[2, 1], [1, 3]])',
    });
    expect(three.steps[0]?.note).toMatch(/^Expand along column 2, which has the most zeros/);
    expect(solved('det [[1,2,3],[4,5,6],[7,8,10]]').answer).toBe('−3');
    const four = solved('det [[1,2,3,4],[5,6,7,8],[2,6,4,8],[3,1,1,2]]');
    expect(four).toMatchObject({ answer: '72', method: 'row reduction' });
    expect(four.steps.at(-1)?.text).toMatch(/= 1 × \(−4\) × \(−6\) × 3 = 72$/);
    expect(solved('det [[0,1],[1,0]]').answer).toBe('−1');
    expect(solved('det [[0,0,1,0],[0,1,0,0],[1,0,0,0],[0,0,0,1]]').answer).toBe('−1');
    expect(readsBack('det [[1,2,3],[4,5,6],[7,8,10]]')).toEqual([]);
  });

  it('inverts by Gauss–Jordan, each row operation a step, and checks A·A⁻¹ = I', () => {
    for (const text of ['inverse [[1,2],[3,4]]', '[[1,2],[3,4]]^-1', '[[1,2],[3,4]]⁻¹']) {
      const r = solved(text);
      expect(r, text).toMatchObject({
        title: 'Inverse of a matrix',
        method: 'Gauss–Jordan elimination',
        answer: '[[−2, 1], [3/2, −1/2]]',
        solutions: [{ text: '[[−2, 1], [3/2, −1/2]]', tree: { type: 'matrix' } }],
      });
      expect(r.steps.map((s) => s.note)).toEqual([
        'Write the matrix with the identity matrix beside it, [A | I], and turn the left half into I by row operations',
        'Subtract 3 × row 1 from row 2: R₂ → R₂ − 3R₁',
        'Divide row 2 by −2: R₂ → R₂ ÷ (−2)',
        'Subtract 2 × row 2 from row 1: R₁ → R₁ − 2R₂',
        'The left half is now I, so the right half is the inverse',
        'Check: the matrix times its inverse is the identity matrix',
      ]);
    }
    expect(solved('inverse [[2,1],[1,1]]').steps[1]?.text).toBe('[[1, 1, 0, 1], [2, 1, 1, 0]]');
    expect(solved('inverse [[2,0,0],[0,4,0],[0,0,5]]').answer).toBe(
      '[[1/2, 0, 0], [0, 1/4, 0], [0, 0, 1/5]]',
    );
    expect(readsBack('inverse [[1,2,0],[0,1,3],[2,0,1]]')).toEqual([]);
  });

  it('says a singular matrix has no inverse', () => {
    const r = solved('inverse [[1,2],[2,4]]');
    expect(r).toMatchObject({
      answer: 'The matrix is singular (its determinant is 0), so it has no inverse',
      solutions: [],
      outcome: 'none',
    });
    expect(r.steps.at(-1)?.text).toBe('det([[1, 2], [2, 4]]) = 0');
    expect(solved('[[1,2,3],[4,5,6],[7,8,9]]^-1').outcome).toBe('none');
  });

  it('transposes, adds, subtracts, scales, multiplies and raises to powers', () => {
    expect(solved('transpose [[1,2,3],[4,5,6]]')).toMatchObject({
      title: 'Transpose of a matrix',
      answer: '[[1, 4], [2, 5], [3, 6]]',
    });
    expect(solved('[[1,2],[3,4]]^T').answer).toBe('[[1, 3], [2, 4]]');
    const sum = solved('[[1,2],[3,4]] + [[1,0],[0,1]]');
    expect(sum).toMatchObject({ title: 'Sum of matrices', answer: '[[2, 2], [3, 5]]' });
    expect(sum.steps[0]?.text).toBe(
      '[[1, 2], [3, 4]] + [[1, 0], [0, 1]] = [[1 + 1, 2 + 0], [3 + 0, 4 + 1]] = [[2, 2], [3, 5]]',
    );
    expect(solved('[[5,6],[7,8]] - [[1,2],[3,4]]').answer).toBe('[[4, 4], [4, 4]]');
    expect(solved('2[[1,2],[3,4]]')).toMatchObject({
      title: 'Multiple of a matrix',
      answer: '[[2, 4], [6, 8]]',
    });
    expect(solved('[[1,2],[3,4]]/2').answer).toBe('[[1/2, 1], [3/2, 2]]');
    expect(solved('[[0.5,1.5],[2,0.25]]*2').answer).toBe('[[1, 3], [4, 0.5]]');
    for (const text of ['[[1,2],[3,4]]*[[5,6],[7,8]]', '[[1,2],[3,4]] [[5,6],[7,8]]']) {
      const r = solved(text);
      expect(r, text).toMatchObject({
        title: 'Product of matrices',
        answer: '[[19, 22], [43, 50]]',
      });
      expect(r.steps[0]?.text).toBe(
        '[[1, 2], [3, 4]] × [[5, 6], [7, 8]] = [[1 × 5 + 2 × 7, 1 × 6 + 2 × 8], [3 × 5 + 4 × 7, 3 × 6 + 4 × 8]] = [[19, 22], [43, 50]]',
      );
    }
    expect(solved('[[1,2,3]] [[1],[2],[3]]').answer).toBe('[[14]]');
    expect(solved('[[1,2],[3,4]]^2')).toMatchObject({
      title: 'Power of a matrix',
      answer: '[[7, 10], [15, 22]]',
    });
    const fifth = solved('[[1,1],[0,1]]^5');
    expect(fifth.answer).toBe('[[1, 5], [0, 1]]');
    expect(fifth.steps.map((s) => s.text.split(' = ')[0])).toEqual([
      '[[1, 1], [0, 1]]²',
      '[[1, 1], [0, 1]]⁴',
      '[[1, 1], [0, 1]]⁵',
    ]);
    expect(solved('[[1,2],[3,4]]^0').answer).toBe('[[1, 0], [0, 1]]');
    expect(solved('[[1,2],[3,4]]^-2').answer).toBe('[[11/2, −5/2], [−15/4, 7/4]]');
    expect(solved('2[[1,2],[3,4]] + [[1,0],[0,1]]').answer).toBe('[[3, 4], [6, 9]]');
    expect(solved('det([[1,2],[3,4]] [[5,6],[7,8]])').answer).toBe('4');
    expect(solved('det [[1,2],[3,4]] + 1')).toMatchObject({ title: 'Matrices', answer: '−1' });
    expect(solved('transpose [1,2,3]').answer).toBe('[[1, 2, 3]]');
    // A square bracket after any other name is still its argument list.
    expect(solved('gcd[12, 18]').answer).toBe('6');
    for (const text of [
      'transpose [[1,2,3],[4,5,6]]',
      '[[1,2],[3,4]] + [[1,0],[0,1]]',
      '2[[1,2],[3,4]]',
      '[[1,2],[3,4]]*[[5,6],[7,8]]',
      '[[1,1],[0,1]]^5',
    ])
      expect(readsBack(text), text).toEqual([]);
  });

  it('gives the rank by row reduction', () => {
    const r = solved('rank [[1,2],[2,4]]');
    expect(r).toMatchObject({ title: 'Rank of a matrix', answer: '1', solutions: [{ value: 1 }] });
    expect(r.steps.map((s) => s.text)).toEqual(['[[1, 2], [0, 0]]', 'rank([[1, 2], [2, 4]]) = 1']);
    expect(solved('rank [[1,2,3],[4,5,6],[7,8,9]]').answer).toBe('2');
    expect(solved('rank [[1,0,0,1],[0,1,0,1],[0,0,1,1]]').answer).toBe('3');
    expect(solved('rank [[0,0],[0,0]]').answer).toBe('0');
  });

  it('solves A x = b: one solution, none, infinitely many', () => {
    const named = solved('solve [[2,1],[1,-1]] [x, y] = [5, 1]');
    expect(named).toMatchObject({
      title: 'Matrix equation Ax = b',
      method: 'row reduction',
      answer: 'x = 2, y = 1',
      solutions: [
        { text: 'x = 2', value: 2 },
        { text: 'y = 1', value: 1 },
      ],
    });
    expect(named.steps.every((s) => s.why.length > 0)).toBe(true);
    expect(named.steps.slice(1, -1).map((s) => s.why)).toContain(
      'a row operation does not change the solutions of the system',
    );
    expect(solved('[[2,1],[1,-1]] x = [5,1]')).toMatchObject({
      answer: 'x = [[2], [1]]',
      solutions: [{ text: 'x = [[2], [1]]' }],
    });
    expect(solved('[[1,1,1],[2,-1,1],[1,2,-1]] [x,y,z] = [6,3,2]').answer).toBe(
      'x = 1, y = 2, z = 3',
    );
    expect(solved('[[1,2],[2,4]] [x, y] = [3, 7]')).toMatchObject({
      answer: 'No solution',
      outcome: 'none',
    });
    expect(solved('[[1,2],[2,4]] [x, y] = [3, 6]')).toMatchObject({
      answer: 'Infinitely many solutions: x = −2y + 3',
      outcome: 'family',
    });
  });

  it('refuses sizes that do not fit, and what is not a matrix problem', () => {
    expect(refusal('[[1,2,3],[4,5,6]] [[1,2],[3,4]]').message).toBe(
      "A 2×3 matrix times a 2×2 matrix is not defined: the first's columns must match the second's rows",
    );
    expect(refusal('[[1,2,3],[4,5,6]] + [[1,2],[3,4]]').message).toBe(
      'A 2×3 matrix plus a 2×2 matrix is not defined: matrices add entry by entry, so they must be the same size',
    );
    expect(refusal('det [[1,2,3],[4,5,6]]').message).toBe(
      'Only a square matrix has a determinant; this one is 2×3',
    );
    expect(refusal('inverse [[1,2,3],[4,5,6]]').message).toBe(
      'Only a square matrix has an inverse; this one is 2×3',
    );
    expect(refusal('[[1,2,3],[4,5,6]]^2').message).toMatch(/^A 2×3 matrix times a 2×3 matrix/);
    expect(refusal('[[1,2],[3,4]] + 1').code).toBe('invalid_value');
    expect(refusal('2 / [[1,2],[3,4]]').message).toMatch(/^Dividing by a matrix is not defined/);
    expect(refusal('det [[x,1],[2,3]]').message).toMatch(
      /^The entries of a matrix must be numbers/,
    );
    expect(
      refusal('det [[1,2,3,4,5],[1,2,3,4,5],[1,2,3,4,5],[1,2,3,4,5],[1,2,3,4,5]]').message,
    ).toMatch(/^Matrices up to 4×4 are worked out; this one is 5×5/);
    expect(refusal('[[1,2],[3,4]]^(1/2)').message).toMatch(/whole-number powers/);
    expect(refusal('[[2,1],[1,-1]] [x, y] = [5, 1, 2]').message).toMatch(
      /^The right side must be a column of 2 numbers/,
    );
    expect(refusal('[[1,2],[3,4]]').message).toMatch(/^Say what to work out for the matrix/);
  });
});

describe('solve: a refusal about matrices in the language of the page', () => {
  it('says why in Spanish and German, the sizes and the matrix written in their notation', () => {
    for (const language of [es, de]) {
      const square = solve('det [[1],[2],[3]]', { language });
      expect(!square.ok && square.error.message).toBe(
        sentence(language, 'matrixSquareDeterminant', { size: '3×1' }),
      );
      const sum = solve('[[1],[2]] + [[1]]', { language });
      expect(!sum.ok && sum.error.message).toBe(
        sentence(language, 'matrixSum', { left: '2×1', right: '1×1' }),
      );
      const bare = solve('[[1],[2]]', { language });
      expect(!bare.ok && bare.error.message).toContain(
        sentence(language, 'matrixSay', {
          matrix: '[[1]; [2]]',
          does: sentence(language, 'matrixWhat') as string,
        }),
      );
    }
  });

  it('is unchanged in English', () => {
    expect(refusal('det [[1],[2],[3]]').message).toBe(
      'Only a square matrix has a determinant; this one is 3×1',
    );
    expect(refusal('[[1],[2]]').message).toMatch(
      /^Say what to work out for the matrix, such as det \[\[1\], \[2\]\]\. The solver works out determinants/,
    );
  });
});
