/**
 * An answer asked for "to 3 decimal places" (or "to the nearest tenth"): the exact answer stays,
 * and each real value is also given rounded to those places after "≈", with the step that rounds
 * it. "=" never precedes the rounded value.
 */
import { evalExact } from '../../algebra/reading';
import { alternatives, approx, list, num } from '../../math/build';
import { evaluateMath } from '../../math/evaluateMath';
import * as E from '../../math/exact';
import { step } from '../../math/show';
import type { MathNode } from '../../math/tree';
import { answerInWords, answerParam } from '../answer';
import type { Answered } from '../equation';

type Relation = Extract<MathNode, { type: 'relation' }>;

/** A rational's digits to `places` decimal places, halves rounded away from 0, exactly. */
const exactDigits = (p: bigint, q: bigint, places: number): string => {
  const scale = 10n ** BigInt(places);
  const size = p < 0n ? -p : p;
  const whole = (2n * size * scale + q) / (2n * q);
  const text = whole.toString().padStart(places + 1, '0');
  const digits = places === 0 ? text : `${text.slice(0, -places)}.${text.slice(-places)}`;
  return p < 0n && whole !== 0n ? `-${digits}` : digits;
};

/**
 * A value rounded to `places` decimal places, as digits ("1.414", "2.000"): exactly for a
 * rational value (1.005 is 1.01), from its double for any other (√2, π).
 */
const rounded = (value: MathNode, at: number, places: number): MathNode => {
  let digits: string | undefined;
  try {
    const q = E.rational(evalExact(value));
    if (q) digits = exactDigits(q.p, q.q, places);
  } catch {
    digits = undefined;
  }
  const text = digits ?? at.toFixed(places);
  return num(/^-0(?:\.0*)?$/.test(text) ? text.slice(1) : text);
};

/** The answer with each real value also rounded to `places` decimal places. */
export const toPlaces = (result: Answered, places: number): Answered => {
  const statements: MathNode[] = [];
  for (const s of result.solutions) {
    const relation = s.tree.type === 'relation' ? (s.tree as Relation) : undefined;
    const value = relation ? (relation.operands.at(-1) as MathNode) : s.tree;
    const at = s.value ?? evaluateMath(value);
    if (!Number.isFinite(at)) continue;
    const lhs = relation ? (relation.operands[0] as MathNode) : value;
    statements.push(approx(relation ? lhs : value, rounded(value, at, places)));
  }
  if (statements.length === 0) return result;
  const said =
    places === 0
      ? 'to the nearest whole number'
      : `to ${places} decimal place${places === 1 ? '' : 's'}`;
  const approximations =
    statements.length === 1 ? (statements[0] as MathNode) : alternatives(...statements);
  const answer = answerParam(result);
  return {
    ...result,
    ...answerInWords(
      places === 0
        ? { id: 'wholeNumber', params: { answer, rounded: approximations } }
        : places === 1
          ? { id: 'onePlace', params: { answer, rounded: approximations } }
          : { id: 'places', params: { answer, rounded: approximations, places } },
    ),
    steps: [...result.steps, step(`Round ${said}, as asked`, list(...statements), 'rounded')],
  };
};
