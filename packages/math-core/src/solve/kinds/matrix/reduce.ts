/**
 * Determinants (cofactor expansion for 2×2 and 3×3, row reduction for larger ones), inverses by
 * Gauss–Jordan and ranks by row reduction, each step written and each result checked by another
 * route (Leibniz's formula, A·A⁻¹ = I, nonzero minors).
 */

import { chain, fn, mul, n, neg, pow, sub } from '../../../math/build';
import * as R from '../../../math/rational';
import { type Q, SolveStop, unchecked } from '../../../math/rational';
import type { MathNode } from '../../../math/tree';
import { saying } from './refusals';
import {
  identity,
  leibniz,
  type Matrix,
  times as product,
  rankByMinors,
  rowReduce,
  same,
} from './rows';
import { det, entry, push, say, shown, signed, square, type Work } from './work';

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
  const along = line.row ? 'Row' : 'Column';
  const index = { index: line.k + 1 };
  const terms = [0, 1, 2]
    .map((t) => {
      const [i, j] = line.row ? [line.k, t] : [t, line.k];
      const c = R.mul(m[i]?.[j] as Q, R.int((i + j) % 2 === 0 ? 1 : -1));
      return { c, rest: minor(m, i, j) };
    })
    .filter((t) => !R.isZero(t.c));
  const typed = det(shown(m, w));
  if (terms.length === 0) {
    push(w, 'cofactor', `zero${along}`, chain(typed, '=', n(0)), index);
    return R.ZERO;
  }
  const each = (part: (t: (typeof terms)[number]) => MathNode): MathNode =>
    signed(
      terms.map((t) => [t.c, part(t)]),
      w,
    );
  push(
    w,
    'cofactor',
    `along${along}${line.zeros > 0 ? 'MostZeros' : ''}`,
    chain(
      typed,
      '=',
      each((t) => det(shown(t.rest, w))),
    ),
    index,
  );
  const values = terms.map((t) => twoByTwo(t.rest, w));
  const result = terms.reduce(
    (s, t, i) => R.add(s, R.mul(t.c, (values[i] as [MathNode, MathNode, Q])[2])),
    R.ZERO,
  );
  push(
    w,
    'determinant2',
    'eachAndAdd',
    chain(
      typed,
      '=',
      each((t) => (values[terms.indexOf(t)] as [MathNode, MathNode, Q])[0]),
      '=',
      each((t) => entry((values[terms.indexOf(t)] as [MathNode, MathNode, Q])[2], w)),
      '=',
      entry(result, w),
    ),
  );
  return result;
};

/** A determinant by row reduction to a triangular matrix: the product of its diagonal. */
const byRows = (m: Matrix, w: Work): Q => {
  const typed = det(shown(m, w));
  let odd = false;
  const { m: done } = rowReduce(m, m.length, false, say(w), (op, now, swapped) => {
    odd = odd !== swapped;
    const value = det(shown(now, w));
    push(w, 'rowDeterminant', op.form, chain(typed, '=', odd ? neg(value) : value), op.params);
  });
  const diagonal = done.map((r, i) => r[i] as Q);
  const result = diagonal.reduce((p, x) => R.mul(p, x), R.ONE);
  const product = diagonal.map((x) => entry(x, w)).reduce((p, x) => mul(p, x));
  push(
    w,
    'triangular',
    'diagonal',
    chain(typed, '=', odd ? neg(product) : product, '=', entry(odd ? R.neg(result) : result, w)),
  );
  return odd ? R.neg(result) : result;
};

export const determinant = (m: Matrix, w: Work): Q => {
  const size = square(m, 'matrixSquareDeterminant');
  let result: Q;
  if (size === 2) {
    const [formula, products, value] = twoByTwo(m, w);
    push(
      w,
      'determinant2',
      'adMinusBc',
      chain(det(shown(m, w)), '=', formula, '=', products, '=', entry(value, w)),
    );
    result = value;
  } else result = size === 3 ? cofactor(m, w) : byRows(m, w);
  if (!R.eq(result, leibniz(m))) throw unchecked();
  w.method = size === 2 || size === 3 ? 'cofactorExpansion' : 'rowReduction';
  return result;
};

/** Stops the work where an inverse was needed of a matrix that has none. */
export class Singular extends SolveStop {}

export const inverse = (m: Matrix, w: Work): Matrix => {
  const size = square(m, 'matrixSquareInverse');
  const augmented = m.map((r, i) => [...r, ...(identity(size)[i] as Q[])]);
  push(w, 'gaussJordan', 'besideIdentity', shown(augmented, w));
  const { m: done, pivots } = rowReduce(augmented, size, true, say(w), (op, now) =>
    push(w, 'gaussJordan', op.form, shown(now, w), op.params),
  );
  w.method = 'gaussJordan';
  if (pivots.length < size) {
    if (!R.isZero(leibniz(m))) throw unchecked();
    push(w, 'singular', 'noPivot', chain(det(shown(m, w)), '=', n(0)), {
      column: pivots.length + 1,
    });
    const { message, why } = saying('matrixSingular');
    throw new Singular('invalid_value', message, why);
  }
  const result = done.map((r) => r.slice(size));
  if (!same(product(m, result), identity(size)) || !same(product(result, m), identity(size)))
    throw unchecked();
  const typed = pow(shown(m, w), neg(n(1)));
  push(w, 'gaussJordan', 'rightHalf', chain(typed, '=', shown(result, w)));
  push(
    w,
    'inverseCheck',
    'timesInverse',
    chain(mul(shown(m, w), shown(result, w)), '=', shown(identity(size), w)),
  );
  return result;
};

export const rank = (m: Matrix, w: Work): number => {
  const { pivots } = rowReduce(m, m[0]?.length ?? 0, false, say(w), (op, now) =>
    push(w, 'rank', op.form, shown(now, w), op.params),
  );
  const result = pivots.length;
  if (result !== rankByMinors(m)) throw unchecked();
  push(
    w,
    'rank',
    result === 1 ? 'oneRow' : 'rows',
    chain(fn('rank', shown(m, w)), '=', n(result)),
    { count: result },
  );
  w.method = 'rowReduction';
  return result;
};
