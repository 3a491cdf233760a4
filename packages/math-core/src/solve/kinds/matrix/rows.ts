/**
 * Matrices of exact rationals: row reduction with each row operation told as a student writes it
 * (R₂ → R₂ − 3R₁), and the checks of the matrix kind, which find nothing the way the working does:
 * determinants by the sum over permutations (Leibniz's formula) instead of by expansion or row
 * reduction, ranks by which square submatrices have a determinant that is not 0, products, sums
 * and powers again in floating point.
 */

import { agree } from '../../../algebra/samplePoints';
import { div, add as plus, times as scaled, sub, variable } from '../../../math/build';
import * as R from '../../../math/rational';
import { type Q, unchecked } from '../../../math/rational';
import type { StepParams } from '../../../math/rules';
import type { MathNode } from '../../../math/tree';

/** A matrix by its rows of exact numbers, each as long as the first. */
export type Matrix = Q[][];

const at = (m: readonly (readonly Q[])[], i: number, j: number): Q => m[i]?.[j] as Q;

/** The n×n identity matrix. */
export const identity = (n: number): Matrix =>
  Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => (i === j ? R.ONE : R.ZERO)),
  );

/** The product ab, its sizes already found to fit. */
export const times = (a: Matrix, b: Matrix): Matrix =>
  a.map((row) =>
    (b[0] as Q[]).map((_, j) =>
      row.reduce((sum, x, k) => R.add(sum, R.mul(x, at(b, k, j))), R.ZERO),
    ),
  );

/** Whether two matrices are the same, entry by entry. */
export const same = (a: Matrix, b: Matrix): boolean =>
  a.length === b.length &&
  a.every((row, i) => row.length === b[i]?.length && row.every((x, j) => R.eq(x, at(b, i, j))));

/** R₁, R₂ …: row i (from 0) as a row operation names it. */
const row = (i: number): MathNode => variable(`R${'₁₂₃₄₅₆₇₈₉'[i]}`);

/** A row operation as its step says it: the form of its note (a swap, a multiple added …) and the rows and numbers it names. */
export interface RowOperation {
  readonly form: string;
  readonly params: StepParams;
}

/**
 * Row reduction on the first `cols` columns: to echelon form (zeros below each pivot), or with
 * `full` to reduced echelon form (each pivot 1, with zeros above it too). Each pivot is the first
 * entry of 1 in its column at or below the row it goes to, else of −1, else the first that is
 * not 0. `each` is told every
 * operation, with the matrix after it and whether it swapped two rows; `entry` writes a number
 * as the note shows it.
 */
export const rowReduce = (
  start: Matrix,
  cols: number,
  full: boolean,
  entry: (q: Q) => MathNode,
  each: (operation: RowOperation, m: Matrix, swapped: boolean) => void,
): { m: Matrix; pivots: number[] } => {
  const m = start.map((r) => [...r]);
  const pivots: number[] = [];
  const told = (operation: RowOperation, swapped = false) =>
    each(
      operation,
      m.map((r) => [...r]),
      swapped,
    );
  for (let col = 0; col < cols && pivots.length < m.length; col++) {
    const r = pivots.length;
    // A pivot of 1 (or −1) where there is one, so that fewer fractions come in.
    const below = m.map((_, i) => i).filter((i) => i >= r && !R.isZero(at(m, i, col)));
    const p =
      below.find((i) => R.eq(R.abs(at(m, i, col)), R.ONE) && R.sign(at(m, i, col)) > 0) ??
      below.find((i) => R.eq(R.abs(at(m, i, col)), R.ONE)) ??
      below[0];
    if (p === undefined) continue;
    if (p !== r) {
      [m[r], m[p]] = [m[p] as Q[], m[r] as Q[]];
      told(
        {
          form: 'swapRows',
          params: { first: r + 1, second: p + 1, firstName: row(r), secondName: row(p) },
        },
        true,
      );
    }
    const pivot = at(m, r, col);
    if (full && !R.eq(pivot, R.ONE)) {
      m[r] = (m[r] as Q[]).map((x) => R.div(x, pivot));
      told(
        R.isInt(pivot)
          ? {
              form: 'divideRow',
              params: {
                row: r + 1,
                divisor: entry(pivot),
                name: row(r),
                result: div(row(r), entry(pivot)),
              },
            }
          : {
              form: 'multiplyRow',
              params: { row: r + 1, factor: entry(R.div(R.ONE, pivot)), name: row(r) },
            },
      );
    }
    for (let i = 0; i < m.length; i++) {
      if (i === r || (!full && i < r) || R.isZero(at(m, i, col))) continue;
      const k = R.div(at(m, i, col), at(m, r, col));
      m[i] = (m[i] as Q[]).map((x, j) => R.sub(x, R.mul(k, at(m, r, j))));
      const once = R.eq(R.abs(k), R.ONE);
      const size = entry(R.abs(k));
      const multiple = once ? row(r) : scaled(size, row(r));
      const result = (R.sign(k) > 0 ? sub : plus)(row(i), multiple);
      told({
        form: `${R.sign(k) > 0 ? 'subtract' : 'add'}${once ? 'Row' : 'Multiple'}`,
        params: {
          row: r + 1,
          target: i + 1,
          name: row(i),
          result,
          ...(once ? {} : { multiple: size }),
        },
      });
    }
    pivots.push(col);
  }
  return { m, pivots };
};

