/** What a skill's round and the review say: level changes, credit, hint labels, due dates. */
import type { MasteryLevel } from '@mathtools/contracts';
import { masteryLabels, masteryOrder } from './mastery';

/**
 * "Level up: Proficient", "Level down: Familiar", or null when an answer left the level as it
 * was. A skill's first answer, right or wrong, makes it Attempted: that is a start, not a level
 * earned, so it is not announced as one (the page shows "Level: Attempted").
 */
export function levelChange(previous: MasteryLevel, next: MasteryLevel): string | null {
  const step = masteryOrder.indexOf(next) - masteryOrder.indexOf(previous);
  if (step === 0 || previous === 'not-started') return null;
  return `${step > 0 ? 'Level up' : 'Level down'}: ${masteryLabels[next]}`;
}

/** What a correct answer earned: full credit, or less after hints (the server's `credit`). */
export function creditNote(credit: number, hintsUsed: number): string {
  if (hintsUsed === 0) return 'Full credit.';
  const share = credit === 0.75 ? '¾' : credit === 0.5 ? '½' : `${Math.round(credit * 100)}%`;
  return `${share} credit, after ${hintsUsed === 1 ? 'one hint' : `${hintsUsed} hints`}.`;
}

/** The words on the hint button for the level it would show next (1 a nudge, 2 the method…). */
export const hintButtonLabels = ['Show a hint', 'Show the method', 'Show the first step'] as const;
/** The title of each hint level once shown. */
export const hintTitles = ['Hint: a nudge', 'Hint: the method', 'Hint: the first step'] as const;

/** A review date as the visitor's locale writes a day ("24 November 2026"). */
export const formatDueDate = (ms: number, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(ms));
