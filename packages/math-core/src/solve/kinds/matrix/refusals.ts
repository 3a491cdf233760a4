/** Why a problem about matrices is refused: the sentences by id, and the refusals they make. */
import { refuse, type SolveStop, said } from '../../../math/refusal';
import type { MathErrorValue } from '../../../types';

export const MATRIX_REFUSALS = {
  matrixWhat:
    'The solver works out determinants, inverses, transposes, sums, multiples, products, powers and ranks of matrices, and solves A x = b',
  matrixSay: 'Say what to work out for the matrix, such as det {matrix}. {does}',
  matrixNeeds: '{what} needs a matrix, not a number',
  matrixMinusSign: 'A minus sign',
  matrixRightSide: 'The right side of A x = b',
  matrixNumberPlus:
    'A number plus a matrix is not defined: only matrices of the same size add and subtract',
  matrixNumberMinus:
    'A number minus a matrix is not defined: only matrices of the same size add and subtract',
  matrixDivide: 'Dividing by a matrix is not defined: multiply by its inverse, A^-1, instead',
  matrixWholePowers: 'A matrix is raised to whole-number powers only',
  matrixSum:
    'A {left} matrix plus a {right} matrix is not defined: matrices add entry by entry, so they must be the same size',
  matrixDifference:
    'A {left} matrix minus a {right} matrix is not defined: matrices subtract entry by entry, so they must be the same size',
  matrixProduct:
    "A {left} matrix times a {right} matrix is not defined: the first's columns must match the second's rows",
  matrixPowerSquare:
    'A {size} matrix times a {size} matrix is not defined, so only a square matrix has powers',
  matrixMaxPower: 'Powers of a matrix up to {max} are worked out',
  matrixSingular: 'The matrix is singular (its determinant is 0), so it has no inverse',
  matrixAxB:
    'A matrix equation is solved in the form A x = b: a matrix times an unknown vector (a letter, or unknowns in brackets such as [x, y]) equals a column of numbers',
  matrixLetters: 'Each unknown in the brackets must be a different letter',
  matrixRightColumn:
    'The right side must be a column of {rows} numbers, one for each row of the {size} matrix',
  matrixUnknowns: 'A {size} matrix multiplies a column of {columns} unknowns, not {count}',
  matrixEntries: 'The entries of a matrix must be numbers: whole numbers, fractions or decimals',
  matrixMaxSize: 'Matrices up to {max}×{max} are worked out; this one is {rows}×{columns}',
  matrixSquareDeterminant: 'Only a square matrix has a determinant; this one is {size}',
  matrixSquareInverse: 'Only a square matrix has an inverse; this one is {size}',
} as const;

export type MatrixRefusal = keyof typeof MATRIX_REFUSALS;
type Values = Readonly<Record<string, MathErrorValue>>;

/** A problem that cannot be worked out as asked. */
export const invalid = (id: MatrixRefusal, values?: Values): SolveStop =>
  refuse('invalid_value', MATRIX_REFUSALS, id, values);
/** A problem of a form the solver does not work out. */
export const unsupported = (id: MatrixRefusal, values?: Values): SolveStop =>
  refuse('unsupported', MATRIX_REFUSALS, id, values);
/** A sentence of the table, to be said inside another. */
export const saying = (id: MatrixRefusal) => said(MATRIX_REFUSALS, id);
