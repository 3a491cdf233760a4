/**
 * The greatest common divisor and least common multiple of whole numbers, as typed: `gcd(12, 18)`
 * = 6, `lcm(4, 6, 10)` = 60. Worked out through each number's prime factorisation by the same
 * function the site's GCD & LCM tool uses, with its steps, and linked to that tool with the
 * numbers filled in. The one checker compares the answer with the problem at its value (Euclid's
 * algorithm in evaluateMath), independently of the factorisations.
 */

import { evalExact, hasVariable } from '../../../algebra/reading';
import { eq, n as numberNode } from '../../../math/build';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { SolveStop } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import { solution, step } from '../../../math/show';
import type { MathNode } from '../../../math/tree';
import { gcdLcm } from '../../../numbers/gcdLcm';
import { factorNode, type PrimeFactor } from '../../../numbers/primeFactors';
import { checkValue, valueCondition } from '../../check';
import type { Answered } from '../../equation';
import type { Case, Kind } from '../../kind';
import { GCD_LCM_REFUSALS } from './refusals';

type GcdOrLcm = Extract<MathNode, { type: 'function' }> & { name: 'gcd' | 'lcm' };

const isGcdOrLcm = (tree: MathNode): tree is GcdOrLcm =>
  tree.type === 'function' && (tree.name === 'gcd' || tree.name === 'lcm');

export const gcdLcmKind: Kind<'gcd-lcm'> = {
  id: 'gcd-lcm',
  title: (problem) => (isGcdOrLcm(problem) && problem.name === 'lcm' ? 'lcm' : 'gcd'),
  titles: { lcm: 'Least common multiple', gcd: 'Greatest common divisor' },
  methods: { primeFactorisation: 'prime factorisation' },
  practice: null,
  check: 'value',
  valueCheck: checkValue,
  condition: valueCondition,
  example: 'gcd(12, 18)',
};

/** Each argument's exact value as a whole number from 1 to 10^12, or a SolveStop. */
const wholeNumbersOf = (args: MathNode[]): number[] =>
  args.map((arg) => {
    const value = E.rational(evalExact(arg));
    if (!value || !R.isInt(value) || value.p < 1n || value.p > 10n ** 12n)
      throw refuse('invalid_value', GCD_LCM_REFUSALS, 'gcdLcmWhole');
    return Number(value.p);
  });

const solveGcdLcm = (tree: GcdOrLcm): Answered => {
  if (tree.args.length < 2)
    throw refuse('invalid_value', GCD_LCM_REFUSALS, tree.name === 'gcd' ? 'gcdTwo' : 'lcmTwo');
  const numbers = wholeNumbersOf(tree.args);
  const worked = gcdLcm(numbers);
  if (!worked.ok) throw new SolveStop('invalid_value', worked.error.message, worked.error.why);
  const { gcd, lcm, factorizations, gcdFactors, lcmFactors } = worked.value;
  const asked =
    tree.name === 'gcd'
      ? { value: gcd, factors: gcdFactors }
      : lcm === undefined || lcmFactors === undefined
        ? undefined
        : { value: lcm, factors: lcmFactors };
  if (asked === undefined) throw refuse('out_of_range', GCD_LCM_REFUSALS, 'lcmTooLarge');
  const value = numberNode(asked.value);
  const values = { type: 'list', items: numbers.map((v) => numberNode(v)) } as const;
  // The value as its primes, or 1 alone when it has none.
  const asPrimes = (factors: readonly PrimeFactor[]): MathNode =>
    factors.length > 0 ? eq(factorNode(factors), value) : value;
  return {
    kind: 'gcd-lcm',
    method: 'primeFactorisation',
    answer: String(asked.value),
    solutions: [solution(value, value)],
    steps: [
      ...factorizations.map((f) =>
        step(
          { rule: 'primes', form: 'of', params: { value: numberNode(f.value) } },
          eq(numberNode(f.value), factorNode(f.factors)),
        ),
      ),
      tree.name === 'gcd'
        ? step({ rule: 'gcd', params: { values } }, asPrimes(asked.factors))
        : step({ rule: 'lcm', params: { values } }, asPrimes(asked.factors)),
    ],
    tool: { id: 'gcd-lcm', path: `/tools?tool=gcd-lcm&values=${numbers.join(',')}` },
  };
};

/** gcd(…) or lcm(…) of numbers typed as a whole problem. */
export const gcdLcmCase: Case = {
  matches: (tree) => isGcdOrLcm(tree) && !hasVariable(tree),
  solve: (tree) => solveGcdLcm(tree as GcdOrLcm),
};
