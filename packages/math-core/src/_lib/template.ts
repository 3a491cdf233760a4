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
  /** The MathML around the slots' digits: each part before a slot ends with `<mn>`. */
  mathml: string[];
  /**
   * Whether the text is joined from its end: its first part alone holds a character beyond
   * Latin-1 (the ₄ of `log₄(`). See `own` for why the order of the joins matters.
   */
  fromEnd: boolean;
  /**
   * The first three parts of `text` and of `mathml` again, as fields ('' past the end): what
   * simplifyLog's whole-number path joins its steps from (and fixedStep reads once), without an
   * array's bounds check and elements load for each part.
   * Reading fields made simplifyLog(4, 8) 1.05–1.1× as fast and 100,000 different logs up to
   * 1.1× (four alternating runs of each build, `BENCH_ONLY=simplifyLog pnpm bench`, Node 20 and 24).
   */
  t0: string;
  t1: string;
  t2: string;
  m0: string;
  m1: string;
  m2: string;
}

/** A template from its note and parts, with the parts also as fields. */
const templateOf = (note: string, text: string[], mathml: string[]): StepTemplate => ({
  note,
  text,
  mathml,
  fromEnd: joinedFromEnd(text),
  t0: text[0]!,
  t1: text[1] ?? '',
  t2: text[2] ?? '',
  m0: mathml[0]!,
  m1: mathml[1] ?? '',
  m2: mathml[2] ?? '',
});

/**
 * A part as a string of its own, copied character by character. V8 stores text with a character
 * beyond Latin-1 (₄, ≈, ²) two bytes a character, and a part cut from such a rendering (`) = `)
 * stays two-byte though every character in it is Latin-1. A join whose result is shorter than
 * 13 characters is copied on V8's fast path only when both sides are stored alike; otherwise it
 * is a call into the runtime, about three times as slow (30 vs 11 ns, measured on Node 20 and
 * 24). So each part is stored as narrow as its characters allow, and a text whose only wide part
 * is its first is joined from the end: the digits and the Latin-1 parts meet first, and
 * `log₄(8) = 3/2` takes no slow join instead of four. With both, simplifyLog(4, 8) ran 1.2× as
 * fast, simplifyLog(3, 10) 1.1× and 100,000 different pairs 1.03–1.08× (alternating with the
 * previous build in one process; `BENCH_ONLY=simplifyLog pnpm bench` prints today's ratios).
 */
const own = (part: string): string => Array.from(part).join('');

/** A character beyond Latin-1. */
const WIDE = /[\u0100-\uffff]/;
const joinedFromEnd = (text: readonly string[]): boolean =>
  WIDE.test(text[0]!) && !text.slice(1).some((part) => WIDE.test(part));

/**
 * A slot whose text depends on its digits (a log base or an exponent, shown as ₂ or ³): the
 * placeholder is a whole number, `script` turns its digits into what the text shows, and the
 * caller fills the text with `script` of its own digits.
 */
export interface ScriptSlot {
  script: (digits: string) => string;
}

/**
 * Render `statement(slot 0, slot 1, …)` once, with placeholder numbers: `slots` plain slots, or
 * a list in which a `ScriptSlot` marks a digits-only slot. Each slot must appear exactly once in
 * the statement, in order.
 */
export const stepTemplate = (
  note: string,
  slots: number | readonly (ScriptSlot | undefined)[],
  statement: (...numbers: MathNode[]) => MathNode,
): StepTemplate => {
  const kinds = typeof slots === 'number' ? Array.from({ length: slots }, () => undefined) : slots;
  // Digits that appear nowhere else: 90123456789, 91123456789, …
  const values = kinds.map((kind, i) => (kind ? `9${i}123456789` : `#${i}`));
  const tree = statement(...values.map((v) => num(v)));
  const split = (rendered: string, marks: string[]): string[] => {
    const parts: string[] = [];
    let rest = rendered;
    for (const mark of marks) {
      const at = rest.indexOf(mark);
      parts.push(rest.slice(0, at));
      rest = rest.slice(at + mark.length);
    }
    parts.push(rest);
    return parts.map(own);
  };
  const text = split(
    toText(tree),
    values.map((v, i) => kinds[i]?.script(v) ?? v),
  );
  return templateOf(note, text, split(toMathML(tree), values));
};

/**
 * The step with each slot filled by the digits of a non-negative number node in plain decimal
 * form (`"12.7"`, not `"1e21"`, whose MathML is 1 × 10²¹: render such a step from its tree),
 * and its text by `texts` (the same digits, or for a script slot those digits as ₁₂ or ¹²).
 */
export const fillStep = (
  template: StepTemplate,
  numbers: readonly string[],
  texts: readonly string[] = numbers,
): Step => {
  const { text, mathml } = template;
  let m = mathml[0]!;
  for (let i = 0; i < numbers.length; i++) m = m + numbers[i]! + mathml[i + 1]!;
  const last = numbers.length;
  let t: string;
  if (template.fromEnd) {
    t = text[last]!;
    for (let i = last - 1; i >= 0; i--) t = text[i]! + (texts[i]! + t);
  } else {
    t = text[0]!;
    for (let i = 0; i < last; i++) t = t + texts[i]! + text[i + 1]!;
  }
  return { note: template.note, text: t, mathml: m };
};

/**
 * The template with some slots filled once, for numbers shared by many calls (a log's base):
 * `numbers[i]` undefined leaves slot i open, and the open slots keep their order. Filling the
 * result gives the same step as filling the whole template with every number.
 */
export const partialTemplate = (
  template: StepTemplate,
  numbers: readonly (string | undefined)[],
  texts: readonly (string | undefined)[] = numbers,
): StepTemplate => {
  const text: string[] = [];
  const mathml: string[] = [];
  let t = template.text[0]!;
  let m = template.mathml[0]!;
  for (let i = 0; i < numbers.length; i++) {
    const number = numbers[i];
    if (number === undefined) {
      text.push(t);
      mathml.push(m);
      t = template.text[i + 1]!;
      m = template.mathml[i + 1]!;
    } else {
      t = t + texts[i]! + template.text[i + 1]!;
      m = m + number + template.mathml[i + 1]!;
    }
  }
  text.push(t);
  mathml.push(m);
  return templateOf(template.note, text.map(own), mathml.map(own));
};

/**
 * A template without open slots as its one step, frozen: a step that reads the same on every call
 * (a formula, a line about the base alone) is then one shared object rather than a new one each
 * time. Steps are values nobody writes to; freezing makes a write fail loudly instead of changing
 * every result that shares the step.
 */
export const fixedStep = ({ note, t0, m0 }: StepTemplate): Step =>
  Object.freeze({ note, text: t0, mathml: m0 });
