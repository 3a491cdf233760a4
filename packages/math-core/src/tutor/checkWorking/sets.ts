/**
 * What a line of working says about its unknown: the set of numbers it holds for, found by the
 * solver's own kinds and checked by the one checker, as the solver finds a problem's answer. Two
 * lines are compared by these sets, or faster and more widely by their residuals: L₁ − R₁ a
 * constant multiple of L₀ − R₀ at sample points makes the two statements equivalent.
 */
import { contains, hasVariable } from '../../algebra/reading';
import {
  approximatePoint,
  fromNode,
  INFINITY,
  type Interval,
  intersect,
  MINUS_INFINITY,
  type Point,
  type RealSet,
} from '../../algebra/real-set';
import { agree, samplesFor } from '../../algebra/samplePoints';
import { approxEqual, TOLERANCE } from '../../math/approx';
import * as B from '../../math/build';
import { compileMath, evaluateMath } from '../../math/evaluateMath';
import type { SetEnd } from '../../math/show';
import type { MathNode, MathRelation } from '../../math/tree';
import { verify } from '../../solve/check';
import { dispatch, kindOf } from '../../solve/kinds';
import { flipped } from './mistakes';

export const EVERY: RealSet = [{ lo: MINUS_INFINITY, hi: INFINITY, loIn: false, hiIn: false }];

const CONTEXT = { decimals: false, simplifying: false, graphing: false, radians: false };

const at = (p: Point): Interval => ({ lo: p, hi: p, loIn: true, hiIn: true });

const end = (e: SetEnd | null, infinity: Point): Point =>
  e ? { value: e.value, node: e.tree } : infinity;

/** Two sets together, merged where they meet. */
export const union = (a: RealSet, b: RealSet): RealSet => {
  const sorted = [...a, ...b].sort((u, v) => u.lo.value - v.lo.value);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out.at(-1);
    if (
      last &&
      (i.lo.value < last.hi.value || (near(i.lo.value, last.hi.value) && (i.loIn || last.hiIn)))
    ) {
      if (i.hi.value > last.hi.value || (near(i.hi.value, last.hi.value) && i.hiIn))
        out[out.length - 1] = {
          ...last,
          hi: i.hi,
          hiIn: i.hiIn || (near(i.hi.value, last.hi.value) && last.hiIn),
        };
    } else out.push(i);
  }
  return out;
};

/** Whether two numbers are the same to about nine digits (solutions found in floating point). */
export const near = (a: number, b: number): boolean => approxEqual(a, b, TOLERANCE.check);

/** Whether two sets are the same. */
export const sameSet = (a: RealSet, b: RealSet): boolean =>
  a.length === b.length &&
  a.every((u, i) => {
    const v = b[i] as Interval;
    return (
      near(u.lo.value, v.lo.value) &&
      near(u.hi.value, v.hi.value) &&
      u.loIn === v.loIn &&
      u.hiIn === v.hiIn
    );
  });

/** Whether every number of `a` is in `b`. */
export const within = (a: RealSet, b: RealSet): boolean => sameSet(union(a, b), union(b, []));

/** The single numbers of a set that is finite, or undefined when it holds an interval. */
export const pointsOf = (set: RealSet): Point[] | undefined =>
  set.every((i) => near(i.lo.value, i.hi.value)) ? set.map((i) => i.lo) : undefined;

/**
 * The set of numbers for which a statement in the one unknown x holds, or undefined when the
 * solver cannot tell. A list (`x = 2 or x = 3`) holds where any item does; a chain
 * (`−2 < x < 3`) where every link does.
 */
export const solutionSet = (statement: MathNode, x: string): RealSet | undefined => {
  if (statement.type === 'list') {
    let set: RealSet = [];
    let before: MathNode | undefined;
    for (const item of statement.items) {
      // `x = 2 or 3`: a bare value after an equation in x is another value of x.
      const stated =
        item.type !== 'relation' && !hasVariable(item) && before ? B.eq(B.variable(x), item) : item;
      const part = solutionSet(stated, x);
      if (!part) return undefined;
      set = union(set, part);
      before = stated;
    }
    return set;
  }
  if (statement.type !== 'relation') return undefined;
  let set: RealSet = EVERY;
  for (let i = 0; i < statement.relations.length; i++) {
    const part = relationSet(
      statement.operands[i] as MathNode,
      statement.relations[i] as MathRelation,
      statement.operands[i + 1] as MathNode,
      x,
    );
    if (!part) return undefined;
    set = intersect(set, part);
  }
  return set;
};

