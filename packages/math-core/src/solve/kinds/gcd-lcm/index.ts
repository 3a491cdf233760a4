/**
 * The greatest common divisor and least common multiple of whole numbers, as typed: `gcd(12, 18)`
 * = 6, `lcm(4, 6, 10)` = 60. Worked out through each number's prime factorisation by the same
 * function the site's GCD & LCM tool uses, with its steps, and linked to that tool with the
 * numbers filled in. The one checker compares the answer with the problem at its value (Euclid's
 * algorithm in evaluateMath), independently of the factorisations.
 */

import { evalExact, hasVariable } from '../../../algebra/reading';
import { n as numberNode } from '../../../math/build';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { SolveStop } from '../../../math/rational';
import { explained } from '../../../math/rules';
import { solution } from '../../../math/show';
import type { MathNode } from '../../../math/tree';
import { gcdLcm } from '../../../numbers/gcdLcm';
import type { Answered } from '../../equation';
import type { Case, Kind } from '../../kind';

type GcdOrLcm = Extract<MathNode, { type: 'function' }> & { name: 'gcd' | 'lcm' };

const isGcdOrLcm = (tree: MathNode): tree is GcdOrLcm =>
  tree.type === 'function' && (tree.name === 'gcd' || tree.name === 'lcm');

export const gcdLcmKind: Kind<'gcd-lcm'> = {
  id: 'gcd-lcm',
  title: (problem) =>
    isGcdOrLcm(problem) && problem.name === 'lcm'
      ? 'Least common multiple'
      : 'Greatest common divisor',
  practice: null,
  check: 'value',
  example: 'gcd(12, 18)',
};

const WHOLE = 'gcd and lcm take whole numbers from 1 to 10^12';

/** Each argument's exact value as a whole number from 1 to 10^12, or a SolveStop. */
const wholeNumbersOf = (args: MathNode[]): number[] =>
  args.map((arg) => {
    const value = E.rational(evalExact(arg));
    if (!value || !R.isInt(value) || value.p < 1n || value.p > 10n ** 12n)
      throw new SolveStop('invalid_value', WHOLE);
    return Number(value.p);
  });

const solveGcdLcm = (tree: GcdOrLcm): Answered => {
  if (tree.args.length < 2)
    throw new SolveStop(
      'invalid_value',
      `${tree.name} needs two or more numbers: ${tree.name}(12, 18)`,
    );
  const values = wholeNumbersOf(tree.args);
  const worked = gcdLcm(values);
  if (!worked.ok) throw new SolveStop('invalid_value', worked.error.message);
  const { gcd, lcm, steps } = worked.value;
  // The steps are each number's factorisation, then the gcd's, then the lcm's.
  const factorisations = steps.slice(0, values.length);
  const [gcdStep, lcmStep] = steps.slice(values.length);
  const asked = tree.name === 'gcd' ? { value: gcd, step: gcdStep } : { value: lcm, step: lcmStep };
  if (asked.value === undefined || asked.step === undefined)
    throw new SolveStop('out_of_range', 'This least common multiple is too large to give exactly');
  const value = numberNode(asked.value);
  return {
    kind: 'gcd-lcm',
    method: 'prime factorisation',
    answer: String(asked.value),
    solutions: [solution(value, value)],
    steps: [
      ...explained(factorisations, 'primes'),
      ...explained([asked.step], tree.name === 'gcd' ? 'gcd' : 'lcm'),
    ],
    tool: { id: 'gcd-lcm', path: `/tools?tool=gcd-lcm&values=${values.join(',')}` },
  };
};

/** gcd(…) or lcm(…) of numbers typed as a whole problem. */
export const gcdLcmCase: Case = {
  matches: (tree) => isGcdOrLcm(tree) && !hasVariable(tree),
  solve: (tree) => solveGcdLcm(tree as GcdOrLcm),
};
