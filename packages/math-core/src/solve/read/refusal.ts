/**
 * What a refusal adds to its reason: what the problem was read as, and what the solver does with
 * the nearest thing it can take, with an example to try. It replaces a list of everything the
 * solver does, which buried the one sentence that mattered.
 */

import { contains, hasVariable, variablesOf } from '../../algebra/reading';
import { said } from '../../math/refusal';
import type { MathNode } from '../../math/tree';
import type { MathErrorValue } from '../../types';
import type { RequestId } from './phrases';

const INEQUALITY = new Set(['<', '>', '≤', '≥']);

/** What a refusal adds, by id: the problem as read and the nearest thing the solver does. */
export const CLOSE_TO_REFUSALS = {
  limit:
    "Read as the limit of {expression}. The solver finds limits by putting the point in, cancelling a common factor, or L'Hôpital's rule, such as limit of sin(x)/x as x->0",
  unread:
    'The solver reads equations, inequalities and expressions in maths notation, percentages in words (15% of 80), derivatives (d/dx x^3) and integrals (∫x dx)',
  matrices:
    'Read as a question about matrices (of numbers, up to 4×4: det, inverse, transpose, sums, products, powers, rank, Ax = b)',
  list: 'Read as {count} problems in {unknowns}',
  listNoUnknown: 'Read as {count} problems with no unknown',
  systems:
    'The solver solves two or three linear equations together, such as x+y=3, x-y=1, and two where one is a line or both hold only squares, such as x^2+y^2=25, x+y=7',
  inequality: 'Read as an inequality in {unknowns}',
  inequalityNoUnknown: 'Read as an inequality with no unknown',
  inequalities:
    'The solver solves linear, quadratic and absolute-value inequalities in one unknown, such as 3x-7<5 or -3 < 2x+1 ≤ 7',
  equation: 'Read as an equation in {unknowns}',
  equationNoUnknown: 'Read as an equation with no unknown',
  equations:
    'The solver solves equations in one unknown: linear, quadratic, polynomial, rational, radical, absolute-value, exponential, logarithmic and trigonometric ones, such as x^2-5x+6=0',
  /** What the problem was read as, then what the solver does with such problems. */
  readAs: '{read}. {does}',
  points:
    'Read as a question about points. The solver finds the slope, the distance and the midpoint of two points and the line through them, such as slope between (1,2) and (4,8)',
  expression:
    'Read as an expression in {unknowns}. The solver can expand, factor, simplify, differentiate and integrate expressions in one unknown, such as factor x^2-9 or d/dx x^3',
  calculation:
    'Read as a calculation. The solver works out fractions, powers, roots, logarithms and sin, cos and tan at special angles exactly, such as 3/4+5/6 or √72',
  /** Several unknowns: "x, y and z". */
  unknowns: '{first} and {last}',
  /** A refusal's reason, then what it adds. */
  refusedClose: '{reason}. {close}.',
  /** A problem no kind could answer, then what the refusal adds. */
  notSolved: 'This problem could not be solved. {close}.',
  /** A refusal with the nearest reading that the solver answers. */
  trySuggestion: '{reason}. Try "{suggestion}", which the solver answers.',
  /** The same, after a reason that ends a sentence already. */
  trySuggestionAfter: '{reason} Try "{suggestion}", which the solver answers.',
} as const;

/** The unknowns of a tree, as trees (`x`, `x and y`): undefined when it has none. */
const unknowns = (node: MathNode): MathErrorValue | undefined => {
  const names = variablesOf(node);
  if (names.length === 0) return undefined;
  if (names.length === 1) return { type: 'variable', name: names[0] as string };
  return said(CLOSE_TO_REFUSALS, 'unknowns', {
    first: names.slice(0, -1).join(', '),
    last: names.at(-1) as string,
  });
};

/** The sentence a refusal ends with, for the problem as read (undefined: it could not be read). */
export const closeTo = (tree: MathNode | undefined, request?: RequestId) => {
  const close = (id: keyof typeof CLOSE_TO_REFUSALS, values?: Record<string, MathErrorValue>) =>
    said(CLOSE_TO_REFUSALS, id, values);
  if (tree !== undefined && request === 'limit') return close('limit', { expression: tree });
  if (tree === undefined) return close('unread');
  if (contains(tree, (n) => n.type === 'matrix')) return close('matrices');
  const named = unknowns(tree);
  // What it was read as, then what the solver does with problems of that shape.
  const readAs = (read: MathErrorValue, does: keyof typeof CLOSE_TO_REFUSALS) =>
    close('readAs', { read, does: close(does) });
  if (tree.type === 'list') {
    const count = String(tree.items.length);
    return readAs(
      named === undefined
        ? close('listNoUnknown', { count })
        : close('list', { count, unknowns: named }),
      'systems',
    );
  }
  if (tree.type === 'relation') {
    const inequality = tree.relations.some((r) => INEQUALITY.has(r));
    const what = inequality ? 'inequality' : 'equation';
    return readAs(
      named !== undefined && hasVariable(tree)
        ? close(what, { unknowns: named })
        : close(`${what}NoUnknown`),
      inequality ? 'inequalities' : 'equations',
    );
  }
  if (contains(tree, (n) => n.type === 'point')) return close('points');
  if (hasVariable(tree)) return close('expression', { unknowns: named ?? '' });
  return close('calculation');
};