const relationSet = (
  left: MathNode,
  relation: MathRelation,
  right: MathNode,
  x: string,
): RealSet | undefined => {
  if (relation === '≈' || relation === '≠') return undefined;
  if (!hasVariable(left) && !hasVariable(right)) {
    const [u, v] = [evaluateMath(left), evaluateMath(right)];
    if (!Number.isFinite(u) || !Number.isFinite(v)) return undefined;
    const holds =
      relation === '='
        ? agree(u, v)
        : relation === '<'
          ? u < v
          : relation === '>'
            ? u > v
            : relation === '≤'
              ? u <= v || agree(u, v)
              : u >= v || agree(u, v);
    return holds ? EVERY : [];
  }
  // x = c, x < c (or c = x …): the value itself, as a student states an answer (x = 2√2).
  const alone = (side: MathNode, other: MathNode) =>
    side.type === 'variable' && side.name === x && !hasVariable(other);
  if (alone(left, right) || alone(right, left)) {
    const value = fromNode(alone(left, right) ? right : left);
    // x = (−2 + √(4 − 20))/2: no real number, as the ± of a negative discriminant gives.
    if (Number.isNaN(value.value) && notReal(alone(left, right) ? right : left)) return [];
    if (!Number.isFinite(value.value)) return undefined;
    const rel = alone(left, right) ? relation : flipped(relation);
    const point: Interval = { lo: value, hi: value, loIn: true, hiIn: true };
    if (rel === '=') return [point];
    return rel === '<' || rel === '≤'
      ? [{ lo: MINUS_INFINITY, hi: value, loIn: false, hiIn: rel === '≤' }]
      : [{ lo: value, hi: INFINITY, loIn: rel === '≥', hiIn: false }];
  }
  const tree = B.chain(left, relation, right);
  try {
    const answered = dispatch(tree, CONTEXT);
    verify(tree, answered, kindOf(answered.kind));
    if ('set' in answered && answered.set)
      return answered.set.map((i) => ({
        lo: end(i.from, MINUS_INFINITY),
        hi: end(i.to, INFINITY),
        loIn: i.from?.closed ?? false,
        hiIn: i.to?.closed ?? false,
      }));
    if (answered.outcome === 'all') return EVERY;
    if (answered.outcome === 'none') return [];
    const points: Point[] = [];
    for (const s of answered.solutions) {
      // A solution names its unknown (x = 2); one of a system's unknowns is not this line's.
      if (
        s.tree.type === 'relation' &&
        s.tree.operands[0]?.type === 'variable' &&
        s.tree.operands[0].name !== x
      )
        return undefined;
      const value = s.exact
        ? fromNode(s.exact)
        : s.value === undefined
          ? undefined
          : approximatePoint(s.value);
      if (!value || !Number.isFinite(value.value)) return undefined;
      points.push(value);
    }
    return union(points.map(at), []);
  } catch {
    return numericSet(left, relation, right, x);
  }
};

/** A value with the square root of a negative number in it (no real number). */
const notReal = (value: MathNode): boolean =>
  contains(value, (n) => n.type === 'root' && !n.index && evaluateMath(n.radicand) < 0);

/** Where the numeric polynomial fit is tried and checked. */
const FIT = [-1.3, 0.7, 2.9];
const PROBES = [-7.1, -0.4, 1.9, 5.3, 11.7];
/** The least size the fit's coefficients are measured against, so that all of them 0 is still a size. */
const LEAST_SCALE = 1e-300;

/**
 * The set of a statement whose two sides differ by a polynomial of degree 1 or 2 in x with any
 * real numbers for coefficients (2x = ln(7), x + 2 = √5, x² + √2x = 1), which the solver's kinds
 * do not take: the polynomial is fitted through three points and checked at five more, then its
 * roots and signs give the set. Undefined when the difference is not such a polynomial.
 */
