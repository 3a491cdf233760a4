/**
 * Derivatives with their steps: `d/dx x^3` = 3x², `derivative of x^2 sin(x)` =
 * 2xsin(x) + x²cos(x), `d/dx (x^2+1)^3` = 6x(x² + 1)². The rules are applied to the tree as
 * typed (sum, constant multiple, product, quotient, power and chain rules, and the derivatives of
 * eᵘ, aᵘ, ln, log_b, sin, cos and tan), each in a step that shows the sub-derivatives it uses;
 * the answer is simplified in `algebra/calculus`, and checked against finite differences of
 * the input before it is returned.
 */

import * as A from '../../../algebra/calculus';
import {
  DERIVATIVE_METHODS,
  derivativeOf,
  derivativeValue,
  differentiateTree,
} from '../../../algebra/derivative';
import { sampleRanges } from '../../../algebra/domain';
import { contains, variablesOf } from '../../../algebra/reading';
import { RANGES } from '../../../algebra/samplePoints';
import * as B from '../../../math/build';
import { unchecked } from '../../../math/rational';
import { joinedWords } from '../../../math/rules';
import { solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import { checkDerivative, definedSomewhere, narrower } from '../../check';
import type { Answered } from '../../equation';
import { command, kind } from '../../kind';
import { type DerivativeRequest, readDerivative } from './read';

import { unsupported } from './refusals';

/**
 * How many parts (numbers, letters, operations) an answer may have (the renderers stop at twice
 * this), and a first derivative that is to be differentiated again.
 */
const MAX_PARTS = 10_000;
const MAX_PARTS_AGAIN = 1000;

/** Whether a tree has more than `limit` parts, counted only until it does. */
const longerThan = (node: MathNode, limit: number): boolean => {
  let parts = 0;
  return contains(node, () => ++parts > limit);
};

const tooLong = (first: boolean, parts: number) =>
  unsupported(first ? 'derivativeFirstTooLong' : 'derivativeTooLong', { parts: String(parts) });

/** The variable named, or else the one letter in the expression (x when there is none). */
const variableOf = (tree: MathNode, asked: DerivativeRequest): string => {
  if (asked.variable) return asked.variable;
  const names = variablesOf(tree);
  if (names.length > 1) throw unsupported('derivativeWhichLetter');
  return names[0] ?? 'x';
};

/**
 * The derivative (or second derivative) of tree as `solve` answers it, with the problem as
 * shown (d/dx(expression)).
 */
export const differentiate = (
  tree: MathNode,
  asked: DerivativeRequest,
): Answered & { problem: MathNode } => {
  if (tree.type === 'relation' || tree.type === 'list') throw unsupported('derivativeOne');
  const x = variableOf(tree, asked);
  // Differentiating a long first derivative again multiplies its length (the product rule on n
  // factors gives n terms of n factors), so a long one is refused before any step is written.
  if (asked.order === 2 && longerThan(A.show(derivativeValue(tree, x), x), MAX_PARTS_AGAIN))
    throw tooLong(true, MAX_PARTS_AGAIN);
  const first = differentiateTree(tree, x);
  let { value, steps, methods } = first;
  if (asked.order === 2) {
    const once = A.show(value, x);
    const second = differentiateTree(once, x);
    steps = [
      ...steps,
      step(
        { rule: 'second', form: 'derivative' },
        B.eq(derivativeOf(tree, x, 2), derivativeOf(once, x)),
      ),
      ...second.steps,
    ];
    value = second.value;
    methods = [...new Set([...methods, ...second.methods])];
  }
  const named = A.show(value, x);
  if (longerThan(named, MAX_PARTS)) throw tooLong(false, MAX_PARTS);
  const domain = definedSomewhere(tree, x);
  if (!checkDerivative(tree, named, x, asked.order, sampleRanges(domain, RANGES)))
    throw unchecked();
  // The derivative holds where the expression is defined, which may be less than where it is.
  const condition = narrower(domain, named, x);
  return {
    problem: derivativeOf(tree, x, asked.order),
    kind: 'derivative',
    method: joinedWords('methodsComma', methods),
    ...(condition
      ? answerInWords({ id: 'condition', params: { answer: named, condition } })
      : { answer: toText(named) }),
    solutions: [solution(named)],
    steps,
  };
};

export const derivativeKind = /* @__PURE__ */ kind({
  methods: DERIVATIVE_METHODS,
  id: 'derivative',
  title: 'Derivative',
  practice: null,
  example: 'd/dx x^2 sin(x)',
  working: 'derivative',
});

/** "derivative of …", "d/dx …", "f'(x)": the derivative, worked out in radians and checked as it is found. */
export const derivativeCommand = /* @__PURE__ */ command(readDerivative, (asked) => ({
  maths: asked.expression,
  asks: 'derivative',
  radians: true,
  solve: (tree) => differentiate(tree, asked),
}));
