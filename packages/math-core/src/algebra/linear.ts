/**
 * n linear equations in n unknowns over the exact rationals, by elimination as a student does
 * it: the equations are numbered (1), (2), …; for each unknown in turn the remaining equation with
 * its smallest non-zero coefficient is the pivot, and every other remaining equation that has the
 * unknown is combined with it (k₁ × (i) ± k₂ × (pivot), with the least common multiple of the two
 * coefficients) into a new numbered equation with whole coefficients and no common factor. An
 * equation that becomes 0 = c (c ≠ 0) means no solution; one that becomes 0 = 0 drops out, and an
 * unknown left without a pivot is free, so there are infinitely many solutions. Back-substitution,
 * last pivot first, gives each pivot unknown as a polynomial in the free ones.
 *
 * Every row operation is returned as data, so a solver can write its own steps from them; each row
 * also carries the multiples of the typed equations it is made of, which is what proves "no
 * solution" (those multiples add up to 0 = c).
 */

import type { Q } from '../math/rational';
import * as R from '../math/rational';
import type { Poly } from './poly';
import * as P from './poly';

/** coef·(unknowns) = rhs, numbered `label`; combo[i] is how much of typed equation i it holds. */
export interface LinearRow {
  coef: Q[];
  rhs: Q;
  label: number;
  combo: Q[];
}

/** One elimination: k1 × row + k2 × pivot, divided by 1/factor, is `result` (numbered). */
export interface RowOperation {
  /** The column (unknown) eliminated. */
  col: number;
  row: LinearRow;
  k1: Q;
  pivot: LinearRow;
  k2: Q;
  /** The multiplier that made `result` whole with no common factor (1 when none was needed). */
  factor: Q;
  result: LinearRow;
}

export type LinearOutcome =
  | {
      status: 'unique' | 'infinite';
      ops: RowOperation[];
      /** The pivots in the order they were chosen. */
      pivots: { col: number; row: LinearRow }[];
      /** The columns with no pivot: the unknowns the family is written in. */
      free: number[];
      /** Back-substitution, last pivot first: each pivot unknown as a polynomial in the free ones. */
      back: { col: number; row: LinearRow; value: Poly }[];
      /** Every unknown's value (a free one is itself). */
      values: Record<string, Poly>;
    }
  | {
      status: 'none';
      ops: RowOperation[];
      /** The row that says 0 = c with c ≠ 0. */
      contradiction: LinearRow;
      /** Whether it was typed so (0 = 5) rather than made by the last operation. */
      typed: boolean;
    };

export const isEmpty = (row: LinearRow): boolean => row.coef.every(R.isZero);

/**
 * Whole coefficients with no common factor (`common`), the first one positive; and the factor
 * used. Without `common` only the denominators are cleared.
 */
export const reduced = (row: LinearRow, common = true): [LinearRow, Q] => {
  const all = [...row.coef, row.rhs];
  const den = all.reduce((d, q) => R.lcm(d, q.q), 1n);
  const g = common ? all.reduce((acc, q) => R.gcd(acc, R.mul(q, R.rat(den)).p), 0n) : 1n;
  if (g === 0n) return [row, R.ONE];
  const lead = row.coef.find((c) => !R.isZero(c));
  const sign = common && lead && R.sign(lead) < 0 ? -1n : 1n;
  const k = R.rat(sign * den, g < 0n ? -g : g);
  return [
    {
      coef: row.coef.map((c) => R.mul(c, k)),
      rhs: R.mul(row.rhs, k),
      label: row.label,
      combo: row.combo.map((c) => R.mul(c, k)),
    },
    k,
  ];
};

/** ka × a + kb × b, reduced, numbered `label`; and the factor the reduction used. */
export const combine = (a: LinearRow, ka: Q, b: LinearRow, kb: Q, label: number): [LinearRow, Q] =>
  reduced({
    coef: a.coef.map((c, i) => R.add(R.mul(ka, c), R.mul(kb, b.coef[i] as Q))),
    rhs: R.add(R.mul(ka, a.rhs), R.mul(kb, b.rhs)),
    label,
    combo: a.combo.map((c, i) => R.add(R.mul(ka, c), R.mul(kb, b.combo[i] as Q))),
  });

/**
 * The typed equations coef·(unknowns) = rhs as numbered rows (1), (2), … with the denominators
 * cleared (no common factor divided out, so they read as typed).
 */