/** Every ordering of 0 … n − 1 with its sign: n − 1 put into each place of the shorter ones. */
const permutations = (n: number): [number[], boolean][] =>
  n === 0
    ? [[[], false]]
    : permutations(n - 1).flatMap(([p, odd]) =>
        Array.from({ length: n }, (_, k): [number[], boolean] => [
          [...p.slice(0, k), n - 1, ...p.slice(k)],
          (n - 1 - k) % 2 === 1 ? !odd : odd,
        ]),
      );

/** The determinant by Leibniz's formula: the sum over permutations σ of sign(σ)·Π a(i, σ(i)). */
export const leibniz = (m: Matrix): Q =>
  permutations(m.length).reduce((sum, [p, odd]) => {
    const product = p.reduce((acc, j, i) => R.mul(acc, at(m, i, j)), R.ONE);
    return (odd ? R.sub : R.add)(sum, product);
  }, R.ZERO);

/** The k-element subsets of 0 … n − 1. */
const subsets = (n: number, k: number): number[][] =>
  k === 0
    ? [[]]
    : n < k
      ? []
      : [...subsets(n - 1, k), ...subsets(n - 1, k - 1).map((s) => [...s, n - 1])];

/** The rank as the size of the largest square submatrix whose determinant is not 0. */
export const rankByMinors = (m: Matrix): number => {
  const [rows, cols] = [m.length, m[0]?.length ?? 0];
  for (let k = Math.min(rows, cols); k > 0; k--)
    for (const r of subsets(rows, k))
      for (const c of subsets(cols, k))
        if (!R.isZero(leibniz(r.map((i) => c.map((j) => at(m, i, j)))))) return k;
  return 0;
};

type Floats = number[][];
const floats = (m: Matrix): Floats => m.map((r) => r.map(R.toNumber));
const floatTimes = (a: Floats, b: Floats): Floats =>
  a.map((r) =>
    (b[0] as number[]).map((_, j) => r.reduce((s, x, k) => s + x * (b[k]?.[j] ?? 0), 0)),
  );
const sizes = (a: Floats): Floats => a.map((r) => r.map(Math.abs));

/**
 * Refuses (unchecked) a matrix answer unless it is `want` in floating point, entry by entry, to
 * within the size of the terms that made each entry (`size`).
 */
const agrees = (got: Matrix, want: Floats, size: Floats): void => {
  const ok =
    got.length === want.length &&
    got.every(
      (r, i) =>
        r.length === want[i]?.length &&
        r.every((x, j) => agree(R.toNumber(x), want[i]?.[j] as number, size[i]?.[j] as number)),
    );
  if (!ok) throw unchecked();
};

/** Checks a + b (or a − b) in floating point. */
export const checkSum = (a: Matrix, b: Matrix, minus: boolean, got: Matrix): void => {
  const [x, y] = [floats(a), floats(b)];
  agrees(
    got,
    x.map((r, i) => r.map((v, j) => v + (minus ? -1 : 1) * (y[i]?.[j] as number))),
    x.map((r, i) => r.map((v, j) => Math.abs(v) + Math.abs(y[i]?.[j] as number))),
  );
};

/** Checks k·a in floating point. */
export const checkScale = (k: Q, a: Matrix, got: Matrix): void => {
  const f = R.toNumber(k);
  agrees(
    got,
    floats(a).map((r) => r.map((v) => f * v)),
    [],
  );
};

/** Checks the product ab (or the power aⁿ, n ≥ 1, as a·a·…·a one factor at a time) in floating point. */
export const checkProduct = (factors: Matrix[], got: Matrix): void => {
  const [first, ...rest] = factors.map(floats) as [Floats, ...Floats[]];
  agrees(got, rest.reduce(floatTimes, first), rest.map(sizes).reduce(floatTimes, sizes(first)));
};
