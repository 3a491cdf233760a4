/**
 * A student's working as typed in the box, and math-core's verdicts laid back beside it. Blank
 * lines are dropped before checking (math-core checks every line it is given), so each line
 * checked keeps where it was typed: "Line 3" is the box's third line, blank lines counted. The
 * words around the verdicts are the solve page's messages (`tutor.working.*`), in its language.
 */
import type { LineCheck, WorkingCheck } from '@mathtools/math-core';
import type { Translate } from '../../../i18n/use-t';

/** The lines to check, and for each the place (from 0) it was typed in the box. */
export type TypedLines = { lines: string[]; at: number[] };

/** Splits the box into lines (any newline), keeping the non-blank ones and where each was. */
export function typedLines(text: string): TypedLines {
  const lines: string[] = [];
  const at: number[] = [];
  for (const [index, line] of text.split(/\r\n|\r|\n/).entries()) {
    if (line.trim() === '') continue;
    lines.push(line.trim());
    at.push(index);
  }
  return { lines, at };
}

/** One line checked: as typed, its number in the box (from 1), its verdict. */
export type LineVerdict = {
  number: number;
  text: string;
  check: LineCheck;
  /** The first line that does not follow: highlighted, with what it could have been. */
  first: boolean;
};

export function lineVerdicts(typed: TypedLines, check: WorkingCheck): LineVerdict[] {
  return typed.lines.map((text, i) => ({
    number: (typed.at[i] ?? i) + 1,
    text,
    check: check.lines[i] ?? { status: 'unreadable' },
    first: check.firstWrong === i,
  }));
}

/**
 * The verdict beside a line: a sign and words (the message `key`), so colour never says it alone.
 */
export const statusWords: Record<LineCheck['status'], { sign: string; key: string }> = {
  follows: { sign: '✓', key: 'tutor.working.follows' },
  wrong: { sign: '✗', key: 'tutor.working.wrong' },
  unreadable: { sign: '?', key: 'tutor.working.unreadable' },
};

/** The working as a whole, in one sentence, with the tone of its notice. */
export type Summary = { tone: 'success' | 'info' | 'warning' | 'destructive'; text: string };

/**
 * Where the working stands, in the solve page's words `t`: the first line that does not follow
 * (by its number in the box), else finished, else the first line that could not be read (its
 * verdict is unknown, so the working is not called correct), else correct so far.
 */
export function workingSummary(typed: TypedLines, check: WorkingCheck, t: Translate): Summary {
  const number = (i: number) => (typed.at[i] ?? i) + 1;
  if (check.firstWrong !== null)
    return {
      tone: 'destructive',
      text: t('tutor.working.wrongLine', { line: number(check.firstWrong) }),
    };
  if (check.finished) return { tone: 'success', text: t('tutor.working.finished') };
  const unread = check.lines.findIndex((l) => l.status === 'unreadable');
  if (unread >= 0)
    return { tone: 'warning', text: t('tutor.working.unreadableLine', { line: number(unread) }) };
  return { tone: 'info', text: t('tutor.working.unfinished') };
}
