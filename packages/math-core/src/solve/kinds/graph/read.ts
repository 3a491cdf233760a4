/**
 * The functions a graph problem asks to draw: y = …, f(x) = …, an equation solved for y, or an
 * expression in one unknown after "graph" or "plot"; at most two.
 */

import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import { toPoly, variablesOf } from '../../../algebra/reading';
import { eq, variable } from '../../../math/build';
import type { GraphFunction } from '../../../math/plotted';
import * as R from '../../../math/rational';
import { SolveStop } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { MathNode } from '../../../math/tree';
import { GRAPH_REFUSALS } from './refusals';

/**
 * A function to draw: its name as typed (y, or f(x)), its unknown and its body; `typed` is the
 * equation as typed when it had to be solved for y first (2x + 3y = 6).
 */
export type Plotted = GraphFunction & { typed?: MathNode };

/**
 * The function an equation defines: y = body (body in one other unknown), body = y, or
 * f(x) = body; with `anyName` (a graph was asked for) any letter alone on a side names it, and
 * the body may be a number (graph y = 3).
 */
const definition = (item: MathNode, anyName: boolean): Plotted | undefined => {
  if (item.type !== 'relation' || item.relations.join() !== '=') return undefined;
  const [l, r] = item.operands as [MathNode, MathNode];
  for (const [side, body] of [
    [l, r],
    [r, l],
  ] as const) {
    const others = variablesOf(body);
    const arg = side.type === 'function' && side.args.length === 1 ? side.args[0] : undefined;
    if (side.type === 'function' && side.name.length === 1 && arg?.type === 'variable') {
      if (others.every((v) => v === arg.name)) return { name: side, x: arg.name, body };
      continue;
    }
    if (side.type !== 'variable' || (!anyName && side.name !== 'y')) continue;
    if (others.includes(side.name) || others.length > 1) continue;
    // x is across and y up: x = y² is not a function of x, and is not drawn as one.
    if (side.name === 'x' || others.includes('y')) continue;
    // A number alone (graph y = 3) is a horizontal line; x = 3 is not a function of anything.
    if (others.length === 0 && !(anyName && side.name === 'y')) continue;
    return { name: side, x: others[0] ?? 'x', body };
  }
  return anyName ? solvedForY(item) : undefined;
};

/**
 * An equation in x and y with y only in one term c·y (c a number), as y = f(x): 2x + 3y = 6 is
 * y = −(2/3)x + 2. Undefined for any other.
 */
const solvedForY = (item: MathNode): Plotted | undefined => {
  const names = variablesOf(item);
  if (names.length !== 2 || !names.includes('y')) return undefined;
  const x = names.find((n) => n !== 'y') as string;
  const [l, r] = (item as Extract<MathNode, { type: 'relation' }>).operands as [MathNode, MathNode];
  let p: Poly;
  try {
    p = P.sub(toPoly(l), toPoly(r));
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
  const withY = p.filter((t) => (t.mono.y ?? 0) > 0);
  const [term] = withY;
  if (withY.length !== 1 || term?.mono.y !== 1 || Object.keys(term.mono).length !== 1)
    return undefined;
  const rest = p.filter((t) => !((t.mono.y ?? 0) > 0));
  const body = P.toNode(P.scale(rest, R.div(R.int(-1), term.c)));
  return { name: variable('y'), x, body, typed: item };
};

/**
 * The functions a problem asks to be drawn, or undefined when it is not one: y = f(x) or
 * f(x) = … alone; after "graph" also an expression in one unknown (y = it) and two such
 * functions. A SolveStop for more than two.
 */
export const functionsOf = (tree: MathNode, graphing: boolean): Plotted[] | undefined => {
  if (tree.type === 'list' && !graphing) return undefined;
  const items = tree.type === 'list' ? tree.items : [tree];
  const read = items.map((item) => {
    if (item.type === 'relation') return definition(item, graphing);
    const names = variablesOf(item);
    return graphing && names.length === 1
      ? { name: variable('y'), x: names[0] as string, body: item }
      : undefined;
  });
  if (read.some((r) => r === undefined)) {
    // An equation in x and y that is not y = f(x) (a circle, x = y²) cannot be drawn yet.
    if (
      graphing &&
      items.some((item) => item.type === 'relation' && variablesOf(item).length === 2)
    )
      throw refuse('unsupported', GRAPH_REFUSALS, 'graphNotFunction');
    return undefined;
  }
  if (read.length > 2) throw refuse('unsupported', GRAPH_REFUSALS, 'graphTooMany');
  const plotted = read as Plotted[];
  // Two functions are drawn against the same unknown.
  if (plotted.some((p) => p.x !== (plotted[0] as Plotted).x)) return undefined;
  return plotted;
};

/** The function's name and body as an equation: y = 2x + 3, f(x) = x² + 1. */
export const defined = (p: Plotted): MathNode => eq(p.name, p.body);
