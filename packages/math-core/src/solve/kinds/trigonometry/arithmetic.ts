/**
 * Arithmetic with trigonometric values in it: `2sin(30°)`, `sin(30°) + cos(60°)`, `sin(45°)^2`,
 * `-tan(π/4)`. Each function call is replaced by its exact value at the special angle (with the
 * value as a step), then the rest is worked out exactly; when a call has no exact value the whole
 * is given as a decimal marked as rounded. The answer is compared with the expression as typed in
 * floating point before it is given.
 */

import { APPROXIMATE_DIGITS } from '../../../algebra/approximate';
import { contains, hasVariable } from '../../../algebra/reading';
import { agree } from '../../../algebra/samplePoints';
import { workOut } from '../../../algebra/workOut';
import { eq } from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import { unchecked } from '../../../math/rational';
import type { WorkedStep } from '../../../math/rules';
import { solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import type { Answered } from '../../equation';
import type { Case } from '../../kind';
import { NAMES, roundedTrig, trigValue } from '.';
import { replace } from './equation';

const isCall = (n: MathNode): boolean =>
  n.type === 'function' && Object.hasOwn(NAMES, n.name) && n.args.length === 1;

/** Whether a tree without unknowns has a trigonometric function of a number in it. */
export const hasTrigValues = (tree: MathNode): boolean =>
  !hasVariable(tree) && contains(tree, isCall);

/** The trig calls of a tree, innermost first, each once (by its text). */
const callsOf = (node: MathNode, out: Map<string, MathNode>): void => {
  for (const value of Object.values(node))
    if (Array.isArray(value)) for (const item of value) callsOf(item as MathNode, out);
    else if (value && typeof value === 'object' && 'type' in value) callsOf(value as MathNode, out);
  if (isCall(node)) out.set(toText(node), node);
};

/** The value of an expression with trig values in it, exactly where every call has one. */
export const trigArithmetic = (tree: MathNode, decimals: boolean): Answered => {
  const calls = new Map<string, MathNode>();
  callsOf(tree, calls);
  const expected = evaluateMath(tree);
  const steps: WorkedStep[] = [];
  let replaced = tree;
  let exact = true;
  for (const [text, call] of calls) {
    if (contains(call.type === 'function' ? (call.args[0] as MathNode) : call, isCall)) {
      exact = false;
      break;
    }
    const value = trigValue(call);
    if (value.method === 'decimalApproximation') {
      exact = false;
      break;
    }
    const at = value.solutions[0]?.exact;
    if (!at) throw unchecked();
    steps.push(
      step(
        {
          rule: 'special',
          form: value.method === 'unitCircle' ? 'byUnitCircle' : 'byReference',
        },
        eq(call, at),
      ),
    );
    replaced = replace(replaced, text, at);
  }
  const close = (got: number) => Number.isFinite(expected) && agree(got, expected);
  if (!exact) {
    if (!Number.isFinite(expected) || !close(expected)) throw unchecked();
    return roundedTrig(tree, expected, {
      rule: 'rounded',
      params: { digits: APPROXIMATE_DIGITS },
      form: 'trigValues',
    });
  }
  const worked = workOut(replaced, decimals);
  const node = worked.node;
  // Nothing left to work out (−tan(π/4) is −1 once the value is in): the value in one step.
  const working =
    toText(replaced) === toText(node)
      ? [step({ rule: 'operations', form: 'trigPutIn' }, eq(tree, node))]
      : worked.steps;
  if (!close(evaluateMath(node))) throw unchecked();
  return {
    kind: 'trigonometry',
    method: 'specialAngles',
    answer: toText(node),
    solutions: [solution(node, node)],
    steps: [...steps, ...working],
  };
};

/** Arithmetic with exact trigonometric values: `sin(30°) + cos(60°)`. */
export const trigArithmeticCase: Case = {
  matches: (tree) => !hasVariable(tree) && hasTrigValues(tree),
  solve: (tree, { decimals }) => trigArithmetic(tree, decimals),
};
