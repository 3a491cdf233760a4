/**
 * An equation answered with a stated interval: exactly its solutions in that interval, in the
 * unit asked for, with the step that selects them. A trigonometric equation's solutions in one
 * turn repeat every full turn (checked on the equation itself), so those in the interval are the
 * ones in a turn moved by whole turns, compared exactly (radians as multiples of π); any other
 * equation keeps the solutions that lie in the interval.
 */

import { approximateNode } from '../../algebra/approximate';
import { evalExact, mapTree } from '../../algebra/reading';
import { approxEqual, TOLERANCE } from '../../math/approx';
import {
  approx,
  chain,
  constant,
  degrees,
  eq,
  frac,
  list,
  n as numberNode,
  sub,
  times,
  variable,
} from '../../math/build';
import { compileMath, evaluateMath } from '../../math/evaluateMath';
import type { Exact } from '../../math/exact';
import * as E from '../../math/exact';
import * as R from '../../math/rational';
import { SolveStop } from '../../math/rational';
import { exactSolution, piTimes, type Solution, step } from '../../math/show';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import type { Answered } from '../equation';
import type { StatedInterval } from './constraints';

/** At most this many solutions are listed in an interval. */
const MAX_LISTED = 60;

const unsupported = (message: string) => new SolveStop('unsupported', message);

/** A tree with its degrees as multiples of π: 30° → 30·π/180. */
const inRadians = (node: MathNode): MathNode =>
  mapTree(node, (n) =>
    n.type === 'postfix' && n.op === '°'
      ? times(frac(inRadians(n.arg), numberNode(180)), constant('pi'))
      : undefined,
  );

const hasPi = (node: MathNode): boolean =>
  JSON.stringify(node).includes('"pi"') || JSON.stringify(node).includes('°');

/** An end as an exact number of radians: with π or ° as typed, else (a plain number) in degrees. */
const endInRadians = (end: MathNode, angles: boolean): Exact =>
  evalExact(angles && !hasPi(end) ? inRadians(degrees(end)) : inRadians(end));

/** The interval as typed: 0 ≤ x < 2π, x > 0. */
export const intervalNode = (x: string, interval: StatedInterval): MathNode => {
  const { from, to, fromClosed, toClosed } = interval;
  const at = variable(x);
  if (from && to) return chain(from, fromClosed ? '≤' : '<', at, toClosed ? '≤' : '<', to);
  if (from) return chain(at, fromClosed ? '≥' : '>', from);
  return chain(at, toClosed ? '≤' : '<', to as MathNode);
};

/** Whether a value (exact, or a double when not) lies in the interval, its ends exact. */
const inside = (
  value: Exact | number,
  ends: { from: Exact | null; to: Exact | null },
  interval: StatedInterval,
): boolean => {
  const compare = (a: Exact | number, b: Exact): number =>
    typeof a === 'number' ? Math.sign(a - E.toNumber(b)) : E.sign(E.sub(a, b));
  if (ends.from) {
    const c = compare(value, ends.from);
    if (c < 0 || (c === 0 && !interval.fromClosed)) return false;
  }
  if (ends.to) {
    const c = compare(value, ends.to);
    if (c > 0 || (c === 0 && !interval.toClosed)) return false;
  }
  return true;
};

/** Whether left − right takes the same values a full turn on, at sample points. */
const repeatsEveryTurn = (left: MathNode, right: MathNode, x: string): boolean => {
  const f = sub(left, right);
  const at = compileMath(f, x);
  let compared = 0;
  for (const t of [0.37, 1.21, 2.03, 2.96, 4.4, 5.51, -0.83]) {
    const [a, b] = [at(t), at(t + 2 * Math.PI)];
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    if (!approxEqual(a, b, TOLERANCE.sample)) return false;
    compared++;
  }
  return compared >= 3;
};

/** A solution's value as typed in its statement: its right side. */
const shownValue = (s: Solution): { node: MathNode; exact: boolean } => {
  const tree = s.tree as Extract<MathNode, { type: 'relation' }>;
  const node = (tree.operands?.at(-1) ?? s.tree) as MathNode;
  return { node, exact: tree.type === 'relation' && tree.relations.at(-1) === '=' };
};

/** An angle in radians as the answer writes it, in the unit asked for. */
const angleShown = (value: Exact | number, radians: boolean): MathNode => {
  if (typeof value === 'number') {
    if (radians) return approximateNode(value);
    const d = approximateNode((value * 180) / Math.PI);
    return d.type === 'neg' ? { type: 'neg', arg: degrees(d.arg) } : degrees(d);
  }
  const q = E.rational(E.div(value, E.PI));
  if (!q) throw unsupported('These solutions have no exact form to list');
  if (radians) return piTimes(q);
  const d = R.mul(q, R.int(180));
  const size = d.p < 0n ? -d.p : d.p;
  // 180°/7, as the trigonometry kind writes a fraction of a degree.
  const shown =
    d.q === 1n ? degrees(numberNode(size)) : frac(degrees(numberNode(size)), numberNode(d.q));
  return d.p < 0n ? { type: 'neg', arg: shown } : shown;
};

/**
 * The answer with only its solutions in the interval: a trig equation's solutions (`periodic`, as
 * its kind says) repeated by whole turns into it, any other equation's filtered; a SolveStop where
 * they cannot be listed.
 */
