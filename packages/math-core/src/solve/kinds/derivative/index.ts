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
  toCanonical,
} from '../../../algebra/derivative';
import { sampleRanges } from '../../../algebra/domain';
import { contains, evalExact, mapTree, substitute, variablesOf } from '../../../algebra/reading';
import { RANGES } from '../../../algebra/samplePoints';
import { exactTrigValue } from '../../../algebra/trig-values';
import * as B from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import * as E from '../../../math/exact';
import type { GraphFunction } from '../../../math/plotted';
import { SolveStop, unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import { joinedWords, type WorkedStep } from '../../../math/rules';
import { solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import { checkDerivative, definedSomewhere, narrower } from '../../check';
import type { Answered } from '../../equation';
import { command, kind } from '../../kind';
import { type DerivativeRequest, readDerivative } from './read';

import { DERIVATIVE_REFUSALS, unsupported } from './refusals';

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

/** The number a derivative is asked at, from the point as parsed: x = a, or a alone. */
const pointOf = (at: MathNode | undefined, x: string): MathNode => {
  if (at?.type === 'relation' && at.relations.length === 1 && at.relations[0] === '=') {
    const [left, right] = at.operands as [MathNode, MathNode];
    if (left.type === 'variable' && left.name === x && variablesOf(right).length === 0)
      return right;
  } else if (at !== undefined && variablesOf(at).length === 0) return at;
  throw unsupported('derivativePointForm', { letter: x });
};

/** A number's exact value (sin, cos and tan at multiples of π/12 among them), when it has one. */
const exactly = (node: MathNode): MathNode | undefined => {
  try {
    return E.toNode(evalExact(mapTree(node, exactTrigValue)));
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
};

/**
 * The derivative at a point, after the steps that found it: the point put into it, exactly where
 * the value has an exact form (the decimal comes with the answer), refused where the function or
 * its derivative has no value there.
 */
const atPoint = (
  tree: MathNode,
  derivative: MathNode,
  named: MathNode,
  x: string,
  order: 1 | 2,
  at: MathNode,
): { statement: MathNode; value: MathNode; step: WorkedStep; functions: GraphFunction[] } => {
  const point = B.eq(B.variable(x), at);
  const a = evaluateMath(at);
  if (!Number.isFinite(evaluateMath(tree, { [x]: a })))
    throw refuse('invalid_value', DERIVATIVE_REFUSALS, 'derivativeUndefinedAt', {
      expression: tree,
      at: point,
    });
  if (!Number.isFinite(evaluateMath(named, { [x]: a })))
    throw refuse('invalid_value', DERIVATIVE_REFUSALS, 'derivativeNoValueAt', { at: point });
  const put = substitute(named, { [x]: at });
  const a0 = toCanonical(at, x);
  const worked = A.show(A.replaceX(derivative, a0));
  const value = exactly(worked) ?? worked;
  const statement = B.fn(order === 1 ? 'f′' : 'f″', at);
  const working =
    toText(put) === toText(value)
      ? B.eq(statement, value)
      : B.chain(statement, '=', put, '=', value);
  // The graph draws the function and, for a first derivative, its tangent at the point: the
  // line through (a, f(a)) whose slope is the value, written as the canonical shape writes it
  // (x − 1, not 1 × (x − 1) + 0), with sin, cos and tan at multiples of π/12 exact. A second
  // derivative draws f″.
  const y = B.variable('y');
  const tangent = A.sum(
    A.product(A.replaceX(derivative, a0), A.difference(A.X, a0)),
    A.replaceX(toCanonical(tree, x), a0),
  );
  const functions: GraphFunction[] =
    order === 1
      ? [
          { name: y, x, body: tree, radians: true },
          { name: y, x, body: mapTree(A.show(tangent, x), exactTrigValue), radians: true },
        ]
      : [{ name: y, x, body: named, radians: true }];
  return {
    statement,
    value,
    functions,
    step: step(
      { rule: 'substitute', params: { unknown: x, value: at }, form: 'derivativeAt' },
      working,
    ),
  };
};

/**
 * The derivative (or second derivative) of tree as `solve` answers it, with the problem as
 * shown (d/dx(expression)); at a point, when one is given (the parsed `x = a` or `a`), its value
 * there.
 */
export const differentiate = (
  tree: MathNode,
  asked: DerivativeRequest,
  at?: MathNode,
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
  if (asked.at !== undefined) {
    const point = pointOf(at, x);
    const there = atPoint(tree, value, named, x, asked.order, point);
    const found = B.eq(there.statement, there.value);
    return {
      // The derivative and the point it is asked at: d/dx(x³), x = 2.
      problem: B.list(derivativeOf(tree, x, asked.order), B.eq(B.variable(x), point)),
      kind: 'derivative',
      method: joinedWords('methodsComma', methods),
      answer: toText(found),
      answerTree: found,
      solutions: [solution(found, there.value)],
      steps: [...steps, there.step],
      functions: there.functions,
    };
  }
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

/**
 * "derivative of …", "d/dx …", "f'(x)", and at a point ("… at x = 2", "f'(2)"): the derivative,
 * worked out in radians and checked as it is found.
 */
export const derivativeCommand = /* @__PURE__ */ command(readDerivative, (asked) => ({
  maths: asked.expression,
  // The point is maths of its own, parsed by the reader.
  ...(asked.at === undefined ? {} : { parts: { at: asked.at } }),
  // Read as the derivative of the function at its point: the derivative of x³, x = 2.
  shown: (tree, parts) => {
    if (parts.at === undefined) return tree;
    const x = variableOf(tree, asked);
    return B.list(tree, B.eq(B.variable(x), pointOf(parts.at, x)));
  },
  asks: 'derivative',
  radians: true,
  solve: (tree, _method, parts) => differentiate(tree, asked, parts.at),
}));
