/**
 * Where two curves y = a(x) and y = b(x) are the same curve, which a search for where they meet
 * cannot say (a − b is 0 on a whole stretch, not at points): everywhere, exactly, for two quotients
 * of polynomials whose cross products agree (y = (x² − 1)/(x − 1) and y = x + 1, but at x = 1
 * where only one is defined); otherwise on the stretches where the two agree at every sample of
 * the window (y = |x| and y = x for x ≥ 0), each end found by bisection, given exactly when it is a
 * simple fraction at which the curves agree or not, and open towards ±∞ when the curves still
 * agree far beyond the window.
 */

import * as P from '../algebra/poly';
import { realRoots } from '../algebra/rationalForm';
import { approxEqual, TOLERANCE } from '../math/approx';
import * as E from '../math/exact';
import type { Notation } from '../math/notation';
import * as R from '../math/rational';
import { decimal, exactText } from './format';
import type { Ratio } from './ratio';
import type { Said } from './said';

/** What is needed of a curve: its function, its label, its exact form when it has one. */
export interface SameCurve {
  label: string;
  f: (t: number) => number;
  ratio?: Ratio;
  vertical?: number;
  /** The notation its labels are written in (English's without one). */
  notation?: Notation;
}

/** One end of a stretch: where, as shown, and whether the curves still agree there. */
export interface StretchEnd {
  x: number;
  label: string;
  closed: boolean;
}

/** A stretch where the curves are the same; an end left out is ±∞. */
export interface Stretch {
  from?: StretchEnd;
  to?: StretchEnd;
  /** An end at the window's edge, not known past it. */
  windowEdge?: boolean;
}

/** How two curves are the same: everywhere but at some x, or on some stretches. */
export type Sameness =
  | { everywhere: true; except: { x: number; label: string; undefinedOn: string }[] }
  | { everywhere: false; stretches: Stretch[] };

const SAMPLES = 1200;
/** A stretch has at least this many samples in a row: a touching point is not one. */
const MIN_RUN = 24;

/**
 * Whether the curves agree at t: true, false, 'tiny' where both are 0 but for rounding (below
 * `floor`: sin²(180°) is 1.5·10⁻³² where 1 − cos²(180°) is 0), which says neither, or undefined
 * where either is undefined. Agreeing is relative to their size: e^(−x²) is tiny far out but
 * never 0, so it is not y = 0.
 */
const agreeAt = (
  a: SameCurve,
  b: SameCurve,
  t: number,
  floor: number,
): boolean | 'tiny' | undefined => {
  const [u, v] = [a.f(t), b.f(t)];
  if (!Number.isFinite(u) || !Number.isFinite(v)) return undefined;
  const size = Math.max(Math.abs(u), Math.abs(v));
  if (approxEqual(u, v, TOLERANCE.check, 0)) return true;
  return size <= floor ? 'tiny' : false;
};

/** Two quotients of polynomials that are one function: the x where only one of them is defined. */
const sameRatios = (a: SameCurve, b: SameCurve, x: string): Sameness | undefined => {
  if (!a.ratio || !b.ratio) return undefined;
  const cross = P.sub(P.mul(a.ratio.num, b.ratio.den), P.mul(b.ratio.num, a.ratio.den));
  if (cross.length > 0) return undefined;
  const [holesA, holesB] = [realRoots(a.ratio.den, x), realRoots(b.ratio.den, x)];
  const near = (t: number, rs: { value: number }[]) =>
    rs.some((r) => approxEqual(r.value, t, TOLERANCE.same));
  const except = [
    ...holesA.filter((r) => !near(r.value, holesB)).map((r) => ({ r, on: a.label })),
    ...holesB.filter((r) => !near(r.value, holesA)).map((r) => ({ r, on: b.label })),
  ]
    .sort((p, q) => p.r.value - q.r.value)
    .map(({ r, on }) => ({
      x: r.value,
      label: r.exact ? exactText(r.exact, a.notation) : `≈ ${decimal(r.value, a.notation)}`,
      undefinedOn: on,
    }));
  return { everywhere: true, except };
};

/**
 * What rounding leaves of a difference that should be 0, as a fraction of the size of the values
 * that were subtracted: a few units in a double's last place.
 */
const ROUNDING_LEFT = 1e-15;

/** A simple fraction (denominator at most 12) within rounding of t, or undefined. */
const simpleNear = (t: number): R.Q | undefined => {
  for (let q = 1; q <= 12; q++) {
    const p = Math.round(t * q);
    if (approxEqual(p / q, t, TOLERANCE.root)) return R.rat(BigInt(p), BigInt(q));
  }
  return undefined;
};

/** The end of a run between a sample where the curves agree and one where they do not. */
const endBetween = (
  a: SameCurve,
  b: SameCurve,
  inside: number,
  outside: number,
  unit: string,
  floor: number,
): StretchEnd => {
  let [i, o] = [inside, outside];
  for (let k = 0; k < 60; k++) {
    const mid = (i + o) / 2;
    if (agreeAt(a, b, mid, floor) === true) i = mid;
    else o = mid;
  }
  const q = simpleNear((i + o) / 2);
  if (q) {
    const at = R.toNumber(q);
    const closed = agreeAt(a, b, at, floor) === true;
    return { x: at, label: `${exactText(E.fromQ(q), a.notation)}${unit}`, closed };
  }
  // Not a simple number: the end as found, rounded, and open (the last point known to agree).
  return { x: i, label: `≈ ${decimal(i, a.notation)}${unit}`, closed: false };
};

