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
   * (absent from a step longer than a problem may be typed, and from the calculators' steps).
   */
  readonly statement?: MathNode;
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
