/**
 * Sets of real numbers as the inequality solvers answer them: sorted, disjoint pieces (rays,
 * intervals and single points) with exact ends; written as inequalities (`2 < x < 3`,
 * `x ≤ −2 or x ≥ 2`) and in interval notation (`(2, 3)`, `(−∞, −2] ∪ [2, ∞)`); and checked
 * against the problem as typed, at a point inside each piece and one in each gap, before an
 * answer is given.
 */

import { evalExact, mapTree } from '../../algebra/reading';
import { alternatives, chain, eq, list, variable } from '../../math/build';
import { evaluateMath } from '../../math/evaluateMath';
import type { Exact } from '../../math/exact';
import * as E from '../../math/exact';
import { EXACT_REFUSALS } from '../../math/exact';
import { ENGLISH_NOTATION, intervalMarks, type Notation } from '../../math/notation';
import * as R from '../../math/rational';
import { isUnchecked, type Q, SolveStop, unchecked } from '../../math/rational';
import { refuse } from '../../math/refusal';
import type { SetEnd, SetInterval } from '../../math/show';
import { toMathML } from '../../math/toMathML';
import { toText } from '../../math/toText';
import type { MathNode, MathRelation } from '../../math/tree';
import { answerInWords } from '../answer';

/** The four inequality signs. */
export type Inequality = '<' | '>' | '≤' | '≥';

export const isInequality = (r: MathRelation): r is Inequality =>
  r === '<' || r === '>' || r === '≤' || r === '≥';

/** The sign after multiplying both sides by a negative number: < ↔ >, ≤ ↔ ≥. */
export const flip = (r: Inequality): Inequality =>
  r === '<' ? '>' : r === '>' ? '<' : r === '≤' ? '≥' : '≤';

/** The sign that holds exactly when `r` does not: < ↔ ≥, > ↔ ≤. */
export const negation = (r: Inequality): Inequality =>
  r === '<' ? '≥' : r === '≥' ? '<' : r === '>' ? '≤' : '>';

export const isStrict = (r: Inequality): boolean => r === '<' || r === '>';

/**
 * One piece of a set: from `lo` to `hi` (undefined: −∞ and ∞), each end in the set or not. A
 * single point has lo = hi, both in.
 */
export interface Piece {
  lo?: Exact;
  loIn: boolean;
  hi?: Exact;
  hiIn: boolean;
}

/** Sorted, disjoint pieces with a gap between each two; [] is the empty set. */
export type RealSet = Piece[];

export const ALL: RealSet = [{ loIn: false, hiIn: false }];
export const NONE: RealSet = [];

/** −1, 0 or 1 as a is below, at or above b (a SolveStop when they are too close to tell). */
export const compare = (a: Exact, b: Exact): number => E.sign(E.sub(a, b));

/** The numbers x with x `r` bound: x < 4 is (−∞, 4). */
export const ray = (r: Inequality, bound: Exact): RealSet =>
  r === '<' || r === '≤'
    ? [{ loIn: false, hi: bound, hiIn: r === '≤' }]
    : [{ lo: bound, loIn: r === '≥', hiIn: false }];

/** The numbers from lo to hi (each end in or not); empty when there are none. */
export const between = (lo: Exact, loIn: boolean, hi: Exact, hiIn: boolean): RealSet => {
  const order = compare(lo, hi);
  if (order > 0 || (order === 0 && !(loIn && hiIn))) return NONE;
  return [{ lo, loIn, hi, hiIn }];
};

/**
 * The set from sorted distinct boundary points: whether each open region around them (one more
 * than there are points) and each point is in it. Neighbouring parts that are in join up.
 */
