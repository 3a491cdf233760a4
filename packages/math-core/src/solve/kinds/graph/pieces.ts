/**
 * Two functions with absolute values in them (|x|, |x − 1| + |x + 1|, and √(u²), which is |u|)
 * compared piece by piece, exactly: the zeros of what is inside the bars cut the line into
 * pieces on each of which every |u| is u or −u, so both functions are polynomials there. Where
 * their difference is the zero polynomial the two curves are the same on that piece; elsewhere
 * they meet at its roots in the piece, and at a cut where both take the same value.
 */

import * as P from '../../../algebra/poly';
import { realRoots } from '../../../algebra/rationalForm';
import { evalExact, mapTree, substitute, toPoly, variablesOf } from '../../../algebra/reading';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import { fn, neg, sub } from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import { SolveStop, unchecked } from '../../../math/rational';
import { absArgument, type MathNode } from '../../../math/tree';

/** A stretch where the two are the same; an end left out is ±∞ (every end is closed: both are continuous). */
export interface SameStretch {
  from?: Exact;
  to?: Exact;
}

export interface Pieces {
  /** Where what is inside the bars changes sign, in order. */
  cuts: Exact[];
  same: SameStretch[];
  /** The x where the curves meet outside the stretches, in order. */
  meet: Exact[];
}

/** √(u²) as |u|: the same for every real u. */
const barsFor = (node: MathNode): MathNode =>
  mapTree(node, (n) =>
    n.type === 'root' &&
    n.index === undefined &&
    n.radicand.type === 'power' &&
    n.radicand.exponent.type === 'number' &&
    n.radicand.exponent.value === '2'
      ? fn('abs', barsFor(n.radicand.base))
      : undefined,
  );

const absArgs = (node: MathNode, out: MathNode[]): void => {
  const inside = absArgument(node);
  if (inside) {
    out.push(inside);
    return;
  }
  for (const value of Object.values(node))
    if (Array.isArray(value)) for (const item of value) absArgs(item as MathNode, out);
    else if (value && typeof value === 'object' && 'type' in value) absArgs(value as MathNode, out);
};

const polyOf = (node: MathNode): P.Poly | undefined => {
  try {
    return toPoly(node);
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
};

/**
 * The pieces of a = b in x when a or b has an absolute value of a polynomial in x in it and is a
 * polynomial once the bars are opened; undefined for any other pair.
 */
export const comparePieces = (left: MathNode, right: MathNode, x: string): Pieces | undefined => {
  const [a, b] = [barsFor(left), barsFor(right)];
  const inside: MathNode[] = [];
  absArgs(a, inside);
  absArgs(b, inside);
  if (inside.length === 0 || variablesOf(sub(a, b)).some((v) => v !== x)) return undefined;
  const polys = inside.map(polyOf);
  if (polys.some((p) => p === undefined || P.variables(p).some((v) => v !== x))) return undefined;
  // The cuts: every real zero of what is inside the bars, exactly.
  const cuts: { at: Exact; value: number }[] = [];
  for (const p of polys as P.Poly[])
    for (const r of P.isConstant(p) ? [] : realRoots(p, x)) {
      if (!r.exact) return undefined;
      if (!cuts.some((c) => E.equal(c.at, r.exact as Exact)))
        cuts.push({ at: r.exact, value: r.value });
    }
  cuts.sort((p, q) => p.value - q.value);
  // On each piece, a − b with every |u| opened by the sign u has there.
  const differences: P.Poly[] = [];
  for (let i = 0; i <= cuts.length; i++) {
    const lo = cuts[i - 1]?.value;
    const hi = cuts[i]?.value;
    const t = lo === undefined ? (hi ?? 0) - 1 : hi === undefined ? lo + 1 : (lo + hi) / 2;
    const opened = (node: MathNode) =>
      mapTree(node, (n) => {
        const u = absArgument(n);
        if (!u) return undefined;
        return evaluateMath(u, { [x]: t }) >= 0 ? u : neg(u);
      });
    const d = polyOf(sub(opened(a), opened(b)));
    if (!d) return undefined;
    differences.push(d);
  }
  const zeroAt = (at: Exact) => {
    const value = (side: MathNode) => evalExact(substitute(side, { [x]: E.toNode(at) }));
    return E.equal(value(a), value(b));
  };
  const same: SameStretch[] = [];
  const meet: Exact[] = [];
  for (const [i, d] of differences.entries()) {
    const [lo, hi] = [cuts[i - 1], cuts[i]];
    if (d.length === 0) {
      const last = same.at(-1);
      // Joined to the stretch before when it ends at this piece's cut.
      if (last?.to && lo && E.equal(last.to, lo.at)) {
        if (hi) last.to = hi.at;
        else delete last.to;
      } else same.push({ ...(lo ? { from: lo.at } : {}), ...(hi ? { to: hi.at } : {}) });
      continue;
    }
    for (const r of realRoots(d, x)) {
      if ((lo && r.value <= lo.value) || (hi && r.value >= hi.value)) continue;
      if (!r.exact) return undefined;
      meet.push(r.exact);
    }
  }
  // A cut between two pieces that differ, where both take the same value.
  for (const [i, c] of cuts.entries())
    if ((differences[i]?.length ?? 0) > 0 && (differences[i + 1]?.length ?? 0) > 0 && zeroAt(c.at))
      meet.push(c.at);
  meet.sort((p, q) => E.toNumber(p) - E.toNumber(q));
  // The check: on each stretch, the two as typed agree at points inside it.
  for (const s of same) {
    const from = s.from ? E.toNumber(s.from) : undefined;
    const to = s.to ? E.toNumber(s.to) : undefined;
    const points =
      from !== undefined && to !== undefined
        ? [0.25, 0.5, 0.75].map((k) => from + k * (to - from))
        : [1, 3.7, 12].map((k) => (from !== undefined ? from + k : (to as number) - k));
    for (const t of from === undefined && to === undefined ? [-3.7, 0.4, 5.1] : points) {
      const [u, v] = [evaluateMath(left, { [x]: t }), evaluateMath(right, { [x]: t })];
      if (!approxEqual(u, v, TOLERANCE.check)) throw unchecked();
    }
  }
  return { cuts: cuts.map((c) => c.at), same, meet };
};
