import { extractPower, MAX_FACTOR } from '../../_lib/primes';
import { fail, nonFinite } from '../../_lib/result';
import { chain, mul, n, times } from '../../math/build';
import { nearestValue } from '../../math/nearest';
import { negLead } from '../../math/show';
import { type Step, wordedWith } from '../../math/steps';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import type { Result } from '../../types';

/**
 * The note of the working, by id: no factor to take out, a perfect power, or the largest factor
 * taken out, each of a square, a cube or an {index}th power; each language words the same ids
 * (`calculatorStepIn`).
 */
export const RADICAL_NOTES = {
  'radical.noneSquare': '{radical} has no perfect square factor to take out',
  'radical.noneCube': '{radical} has no perfect cube factor to take out',
  'radical.nonePower': '{radical} has no perfect {index}th power factor to take out',
  'radical.perfectSquare': '{value} is a perfect square',
  'radical.perfectCube': '{value} is a perfect cube',
  'radical.perfectPower': '{value} is a perfect {index}th power',
  'radical.takeOutSquare': 'Take out the largest perfect square factor, {factor}',
  'radical.takeOutCube': 'Take out the largest perfect cube factor, {factor}',
  'radical.takeOutPower': 'Take out the largest perfect {index}th power factor, {factor}',
};

export interface SimplifyRadicalResult {
  /** The number outside the root: 6 for √72 = 6√2 (negative for an odd root of a negative). */
  coefficient: number;
  /** What stays under the root, free of index-th powers: 2 for √72 (1 when the root is whole). */
  radicand: number;
  index: number;
  /** "6√2", "2∛3", "5", "−2∛2". */
  text: string;
  /** The root's value, the nearest double. */
  value: number;
  /** `√72 = √(36 × 2) = √36 × √2 = 6√2`. */
  steps: Step[];
}

const MAX_INDEX = 10;

const rootNode = (radicand: MathNode, index: number): MathNode =>
  index === 2 ? { type: 'root', radicand } : { type: 'root', radicand, index: n(index) };

/**
 * Simplifies the `index`-th root of a whole number (default: the square root) by taking out its
 * largest perfect power: √72 = 6√2, ∛54 = 3∛2, √49 = 7, ∛(−16) = −2∛2.
 *
 * Errors: `radicand` not a whole number from −10^12 to 10^12 → `invalid_value`; a negative
 * radicand under an even root → `invalid_value` (no real root); `index` not a whole number from 2
 * to 10 → `invalid_value`; non-numbers → `not_a_number`.
 *
 * @example
 * simplifyRadical(72).value.text; // "6√2"
 */
export function simplifyRadical(radicand: number, index = 2): Result<SimplifyRadicalResult> {
  const worked = simplifyRadicalWorked(radicand, index);
  return worked.ok ? { ok: true, value: worked.value.result } : worked;
}

/**
 * `simplifyRadical`, with the statement of its one step as a tree (`working`: √72 = √(36 × 2) =
 * √36 × √2 = 6√2), for a caller that shows the step in its own words.
 */
export function simplifyRadicalWorked(
  radicand: number,
  index = 2,
): Result<{ result: SimplifyRadicalResult; working: MathNode }> {
  const bad = nonFinite({ radicand, index });
  if (bad) return bad;
  if (!Number.isInteger(index) || index < 2 || index > MAX_INDEX)
    return fail('invalid_value', `index must be a whole number from 2 to ${MAX_INDEX}`, 'index');
  if (!Number.isInteger(radicand) || Math.abs(radicand) > MAX_FACTOR)
    return fail('invalid_value', `radicand must be a whole number up to ${MAX_FACTOR}`, 'radicand');
  if (radicand < 0 && index % 2 === 0)
    return fail('invalid_value', 'a negative number has no real even root', 'radicand');
  const sign = radicand < 0 ? -1 : 1;
  const magnitude = Math.abs(radicand);
  const { outside, inside } =
    magnitude === 0 ? { outside: 0, inside: 1 } : extractPower(magnitude, index);
  const problem = rootNode(n(magnitude), index);
  const signed = (node: MathNode): MathNode => (sign < 0 ? negLead(node) : node);
  const rest = rootNode(n(inside), index);
  const answer: MathNode =
    inside === 1 ? n(outside) : outside === 1 ? rest : times(n(outside), rest);
  const links: MathNode[] = [problem];
  if (outside > 1 && inside > 1) {
    const power = outside ** index;
    links.push(rootNode(mul(n(power), n(inside)), index), mul(rootNode(n(power), index), rest));
  }
  if (toText(answer) !== toText(problem)) links.push(answer);
  const statement =
    links.length === 1
      ? signed(problem)
      : chain(
          signed(links[0] as MathNode),
          ...links.slice(1).flatMap((l) => ['=' as const, signed(l)]),
        );
  // The note: the root has no such factor, is a perfect power, or has one taken out; said of a
  // square, of a cube, or of the index-th power.
  const said = links.length === 1 ? 'none' : inside === 1 ? 'perfect' : 'takeOut';
  const power = index === 2 ? 'Square' : index === 3 ? 'Cube' : 'Power';
  const note = wordedWith(RADICAL_NOTES, `radical.${said}${power}`, statement, {
    radical: problem,
    value: magnitude,
    factor: outside ** index,
    index,
  });
  const coefficient = sign * outside;
  return {
    ok: true,
    value: {
      working: statement,
      result: {
        coefficient: coefficient === 0 ? 0 : coefficient,
        radicand: inside,
        index,
        text: toText(signed(answer)),
        // The nearest double: Math.sqrt rounds correctly, cbrt and ** (1/n) need not.
        value:
          inside === 1
            ? coefficient
            : sign *
              (index === 2
                ? Math.sqrt(magnitude)
                : (nearestValue({
                    type: 'root',
                    radicand: { type: 'number', value: String(magnitude) },
                    index: { type: 'number', value: String(index) },
                  }) as number)),
        steps: [note],
      },
    },
  };
}
