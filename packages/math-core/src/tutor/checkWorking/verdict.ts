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

/** The verdict on one line of working. */
export interface LineCheck {
  /** 'follows' from the line before (or the problem), 'wrong', or 'unreadable'. */
  status: 'follows' | 'wrong' | 'unreadable';
  /** Why, in a student's words: the mistake, the root rejected, or what could not be read. */
  reason?: string;
  /** The common mistake that explains a wrong line, by name. */
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

export const unreadable = (reason: string): LineCheck => ({ status: 'unreadable', reason });

/** Why a line could not be read, in one sentence: "This line is empty", or the parser's reason. */
export const couldNotRead = (reason: string): string =>
  reason.startsWith('This line') ? reason : `This line could not be read: ${reason}`;

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
