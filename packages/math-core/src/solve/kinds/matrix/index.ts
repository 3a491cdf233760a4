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

import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import { contains, evalExact, hasVariable } from '../../../algebra/reading';
import { valueNode } from '../../../algebra/workOut';
import {
  add,
  chain,
  eq,
  fn,
  frac,
  list,
  mul,
  n,
  neg,
  pow,
  sub,
  times,
  variable,
} from '../../../math/build';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { type Q, SolveStop, unchecked } from '../../../math/rational';
import type { ExplainedStep, RuleId } from '../../../math/rules';
import { type Solution, solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import type { Answered } from '../../equation';
import type { Case, Kind } from '../../kind';
import {
  checkProduct,
  checkScale,
  checkSum,
  identity,
  leibniz,
  type Matrix,
  times as product,
  rankByMinors,
  rowReduce,
  same,
} from './rows';

/** The largest matrix worked out: 4 rows and 4 columns. */
const MAX_SIZE = 4;
/** The largest power worked out. */
const MAX_POWER = 64;

const invalid = (message: string): SolveStop => new SolveStop('invalid_value', message);
const unsupported = (message: string): SolveStop => new SolveStop('unsupported', message);

/** What is asked of a matrix by name: det [[1, 2], [3, 4]]. */
const ASKED = new Set(['det', 'inverse', 'transpose', 'rank']);

/** Whether a problem is about matrices: it holds one, or asks a determinant, inverse … of one. */
const aboutMatrices = (tree: MathNode): boolean =>
  contains(
    tree,
    (node) => node.type === 'matrix' || (node.type === 'function' && ASKED.has(node.name)),
  );

const holdsMatrix = (tree: MathNode): boolean => contains(tree, (node) => node.type === 'matrix');

/** The heading for a problem as read, by the operation done last. */
const titleOf = (tree: MathNode): string => {
  if (tree.type === 'relation') return 'Matrix equation Ax = b';
  if (tree.type === 'function' && ASKED.has(tree.name))
    return {
      det: 'Determinant of a matrix',
      inverse: 'Inverse of a matrix',
      transpose: 'Transpose of a matrix',
      rank: 'Rank of a matrix',
    }[tree.name as 'det'];
  if (tree.type === 'power' && holdsMatrix(tree.base)) {
    const e = tree.exponent;
    if (e.type === 'variable') return 'Transpose of a matrix';
    return e.type === 'neg' && e.arg.type === 'number' && e.arg.value === '1'
      ? 'Inverse of a matrix'
      : 'Power of a matrix';
  }
  // A number worked out of matrices, det(A) + 1, has no heading of its own.
  const number = (n: MathNode) => n.type === 'function' && (n.name === 'det' || n.name === 'rank');
  if (tree.type === 'binary' && (number(tree.left) || number(tree.right))) return 'Matrices';
  if (tree.type === 'binary' && (tree.op === '+' || tree.op === '-'))
    return tree.op === '+' ? 'Sum of matrices' : 'Difference of matrices';
  if (
    tree.type === 'binary' &&
    tree.op === '*' &&
    holdsMatrix(tree.left) &&
    holdsMatrix(tree.right)
  )
    return 'Product of matrices';
  if (tree.type === 'binary' || tree.type === 'neg' || tree.type === 'fraction')
    return 'Multiple of a matrix';
  return 'Matrices';
};

export const matrixKind: Kind<'matrix'> = {
  id: 'matrix',
  title: titleOf,
  practice: null,
  check: 'own',
  example: 'det [[1,2],[3,4]]',
};

/** How the work goes: its steps so far, how numbers are written, and how it was done last. */
interface Work {
  steps: ExplainedStep[];
  decimals: boolean;
  method: string;
}

type Value = Q | Matrix;
const isMatrix = (v: Value): v is Matrix => Array.isArray(v);

/** "2×3": a matrix's size in words. */
const sizeOf = (m: Matrix): string => `${m.length}×${m[0]?.length ?? 0}`;

/** A number as the answer writes it: a decimal where the problem was typed in decimals. */
const entry = (q: Q, w: Work): MathNode => valueNode(E.fromQ(q), w.decimals);
const say = (w: Work) => (q: Q) => toText(entry(q, w));
const grid = (rows: MathNode[][]): MathNode => ({ type: 'matrix', rows });
const shown = (m: Matrix, w: Work): MathNode => grid(m.map((r) => r.map((q) => entry(q, w))));
const det = (m: MathNode): MathNode => fn('det', m);

const ENTRIES = 'The entries of a matrix must be numbers: whole numbers, fractions or decimals';

/** A number in a matrix problem (an entry, a multiple, a power), exactly. */
const numberOf = (node: MathNode): Q => {
  if (hasVariable(node)) throw unsupported(ENTRIES);
  const q = E.rational(evalExact(node));
  if (!q) throw unsupported(ENTRIES);
  return q;
};

/** A matrix as typed, its entries read exactly. */
const read = (node: Extract<MathNode, { type: 'matrix' }>): Matrix => {
  const rows = node.rows.length;
  const cols = node.rows[0]?.length ?? 0;
  if (rows > MAX_SIZE || cols > MAX_SIZE)
    throw unsupported(
      `Matrices up to ${MAX_SIZE}×${MAX_SIZE} are worked out; this one is ${rows}×${cols}`,
    );
  return node.rows.map((r) => r.map(numberOf));
};

const square = (m: Matrix, what: string): number => {
  if (m.length !== m[0]?.length)
    throw invalid(`Only a square matrix has ${what}; this one is ${sizeOf(m)}`);
  return m.length;
};

/** A sum of multiples, k₁ × a₁ + k₂ × a₂ − …, each k written without its sign after the first. */
const signed = (terms: [Q, MathNode][], w: Work): MathNode => {
  const [[k, part], ...rest] = terms as [[Q, MathNode], ...[Q, MathNode][]];
  return rest.reduce<MathNode>(
    (sum, [c, term]) => (R.sign(c) < 0 ? sub : add)(sum, mul(entry(R.abs(c), w), term)),
    mul(entry(k, w), part),
  );
};

const push = (w: Work, note: string, statement: MathNode, rule: RuleId): void => {
  w.steps.push(step(note, statement, rule));
};

// The operations, each worked out with its steps and checked before its value is used.

const sum = (a: Matrix, b: Matrix, minus: boolean, w: Work): Matrix => {
  if (sizeOf(a) !== sizeOf(b))
    throw invalid(
      `A ${sizeOf(a)} matrix ${minus ? 'minus' : 'plus'} a ${sizeOf(b)} matrix is not defined: matrices ${minus ? 'subtract' : 'add'} entry by entry, so they must be the same size`,
    );
  const result = a.map((r, i) => r.map((x, j) => (minus ? R.sub : R.add)(x, b[i]?.[j] as Q)));
  checkSum(a, b, minus, result);
  const op = minus ? sub : add;
  push(
    w,
    minus ? 'Subtract the matching entries' : 'Add the matching entries',
    chain(
      op(shown(a, w), shown(b, w)),
      '=',
      grid(a.map((r, i) => r.map((x, j) => op(entry(x, w), entry(b[i]?.[j] as Q, w))))),
      '=',
      shown(result, w),
    ),
    'matrixSum',
  );
  w.method = 'entry by entry';
  return result;
};

/** k·a (a × k when `after`), or a ÷ d when `divisor` is given (k = 1/d). */
const scale = (k: Q, a: Matrix, w: Work, divisor?: Q, after = false): Matrix => {
  const result = a.map((r) => r.map((x) => R.mul(k, x)));
  checkScale(k, a, result);
  const [typed, each, note] =
    divisor !== undefined
      ? [
          frac(shown(a, w), entry(divisor, w)),
          (x: Q) => frac(entry(x, w), entry(divisor, w)),
          `Divide every entry by ${say(w)(divisor)}`,
        ]
      : R.eq(k, R.int(-1))
        ? [neg(shown(a, w)), undefined, 'Change the sign of every entry']
        : [
            after ? mul(shown(a, w), entry(k, w)) : times(entry(k, w), shown(a, w)),
            (x: Q) => mul(entry(k, w), entry(x, w)),
            `Multiply every entry by ${say(w)(k)}`,
          ];
  push(
    w,
    note,
    each
      ? chain(typed, '=', grid(a.map((r) => r.map(each))), '=', shown(result, w))
      : chain(typed, '=', shown(result, w)),
    'matrixScale',
  );
  w.method = 'entry by entry';
  return result;
};

const multiply = (a: Matrix, b: Matrix, w: Work): Matrix => {
  if (a[0]?.length !== b.length)
    throw invalid(
      `A ${sizeOf(a)} matrix times a ${sizeOf(b)} matrix is not defined: the first's columns must match the second's rows`,
    );
  const result = product(a, b);
  checkProduct([a, b], result);
  const sums = a.map((r) =>
    (b[0] as Q[]).map((_, j) =>
      r.map((x, k) => mul(entry(x, w), entry(b[k]?.[j] as Q, w))).reduce((s, term) => add(s, term)),
    ),
  );
  push(
    w,
    'Multiply each row of the first matrix by each column of the second: entry (i, j) is row i times column j',
    chain(mul(shown(a, w), shown(b, w)), '=', grid(sums), '=', shown(result, w)),
    'matrixProduct',
  );
  w.method = 'row times column';
  return result;
};

const transpose = (a: Matrix, w: Work): Matrix => {
  const result = (a[0] as Q[]).map((_, j) => a.map((r) => r[j] as Q));
  if (!a.every((r, i) => r.every((x, j) => R.eq(x, result[j]?.[i] as Q)))) throw unchecked();
  push(
    w,
    'Write each row as a column: row 1 of the matrix is column 1 of its transpose, and so on',
    chain(pow(shown(a, w), variable('T')), '=', shown(result, w)),
    'transpose',
  );
  w.method = 'rows as columns';
  return result;
};

/** The 2×2 determinant ad − bc as its steps write it, and its value. */
const twoByTwo = (m: Matrix, w: Work): [MathNode, MathNode, Q] => {
  const [[a, b], [c, d]] = m as [[Q, Q], [Q, Q]];
  const [ad, bc] = [R.mul(a, d), R.mul(b, c)];
  return [
    sub(mul(entry(a, w), entry(d, w)), mul(entry(b, w), entry(c, w))),
    sub(entry(ad, w), entry(bc, w)),
    R.sub(ad, bc),
  ];
};

/** m without row i and column j. */
const minor = (m: Matrix, i: number, j: number): Matrix =>
  m.filter((_, r) => r !== i).map((r) => r.filter((_, c) => c !== j));

/** A 3×3 determinant by cofactor expansion along the row or column with the most zeros. */
const cofactor = (m: Matrix, w: Work): Q => {
  const lines = [0, 1, 2].flatMap((k) => [
    { row: true, k, zeros: (m[k] as Q[]).filter(R.isZero).length },
    { row: false, k, zeros: m.filter((r) => R.isZero(r[k] as Q)).length },
  ]);
  const line = lines.reduce((best, l) => (l.zeros > best.zeros ? l : best));
  const name = `${line.row ? 'row' : 'column'} ${line.k + 1}`;
  const terms = [0, 1, 2]
    .map((t) => {
      const [i, j] = line.row ? [line.k, t] : [t, line.k];
      const c = R.mul(m[i]?.[j] as Q, R.int((i + j) % 2 === 0 ? 1 : -1));
      return { c, rest: minor(m, i, j) };
    })
    .filter((t) => !R.isZero(t.c));
  const typed = det(shown(m, w));
  if (terms.length === 0) {
    push(
      w,
      `Every entry of ${name} is 0, so the expansion along it is 0`,
      chain(typed, '=', n(0)),
      'cofactor',
    );
    return R.ZERO;
  }
  const each = (part: (t: (typeof terms)[number]) => MathNode): MathNode =>
    signed(
      terms.map((t) => [t.c, part(t)]),
      w,
    );
  push(
    w,
    `Expand along ${name}${line.zeros > 0 ? ', which has the most zeros' : ''}: each entry times the determinant left when its row and column are crossed out, with the signs + − + of a checkerboard`,
    chain(
      typed,
      '=',
      each((t) => det(shown(t.rest, w))),
    ),
    'cofactor',
  );
  const values = terms.map((t) => twoByTwo(t.rest, w));
  const result = terms.reduce(
    (s, t, i) => R.add(s, R.mul(t.c, (values[i] as [MathNode, MathNode, Q])[2])),
    R.ZERO,
  );
  push(
    w,
    'Work out each 2×2 determinant, ad − bc, and add up',
    chain(
      typed,
      '=',
      each((t) => (values[terms.indexOf(t)] as [MathNode, MathNode, Q])[0]),
      '=',
      each((t) => entry((values[terms.indexOf(t)] as [MathNode, MathNode, Q])[2], w)),
      '=',
      entry(result, w),
    ),
    'determinant2',
  );
  return result;
};

/** A determinant by row reduction to a triangular matrix: the product of its diagonal. */
const byRows = (m: Matrix, w: Work): Q => {
  const typed = det(shown(m, w));
  let odd = false;
  const { m: done } = rowReduce(m, m.length, false, say(w), (note, now, swapped) => {
    odd = odd !== swapped;
    const value = det(shown(now, w));
    push(w, note, chain(typed, '=', odd ? neg(value) : value), 'rowDeterminant');
  });
  const diagonal = done.map((r, i) => r[i] as Q);
  const result = diagonal.reduce((p, x) => R.mul(p, x), R.ONE);
  const product = diagonal.map((x) => entry(x, w)).reduce((p, x) => mul(p, x));
  push(
    w,
    'The matrix is triangular: its determinant is the product of its diagonal',
    chain(typed, '=', odd ? neg(product) : product, '=', entry(odd ? R.neg(result) : result, w)),
    'triangular',
  );
  return odd ? R.neg(result) : result;
};

const determinant = (m: Matrix, w: Work): Q => {
  const size = square(m, 'a determinant');
  let result: Q;
  if (size === 2) {
    const [formula, products, value] = twoByTwo(m, w);
    push(
      w,
      'The determinant of a 2×2 matrix [[a, b], [c, d]] is ad − bc',
      chain(det(shown(m, w)), '=', formula, '=', products, '=', entry(value, w)),
      'determinant2',
    );
    result = value;
  } else result = size === 3 ? cofactor(m, w) : byRows(m, w);
  if (!R.eq(result, leibniz(m))) throw unchecked();
  w.method = size === 2 || size === 3 ? 'cofactor expansion' : 'row reduction';
  return result;
};

/** Stops the work where an inverse was needed of a matrix that has none. */
class Singular extends SolveStop {}
const SINGULAR = 'The matrix is singular (its determinant is 0), so it has no inverse';

const inverse = (m: Matrix, w: Work): Matrix => {
  const size = square(m, 'an inverse');
  const augmented = m.map((r, i) => [...r, ...(identity(size)[i] as Q[])]);
  push(
    w,
    'Write the matrix with the identity matrix beside it, [A | I], and turn the left half into I by row operations',
    shown(augmented, w),
    'gaussJordan',
  );
  const { m: done, pivots } = rowReduce(augmented, size, true, say(w), (note, now) =>
    push(w, note, shown(now, w), 'gaussJordan'),
  );
  w.method = 'Gauss–Jordan elimination';
  if (pivots.length < size) {
    if (!R.isZero(leibniz(m))) throw unchecked();
    push(
      w,
      `Column ${pivots.length + 1} has no pivot, so the left half cannot become I. ${SINGULAR}`,
      chain(det(shown(m, w)), '=', n(0)),
      'singular',
    );
    throw new Singular('invalid_value', SINGULAR);
  }
  const result = done.map((r) => r.slice(size));
  if (!same(product(m, result), identity(size)) || !same(product(result, m), identity(size)))
    throw unchecked();
  const typed = pow(shown(m, w), neg(n(1)));
  push(
    w,
    'The left half is now I, so the right half is the inverse',
    chain(typed, '=', shown(result, w)),
    'gaussJordan',
  );
  push(
    w,
    'Check: the matrix times its inverse is the identity matrix',
    chain(mul(shown(m, w), shown(result, w)), '=', shown(identity(size), w)),
    'inverseCheck',
  );
  return result;
};

const power = (m: Matrix, k: number, w: Work): Matrix => {
  if (m.length !== m[0]?.length)
    throw invalid(
      `A ${sizeOf(m)} matrix times a ${sizeOf(m)} matrix is not defined, so only a square matrix has powers`,
    );
  if (Math.abs(k) > MAX_POWER)
    throw unsupported(`Powers of a matrix up to ${MAX_POWER} are worked out`);
  const typed = (e: number): MathNode => pow(shown(m, w), e < 0 ? neg(n(-e)) : n(e));
  if (k === 0) {
    const result = identity(m.length);
    push(
      w,
      'A square matrix to the power 0 is the identity matrix',
      chain(typed(0), '=', shown(result, w)),
      'matrixPower',
    );
    w.method = 'identity';
    return result;
  }
  const base = k < 0 ? inverse(m, w) : m;
  const count = Math.abs(k);
  // Square and multiply, from the highest binary digit of the power down: A², A⁴, A⁵ …
  let done = base;
  let reached = 1;
  const multiplyBy = (factor: Matrix, next: number, note: string) => {
    const result = product(done, factor);
    push(
      w,
      note,
      chain(
        typed(Math.sign(k) * next),
        '=',
        mul(shown(done, w), shown(factor, w)),
        '=',
        shown(result, w),
      ),
      'matrixPower',
    );
    [done, reached] = [result, next];
  };
  for (const digit of count.toString(2).slice(1)) {
    multiplyBy(
      done,
      2 * reached,
      reached === 1 ? 'Multiply the matrix by itself' : 'Square the power found last',
    );
    if (digit === '1') multiplyBy(base, reached + 1, 'Multiply by the matrix once more');
  }
  checkProduct(
    Array.from({ length: count }, () => base),
    done,
  );
  w.method = count === 1 ? 'Gauss–Jordan elimination' : 'repeated multiplication';
  return done;
};

const rank = (m: Matrix, w: Work): number => {
  const { pivots } = rowReduce(m, m[0]?.length ?? 0, false, say(w), (note, now) =>
    push(w, note, shown(now, w), 'rank'),
  );
  const result = pivots.length;
  if (result !== rankByMinors(m)) throw unchecked();
  push(
    w,
    `The echelon form has ${result} nonzero ${result === 1 ? 'row' : 'rows'}, one pivot each`,
    chain(fn('rank', shown(m, w)), '=', n(result)),
    'rank',
  );
  w.method = 'row reduction';
  return result;
};

const WHAT =
  'The solver works out determinants, inverses, transposes, sums, multiples, products, powers and ranks of matrices, and solves A x = b';

/** A matrix, or a refusal saying what was found instead. */
const matrixOf = (v: Value, what: string): Matrix => {
  if (!isMatrix(v)) throw invalid(`${what} needs a matrix, not a number`);
  return v;
};

/** The value of a tree holding matrices, one operation at a time, each with its steps. */
const evaluate = (node: MathNode, w: Work): Value => {
  if (!holdsMatrix(node)) return numberOf(node);
  switch (node.type) {
    case 'matrix':
      return read(node);
    case 'neg':
      return scale(R.int(-1), matrixOf(evaluate(node.arg, w), 'A minus sign'), w);
    case 'fraction':
    case 'binary': {
      const [left, right, op] =
        node.type === 'fraction' ? [node.num, node.den, '/'] : [node.left, node.right, node.op];
      const [a, b] = [evaluate(left, w), evaluate(right, w)];
      if (op === '+' || op === '-') {
        if (!isMatrix(a) && !isMatrix(b)) return (op === '+' ? R.add : R.sub)(a, b);
        if (!isMatrix(a) || !isMatrix(b))
          throw invalid(
            `A number ${op === '+' ? 'plus' : 'minus'} a matrix is not defined: only matrices of the same size add and subtract`,
          );
        return sum(a, b, op === '-', w);
      }
      if (op === '*') {
        if (isMatrix(a) && isMatrix(b)) return multiply(a, b, w);
        if (isMatrix(a)) return scale(b as Q, a, w, undefined, true);
        if (isMatrix(b)) return scale(a as Q, b, w);
        return R.mul(a, b);
      }
      if (op === '/') {
        if (isMatrix(b))
          throw invalid(
            'Dividing by a matrix is not defined: multiply by its inverse, A^-1, instead',
          );
        if (isMatrix(a)) return scale(R.div(R.ONE, b), a, w, b);
        return R.div(a, b);
      }
      break;
    }
    case 'power': {
      const base = evaluate(node.base, w);
      const e = node.exponent;
      if (isMatrix(base) && e.type === 'variable' && (e.name === 'T' || e.name === 't'))
        return transpose(base, w);
      const k = numberOf(e);
      if (!R.isInt(k)) throw unsupported('A matrix is raised to whole-number powers only');
      if (!isMatrix(base)) return R.powInt(base, Number(k.p));
      return R.eq(k, R.int(-1)) ? inverse(base, w) : power(base, Number(k.p), w);
    }
    case 'function': {
      const [arg] = node.args;
      if (!ASKED.has(node.name) || node.args.length !== 1 || !arg) break;
      const m = matrixOf(evaluate(arg, w), `${node.name}`);
      if (node.name === 'det') return determinant(m, w);
      if (node.name === 'rank') return R.int(rank(m, w));
      return node.name === 'inverse' ? inverse(m, w) : transpose(m, w);
    }
    default:
      break;
  }
  throw unsupported(WHAT);
};

/** x₁, x₂ …: the entries of an unknown vector named by one letter. */
const entriesOf = (name: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => `${name}${'₁₂₃₄₅₆₇₈₉'[i]}`);

const AX_B =
  'A matrix equation is solved in the form A x = b: a matrix times an unknown vector (a letter, or unknowns in brackets such as [x, y]) equals a column of numbers';

/** A x = b by row reduction of [A | b]. */
const solveSystem = (tree: Extract<MathNode, { type: 'relation' }>, w: Work): Answered => {
  const [left, right] = tree.operands as [MathNode, MathNode];
  if (
    tree.relations.length !== 1 ||
    tree.relations[0] !== '=' ||
    left.type !== 'binary' ||
    left.op !== '*'
  )
    throw unsupported(AX_B);
  const unknown = left.right;
  const letters =
    unknown.type === 'variable'
      ? undefined
      : unknown.type === 'matrix' &&
          unknown.rows.every((r) => r.length === 1 && r[0]?.type === 'variable')
        ? unknown.rows.map((r) => (r[0] as { name: string }).name)
        : null;
  if (letters === null || hasVariable(left.left) || hasVariable(right)) throw unsupported(AX_B);
  if (letters && new Set(letters).size !== letters.length)
    throw invalid('Each unknown in the brackets must be a different letter');
  const a = matrixOf(evaluate(left.left, w), 'A x = b');
  const b = matrixOf(evaluate(right, w), 'The right side of A x = b');
  const [rows, cols] = [a.length, a[0]?.length ?? 0];
  if (b.length !== rows || b[0]?.length !== 1)
    throw invalid(
      `The right side must be a column of ${rows} numbers, one for each row of the ${sizeOf(a)} matrix`,
    );
  const names = letters ?? entriesOf((unknown as { name: string }).name, cols);
  if (names.length !== cols)
    throw invalid(
      `A ${sizeOf(a)} matrix multiplies a column of ${cols} unknowns, not ${names.length}`,
    );
  const augmented = a.map((r, i) => [...r, b[i]?.[0] as Q]);
  push(
    w,
    'Write the augmented matrix [A | b]: the matrix with b as one more column',
    shown(augmented, w),
    'rowOperation',
  );
  const { m, pivots } = rowReduce(augmented, cols, true, say(w), (note, now) =>
    push(w, note, shown(now, w), 'rowOperation'),
  );
  const result = (answer: Omit<Answered, 'kind' | 'method' | 'steps'>): Answered => ({
    kind: 'matrix',
    method: 'row reduction',
    steps: w.steps,
    ...answer,
  });
  const false_ = m.findIndex((r) => r.slice(0, cols).every(R.isZero) && !R.isZero(r[cols] as Q));
  if (false_ >= 0) {
    const c = m[false_]?.[cols] as Q;
    if (!(rankByMinors(a) < rankByMinors(augmented))) throw unchecked();
    push(
      w,
      `Row ${false_ + 1} says 0 = ${say(w)(c)}, which is false, so no values of the unknowns make every equation true`,
      eq(n(0), entry(c, w)),
      'contradiction',
    );
    return result({ answer: 'No solution', solutions: [], outcome: 'none' });
  }
  // Each pivot row gives its unknown: the last entry less the free unknowns' multiples.
  const free = names.map((_, j) => j).filter((j) => !pivots.includes(j));
  const values: Poly[] = pivots.map((_, i) =>
    free.reduce(
      (p, f) => P.add(p, P.scale(P.varPoly(names[f] as string), R.neg(m[i]?.[f] as Q))),
      P.constPoly(m[i]?.[cols] as Q),
    ),
  );
  // Put back: with every free unknown 0 the values solve A x = b, and each free unknown's
  // direction solves A x = 0.
  const particular = names.map((_, j) => {
    const i = pivots.indexOf(j);
    return i < 0 ? R.ZERO : (m[i]?.[cols] as Q);
  });
  const column = (v: Q[]): Matrix => v.map((x) => [x]);
  if (!same(product(a, column(particular)), b)) throw unchecked();
  for (const f of free) {
    const direction = names.map((_, j) => {
      const i = pivots.indexOf(j);
      return j === f ? R.ONE : i < 0 ? R.ZERO : R.neg(m[i]?.[f] as Q);
    });
    if (!same(product(a, column(direction)), column(names.map(() => R.ZERO)))) throw unchecked();
  }
  if (rankByMinors(a) !== pivots.length || rankByMinors(augmented) !== pivots.length)
    throw unchecked();
  const statements = pivots.map((col, i) =>
    eq(
      variable(names[col] as string),
      free.length === 0 ? entry(P.constant(values[i] as Poly), w) : P.toNode(values[i] as Poly),
    ),
  );
  if (free.length > 0) {
    push(
      w,
      `${free.map((f) => names[f]).join(' and ')} ${free.length === 1 ? 'has' : 'have'} no pivot, so ${free.length === 1 ? 'it' : 'they'} can be any number; each row gives one of the others`,
      list(...statements),
      'freeUnknown',
    );
    return result({
      answer: `Infinitely many solutions: ${toText(list(...statements))}`,
      solutions: [],
      outcome: 'family',
    });
  }
  push(w, 'Each row now says what one unknown is', list(...statements), 'readOff');
  const found: Solution[] = letters
    ? statements.map((s) => solution(s, (s as { operands: MathNode[] }).operands[1]))
    : [solution(eq(unknown, shown(column(particular), w)))];
  return result({ answer: found.map((s) => s.text).join(', '), solutions: found });
};

/** The answer to a problem about matrices, with its steps. */
const answer = (tree: MathNode, decimals: boolean): Answered => {
  const w: Work = { steps: [], decimals, method: '' };
  if (tree.type === 'relation') return solveSystem(tree, w);
  if (tree.type === 'matrix')
    throw unsupported(`Say what to work out for the matrix, such as det ${toText(tree)}. ${WHAT}`);
  let value: Value;
  try {
    value = evaluate(tree, w);
  } catch (err) {
    if (!(err instanceof Singular)) throw err;
    return {
      kind: 'matrix',
      method: w.method,
      answer: SINGULAR,
      solutions: [],
      outcome: 'none',
      steps: w.steps,
    };
  }
  const shownValue = isMatrix(value) ? shown(value, w) : entry(value, w);
  const found = isMatrix(value) ? solution(shownValue) : solution(shownValue, shownValue);
  return {
    kind: 'matrix',
    method: w.method || 'exact arithmetic',
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
