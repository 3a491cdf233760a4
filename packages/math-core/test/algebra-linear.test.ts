// n×n linear elimination over the exact rationals (algebra/linear): as properties over random
// whole-number systems up to 5×5, a unique solution satisfies every equation exactly, a singular
// system is never called unique, "no solution" is proved by multiples of the equations adding up
// to 0 = c, and a family of solutions satisfies every equation whatever the free unknowns are.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { determinant, eliminate, type LinearOutcome, typedRows } from '../src/algebra/linear';
import * as P from '../src/algebra/poly';
import type { Q } from '../src/math/rational';
import * as R from '../src/math/rational';

const NAMES = ['a', 'b', 'c', 'd', 'e'];
type System = { coef: Q[]; rhs: Q }[];

const whole = fc.integer({ min: -9, max: 9 }).map((k) => R.int(k));
/** n equations in n unknowns with whole coefficients, n from 1 to 5. */
const square = fc.integer({ min: 1, max: 5 }).chain((n) =>
  fc.array(fc.record({ coef: fc.array(whole, { minLength: n, maxLength: n }), rhs: whole }), {
    minLength: n,
    maxLength: n,
  }),
);
/** A square system whose last equation is a whole-number combination of the others (left side). */
const singular = fc
  .integer({ min: 2, max: 5 })
  .chain((n) =>
    fc.tuple(
      fc.array(fc.record({ coef: fc.array(whole, { minLength: n, maxLength: n }), rhs: whole }), {
        minLength: n - 1,
        maxLength: n - 1,
      }),
      fc.array(whole, { minLength: n - 1, maxLength: n - 1 }),
      whole,
    ),
  )
  .map(([rows, ks, rhs]): System => {
    const n = rows.length + 1;
    const coef = Array.from({ length: n }, (_, j) =>
      rows.reduce((s, r, i) => R.add(s, R.mul(ks[i] as Q, r.coef[j] as Q)), R.ZERO),
    );
    return [...rows, { coef, rhs }];
  });

const solve = (system: System): LinearOutcome =>
  eliminate(typedRows(system), NAMES.slice(0, system.length));

/** Each equation's left side minus right side with the outcome's values put in: 0 for all. */
const residuals = (system: System, values: Record<string, P.Poly>): P.Poly[] =>
  system.map((e) =>
    P.sub(
      e.coef.reduce<P.Poly>(
        (acc, c, j) => P.add(acc, P.scale(values[NAMES[j] as string] as P.Poly, c)),
        [],
      ),
      P.constPoly(e.rhs),
    ),
  );

describe('eliminate', () => {
  it('solves 2x + y = 5, x − y = 1 and numbers the row it made', () => {
    const o = solve([
      { coef: [R.int(2), R.int(1)], rhs: R.int(5) },
      { coef: [R.int(1), R.int(-1)], rhs: R.int(1) },
    ]);
    expect(o.status).toBe('unique');
    if (o.status === 'none') return;
    expect(NAMES.slice(0, 2).map((v) => P.toNode(o.values[v] as P.Poly))).toEqual(
      [2, 1].map((k) => P.toNode(P.constPoly(R.int(k)))),
    );
    expect(o.ops.map((op) => [op.row.label, op.pivot.label, op.result.label])).toEqual([[1, 2, 3]]);
  });

  it('gives a solution that satisfies every equation exactly, and a unique one exactly when the determinant is not 0', () => {
    fc.assert(
      fc.property(square, (system) => {
        const o = solve(system);
        const det = determinant(system.map((e) => e.coef));
        expect(o.status === 'unique').toBe(!R.isZero(det));
        if (o.status === 'none') {
          // The multiples of the typed equations add up to 0 = c with c ≠ 0.
          const sum = residuals(system, Object.fromEntries(NAMES.map((v) => [v, P.varPoly(v)])))
            .map((p, i) => P.scale(p, o.contradiction.combo[i] as Q))
            .reduce((acc, p) => P.add(acc, p), []);
          expect(P.isConstant(sum) && !R.isZero(P.constant(sum))).toBe(true);
        } else {
          for (const r of residuals(system, o.values)) expect(r).toEqual([]);
          if (o.status === 'unique')
            for (const v of NAMES.slice(0, system.length))
              expect(P.isConstant(o.values[v] as P.Poly)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never calls a singular system unique, and gives a consistent one a family that satisfies every equation', () => {
    fc.assert(
      fc.property(singular, (system) => {
        expect(R.isZero(determinant(system.map((e) => e.coef)))).toBe(true);
        const o = solve(system);
        expect(o.status).not.toBe('unique');
        if (o.status === 'infinite') {
          expect(o.free.length).toBeGreaterThan(0);
          for (const r of residuals(system, o.values)) expect(r).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });
});
