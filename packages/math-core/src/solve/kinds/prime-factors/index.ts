/**
 * A whole number into primes, asked as a factoring: `factor 360`, `prime factorization of 360`,
 * `the prime factors of 360` give 360 = 2³ × 3² × 5. Worked out by the same function as the
 * site's Prime Factorization tool, with its steps, and linked to that tool with the number filled
 * in. The one checker compares the product with the number.
 */

import { evalExact, hasVariable } from '../../../algebra/reading';
import { eq, n } from '../../../math/build';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import { solution, step } from '../../../math/show';
import type { MathNode } from '../../../math/tree';
import { factorWorking, primeFactors } from '../../../numbers/primeFactors';
import { checkValue, valueCondition } from '../../check';
import type { Answered } from '../../equation';
import { kind } from '../../kind';
import { PRIME_FACTORS_REFUSALS } from './refusals';

export const primeFactorsKind = /* @__PURE__ */ kind({
  methods: {
    primeFactorisation: 'prime factorisation',
  },
  id: 'prime-factors',
  title: 'Prime factorisation',
  practice: null,
  check: 'value',
  valueCheck: checkValue,
  condition: valueCondition,
  example: 'factor 360',
});

/**
 * The answer to "factor …" when what follows is a number (the tree is what follows the command),
 * or undefined when it is not.
 */
export const primeFactorsProblem = (tree: MathNode): Answered | undefined => {
  if (hasVariable(tree) || tree.type === 'relation') return undefined;
  const value = E.rational(evalExact(tree));
  const whole = value && R.isInt(value) && value.p >= 2n ? Number(value.p) : undefined;
  const worked = whole === undefined ? undefined : primeFactors(whole);
  if (!worked?.ok) throw refuse('unsupported', PRIME_FACTORS_REFUSALS, 'primeFactorsNoUnknown');
  const { product, divided } = factorWorking(worked.value.factors);
  const number = n(whole as number);
  return {
    kind: 'prime-factors',
    method: 'primeFactorisation',
    answer: worked.value.text,
    solutions: [solution(eq(number, product), number)],
    steps: worked.value.isPrime
      ? [step({ rule: 'primes', form: 'prime', params: { value: number } }, number)]
      : [
          ...(divided ? [step({ rule: 'primes', form: 'divide' }, eq(number, divided))] : []),
          step({ rule: 'primes', form: 'group' }, eq(number, product)),
        ],
    tool: { id: 'prime-factors', path: `/tools?tool=prime-factors&value=${whole}` },
  };
};
