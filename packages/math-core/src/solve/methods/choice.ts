/**
 * Another way: where a problem can be solved more than one way (a quadratic by factoring, the
 * quadratic formula or completing the square; two linear equations by substitution or
 * elimination; a linear inequality with the unknown on either side; an integral by substitution or
 * by parts), the result lists the ways that apply (`SolveResult.methods`), the one used marked, and
 * `solve(text, { method })` takes the one asked for. A way that does not apply is refused by
 * `solve`, naming those that do.
 */

import { said } from '../../math/refusal';
import type { MathErrorValue, MathErrorWhy } from '../../types';

/**
 * A way of solving, as `solve(text, { method })` asks for it: for a quadratic `factoring`
 * (rational roots), `quadratic-formula`, `completing-the-square`, or `square-root` when there is
 * no x term; for two linear equations `substitution` or `elimination` (the usual one); for a
 * linear inequality `unknown-left` (usual) or `unknown-right` (x gathered on the right, then read
 * from x); for an integral `substitution` or `by-parts` where both work (`∫ x sqrt(x+1) dx`), each
 * writing the antiderivative its own way and each checked by differentiating it. A problem solved
 * one way only has no `methods`.
 */
export type MethodId =
  | 'factoring'
  | 'quadratic-formula'
  | 'completing-the-square'
  | 'square-root'
  | 'substitution'
  | 'elimination'
  | 'unknown-left'
  | 'unknown-right'
  | 'by-parts';

/**
 * Each way's name, by its id, as a refusal names it (English: the name `SolveMethod.name` gives,
 * said in lower case inside a sentence with the id `solve` takes; a language: the name as its
 * teachers say it inside a sentence).
 */
export const METHOD_REFUSALS: Readonly<Record<MethodId, string>> = {
  factoring: 'Factoring',
  'quadratic-formula': 'Quadratic formula',
  'completing-the-square': 'Completing the square',
  'square-root': 'Square root',
  substitution: 'Substitution',
  elimination: 'Elimination',
  'unknown-left': 'Unknown on the left',
  'unknown-right': 'Unknown on the right',
  'by-parts': 'Integration by parts',
};

/** The sentences that refuse a way that does not apply, naming it and the ways that do. */
export const CHOICE_REFUSALS = {
  methodOnly: '{asked} does not apply to this problem, which is solved one way only',
  methodOthers: '{asked} does not apply to this problem; it can be solved by {ways}',
  /** The last two ways of a list. */
  methodsOr: '{first} or {rest}',
  /** A way, then the rest of the list. */
  methodsComma: '{first}, {rest}',
} as const;

/** One way a problem can be solved: its id, its name, and whether this result used it. */
export interface SolveMethod {
  id: MethodId;
  name: string;
  /** Present on the one way the result was worked out. */
  used?: true;
}

/**
 * The ways that apply, in a fixed order, the one used marked; none when only one applies, unless
 * `alone` (an integral says it was done by parts, so that asking for substitution is refused).
 */
export const offered = (
  ids: readonly MethodId[],
  used: MethodId,
  alone = false,
): { methods: SolveMethod[] } | Record<string, never> =>
  ids.length < (alone ? 1 : 2)
    ? {}
    : {
        methods: ids.map((id) => ({
          id,
          name: METHOD_REFUSALS[id],
          ...(id === used ? { used: true } : {}),
        })),
      };

/** The way asked for when it is one of these, else the first of them (the usual way). */
export const chosen = <M extends MethodId>(
  asked: string | undefined,
  ids: readonly M[],
  usual: M,
): M => ((ids as readonly string[]).includes(asked ?? '') ? (asked as M) : usual);

/**
 * The refusal of a way asked for that this problem is not solved by: the ways that apply, or that
 * there is only the one. A way is named by its id (`why`), which a language says in its words;
 * English names it as `methods` does, and each way that applies with the id to ask for it.
 */
export const notThisWay = (
  asked: string,
  methods: readonly SolveMethod[] | undefined,
): { message: string; why: MathErrorWhy } => {
  const way = (id: MethodId, message: string): MathErrorValue => ({ message, why: { id } });
  const name = Object.hasOwn(METHOD_REFUSALS, asked)
    ? way(asked as MethodId, METHOD_REFUSALS[asked as MethodId])
    : `"${asked}"`;
  if (!methods) return said(CHOICE_REFUSALS, 'methodOnly', { asked: name });
  // "a, b or c": the last two joined by "or", each before them by a comma.
  const listed = ([first, ...rest]: MathErrorValue[]): MathErrorValue =>
    rest[0]
      ? said(CHOICE_REFUSALS, rest[1] ? 'methodsComma' : 'methodsOr', {
          first: first as MathErrorValue,
          rest: listed(rest),
        })
      : (first as MathErrorValue);
  const ways = methods.map(({ id }) => way(id, `${METHOD_REFUSALS[id].toLowerCase()} ("${id}")`));
  return said(CHOICE_REFUSALS, 'methodOthers', { asked: name, ways: listed(ways) });
};
