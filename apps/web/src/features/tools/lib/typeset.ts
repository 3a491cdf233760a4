import { parseMath, toMathML } from '@mathtools/math-core';

/**
 * An answer math-core wrote as text (`6√2`, `1 7/12`, `x = (3 − √5)/2`) as MathML, read back by
 * math-core's own parser; null when it cannot be read, and the text is then shown as it is.
 */
export function typeset(text: string): string | null {
  const tree = parseMath(text);
  return tree.ok ? toMathML(tree.value) : null;
}
