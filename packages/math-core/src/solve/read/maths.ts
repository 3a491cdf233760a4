/**
 * Maths typed among the words of a question a kind reads whole (the terms of a sequence), read
 * into its tree by the one parser while the question is read; the kinds get trees and values,
 * never text to parse.
 */
import { parseMath } from '../../math/parseMath';
import { SolveStop } from '../../math/rational';
import type { MathNode } from '../../math/tree';

/** The tree of maths typed inside words; a refusal with the parser's reason when it does not read. */
export const mathsIn = (typed: string): MathNode => {
  const parsed = parseMath(typed);
  if (!parsed.ok) throw new SolveStop('invalid_value', parsed.error.message, parsed.error.why);
  return parsed.value;
};