export const withinInterval = (
  result: Answered,
  equation: MathNode,
  interval: StatedInterval,
  radians: boolean,
  periodic = false,
): Answered => {
  if (
    equation.type !== 'relation' ||
    equation.relations.length !== 1 ||
    equation.relations[0] !== '='
  )
    throw unsupported(
      'An interval is read for one equation in one unknown, such as sin(x) = 1/2 for 0 ≤ x < 2π',
    );
  const [left, right] = equation.operands as [MathNode, MathNode];
  const x =
    interval.variable ??
    (result.solutions[0]?.tree.type === 'relation'
      ? toText(
          (result.solutions[0].tree as Extract<MathNode, { type: 'relation' }>)
            .operands[0] as MathNode,
        )
      : 'x');
  if (result.outcome === 'family' || (result.outcome === 'all' && !periodic))
    throw unsupported(
      'Every number is a solution of this equation, so its solutions in an interval are that interval',
    );
  const trig = periodic;
  const ends = {
    from: interval.from ? endInRadians(interval.from, trig) : null,
    to: interval.to ? endInRadians(interval.to, trig) : null,
  };
  const shownInterval = intervalNode(x, interval);
  const kept: Solution[] = [];
  if (trig) {
    if (!ends.from || !ends.to)
      throw unsupported(
        'A trigonometric equation has solutions without end: give both ends of the interval, such as 0 ≤ x < 2π',
      );
    if (!repeatsEveryTurn(left, right, x))
      throw unsupported(
        'The solutions of this equation in an interval are listed when they repeat every full turn',
      );
    const turn = ('radianSolutions' in result && result.radianSolutions) || result.solutions;
    const turnLength = E.mul(E.fromQ(R.int(2)), E.PI);
    const values: (Exact | number)[] = [];
    for (const s of turn) {
      const { node, exact } = shownValue(s);
      // A rounded angle as a double in radians (evaluateMath reads ° as degrees).
      const start: Exact | number = exact ? evalExact(inRadians(node)) : evaluateMath(node);
      const low =
        Math.ceil(
          (E.toNumber(ends.from) - (typeof start === 'number' ? start : E.toNumber(start))) /
            (2 * Math.PI),
        ) - 1;
      const high =
        Math.floor(
          (E.toNumber(ends.to) - (typeof start === 'number' ? start : E.toNumber(start))) /
            (2 * Math.PI),
        ) + 1;
      if (high - low > MAX_LISTED)
        throw unsupported(`There are more than ${MAX_LISTED} solutions in this interval`);
      for (let m = low; m <= high; m++) {
        const moved: Exact | number =
          typeof start === 'number'
            ? start + m * 2 * Math.PI
            : E.add(start, E.mul(E.fromQ(R.int(m)), turnLength));
        if (inside(moved, ends, interval)) values.push(moved);
      }
    }
    values.sort(
      (a, b) =>
        (typeof a === 'number' ? a : E.toNumber(a)) - (typeof b === 'number' ? b : E.toNumber(b)),
    );
    if (values.length > MAX_LISTED)
      throw unsupported(`There are more than ${MAX_LISTED} solutions in this interval`);
    for (const v of values) {
      const at = typeof v === 'number' ? v : E.toNumber(v);
      // The check: each solution kept put back into the equation as typed.
      const statement = typeof v === 'number' ? approx(left, right) : eq(left, right);
      if (evaluateMath(statement, { [x]: at }) !== 1) throw R.unchecked();
      const shown = angleShown(v, radians);
      kept.push(
        typeof v === 'number'
          ? exactSolution(approx(variable(x), shown))
          : { ...exactSolution(eq(variable(x), shown), shown), value: at },
      );
    }
  } else {
    // An identity, or an answer that is not values of the unknown, holds on the interval as it is.
    const values = result.solutions.every(
      (s) =>
        s.tree.type === 'relation' &&
        toText((s.tree as Extract<MathNode, { type: 'relation' }>).operands[0] as MathNode) === x,
    );
    if (!values || result.outcome === 'all') return result;
    for (const s of result.solutions) {
      const { node, exact } = shownValue(s);
      let value: Exact | number;
      try {
        value = exact ? evalExact(node) : evaluateMath(node);
      } catch {
        value = evaluateMath(node);
      }
      if (typeof value === 'number' && !Number.isFinite(value)) throw R.unchecked();
      if (inside(value, ends, interval)) kept.push(s);
    }
  }
  const note =
    kept.length === 0
      ? `No solution lies in ${toText(shownInterval)}`
      : trig
        ? `The solutions with ${toText(shownInterval)}: each solution in one turn, moved by whole turns (${radians ? '2π' : '360°'}) into the interval`
        : `The solutions with ${toText(shownInterval)}`;
  return {
    ...result,
    answer:
      kept.length === 0
        ? `No solution with ${toText(shownInterval)}`
        : kept.map((k) => k.text).join(' or '),
    solutions: kept,
    steps: [
      ...result.steps,
      step(
        note,
        kept.length > 0 ? list(...kept.map((k) => k.tree)) : shownInterval,
        trig ? 'period' : 'check',
      ),
    ],
    outcome: kept.length === 0 ? 'none' : undefined,
    // A trigonometric equation's angles are now in the one unit the interval is in.
    ...(trig ? { radians: radians ? true : undefined, radianSolutions: undefined } : {}),
  };
};
