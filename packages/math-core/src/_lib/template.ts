/**
 * Steps rendered once and filled many times. A calculator whose statement has the same shape on
 * every call (`x × 2.54 = y`) renders it once with placeholder numbers, keeps the text and MathML
 * around the placeholders, and fills in the numbers of each call: the same strings the renderers
 * give for the whole tree, without walking it again.
 *
 * Only for trees in which a number's rendering does not depend on its digits: numbers as operands
 * of + − × ÷, of fractions, of negation and of relations. An exponent, a log base or a root index
 * reads its digits (2³, log₂), so a tree with a slot there must not use this.
 */
import { num } from '../math/build';
import type { Step } from '../math/steps';
import { toMathML } from '../math/toMathML';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';

export interface StepTemplate {
  note: string;
  /** The text around the slots: slot i sits between text[i] and text[i + 1]. */
  text: string[];
  mathml: string[];
}

const MATH_OPEN = '<math xmlns="http://www.w3.org/1998/Math/MathML">';
const placeholder = (i: number): string => `#${i}`;

/**
 * Render `statement(slot 0, slot 1, …)` once, with `slots` placeholder numbers. Each slot must
 * appear exactly once in the statement, in order.
 */
export const stepTemplate = (
  note: string,
  slots: number,
  statement: (...numbers: MathNode[]) => MathNode,
): StepTemplate => {
  const numbers = Array.from({ length: slots }, (_, i) => num(placeholder(i)));
  const tree = statement(...numbers);
  const split = (rendered: string, mark: (i: number) => string): string[] => {
    const parts: string[] = [];
    let rest = rendered;
    for (let i = 0; i < slots; i++) {
      const at = rest.indexOf(mark(i));
      parts.push(rest.slice(0, at));
      rest = rest.slice(at + mark(i).length);
    }
    parts.push(rest);
    return parts;
  };
  return {
    note,
    text: split(toText(tree), placeholder),
    mathml: split(toMathML(tree), (i) => `<mn>${placeholder(i)}</mn>`),
  };
};

/** A number's MathML as `toMathML` writes it inside a formula (`1e21` is 1 × 10²¹). */
const numberMathML = (text: string): string =>
  text.includes('e')
    ? toMathML(num(text)).slice(MATH_OPEN.length, -'</math>'.length)
    : `<mn>${text}</mn>`;

/** The step with each slot filled by the digits of a non-negative number node (`"12.7"`). */
export const fillStep = (template: StepTemplate, numbers: readonly string[]): Step => {
  const { text, mathml } = template;
  let t = text[0]!;
  let m = mathml[0]!;
  for (let i = 0; i < numbers.length; i++) {
    const digits = numbers[i]!;
    t += digits + text[i + 1]!;
    m += numberMathML(digits) + mathml[i + 1]!;
  }
  return { note: template.note, text: t, mathml: m };
};