/** Whether the curves still agree far past an edge of the window, towards ±∞. */
const farAgree = (a: SameCurve, b: SameCurve, edge: number, away: 1 | -1): boolean =>
  [10, 100, 1000, 1e4].every(
    (k) => agreeAt(a, b, edge + away * k * Math.max(1, Math.abs(edge)), 0) === true,
  );

/**
 * Whether, and where, two curves are the same in the window xs (or beyond it): undefined when
 * they only meet at points, or not at all. `degrees`: the unknown is an angle in degrees, whose
 * curves repeat, so nothing is said past the window.
 */
export const sameness = (
  a: SameCurve,
  b: SameCurve,
  x: string,
  xs: readonly [number, number],
  degrees: boolean,
): Sameness | undefined => {
  if (a.vertical !== undefined || b.vertical !== undefined) return undefined;
  const exact = sameRatios(a, b, x);
  if (exact) return exact;
  if (a.ratio && b.ratio) return undefined;
  const unit = degrees ? '°' : '';
  const [lo, hi] = xs;
  const ts = Array.from({ length: SAMPLES + 1 }, (_, k) => lo + ((hi - lo) * k) / SAMPLES);
  // What rounding leaves of 0 at the curves' size in the window.
  const size = Math.max(
    1,
    ...ts
      .flatMap((t) => [a.f(t), b.f(t)])
      .filter(Number.isFinite)
      .map(Math.abs),
  );
  const floor = ROUNDING_LEFT * size;
  const agree = ts.map((t) => agreeAt(a, b, t, floor));
  // Agreeing wherever both are defined, and defined at the same places: one function.
  const oneDefined = ts.some((t) => Number.isFinite(a.f(t)) !== Number.isFinite(b.f(t)));
  const both = agree.filter((v) => v === true || v === false);
  if (!oneDefined && both.length >= MIN_RUN && both.every((v) => v)) {
    const far = degrees || (farAgree(a, b, lo, -1) && farAgree(a, b, hi, 1));
    if (far) return { everywhere: true, except: [] };
  }
  const stretches: Stretch[] = [];
  for (let k = 0; k < agree.length; ) {
    if (agree[k] !== true) {
      k++;
      continue;
    }
    // A run of agreeing samples, through any that are 0 but for rounding, ending on one that agrees.
    let end = k;
    let agreeing = 1;
    for (let next = k + 1; next < agree.length; next++) {
      if (agree[next] === true) [end, agreeing] = [next, agreeing + 1];
      else if (agree[next] !== 'tiny') break;
    }
    if (agreeing >= MIN_RUN) {
      const [t0, t1] = [ts[k] as number, ts[end] as number];
      const openLow = k === 0 && !degrees && farAgree(a, b, lo, -1);
      const openHigh = end === agree.length - 1 && !degrees && farAgree(a, b, hi, 1);
      const edgeLow = k === 0 && !openLow;
      const edgeHigh = end === agree.length - 1 && !openHigh;
      const windowEnd = (at: number): StretchEnd => ({
        x: at,
        label: `${decimal(at, a.notation)}${unit}`,
        closed: true,
      });
      stretches.push({
        ...(openLow
          ? {}
          : {
              from: edgeLow
                ? windowEnd(t0)
                : endBetween(a, b, t0, ts[k - 1] as number, unit, floor),
            }),
        ...(openHigh
          ? {}
          : {
              to: edgeHigh
                ? windowEnd(t1)
                : endBetween(a, b, t1, ts[end + 1] as number, unit, floor),
            }),
        ...(edgeLow || edgeHigh ? { windowEdge: true } : {}),
      });
    }
    k = end + 1;
  }
  return stretches.length > 0 ? { everywhere: false, stretches } : undefined;
};

/** Whether x lies on a stretch where the curves are the same, its ends included. */
export const onStretch = (same: Sameness, t: number): boolean => {
  if (same.everywhere) return true;
  const near = TOLERANCE.root * Math.max(1, Math.abs(t));
  return same.stretches.some(
    (s) => (!s.from || t >= s.from.x - near) && (!s.to || t <= s.to.x + near),
  );
};

/** "for x ≥ 0", "for −1 < x ≤ 2", "for every x": where a stretch is, in the unknown x. */
const where = (s: Stretch, x: string): Said => {
  const at = (text: string): Said => ({ id: 'for', values: { where: text } });
  if (s.from && s.to)
    return at(
      `${s.from.label} ${s.from.closed ? '≤' : '<'} ${x} ${s.to.closed ? '≤' : '<'} ${s.to.label}`,
    );
  if (s.from) return at(`${x} ${s.from.closed ? '≥' : '>'} ${s.from.label}`);
  if (s.to) return at(`${x} ${s.to.closed ? '≤' : '<'} ${s.to.label}`);
  return { id: 'for', values: { where: { id: 'every', values: { x } } } };
};

/**
 * The words for two curves that are the same, as data: "The curves y = |x| and y = x are the same
 * for x ≥ 0", "… are the same, except at x = 1, where y = (x² − 1)/(x − 1) is undefined (a hole)".
 */
export const sameSaid = (
  same: Sameness,
  kind: 'curves' | 'lines',
  a: string,
  b: string,
  x: string,
): Said => {
  const named = { kind: { id: kind }, a, b };
  if (same.everywhere) {
    const holes: Said[] = same.except.map((e) => ({
      id: 'hole-in',
      values: { x, at: e.label, curve: e.undefinedOn },
    }));
    return holes.length === 0
      ? { id: 'same', values: named }
      : { id: 'same-except', values: { ...named, holes: { each: holes } } };
  }
  const edge = same.stretches.some((s) => s.windowEdge);
  return {
    id: edge ? 'same-on-window' : 'same-on',
    values: { ...named, stretches: { each: same.stretches.map((s) => where(s, x)) } },
  };
};
