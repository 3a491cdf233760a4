/** Sums, differences, multiples, products, transposes and whole powers of matrices, each worked out with its steps and checked again in floating point. */

import { add, chain, frac, mul, n, neg, pow, sub, times, variable } from '../../../math/build';
import * as R from '../../../math/rational';
import { type Q, unchecked } from '../../../math/rational';
import type { MathNode } from '../../../math/tree';
import { inverse } from './reduce';
import { invalid, unsupported } from './refusals';
import {
  checkProduct,
  checkScale,
  checkSum,
  identity,
  type Matrix,
  times as product,
} from './rows';
import { entry, grid, MAX_POWER, push, shown, sizeOf, type Work } from './work';

// The operations, each worked out with its steps and checked before its value is used.

export const sum = (a: Matrix, b: Matrix, minus: boolean, w: Work): Matrix => {
  if (sizeOf(a) !== sizeOf(b))
    throw invalid(minus ? 'matrixDifference' : 'matrixSum', { left: sizeOf(a), right: sizeOf(b) });
  const result = a.map((r, i) => r.map((x, j) => (minus ? R.sub : R.add)(x, b[i]?.[j] as Q)));
  checkSum(a, b, minus, result);
  const op = minus ? sub : add;
  push(
    w,
    'matrixSum',
    minus ? 'subtractEntries' : 'addEntries',
    chain(
      op(shown(a, w), shown(b, w)),
      '=',
      grid(a.map((r, i) => r.map((x, j) => op(entry(x, w), entry(b[i]?.[j] as Q, w))))),
      '=',
      shown(result, w),
    ),
  );
  w.method = 'entryByEntry';
  return result;
};

/** k·a (a × k when `after`), or a ÷ d when `divisor` is given (k = 1/d). */
export const scale = (k: Q, a: Matrix, w: Work, divisor?: Q, after = false): Matrix => {
  const result = a.map((r) => r.map((x) => R.mul(k, x)));
  checkScale(k, a, result);
  const [typed, each, form, params] =
    divisor !== undefined
      ? [
          frac(shown(a, w), entry(divisor, w)),
          (x: Q) => frac(entry(x, w), entry(divisor, w)),
          'divideEntries',
          { divisor: entry(divisor, w) },
        ]
      : R.eq(k, R.int(-1))
        ? [neg(shown(a, w)), undefined, 'negateEntries', undefined]
        : [
            after ? mul(shown(a, w), entry(k, w)) : times(entry(k, w), shown(a, w)),
            (x: Q) => mul(entry(k, w), entry(x, w)),
            'multiplyEntries',
            { factor: entry(k, w) },
          ];
  push(
    w,
    'matrixScale',
    form,
    each
      ? chain(typed, '=', grid(a.map((r) => r.map(each))), '=', shown(result, w))
      : chain(typed, '=', shown(result, w)),
    params,
  );
  w.method = 'entryByEntry';
  return result;
};

export const multiply = (a: Matrix, b: Matrix, w: Work): Matrix => {
  if (a[0]?.length !== b.length)
    throw invalid('matrixProduct', { left: sizeOf(a), right: sizeOf(b) });
  const result = product(a, b);
  checkProduct([a, b], result);
  const sums = a.map((r) =>
    (b[0] as Q[]).map((_, j) =>
      r.map((x, k) => mul(entry(x, w), entry(b[k]?.[j] as Q, w))).reduce((s, term) => add(s, term)),
    ),
  );
  push(
    w,
    'matrixProduct',
    'rowTimesColumn',
    chain(mul(shown(a, w), shown(b, w)), '=', grid(sums), '=', shown(result, w)),
  );
  w.method = 'rowTimesColumn';
  return result;
};

export const transpose = (a: Matrix, w: Work): Matrix => {
  const result = (a[0] as Q[]).map((_, j) => a.map((r) => r[j] as Q));
  if (!a.every((r, i) => r.every((x, j) => R.eq(x, result[j]?.[i] as Q)))) throw unchecked();
  push(
    w,
    'transpose',
    'rowsAsColumns',
    chain(pow(shown(a, w), variable('T')), '=', shown(result, w)),
  );
  w.method = 'rowsAsColumns';
  return result;
};

export const power = (m: Matrix, k: number, w: Work): Matrix => {
  if (m.length !== m[0]?.length) throw invalid('matrixPowerSquare', { size: sizeOf(m) });
  if (Math.abs(k) > MAX_POWER) throw unsupported('matrixMaxPower', { max: String(MAX_POWER) });
  const typed = (e: number): MathNode => pow(shown(m, w), e < 0 ? neg(n(-e)) : n(e));
  if (k === 0) {
    const result = identity(m.length);
    push(w, 'matrixPower', 'zeroPower', chain(typed(0), '=', shown(result, w)));
    w.method = 'identityPower';
    return result;
  }
  const base = k < 0 ? inverse(m, w) : m;
  const count = Math.abs(k);
  // Square and multiply, from the highest binary digit of the power down: A², A⁴, A⁵ …
  let done = base;
  let reached = 1;
  const multiplyBy = (factor: Matrix, next: number, form: string) => {
    const result = product(done, factor);
    push(
      w,
      'matrixPower',
      form,
      chain(
        typed(Math.sign(k) * next),
        '=',
        mul(shown(done, w), shown(factor, w)),
        '=',
        shown(result, w),
      ),
    );
    [done, reached] = [result, next];
  };
  for (const digit of count.toString(2).slice(1)) {
    multiplyBy(done, 2 * reached, reached === 1 ? 'byItself' : 'squareLast');
    if (digit === '1') multiplyBy(base, reached + 1, 'onceMore');
  }
  checkProduct(
    Array.from({ length: count }, () => base),
    done,
  );
  w.method = count === 1 ? 'gaussJordan' : 'repeatedMultiplication';
  return done;
};
