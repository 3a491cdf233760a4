/**
 * Angles as the trigonometric solvers give them: exact (a rational number of degrees) or rounded,
 * reduced to one turn, families of solutions θ + period·k and the simplest set of them, and each
 * shown in degrees or as a multiple of π.
 */

import { approximate } from '../../../algebra/approximate';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import { add, chain, degrees, n as numberNode, times, variable } from '../../../math/build';
import * as R from '../../../math/rational';
import { piTimes } from '../../../math/show';
import type { MathNode } from '../../../math/tree';
import { deg } from '.';

/** The units an answer is given in: one of them as asked, or both when neither is. */
export type Units = 'degrees' | 'radians' | 'both';

/**
 * An angle in degrees: exact as a fraction of a degree (180/7, never its decimal), or rounded.
 */
export type Angle = { exact: true; degrees: R.Q } | { exact: false; degrees: number };

/** Every solution x = angle + every·k (k any integer), in degrees; the period is exact. */
export interface Family {
  angle: Angle;
  every: R.Q;
}

/** An angle's size in degrees as a number: to order angles and to evaluate at them. */
export const sizeOf = (a: Angle): number => (a.exact ? R.toNumber(a.degrees) : a.degrees);

/** An exact angle of d degrees. */
export const exactly = (d: R.Q | number): Angle => ({
  exact: true,
  degrees: typeof d === 'number' ? R.int(d) : d,
});

/** The angle plus an exact number of degrees. */
export const plus = (a: Angle, by: R.Q): Angle =>
  a.exact
    ? { exact: true, degrees: R.add(a.degrees, by) }
    : { exact: false, degrees: a.degrees + R.toNumber(by) };

/** The greatest integer at most q. */
const floorOf = (q: R.Q): bigint => {
  const d = q.p / q.q;
  return q.p < 0n && d * q.q !== q.p ? d - 1n : d;
};

/** The angle taken into [0, m) by whole multiples of m (m > 0). */
export const modulo = (a: Angle, m: R.Q): Angle => {
  if (a.exact)
    return {
      exact: true,
      degrees: R.sub(a.degrees, R.mul(m, R.int(floorOf(R.div(a.degrees, m))))),
    };
  const every = R.toNumber(m);
  return { exact: false, degrees: ((a.degrees % every) + every) % every };
};

/** Whether a and b differ by a whole multiple of m: exactly, or within rounding for a rounded angle. */
const apartBy = (a: Angle, b: Angle, m: R.Q): boolean =>
  a.exact && b.exact
    ? R.isInt(R.div(R.sub(a.degrees, b.degrees), m))
    : whole((sizeOf(a) - sizeOf(b)) / R.toNumber(m));

/** x = angle + every·k as a statement, = or ≈. */
export const familyNode = (lhs: MathNode, { angle, every }: Family, radians: boolean): MathNode => {
  const period = times(angleNode(exactly(every), radians), variable('k'));
  return chain(
    lhs,
    angle.exact ? '=' : '≈',
    angle.exact && R.isZero(angle.degrees) ? period : add(angleNode(angle, radians), period),
  );
};

/** The solutions of families in one turn, [0°, 360°), in order, each once. */
export const inOneTurn = (families: Family[]): Angle[] => {
  const all = families
    .flatMap(({ angle, every }) =>
      Array.from({ length: Math.ceil(360 / R.toNumber(every)) }, (_, j) =>
        plus(angle, R.mul(every, R.int(j))),
      ),
    )
    .filter((a) => sizeOf(a) < 360 && !approxEqual(sizeOf(a), 360, TOLERANCE.check))
    .sort((a, b) => sizeOf(a) - sizeOf(b));
  return all.filter(
    (a, i) => i === 0 || !approxEqual(sizeOf(a), sizeOf(all[i - 1] as Angle), TOLERANCE.check),
  );
};

/** The families with no two the same. */
const whole = (t: number): boolean => approxEqual(t, Math.round(t), TOLERANCE.check);

/** Whether every solution of f is one of g's: g's period goes into f's, and into their gap. */
const within = (f: Family, g: Family): boolean =>
  R.isInt(R.div(f.every, g.every)) && apartBy(f.angle, g.angle, g.every);

/** The families none of the others holds (of two the same, the first). */
export const distinct = (families: Family[]): Family[] =>
  families.filter(
    (f, i) => !families.some((g, j) => j !== i && within(f, g) && (!within(g, f) || j < i)),
  );

/**
 * The families of solutions written as few as they can be: one that another holds is left out
 * (x = 180°k is within x = 90°k), and m families of one period spaced evenly by a 1/m of it are
 * one (x = 45° + 180°k or x = 135° + 180°k is x = 45° + 90°k).
 */
export const simplest = (found: Family[]): Family[] => {
  const families = distinct(found);
  for (const f of families) {
    const group = families
      .filter((g) => R.eq(g.every, f.every) && g.angle.exact === f.angle.exact)
      .map((g) => modulo(g.angle, g.every))
      .sort((a, b) => sizeOf(a) - sizeOf(b));
    const gap = R.div(f.every, R.int(group.length));
    const first = group[0] as Angle;
    if (group.length < 2 || !group.every((t) => apartBy(t, first, gap))) continue;
    const merged: Family = { angle: modulo(first, gap), every: gap };
    return simplest([merged, ...families.filter((g) => !within(g, merged))]);
  }
  return families;
};

/** Fractional digits past which an exact angle reads more clearly as a fraction than a decimal. */
const DECIMAL_PLACES = 4;

/**
 * An exact number of degrees as a tree: 135°, −135°, 22.5° (a decimal that ends, every digit
 * exact), 180°/7 (a fraction of 180° over 7, where the decimal would not end).
 */
const degreesNode = (d: R.Q): MathNode => {
  const size = R.abs(d);
  const decimal = R.decimalText(size);
  const places = decimal?.split('.')[1]?.length ?? 0;
  if (decimal !== undefined && places <= DECIMAL_PLACES) {
    const shown = degrees(numberNode(decimal));
    return d.p < 0n ? { type: 'neg', arg: shown } : shown;
  }
  const top = degrees(numberNode(size.p));
  const value: MathNode = { type: 'fraction', num: top, den: numberNode(d.q) };
  return d.p < 0n ? { type: 'neg', arg: value } : value;
};

/**
 * An angle as the answer writes it: in degrees (135°, 180°/7, ≈ 41.8103°), or in radians as a
 * multiple of π (3π/4, π/7) when exact and a decimal (≈ 0.729728) when not.
 */
export const angleNode = (a: Angle, radians: boolean): MathNode => {
  if (!a.exact)
    return radians
      ? numberNode(approximate((a.degrees * Math.PI) / 180))
      : deg(Number(approximate(a.degrees)));
  return radians ? piTimes(R.div(a.degrees, R.int(180))) : degreesNode(a.degrees);
};

/** The units asked for: radians ("in radians", π typed), degrees ("in degrees", ° typed), or both. */
export const unitsOf = ({ radians, degrees }: { radians: boolean; degrees?: boolean }): Units =>
  radians ? 'radians' : degrees ? 'degrees' : 'both';