export const assemble = (points: Exact[], regions: boolean[], at: boolean[]): RealSet => {
  const pieces: Piece[] = [];
  let open: Piece | undefined = regions[0] ? { loIn: false, hiIn: false } : undefined;
  points.forEach((p, i) => {
    const after = regions[i + 1] === true;
    const here = at[i] === true;
    if (open) {
      if (here && after) return;
      pieces.push({ ...open, hi: p, hiIn: here });
      open = after ? { lo: p, loIn: false, hiIn: false } : undefined;
    } else if (after) open = { lo: p, loIn: here, hiIn: false };
    else if (here) pieces.push({ lo: p, loIn: true, hi: p, hiIn: true });
  });
  if (open) pieces.push(open);
  return pieces;
};

/** Whether the exact number t is in the set. */
export const member = (set: RealSet, t: Exact): boolean =>
  set.some((piece) => {
    const lo = piece.lo ? compare(t, piece.lo) : 1;
    const hi = piece.hi ? compare(t, piece.hi) : -1;
    return (lo > 0 || (lo === 0 && piece.loIn)) && (hi < 0 || (hi === 0 && piece.hiIn));
  });

/** Every finite end of the pieces, sorted, each once. */
const ends = (set: RealSet): Exact[] =>
  set.flatMap((p) => [p.lo, p.hi]).filter((e) => e !== undefined);

const sortedUnique = (values: Exact[]): Exact[] => {
  const sorted = [...values].sort((a, b) => compare(a, b));
  return sorted.filter((v, i) => i === 0 || compare(v, sorted[i - 1] as Exact) !== 0);
};

/**
 * A rational number strictly between lo and hi (undefined: −∞ and ∞), as simple as can be: a
 * whole number when one fits (nearest the middle), else the middle or a fraction near it.
 */
export const pointBetween = (lo?: Exact, hi?: Exact): Q => {
  const inside = (q: Q): boolean => {
    const t = E.fromQ(q);
    return (!lo || compare(t, lo) > 0) && (!hi || compare(t, hi) < 0);
  };
  const [a, b] = [lo ? E.toNumber(lo) : undefined, hi ? E.toNumber(hi) : undefined];
  const middle =
    a === undefined && b === undefined
      ? 0
      : a === undefined
        ? (b as number) - 1
        : b === undefined
          ? a + 1
          : (a + b) / 2;
  const whole = Math.round(middle);
  for (const k of [whole, whole - 1, whole + 1, Math.floor(middle), Math.ceil(middle)])
    if (Number.isSafeInteger(k) && inside(R.int(k))) return R.int(k);
  const [ql, qh] = [lo && E.rational(lo), hi && E.rational(hi)];
  if (ql && qh) return R.div(R.add(ql, qh), R.int(2));
  for (let digits = 1; digits <= 15; digits++) {
    const q = R.fractionOf(Number(middle.toPrecision(digits)));
    if (inside(q)) return q;
  }
  throw refuse('unsupported', EXACT_REFUSALS, 'tooCloseToCompare');
};

/**
 * The union (`both` false) or intersection (`both` true) of two sets, from a test point in each
 * region between their ends and the ends themselves.
 */
export const combine = (a: RealSet, b: RealSet, both: boolean): RealSet => {
  const points = sortedUnique([...ends(a), ...ends(b)]);
  const has = (t: Exact) => (both ? member(a, t) && member(b, t) : member(a, t) || member(b, t));
  const regions = [undefined, ...points].map((lo, i) => has(E.fromQ(pointBetween(lo, points[i]))));
  return assemble(points, regions, points.map(has));
};

// ---------------------------------------------------------------------------------------------
// Writing a set

export const isAll = (set: RealSet): boolean =>
  set.length === 1 && set[0]?.lo === undefined && set[0]?.hi === undefined;

/** One piece as an inequality in x: x < 4, 2 < x ≤ 3, x = 1. */
export const pieceNode = (piece: Piece, x: string): MathNode => {
  const X = variable(x);
  const { lo, hi } = piece;
  if (lo && hi && compare(lo, hi) === 0) return eq(X, E.toNode(lo));
  if (lo && hi)
    return chain(E.toNode(lo), piece.loIn ? '≤' : '<', X, piece.hiIn ? '≤' : '<', E.toNode(hi));
  if (hi) return chain(X, piece.hiIn ? '≤' : '<', E.toNode(hi));
  if (lo) return chain(X, piece.loIn ? '≥' : '>', E.toNode(lo));
  return chain(X, '=', X);
};

