/**
 * Another way: where a problem can be solved more than one way (a quadratic by factoring, the
 * quadratic formula or completing the square; two linear equations by substitution or
 * elimination; a linear inequality with the unknown on either side; an integral by substitution or
 * by parts), the result lists the ways that apply (`SolveResult.methods`), the one used marked, and
 * `solve(text, { method })` takes the one asked for. A way that does not apply is refused by
 * `solve`, naming those that do.
 */

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

const NAMES: Record<MethodId, string> = {
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
        methods: ids.map((id) => ({ id, name: NAMES[id], ...(id === used ? { used: true } : {}) })),
      };

/** The way asked for when it is one of these, else the first of them (the usual way). */
export const chosen = <M extends MethodId>(
  asked: string | undefined,
  ids: readonly M[],
  usual: M,
): M => ((ids as readonly string[]).includes(asked ?? '') ? (asked as M) : usual);

/**
 * The refusal of a way asked for that this problem is not solved by: the ways that apply, or that
 * there is only the one.
 */
export const notThisWay = (asked: string, methods: readonly SolveMethod[] | undefined): string => {
  const name = NAMES[asked as MethodId] ?? `"${asked}"`;
  if (!methods) return `${name} does not apply to this problem, which is solved one way only`;
  const ways = methods.map((m) => `${m.name.toLowerCase()} ("${m.id}")`);
  const by = ways.length === 1 ? ways[0] : `${ways.slice(0, -1).join(', ')} or ${ways.at(-1)}`;
  return `${name} does not apply to this problem; it can be solved by ${by}`;
};
