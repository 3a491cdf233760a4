import { n } from './build';
import type { Notation } from './notation';
import { toMathML } from './toMathML';
import { toText } from './toText';
import type { MathNode } from './tree';

/**
 * One line of working: a short note in words, and the statement it makes as plain text and as
 * MathML. Every step is a true statement; a rounded number is shown with ≈. Each result has steps
 * of its own: plain objects that no other call shares. The solver's steps are `ExplainedStep`s
 * (./rules): each also names its rule by id (`ruleId`), with the parameters its note is rendered
 * from (`params`) and, where it changes the mathematics, the statement before and after (`from`,
 * `to`).
 */
export interface Step {
  /** What this line does, in words: "Change of base", "Divide both sides by 2". */
  readonly note: string;
  /** The statement as readable Unicode text: "log₂(8) = ln(8)/ln(2)". */
  readonly text: string;
  /** The same statement as a MathML `<math>` element. */
  readonly mathml: string;
  /**
   * The statement as a tree, what `text` and `mathml` are written from: in the solver's steps
   * (absent from a step longer than a problem may be typed) and in a calculator's steps that
   * carry their `words`.
   */
  readonly statement?: MathNode;
  /**
   * Only in a calculator's steps: the note as data, its id in the calculators' notes and the
   * values it names, from which another language words it (`calculatorStepIn`).
   */
  readonly words?: CalculatorWords;
  /**
   * Only in the solver's steps (`solve`), where it is always present: the rule this step applies,
   * in words for this step ("Subtract 3 from both sides", "Zero-product property"), from the
   * catalogue entry its `ruleId` names.
   */
  readonly rule?: string;
  /**
   * Only in the solver's steps, always with `rule`: why the rule holds, in one line ("a product
   * is 0 only when one of its factors is 0").
   */
  readonly why?: string;
}

/** A step from its note and its statement as a tree (both renderings come from the one tree). */
export const step = (note: string, statement: MathNode): Step => ({
  note,
  text: toText(statement),
  mathml: toMathML(statement),
});

/** A value a calculator's note names: a tree or a number (written in the page's notation), or a name. */
export type CalculatorParam = MathNode | number | string;

/**
 * A calculator's note as data: the id of its template in the calculators' notes
 * (`'percentOf.hundredths'`) and the values its {names} take, so that a page in another language
 * words the step from that language's notes (`calculatorStepIn`).
 */
export interface CalculatorWords {
  readonly id: string;
  readonly params?: Readonly<Record<string, CalculatorParam>>;
}

/**
 * The calculators' notes in a language, by id: each a template of the step's {names}, where
 * `{name:table}` is the word of that table of terms whose key the value holds (`{to:unitMany}`
 * with `to: 'miles'` is "miles").
 */
export type CalculatorNotes = Readonly<Record<string, string>>;

/** Words of a language by table and key: `unitMany` `miles` is "millas" in Spanish. */
export type CalculatorTerms = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * A template with the values of its {names}: a number or tree in `notation` when given, and a
 * `{name:table}` the term of `terms` the value is the key of (the value itself when there is none).
 */
export const filled = (
  template: string,
  params: CalculatorWords['params'],
  notation?: Notation,
  terms?: CalculatorTerms,
): string =>
  template.replace(/\{(\w+)(?::(\w+))?\}/g, (_, name: string, table?: string) => {
    const value = params?.[name] ?? '';
    if (typeof value === 'object') return toText(value, notation);
    if (typeof value === 'number' && notation) return toText(n(value), notation);
    return (table && terms?.[table]?.[String(value)]) ?? String(value);
  });

/**
 * A calculator's step from its note's id in the calculator's own English notes and its statement:
 * the note is the template, and the words and the tree are kept so that another language can word
 * the same step (`calculatorStepIn`).
 */
export const worded = <T extends CalculatorNotes>(
  notes: T,
  id: keyof T & string,
  statement: MathNode,
): Step => ({ ...step(notes[id] as string, statement), statement, words: { id } });

/**
 * `worded` for a note that names values ("Prime factors of {value}"), rendered with them, and with
 * the English `terms` a `{name:table}` of the note names.
 */
export const wordedWith = <T extends CalculatorNotes>(
  notes: T,
  id: keyof T & string,
  statement: MathNode,
  params: NonNullable<CalculatorWords['params']>,
  terms?: CalculatorTerms,
): Step => ({
  ...step(filled(notes[id] as string, params, undefined, terms), statement),
  statement,
  words: { id, params },
});
