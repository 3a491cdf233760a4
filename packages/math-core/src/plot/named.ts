/** What an answer names, read from its trees for drawing: the unknowns' exact values and the points of the plane. */

import { evaluateMath } from '../math/evaluateMath';
import type { Notation } from '../math/notation';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import type { Solved } from './curve';
import type { Found } from './features';
import type { GraphAnswer } from './types';

/**
 * The solutions of an answer that name an unknown's exact value (x = 2, x = (3 + √5)/2, x = 30°),
 * read from their trees: the unknown, the exact value (in degrees without the °, written in the
 * notation) and its value.
 */
export const namedValues = (answered: GraphAnswer | undefined, notation?: Notation): Solved[] =>
  (answered?.solutions ?? []).flatMap((s) => {
    const statement = s.tree;
    if (statement.type !== 'relation' || statement.relations.join() !== '=' || !s.exact) return [];
    const name = statement.operands[0];
    if (name?.type !== 'variable') return [];
    const at = degreesIn(s.exact);
    const value = s.value ?? evaluateMath(at);
    // 72° is labelled 72 with the axis's unit after it; 180°/7 keeps its degree sign where it is.
    const whole = s.exact.type === 'postfix' || at === s.exact;
    const exact = toText(whole ? at : s.exact, notation);
    return Number.isFinite(value) ? [{ name: name.name, exact, at, value }] : [];
  });

/**
 * An angle the solver writes in degrees (72°, −135°, 180°/7) as its number of degrees (72, −135,
 * 180/7); any other tree as it is.
 */
const degreesIn = (node: MathNode): MathNode => {
  if (node.type === 'postfix' && node.op === '°') return node.arg;
  if (node.type === 'neg') {
    const arg = degreesIn(node.arg);
    return arg === node.arg ? node : { type: 'neg', arg };
  }
  if (node.type === 'fraction') {
    const num = degreesIn(node.num);
    return num === node.num ? node : { ...node, num };
  }
  return node;
};

/**
 * The points of the plane an answer names, `(x, y) = (3, 4)`, with their coordinates' values and
 * the exact point as the label.
 */
export const namedPoints = (answered: GraphAnswer | undefined, notation?: Notation): Found[] =>
  (answered?.solutions ?? []).flatMap((s) => {
    const exact = s.tree.type === 'relation' ? s.tree.operands.at(-1) : undefined;
    if (exact?.type !== 'point' || exact.coords.length !== 2) return [];
    const [x, y] = exact.coords.map((c) => evaluateMath(c)) as [number, number];
    return Number.isFinite(x) && Number.isFinite(y)
      ? [{ kind: 'intersection' as const, x, y, label: toText(exact, notation) }]
      : [];
  });
