/**
 * A trigonometric equation's solutions in a stated interval. Its solutions in one turn repeat
 * every full turn (checked on the equation itself), so those in the interval are the ones in a turn
 * moved by whole turns, compared exactly (radians as multiples of π), each put back into the
 * equation as typed and written in the unit asked for. The trigonometry kind brings this as its
 * `periodic`; a solver without that kind carries none of it.
 */

import { approximateNode } from '../../../algebra/approximate';
import { evalExact } from '../../../algebra/reading';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import { approx, degrees, eq, frac, n as numberNode, sub, variable } from '../../../math/build';
import { compileMath, evaluateMath } from '../../../math/evaluateMath';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import { exactSolution, piTimes, type Solution } from '../../../math/show';
import type { MathNode } from '../../../math/tree';
import { inRadians, inside, type Periodic, shownValue } from '../../read/select';
import { TRIGONOMETRY_REFUSALS } from './refusals';

/** At most this many solutions are listed in an interval. */
const MAX_LISTED = 60;
const tooMany = () =>
  refuse('unsupported', TRIGONOMETRY_REFUSALS, 'trigTooMany', { count: numberNode(MAX_LISTED) });

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

/** An angle in radians as the answer writes it, in the unit asked for. */
const angleShown = (value: Exact | number, radians: boolean): MathNode => {
  if (typeof value === 'number') {
    if (radians) return approximateNode(value);
    const d = approximateNode((value * 180) / Math.PI);
    return d.type === 'neg' ? { type: 'neg', arg: degrees(d.arg) } : degrees(d);
  }
  const q = E.rational(E.div(value, E.PI));
  if (!q) throw refuse('unsupported', TRIGONOMETRY_REFUSALS, 'trigNoExactList');
  if (radians) return piTimes(q);
  const d = R.mul(q, R.int(180));
  const size = d.p < 0n ? -d.p : d.p;
  // 180°/7, as the trigonometry kind writes a fraction of a degree.
  const shown =
    d.q === 1n ? degrees(numberNode(size)) : frac(degrees(numberNode(size)), numberNode(d.q));
  return d.p < 0n ? { type: 'neg', arg: shown } : shown;
};

/**
 * The solutions in the interval: each solution in one turn moved by whole turns into it. An
 * interval open at one end would hold endlessly many, and is refused.
 */
export const byWholeTurns: Periodic = (result, [left, right], x, bounds, interval, radians) => {
  const { from, to } = bounds;
  if (!from || !to) throw refuse('unsupported', TRIGONOMETRY_REFUSALS, 'intervalBothEnds');
  const ends = { from, to };
  const kept: Solution[] = [];
  if (!repeatsEveryTurn(left, right, x))
    throw refuse('unsupported', TRIGONOMETRY_REFUSALS, 'trigEveryTurn');
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
    if (high - low > MAX_LISTED) throw tooMany();
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
  if (values.length > MAX_LISTED) throw tooMany();
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
  return kept;
};
