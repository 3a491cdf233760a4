/**
 * Logarithms of different bases in one equation, when the bases are powers of one number: the
 * change of base log_(rᵏ)(a) = log_r(a)/k writes them all in base r (log₄(x) = (1/2)log₂(x),
 * log_(1/2)(x) = −log₂(x)); then multiples of the logarithm of one argument are collected
 * (log₂(x) + (1/2)log₂(x) = (3/2)log₂(x)).
 */

import { logBase } from '../../../algebra/reading';
import { chain, frac, log } from '../../../math/build';
import * as R from '../../../math/rational';
import { perfectPower, type Q } from '../../../math/rational';
import { qNode } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { type LogTerm, sumNode } from '../../methods/log-terms';

/** A rational base as root^k with the largest whole k: 8 = 2³, 1/4 = 2⁻², 10 = 10¹. */
const asPower = (b: Q): { root: Q; k: number } => {
  const { root, k } = perfectPower({ p: b.p, q: b.q });
  // A root below 1 is turned over, so 1/2 and 2 share the root 2.
  return root.p < root.q
    ? { root: R.rat(root.q, root.p), k: -k }
    : { root: R.rat(root.p, root.q), k };
};

/**
 * The terms rewritten in one base, with what the change of base did to each (`log₄(x) =
 * (1/2)log₂(x)`), or undefined when the bases are not powers of one number (2 and 3, 10 and e).
 */
export const inCommonBase = (
  logs: readonly LogTerm[],
): { logs: LogTerm[]; changes: MathNode[] } | undefined => {
  const bases = logs.map((t) => logBase(t.log));
  if (bases.some((b) => b === 'e')) return undefined;
  const powers = (bases as Q[]).map(asPower);
  const root = powers[0]?.root;
  if (!root || powers.some((p) => !R.eq(p.root, root))) return undefined;
  // Base 10 is written without one: log(x).
  const base = R.eq(root, R.int(10)) ? undefined : qNode(root);
  const changes: MathNode[] = [];
  const rewritten = logs.map((t, i) => {
    const k = (powers[i] as { k: number }).k;
    const node = log(t.log.arg, base) as LogTerm['log'];
    if (k !== 1) {
      const one = sumNode([{ k: R.rat(1n, BigInt(k)), node }]);
      const over = log(qNode(R.powInt(root, k)), base);
      changes.push(chain(t.log, '=', frac(node, over), '=', one));
    }
    return { k: R.div(t.k, R.int(k)), log: node };
  });
  return { logs: rewritten, changes };
};

/** Multiples of the logarithm of one argument added into one: log(x) + 2log(x) = 3log(x). */
export const collectLikeLogs = (logs: readonly LogTerm[]): LogTerm[] => {
  const out: LogTerm[] = [];
  for (const t of logs) {
    const same = out.findIndex((o) => toText(o.log) === toText(t.log));
    if (same < 0) out.push(t);
    else out[same] = { k: R.add((out[same] as LogTerm).k, t.k), log: t.log };
  }
  return out.filter((t) => !R.isZero(t.k));
};

/** The tree of a sum of multiples of logarithms. */
export const logSum = (logs: readonly LogTerm[]): MathNode =>
  sumNode(logs.map((t) => ({ k: t.k, node: t.log })));
