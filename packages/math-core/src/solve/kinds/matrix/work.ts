/**
 * What every matrix operation shares: the steps being written, entries shown exactly (or as
 * decimals when typed so), a matrix read from its tree, and the checks on its size.
 */

import { contains, evalExact, hasVariable } from '../../../algebra/reading';
import { valueNode } from '../../../algebra/workOut';
import { add, fn, mul, sub } from '../../../math/build';
import * as E from '../../../math/exact';
import type { Q } from '../../../math/rational';
import * as R from '../../../math/rational';
import type { RuleId, StepParams, WorkedStep } from '../../../math/rules';
import { step } from '../../../math/show';
import type { MathNode } from '../../../math/tree';
import { invalid, type MatrixRefusal, unsupported } from './refusals';
import type { Matrix } from './rows';

/** The largest matrix worked out: 4 rows and 4 columns. */
const MAX_SIZE = 4;
/** The largest power worked out. */
export const MAX_POWER = 64;

/** What is asked of a matrix by name: det [[1, 2], [3, 4]]. */
export const ASKED = new Set(['det', 'inverse', 'transpose', 'rank']);

export const holdsMatrix = (tree: MathNode): boolean =>
  contains(tree, (node) => node.type === 'matrix');

/** How the work goes: its steps so far, how numbers are written, and how it was done last. */
export interface Work {
  steps: WorkedStep[];
  decimals: boolean;
  method: string;
}

export type Value = Q | Matrix;
export const isMatrix = (v: Value): v is Matrix => Array.isArray(v);

/** "2×3": a matrix's size in words. */
export const sizeOf = (m: Matrix): string => `${m.length}×${m[0]?.length ?? 0}`;

/** A number as the answer writes it: a decimal where the problem was typed in decimals. */
export const entry = (q: Q, w: Work): MathNode => valueNode(E.fromQ(q), w.decimals);
export const say = (w: Work) => (q: Q) => entry(q, w);
export const grid = (rows: MathNode[][]): MathNode => ({ type: 'matrix', rows });
export const shown = (m: Matrix, w: Work): MathNode =>
  grid(m.map((r) => r.map((q) => entry(q, w))));
export const det = (m: MathNode): MathNode => fn('det', m);

/** A number in a matrix problem (an entry, a multiple, a power), exactly. */
export const numberOf = (node: MathNode): Q => {
  if (hasVariable(node)) throw unsupported('matrixEntries');
  const q = E.rational(evalExact(node));
  if (!q) throw unsupported('matrixEntries');
  return q;
};

/** A matrix as typed, its entries read exactly. */
export const read = (node: Extract<MathNode, { type: 'matrix' }>): Matrix => {
  const rows = node.rows.length;
  const cols = node.rows[0]?.length ?? 0;
  if (rows > MAX_SIZE || cols > MAX_SIZE)
    throw unsupported('matrixMaxSize', {
      max: String(MAX_SIZE),
      rows: String(rows),
      columns: String(cols),
    });
  return node.rows.map((r) => r.map(numberOf));
};

/** The size of a square matrix; else the refusal `refused`, that only a square one has it. */
export const square = (
  m: Matrix,
  refused: Extract<MatrixRefusal, 'matrixSquareDeterminant' | 'matrixSquareInverse'>,
): number => {
  if (m.length !== m[0]?.length) throw invalid(refused, { size: sizeOf(m) });
  return m.length;
};

/** A sum of multiples, k₁ × a₁ + k₂ × a₂ − …, each k written without its sign after the first. */
export const signed = (terms: [Q, MathNode][], w: Work): MathNode => {
  const [[k, part], ...rest] = terms as [[Q, MathNode], ...[Q, MathNode][]];
  return rest.reduce<MathNode>(
    (sum, [c, term]) => (R.sign(c) < 0 ? sub : add)(sum, mul(entry(R.abs(c), w), term)),
    mul(entry(k, w), part),
  );
};

/** A step of the work: its rule, the form of its note, and the numbers and rows the note names. */
export const push = (
  w: Work,
  rule: RuleId,
  form: string,
  statement: MathNode,
  params?: StepParams,
): void => {
  w.steps.push(step({ rule, form, ...(params ? { params } : {}) }, statement));
};