/** The set as a statement: its pieces, one or a list of them (read as "or"). */
export const setNode = (set: RealSet, x: string): MathNode => {
  const nodes = set.map((p) => pieceNode(p, x));
  return nodes.length === 1 ? (nodes[0] as MathNode) : list(...nodes);
};

/**
 * The set as an answer: in inequality notation ("2 < x < 3", "x ≤ −2 or x ≥ 2") as text and tree,
 * or in words when it is no number or every number ("No solution", "All real numbers").
 */
export const setAnswer = (
  set: RealSet,
  x: string,
): { answer: string; answerTree: MathNode } | ReturnType<typeof answerInWords> => {
  if (set.length === 0) return answerInWords({ id: 'none' });
  if (isAll(set)) return answerInWords({ id: 'allReal' });
  const nodes = set.map((p) => pieceNode(p, x));
  const answerTree = nodes.length === 1 ? (nodes[0] as MathNode) : alternatives(...nodes);
  return { answer: toText(answerTree), answerTree };
};

const innerMathML = (node: MathNode, notation?: Notation): string =>
  toMathML(node, notation ? { notation } : {})
    .replace(/^<math[^>]*>/, '')
    .replace(/<\/math>$/, '');
const xmlText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The set as data: each piece's ends as exact trees with their values, open or closed, null where
 * unbounded (what `solve` gives as `set`, and writes `interval` from).
 */
export const setData = (set: RealSet): SetInterval[] =>
  set.map((p) => {
    const end = (at: Exact | undefined, closed: boolean): SetEnd | null => {
      if (!at) return null;
      const tree = E.toNode(at);
      return { tree, value: evaluateMath(tree), closed };
    };
    return { from: end(p.lo, p.loIn), to: end(p.hi, p.hiIn) };
  });

/** The set in interval notation, as text and as MathML: "(−∞, −2] ∪ [2, ∞)", "{1}", "∅". */
export const intervalNotation = (set: RealSet): { text: string; mathml: string } =>
  setNotation(setData(set));

/**
 * A set given as data, in interval notation, as text and as MathML, in the notation given: the
 * French writes an open end with its bracket turned outward and `;` between the ends, `]−2 ; 2[`,
 * and a decimal comma's notation `;` between them, `(−2; 2,5)`.
 */
export const setNotation = (
  set: SetInterval[],
  notation?: Notation,
): { text: string; mathml: string } => {
  const text: string[] = [];
  const ml: string[] = [];
  const mo = (s: string) => `<mo>${s}</mo>`;
  set.forEach(({ from, to }, i) => {
    if (i > 0) {
      text.push(' ∪ ');
      ml.push(mo('∪'));
    }
    if (from && to && toText(from.tree) === toText(to.tree)) {
      text.push(`{${toText(from.tree, notation)}}`);
      ml.push(mo('{'), innerMathML(from.tree, notation), mo('}'));
      return;
    }
    const { open, separator, close } = intervalMarks(
      from?.closed === true,
      to?.closed === true,
      notation ?? ENGLISH_NOTATION,
    );
    const lo = from ? toText(from.tree, notation) : '−∞';
    const hi = to ? toText(to.tree, notation) : '∞';
    text.push(`${open}${lo}${separator}${hi}${close}`);
    ml.push(
      mo(open),
      from ? innerMathML(from.tree, notation) : `${mo('−')}<mi>∞</mi>`,
      mo(separator.trim()),
      to ? innerMathML(to.tree, notation) : '<mi>∞</mi>',
      mo(close),
    );
  });
  if (set.length === 0) {
    text.push('∅');
    ml.push('<mi>∅</mi>');
  }
  const shown = text.join('');
  const label = xmlText(shown);
  return {
    text: shown,
    mathml: `<math xmlns="http://www.w3.org/1998/Math/MathML" alttext="${label}" aria-label="${label}"><mrow>${ml.join('')}</mrow></math>`,
  };
};

