/**
 * Matrices as students type them, up to 4×4, with exact entries (whole numbers, fractions,
 * decimals): `det [[1,2],[3,4]]` (cofactor expansion for 2×2 and 3×3, row reduction to a
 * triangular matrix for larger ones), `inverse [[1,2],[3,4]]` or `[[1,2],[3,4]]^-1` (Gauss–Jordan,
 * each row operation a step; a singular matrix said to be one), `transpose [[1,2,3],[4,5,6]]` or
 * `…^T`, sums, differences, multiples (`2[[1,2],[3,4]]`), products (`A*B` or `A B`), whole powers,
 * `rank [[1,2],[2,4]]` by row reduction, and `A x = b` by row reduction (`[[2,1],[1,-1]] x = [5,1]`,
 * or `[[2,1],[1,-1]] [x, y] = [5, 1]` to name the unknowns): one solution, none or infinitely
 * many. An expression of these (`2A + B`, `det(A B)`) is worked out one operation at a time.
 *
 * The kind checks its answers itself, each as it is found and by other means than the working:
 * a determinant by Leibniz's formula, an inverse by A·A⁻¹ = A⁻¹·A = I, a rank by the square
 * submatrices whose determinant is not 0, sums, multiples, products and powers again in floating
 * point, and the solutions of A x = b put back into it (no solution: the rank of A below that of
 * [A | b]; infinitely many: equal ranks below the number of unknowns).
 */

import { contains } from '../../../algebra/reading';
import { solution } from '../../../math/show';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import type { Answered } from '../../equation';
import type { Case, Kind } from '../../kind';
import { MATRIX_ANSWERS } from './answers';
import { evaluate } from './evaluate';
import { Singular } from './reduce';
import { saying, unsupported } from './refusals';
import { solveSystem } from './system';
import { ASKED, entry, holdsMatrix, isMatrix, shown, type Value, type Work } from './work';

/** Whether a problem is about matrices: it holds one, or asks a determinant, inverse … of one. */
const aboutMatrices = (tree: MathNode): boolean =>
  contains(
    tree,
    (node) => node.type === 'matrix' || (node.type === 'function' && ASKED.has(node.name)),
  );

/** The headings of problems about matrices, by id. */
const TITLES = {
  matrixEquation: 'Matrix equation Ax = b',
  det: 'Determinant of a matrix',
  inverse: 'Inverse of a matrix',
  transpose: 'Transpose of a matrix',
  rank: 'Rank of a matrix',
  matrixPower: 'Power of a matrix',
  matrices: 'Matrices',
  matrixSum: 'Sum of matrices',
  matrixDifference: 'Difference of matrices',
  matrixProduct: 'Product of matrices',
  matrixMultiple: 'Multiple of a matrix',
} as const;

/** The heading for a problem as read, by the operation done last. */
const titleOf = (tree: MathNode): keyof typeof TITLES => {
  if (tree.type === 'relation') return 'matrixEquation';
  if (tree.type === 'function' && ASKED.has(tree.name)) return tree.name as 'det';
  if (tree.type === 'power' && holdsMatrix(tree.base)) {
    const e = tree.exponent;
    if (e.type === 'variable') return 'transpose';
    return e.type === 'neg' && e.arg.type === 'number' && e.arg.value === '1'
      ? 'inverse'
      : 'matrixPower';
  }
  // A number worked out of matrices, det(A) + 1, has no heading of its own.
  const number = (n: MathNode) => n.type === 'function' && (n.name === 'det' || n.name === 'rank');
  if (tree.type === 'binary' && (number(tree.left) || number(tree.right))) return 'matrices';
  if (tree.type === 'binary' && (tree.op === '+' || tree.op === '-'))
    return tree.op === '+' ? 'matrixSum' : 'matrixDifference';
  if (
    tree.type === 'binary' &&
    tree.op === '*' &&
    holdsMatrix(tree.left) &&
    holdsMatrix(tree.right)
  )
    return 'matrixProduct';
  if (tree.type === 'binary' || tree.type === 'neg' || tree.type === 'fraction')
    return 'matrixMultiple';
  return 'matrices';
};

export const matrixKind: Kind<'matrix'> = {
  id: 'matrix',
  title: titleOf,
  titles: TITLES,
  methods: {
    exactArithmetic: 'exact arithmetic',
    entryByEntry: 'entry by entry',
    rowTimesColumn: 'row times column',
    rowsAsColumns: 'rows as columns',
    identityPower: 'identity',
    gaussJordan: 'Gauss–Jordan elimination',
    repeatedMultiplication: 'repeated multiplication',
    cofactorExpansion: 'cofactor expansion',
    rowReduction: 'row reduction',
  },
  practice: null,
  check: 'own',
  example: 'det [[1,2],[3,4]]',
  drawn: 'never',
};

/** The answer to a problem about matrices, with its steps. */
const answer = (tree: MathNode, decimals: boolean): Answered => {
  const w: Work = { steps: [], decimals, method: '' };
  if (tree.type === 'relation') return solveSystem(tree, w);
  if (tree.type === 'matrix')
    throw unsupported('matrixSay', { matrix: tree, does: saying('matrixWhat') });
  let value: Value;
  try {
    value = evaluate(tree, w);
  } catch (err) {
    if (!(err instanceof Singular)) throw err;
    return {
      kind: 'matrix',
      method: w.method,
      ...answerInWords({ id: 'singular' }, MATRIX_ANSWERS),
      solutions: [],
      outcome: 'none',
      steps: w.steps,
    };
  }
  const shownValue = isMatrix(value) ? shown(value, w) : entry(value, w);
  const found = isMatrix(value) ? solution(shownValue) : solution(shownValue, shownValue);
  return {
    kind: 'matrix',
    method: w.method || 'exactArithmetic',
    answer: found.text,
    solutions: [found],
    steps: w.steps,
  };
};

/** A problem that holds a matrix, or asks a determinant, inverse, transpose or rank. */
export const matrixCase: Case = {
  matches: aboutMatrices,
  solve: (tree, { decimals }) => answer(tree, decimals),
};
