/**
 * Exact arithmetic with fractions, mixed numbers, powers, roots and π, one round of operations
 * at a time: `3/4 + 5/6 = 9/12 + 10/12 = 19/12 = 1 7/12`, `√72 = √(36 × 2) = √36 × √2 = 6√2`.
 */

import { APPROXIMATE_DIGITS, approximateNode } from '../../../algebra/approximate';
import { NotExact } from '../../../algebra/reading';
import { oneValue, workOut } from '../../../algebra/workOut';
import { approx } from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import { exactSolution, step } from '../../../math/show';
import { answerInWords } from '../../answer';
import { checkValue, valueCondition } from '../../check';
import type { Answered } from '../../equation';
import { type Case, kind } from '../../kind';

export const arithmeticKind = /* @__PURE__ */ kind({
  methods: {
    exactArithmetic: 'exact arithmetic',
    // Arithmetic with i, which the complex-number kind answers as arithmetic.
    complexArithmetic: 'complex arithmetic',
    decimalApproximation: 'decimal approximation',
  },
  id: 'arithmetic',
  title: 'Arithmetic',
  practice: null,
  check: 'value',
  valueCheck: checkValue,
  condition: valueCondition,
  example: '3/4 + 5/6',
  working: 'chain',
  drawn: 'never',
});

/** Arithmetic worked out exactly, or its decimal when it has no exact closed form. */
export const arithmeticCase: Case = {
  matches: () => true,
  solve: (tree, { decimals }): Answered => {
    try {
      const { node, steps } = workOut(tree, decimals);
      return oneValue('arithmetic', 'exactArithmetic', node, steps);
    } catch (err) {
      if (!(err instanceof NotExact)) throw err;
      // A value with no exact closed form (log₂(5) + 1): its decimal, marked as rounded.
      const value = evaluateMath(tree);
      if (!Number.isFinite(value)) throw err;
      const rounded = approximateNode(value);
      return {
        kind: 'arithmetic',
        method: 'decimalApproximation',
        // A decimal beside the exact value, as a tree the language writes.
        ...answerInWords({ id: 'value', params: { value: approx(tree, rounded) } }),
        solutions: [{ ...exactSolution(tree, tree), value }],
        steps: [
          step({ rule: 'rounded', params: { digits: APPROXIMATE_DIGITS } }, approx(tree, rounded)),
        ],
      };
    }
  },
};
