/**
 * The "factor …" problem: the text that asks for a factoring, and the answer built from the
 * factoring with its working.
 */

import { FACTOR_METHODS, factorPolynomial, isFactored } from '../../../algebra/factor';
import * as P from '../../../algebra/poly';
import { toPoly } from '../../../algebra/reading';
import { eq } from '../../../math/build';
import { refuse } from '../../../math/refusal';
import { joinedWords, type WorkedStep } from '../../../math/rules';
import { solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import { checkValue, valueCondition } from '../../check';
import type { Answered } from '../../equation';
import { kind } from '../../kind';
import { rewriteSay } from '../../rewrite';
import { FACTOR_ANSWERS } from './answers';
import { FACTOR_REFUSALS } from './refusals';

const unsupported = (id: keyof typeof FACTOR_REFUSALS) =>
  refuse('unsupported', FACTOR_REFUSALS, id);

/**
 * "factor x^2-9", "factorise: 6x^2+9x", "factor completely x^3-x", "factorization of …", "prime
 * factors of 360": the
 * expression to factor, or undefined when the text does not ask for a factoring.
 */
export const readFactor = (text: string): string | undefined => {
  const match =
    /^\s*(?:please\s+)?(?:(?:fully|completely)\s+)?(?:(?:(?:find|give|write|what\s+is|what['’]s)\s+)?(?:the\s+)?(?:prime\s+)?(?:factori[sz]ation|factors)\s+of|factori[sz]e|factor)(?:\s+(?:fully|completely))?(?:\s+(?:the\s+)?(?:expression|polynomial|trinomial|binomial))?\s*[:,]?\s*(.+?)(?:\s*,?\s+(?:fully|completely))?\s*[?!.]*\s*$/i.exec(
      text,
    );
  return match ? (match[1] as string) : undefined;
};

/** The answer to "factor …": the factored form, or why it cannot be factored. */
export const factorExpression = (tree: MathNode): Answered => {
  const p = toPoly(tree);
  const names = P.variables(p);
  if (names.length === 0) throw unsupported('factorNoUnknown');
  if (names.length > 1) throw unsupported('factorOneUnknown');
  const x = names[0] as string;
  const steps: WorkedStep[] = [];
  const node = P.toNode(p);
  if (toText(node) !== toText(tree)) steps.push(step(rewriteSay([[tree, p]]), eq(tree, node)));
  const f = factorPolynomial(p, x);
  steps.push(...f.steps);
  const shown = toText(f.node);
  // A single term (6x², x³) is already a product of its number and powers of x.
  const monomial = f.factors.length === 0;
  const factoredAtAll = monomial || isFactored(f);
  if (factoredAtAll && f.steps.length > 1)
    steps.push(step({ rule: 'factored', form: 'fully' }, eq(node, f.node)));
  const answer = factoredAtAll
    ? { answer: shown }
    : answerInWords({ id: 'irreducible', params: { polynomial: node } }, FACTOR_ANSWERS);
  if (monomial) steps.push(step({ rule: 'simplest', form: 'monomial' }, f.node));
  else if (!factoredAtAll && f.steps.length === 0)
    steps.push(step({ rule: 'irreducible', form: 'linear', params: { polynomial: node } }, node));
  return {
    kind: 'factor',
    method:
      f.methods.length > 0
        ? joinedWords('methodsComma', f.methods)
        : monomial
          ? 'singleTerm'
          : 'cannotBeFactored',
    ...answer,
    solutions: [solution(f.node)],
    steps,
  };
};

/**
 * The answer to "factor …" (the tree is the expression after the command), or undefined for an
 * equation or a list, which the cases answer.
 */
export const factorProblem = (tree: MathNode): Answered | undefined =>
  tree.type === 'relation' || tree.type === 'list' ? undefined : factorExpression(tree);

export const factorKind = /* @__PURE__ */ kind({
  methods: /* @__PURE__ */ Object.assign(
    { singleTerm: 'a single term', cannotBeFactored: 'cannot be factored' },
    FACTOR_METHODS,
  ),
  id: 'factor',
  title: 'Factoring',
  practice: 'algebra',
  check: 'value',
  valueCheck: checkValue,
  condition: valueCondition,
  example: 'factor 6x^2+11x-10',
  working: 'chain',
});