const numericSet = (
  left: MathNode,
  relation: MathRelation,
  right: MathNode,
  x: string,
): RealSet | undefined => {
  const [l, r] = [compileMath(left, x), compileMath(right, x)];
  const f = (v: number) => l(v) - r(v);
  const [y0, y1, y2] = FIT.map(f) as [number, number, number];
  if (![y0, y1, y2].every(Number.isFinite)) return undefined;
  const [t0, t1, t2] = FIT as [number, number, number];
  // Newton's divided differences: f = c + b·t + a·t².
  const d01 = (y1 - y0) / (t1 - t0);
  const d12 = (y2 - y1) / (t2 - t1);
  const a = (d12 - d01) / (t2 - t0);
  const b = d01 - a * (t0 + t1);
  const c = y0 - b * t0 - a * t0 * t0;
  const scale = Math.max(Math.abs(a), Math.abs(b), Math.abs(c), LEAST_SCALE);
  const fitted = (v: number) => c + b * v + a * v * v;
  if (!PROBES.every((v) => agree(f(v), fitted(v), scale * Math.max(1, v * v)))) return undefined;
  const tiny = (v: number) => approxEqual(v, 0, TOLERANCE.same, scale);
  const roots: number[] = [];
  if (tiny(a)) {
    if (tiny(b)) return undefined;
    roots.push(-c / b);
  } else {
    const disc = b * b - 4 * a * c;
    if (approxEqual(disc, 0, TOLERANCE.same, b * b)) roots.push(-b / (2 * a));
    else if (disc > 0)
      roots.push(
        ...[(-b - Math.sqrt(disc)) / (2 * a), (-b + Math.sqrt(disc)) / (2 * a)].sort(
          (u, v) => u - v,
        ),
      );
  }
  const points = roots.map(approximatePoint);
  if (relation === '=') return union(points.map(at), []);
  const holds = (v: number) => {
    const value = fitted(v);
    return relation === '<' || relation === '≤' ? value < 0 : value > 0;
  };
  const closed = relation === '≤' || relation === '≥';
  const ends = [MINUS_INFINITY, ...points, INFINITY];
  const pieces: Interval[] = [];
  for (let i = 0; i + 1 < ends.length; i++) {
    const [lo, hi] = [ends[i] as Point, ends[i + 1] as Point];
    const mid = Number.isFinite(lo.value)
      ? Number.isFinite(hi.value)
        ? (lo.value + hi.value) / 2
        : lo.value + 1
      : Number.isFinite(hi.value)
        ? hi.value - 1
        : 0;
    if (holds(mid))
      pieces.push({
        lo,
        hi,
        loIn: closed && lo !== MINUS_INFINITY,
        hiIn: closed && hi !== INFINITY,
      });
  }
  if (closed) pieces.push(...points.map(at));
  return union(pieces, []);
};

/** A statement's two sides as one residual, left − right, and its relation. */
export const residual = (
  statement: MathNode,
): { r: MathNode; relation: MathRelation } | undefined =>
  statement.type === 'relation' && statement.relations.length === 1
    ? {
        r: B.sub(statement.operands[0] as MathNode, statement.operands[1] as MathNode),
        relation: statement.relations[0] as MathRelation,
      }
    : undefined;

/**
 * The constant c with b = c·a at every sample point where both are defined and a is not 0, or
 * undefined when there is none (or too few points to tell).
 */
export const ratio = (a: MathNode, b: MathNode, names: string[]): number | undefined => {
  let found: number | undefined;
  let compared = 0;
  const [f, g] = [compileMath(a), compileMath(b)];
  for (const scope of samplesFor(a, b, names)) {
    if (compared === 8) break;
    const [u, v] = [f(scope), g(scope)];
    const zero = approxEqual(u, 0, TOLERANCE.check);
    if (!Number.isFinite(u) || !Number.isFinite(v) || zero || Math.abs(u) > 1e12) continue;
    const c = v / u;
    if (found === undefined) found = c;
    else if (!agree(c, found)) return undefined;
    compared += 1;
  }
  return compared >= 5 && found !== undefined && !approxEqual(found, 0, TOLERANCE.same)
    ? found
    : undefined;
};

/** Whether an equation holds at a point (every side the same finite number there). */
export const holdsAt = (equation: MathNode, point: Record<string, number>): boolean => {
  if (equation.type !== 'relation') return false;
  const values = equation.operands.map((o) => evaluateMath(o, point));
  return values.every((v) => Number.isFinite(v) && agree(v, values[0] as number));
};
