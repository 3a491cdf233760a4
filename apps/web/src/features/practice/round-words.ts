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

/**
 * What a correct answer earned: full credit, or less after hints or on the second try (the
 * server's `credit`: a second try counts as one more hint).
 */
export function creditNote(credit: number, hintsUsed: number, secondTry = false): string {
  if (hintsUsed === 0 && !secondTry) return 'Full credit.';
  const share = credit === 0.75 ? '¾' : credit === 0.5 ? '½' : `${Math.round(credit * 100)}%`;
  const hints = hintsUsed === 1 ? 'one hint' : `${hintsUsed} hints`;
  if (!secondTry) return `${share} credit, after ${hints}.`;
  return `${share} credit, on the second try${hintsUsed ? ` after ${hints}` : ''}.`;
}

/** The words on the hint button for the level it would show next (1 a nudge, 2 the method…). */
export const hintButtonLabels = ['Show a hint', 'Show the method', 'Show the first step'] as const;
/** The title of each hint level once shown. */
export const hintTitles = ['Hint: a nudge', 'Hint: the method', 'Hint: the first step'] as const;

/** A review date as the visitor's locale writes a day ("24 November 2026"). */
export const formatDueDate = (ms: number, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(ms));
