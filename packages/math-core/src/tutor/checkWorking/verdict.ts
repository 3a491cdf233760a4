/**
 * What the checker says of a line and of a working, and the small pieces every kind of working
 * reads its lines with.
 */
import * as B from '../../math/build';
import { toMathML } from '../../math/toMathML';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import type { SolveKind } from '../../solve/solve';
import type { MistakeId } from './mistakes';
import type { Line, LineReading } from './read';
import { sayWhy, type Why } from './words';

/** The verdict on one line of working. */
export interface LineCheck {
  /** 'follows' from the line before (or the problem), 'wrong', or 'unreadable'. */
  status: 'follows' | 'wrong' | 'unreadable';
  /**
   * Why, in a student's words: the mistake, the root rejected, or what could not be read; in the
   * language `checkWorking` was given (English without one), written from `why`.
   */
  reason?: string;
  /**
   * The same as data: the sentence's id and the values it names (trees, or several values said
   * together), so that a page can word it in its own language.
   */
  why?: Why;
  /**
   * The common mistake that explains a wrong line, by name, reported with a sentence that points
   * at the term that is wrong and, where there is one, the line it could have been:
   *
   * - `sign-of-moved-term`: a term moved across the `=` without changing its sign (2x + 3 = 7 → 2x
   *   = 10).
   * - `one-side-only`: one side multiplied, divided, added to or taken from alone (x − 4 = 6 → x −
   *   4 + 4 = 6).
   * - `inverse-operation`: the operation on x done again instead of undone (x/5 = 2/3 → x = 2/15).
   * - `not-every-term`: a term missed when multiplying or dividing (x/2 + 1 = 4 → x + 1 = 8; (2x +
   *   4)/2 → x + 4).
   * - `bracket-first-term-only`: a number, or a minus, multiplied into the first term of a bracket
   *   only (3(x + 2) → 3x + 2; 10 − (x + 3) → 10 − x + 3).
   * - `minus-before-bracket`: the minus before k(…) applied to its first term only (5 − 2(x − 4) →
   *   5 − 2x − 8).
   * - `square-of-sum`: (a + b)² written a² + b², inside a line or when squaring both sides.
   * - `root-of-sum`: √(a + b) split into √a + √b (√(x² + 9) → x + 3).
   * - `log-of-sum`: log(a + b) split into log a + log b.
   * - `cancelled-terms`: a term cancelled in a fraction as if it were a factor ((x + 4)/x → 4).
   * - `inequality-not-reversed`: both sides multiplied or divided by a negative number and the sign
   *   kept.
   * - `negative-root-forgotten`: the negative square root left out (x² = 9 → x = 3; x² ≥ 4 → x ≥
   *   2).
   * - `root-lost`: a solution lost by dividing by something that can be 0 (x² = 4x → x = 4).
   * - `extraneous-root-kept`: a value brought in by squaring kept, though it does not satisfy the
   *   problem.
   * - `solution-rejected`: a value crossed out, or ruled out with `≠`, that does satisfy the
   *   problem.
   * - `missing-constant`: an indefinite integral without its + C.
   * - `product-rule`: the derivative of a product taken as the product of the derivatives.
   * - `quotient-rule`: the quotient rule not used, or its top added or the wrong way round.
   * - `chain-rule`: the outside differentiated, the inside's derivative left out
   *   ((2x + 1)⁵ → 5(2x + 1)⁴).
   * - `power-rule`: xⁿ differentiated to n·xⁿ or xⁿ⁻¹, or integrated to xⁿ⁺¹ without dividing.
   * - `differentiated-not-integrated`: the integrand differentiated where it was to be integrated.
   */
  mistake?: MistakeId;
  /** What a wrong line could have been, as text, as MathML and as a tree. */
  suggestion?: string;
  suggestionMathml?: string;
  suggestionTree?: MathNode;
}

/** The verdict on a student's working. */
export interface WorkingCheck {
  lines: LineCheck[];
  /** The first line (from 0) that does not follow, or null when every line does. */
  firstWrong: number | null;
  /** The last line is the answer, reached by lines that all follow. */
  finished: boolean;
  /** How the last line stands: the answer, a correct step short of it, or wrong. */
  ending: 'answer' | 'unfinished' | 'wrong';
  /** What the problem is, as the solver read it. */
  kind: SolveKind;
}

/** At most this many lines are checked. */
export const MAX_WORKING_LINES = 40;

export const line = (check: LineCheck): LineCheck => check;
export const suggesting = (
  tree: MathNode,
): Pick<LineCheck, 'suggestion' | 'suggestionMathml' | 'suggestionTree'> => ({
  suggestion: toText(tree),
  suggestionMathml: toMathML(tree),
  suggestionTree: tree,
});

export type Checked = { lines: LineCheck[]; ending: WorkingCheck['ending'] };
export type Checker = (lines: LineReading[]) => Checked | undefined;

/** A line that could not be read, or cannot be checked here, and why. */
export const unreadable = (why: Why): LineCheck => ({
  status: 'unreadable',
  reason: sayWhy(why),
  why,
});

/** The one statement a line makes (a list where ± gives two), or why it cannot be used here. */
export const statementOf = (l: Line): MathNode | undefined =>
  l.integrals.length > 0 || l.derivatives.length > 0
    ? undefined
    : l.readings.length === 1
      ? l.readings[0]
      : B.list(...l.readings);

/** The value a line gives when a line of working is an expression: the last of `a = b = c`. */
export const lastValue = (tree: MathNode): MathNode =>
  tree.type === 'relation' ? (tree.operands.at(-1) as MathNode) : tree;

/**
 * A line's expression without the values it rules out written after it (`x + 3, x ≠ 3`: the
 * simplified expression and where it is not defined).
 */
export const withoutRestrictions = (statement: MathNode): MathNode => {
  if (statement.type !== 'list') return statement;
  const kept = statement.items.filter(
    (item) => !(item.type === 'relation' && item.relations.every((r) => r === '≠')),
  );
  return kept.length === 1
    ? (kept[0] as MathNode)
    : kept.length === 0
      ? statement
      : B.list(...kept);
};