export const typedRows = (system: readonly { coef: readonly Q[]; rhs: Q }[]): LinearRow[] =>
  system.map(
    (e, i) =>
      reduced(
        {
          coef: [...e.coef],
          rhs: e.rhs,
          label: i + 1,
          combo: system.map((_, j) => (j === i ? R.ONE : R.ZERO)),
        },
        false,
      )[0],
  );

/** Solves the numbered rows for the unknowns `names` (one per column); see the module's rule. */
export const eliminate = (rows: readonly LinearRow[], names: readonly string[]): LinearOutcome => {
  const n = names.length;
  const ops: RowOperation[] = [];
  let rest = [...rows];
  const pivots: { col: number; row: LinearRow }[] = [];
  let label = rows.reduce((m, r) => Math.max(m, r.label), 0) + 1;
  for (let col = 0; col < n && rest.length > 0; col++) {
    const candidates = rest.filter((r) => !R.isZero(r.coef[col] as Q));
    if (candidates.length === 0) continue;
    const pivot = candidates.reduce((best, r) =>
      R.cmp(R.abs(r.coef[col] as Q), R.abs(best.coef[col] as Q)) < 0 ? r : best,
    );
    pivots.push({ col, row: pivot });
    const next: LinearRow[] = [];
    for (const r of rest) {
      if (r === pivot) continue;
      const c = r.coef[col] as Q;
      if (R.isZero(c)) {
        next.push(r);
        continue;
      }
      const p = pivot.coef[col] as Q;
      const m = R.rat(R.lcm(R.abs(c).p, R.abs(p).p));
      let [k1, k2] = [R.div(m, c), R.neg(R.div(m, p))];
      if (R.sign(k1) < 0) [k1, k2] = [R.neg(k1), R.neg(k2)];
      const [result, factor] = combine(r, k1, pivot, k2, label);
      ops.push({ col, row: r, k1, pivot, k2, factor, result });
      if (isEmpty(result)) {
        if (!R.isZero(result.rhs))
          return { status: 'none', ops, contradiction: result, typed: false };
      } else next.push(result);
      label += 1;
    }
    rest = next;
  }
  // A typed equation with no unknown left in it (0 = 5) that no elimination reached.
  const impossible = rest.find((r) => isEmpty(r) && !R.isZero(r.rhs));
  if (impossible) return { status: 'none', ops, contradiction: impossible, typed: true };

  const free = names.map((_, c) => c).filter((c) => !pivots.some((p) => p.col === c));
  const values: Record<string, Poly> = {};
  for (const f of free) values[names[f] as string] = P.varPoly(names[f] as string);
  const back: { col: number; row: LinearRow; value: Poly }[] = [];
  for (const { col, row } of [...pivots].reverse()) {
    const known = row.coef
      .map((c, j) =>
        j === col || R.isZero(c) ? [] : P.scale(values[names[j] as string] as Poly, c),
      )
      .reduce<Poly>((acc, p) => P.add(acc, p), []);
    const value = P.scale(P.sub(P.constPoly(row.rhs), known), R.div(R.ONE, row.coef[col] as Q));
    values[names[col] as string] = value;
    back.push({ col, row, value });
  }
  return { status: free.length === 0 ? 'unique' : 'infinite', ops, pivots, free, back, values };
};

/** The determinant of a square matrix of rationals, by elimination (0 exactly when singular). */
export const determinant = (m: readonly (readonly Q[])[]): Q => {
  const a = m.map((row) => [...row]);
  const n = a.length;
  let det = R.ONE;
  for (let col = 0; col < n; col++) {
    const pivot = a.findIndex((row, i) => i >= col && !R.isZero(row[col] as Q));
    if (pivot < 0) return R.ZERO;
    if (pivot !== col) {
      [a[col], a[pivot]] = [a[pivot] as Q[], a[col] as Q[]];
      det = R.neg(det);
    }
    const top = a[col] as Q[];
    const p = top[col] as Q;
    det = R.mul(det, p);
    for (let i = col + 1; i < n; i++) {
      const row = a[i] as Q[];
      const k = R.div(row[col] as Q, p);
      if (R.isZero(k)) continue;
      for (let j = col; j < n; j++) row[j] = R.sub(row[j] as Q, R.mul(k, top[j] as Q));
    }
  }
  return det;
};
