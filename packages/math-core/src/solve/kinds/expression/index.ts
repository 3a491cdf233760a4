/** Expanding and simplifying a polynomial expression: `(2x+1)(x-3)` = 2x² − 5x − 3. */

import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import { hasVariable, toPoly } from '../../../algebra/reading';
import { chain } from '../../../math/build';
import type { WorkedStep } from '../../../math/rules';
import { isNegative, negLead, solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { checkValue, valueCondition } from '../../check';
import { type Case, kind } from '../../kind';
import { rewriteSay } from '../../rewrite';

/** Each term of one sum times each term of the other, before collecting: 2x² − 6x + x − 3. */
const distributed = (a: Poly, b: Poly): MathNode | undefined => {
  const products: P.PolyTerm[] = [];
  for (const x of a) for (const y of b) products.push(...P.mul([x], [y]));
  if (products.length < 3) return undefined;
  return products
    .map((t) => P.toNode([t]))
    .reduce((acc, node) =>
      isNegative(node)
        ? { type: 'binary', op: '-', left: acc, right: negLead(node) }
        : { type: 'binary', op: '+', left: acc, right: node },
    );
};

const sumTerms = (node: MathNode): boolean =>
  node.type === 'binary' && (node.op === '+' || node.op === '-');

export const expandExpression = (tree: MathNode) => {
  const result = toPoly(tree);
  const node = P.toNode(result);
  const steps: WorkedStep[] = [];
  const links: MathNode[] = [tree];
  if (tree.type === 'binary' && tree.op === '*' && (sumTerms(tree.left) || sumTerms(tree.right))) {
    const middle = distributed(toPoly(tree.left), toPoly(tree.right));
    if (middle && toText(middle) !== toText(node)) links.push(middle);
  }
  if (toText(node) !== toText(tree)) links.push(node);
  if (links.length === 1) steps.push(step({ rule: 'simplest', form: 'expanded' }, tree));
  else
    steps.push(
      step(
        links.length === 3 ? { rule: 'expand', form: 'eachTerm' } : rewriteSay([[tree, result]]),
        chain(links[0] as MathNode, ...links.slice(1).flatMap((l) => ['=' as const, l])),
      ),
    );
  return {
    kind: 'expression' as const,
    method: 'expandAndCollect',
    answer: toText(node),
    solutions: [solution(node)],
    steps,
  };
};

export const expressionKind = /* @__PURE__ */ kind({
  methods: {
    expandAndCollect: 'expand and collect like terms',
  },
  id: 'expression',
  title: 'Expanding an expression',
  practice: 'algebra',
  check: 'value',
  valueCheck: checkValue,
  condition: valueCondition,
  example: '(2x+1)(x-3)',
  working: 'chain',
});

/** Any other expression in an unknown, expanded. */
export const expressionCase: Case = {
  matches: (tree) => hasVariable(tree),
  solve: (tree) => expandExpression(tree),
};
