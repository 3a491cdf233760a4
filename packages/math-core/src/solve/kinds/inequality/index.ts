/**
 * Inequalities in one unknown, as `solve` answers them: linear (`3x − 7 < 5`; dividing by a
 * negative number flips the sign, said in its step), quadratic (`x² − 5x + 6 < 0`: the roots,
 * then the sign on each interval between them, from a test point in each) and compound
 * (`−3 < 2x + 1 ≤ 7`, the same operation on all three parts). The answer is a set of real
 * numbers, given as inequalities and in interval notation, and checked against the problem as
 * typed before it is returned.
 */

import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import { hasUnknownDenominator } from '../../../algebra/rationalForm';
import { toPoly } from '../../../algebra/reading';
import { chain, list } from '../../../math/build';
import { refuse } from '../../../math/refusal';
import type { WorkedStep } from '../../../math/rules';
import { qNode, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import type { Answered } from '../../equation';
import { type Case, kind } from '../../kind';
import { offered } from '../../methods/choice';
import {
  answeredSet,
  compound,
  polynomialInequality,
  type Solved,
  unknownIn,
} from '../../methods/inequality';
import {
  combine,
  flip,
  type Inequality,
  isAll,
  isInequality,
  setNode,
} from '../../methods/interval';
import { rationalInequality } from './rational';
import { INEQUALITY_REFUSALS } from './refusals';

type Relation = Extract<MathNode, { type: 'relation' }>;

/** A chain a r1 b r2 c of two inequalities: both pointing up (< ≤) or both down (> ≥). */
const solveChain = (tree: Relation, x: string): Solved => {
  const [r1, r2] = tree.relations as [Inequality, Inequality];
  const up = (r: Inequality) => r === '<' || r === '≤';
  if (up(r1) !== up(r2)) throw refuse('unsupported', INEQUALITY_REFUSALS, 'inequalityChainWay');
  const [a, b, c] = tree.operands as [MathNode, MathNode, MathNode];
  const parts = [a, b, c].map(toPoly) as [Poly, Poly, Poly];
  const steps: WorkedStep[] = [];
  if (!P.isConstant(parts[0]) || !P.isConstant(parts[2]) || P.degree(parts[1], x) !== 1) {
    // Each link on its own, then the numbers that satisfy both.
    const links = [chain(a, r1, b), chain(b, r2, c)];
    const [first, second] = links.map((link, i) => {
      steps.push(
        step(
          { rule: 'both', form: i === 0 ? 'first' : 'second', params: { inequality: link } },
          link,
        ),
      );
      const [l, r] = (link as Relation).operands as [MathNode, MathNode];
      return polynomialInequality(l, (link as Relation).relations[0] as Inequality, r, x, steps);
    }) as [Solved, Solved];
    const set = combine(first.set, second.set, true);
    if (set.length > 0)
      steps.push(step({ rule: 'both', form: 'hold' }, isAll(set) ? tree : setNode(set, x)));
    else if (first.set.length > 0 && second.set.length > 0)
      steps.push(
        step(
          {
            rule: 'both',
            form: 'none',
            params: { first: setNode(first.set, x), second: setNode(second.set, x) },
          },
          list(setNode(first.set, x), setNode(second.set, x)),
        ),
      );
    return {
      set,
      method: 'twoInequalities',
      steps,
      boundaries: [...first.boundaries, ...second.boundaries],
    };
  }
  let [lo, s1, mid, s2, hi] = [P.constant(parts[0]), r1, parts[1], r2, P.constant(parts[2])];
  if (!up(r1)) {
    [lo, s1, s2, hi] = [hi, flip(r2), flip(r1), lo];
    steps.push(
      step(
        { rule: 'order', form: 'smallerEnd' },
        chain(qNode(lo), s1, P.toNode(mid), s2, qNode(hi)),
      ),
    );
  } else if (
    toText(P.toNode(mid)) !== toText(b) ||
    toText(qNode(lo)) !== toText(a) ||
    toText(qNode(hi)) !== toText(c)
  )
    steps.push(
      step({ rule: 'expand', form: 'expand' }, chain(qNode(lo), s1, P.toNode(mid), s2, qNode(hi))),
    );
  mid = parts[1];
  return compound(lo, s1, mid, s2, hi, x, steps);
};

/** Whether a relation is one this module answers: every sign in it <, >, ≤ or ≥. */
export const isInequalityProblem = (tree: Relation): boolean => tree.relations.every(isInequality);

/**
 * An inequality (`3x − 7 < 5`, `x² ≥ 4`) or a chain of two (`−3 < 2x + 1 ≤ 7`) solved for its
 * one unknown, with steps; the answer is checked before it is returned.
 */
export const solveInequality = (tree: Relation, asked?: string): Answered => {
  const x = unknownIn(tree);
  if (tree.relations.length > 2)
    throw refuse('unsupported', INEQUALITY_REFUSALS, 'inequalityChainLong');
  const [left, right] = tree.operands as [MathNode, MathNode];
  const solved =
    tree.relations.length === 2
      ? solveChain(tree, x)
      : hasUnknownDenominator(left) || hasUnknownDenominator(right)
        ? rationalInequality(left, tree.relations[0] as Inequality, right, x)
        : polynomialInequality(
            left,
            tree.relations[0] as Inequality,
            right,
            x,
            [],
            asked === 'unknown-right',
          );
  const answered = answeredSet('inequality', tree, x, solved);
  return solved.sides
    ? { ...answered, ...offered(['unknown-left', 'unknown-right'], solved.sides) }
    : answered;
};

export const inequalityKind = /* @__PURE__ */ kind({
  methods: {
    twoInequalities: 'two inequalities',
    signChart: 'sign chart',
  },
  id: 'inequality',
  title: 'Inequality',
  practice: 'algebra',
  check: 'own',
  example: '-3 < 2x+1 ≤ 7',
});

/** A relation made only of <, ≤, > and ≥. */
export const inequalityCase: Case = {
  matches: (tree) => tree.type === 'relation' && isInequalityProblem(tree),
  solve: (tree, { method }) => solveInequality(tree as Relation, method),
};