// ---------------------------------------------------------------------------------------------
// Checking an answer against the problem as typed

const substituteX = (node: MathNode, x: string, value: MathNode): MathNode =>
  mapTree(node, (n) => (n.type === 'variable' && n.name === x ? value : undefined));

const holdsExactly = (relation: MathRelation, l: Exact, r: Exact): boolean => {
  const s = E.equal(l, r) ? 0 : compare(l, r);
  switch (relation) {
    case '=':
      return s === 0;
    case '<':
      return s < 0;
    case '>':
      return s > 0;
    case '≤':
      return s <= 0;
    case '≥':
      return s >= 0;
    default:
      return false;
  }
};

/**
 * Whether the relation (a chain: each link must hold) is true at x = t: exactly when its sides
 * have exact values there, else by floating point when `numeric` allows (undefined otherwise).
 */
export const holdsAt = (
  relation: Extract<MathNode, { type: 'relation' }>,
  x: string,
  t: Exact,
  numeric: boolean,
): boolean | undefined => {
  const at = substituteX(relation, x, E.toNode(t)) as typeof relation;
  try {
    const values = at.operands.map(evalExact);
    return at.relations.every((r, i) =>
      holdsExactly(r, values[i] as Exact, values[i + 1] as Exact),
    );
  } catch (err) {
    if (!(err instanceof SolveStop)) throw err;
    if (!numeric) return undefined;
    const value = evaluateMath(relation, { [x]: E.toNumber(t) });
    return Number.isNaN(value) ? undefined : value === 1;
  }
};

/**
 * Throws unless the set answers the relation at every point tried: one inside each piece (the
 * point itself for a single point) and one in each gap between pieces and beyond them, where
 * it must fail; one in each region between the ends of the pieces and the `boundaries` the
 * solver found (the points where the relation's truth can change); and, where its value is
 * exact there, each of those ends and boundaries (in the set exactly when the relation holds).
 */
export const checkSet = (
  relation: Extract<MathNode, { type: 'relation' }>,
  x: string,
  set: RealSet,
  boundaries: Exact[] = [],
): void => {
  const expect = (t: Exact, inSet: boolean, numeric: boolean) => {
    const holds = holdsAt(relation, x, t, numeric);
    if (holds === undefined ? numeric : holds !== inSet) throw unchecked();
  };
  try {
    let previous: Exact | undefined;
    set.forEach((p, i) => {
      const point = p.lo && p.hi && compare(p.lo, p.hi) === 0;
      expect(point ? (p.lo as Exact) : E.fromQ(pointBetween(p.lo, p.hi)), true, true);
      // The gap before this piece: one point when the previous piece ends where this one starts.
      if (p.lo) {
        if (i === 0 || !previous || compare(previous, p.lo) < 0)
          expect(E.fromQ(pointBetween(i === 0 ? undefined : previous, p.lo)), false, true);
        else if (!p.loIn) expect(p.lo, false, false);
      }
      previous = p.hi;
    });
    if (set.length === 0) for (const t of [-10, 0, 10]) expect(E.fromQ(R.int(t)), false, true);
    else if (previous) expect(E.fromQ(pointBetween(previous, undefined)), false, true);
    // Between each two of the ends and boundaries (where the relation's truth can change), and
    // at each of them: a piece that reaches past a boundary is found here.
    const points = sortedUnique([...ends(set), ...boundaries]);
    [undefined, ...points].forEach((lo, i) => {
      const t = E.fromQ(pointBetween(lo, points[i]));
      expect(t, member(set, t), true);
    });
    for (const t of points) expect(t, member(set, t), false);
  } catch (err) {
    if (err instanceof SolveStop && !isUnchecked(err)) throw unchecked();
    throw err;
  }
};
