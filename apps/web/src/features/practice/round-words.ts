/** What a skill's round and the review say: level changes, credit, hint labels, due dates. */
import type { MasteryLevel } from '@mathtools/contracts';
import type { Language } from '../../i18n/languages';
import type { Translate } from '../../i18n/use-t';
import { masteryOrder } from './mastery';

/**
 * "Level up: Proficient", "Level down: Familiar", or null when an answer left the level as it
 * was, in the words of `t` (the `skills` catalogue). A skill's first answer, right or wrong, makes
 * it Attempted: that is a start, not a level earned, so it is not announced as one (the page shows
 * "Level: Attempted").
 */
export function levelChange(
  t: Translate,
  previous: MasteryLevel,
  next: MasteryLevel,
): string | null {
  const step = masteryOrder.indexOf(next) - masteryOrder.indexOf(previous);
  if (step === 0 || previous === 'not-started') return null;
  return t(step > 0 ? 'change.up' : 'change.down', { level: t(`mastery.${next}`) });
}

/**
 * What a correct answer earned: full credit, or less after hints or on the second try (the
 * server's `credit`: a second try counts as one more hint), in the words of `t` (the `skills`
 * catalogue) and the numbers of its language.
 */
export function creditNote(
  t: Translate,
  language: Language,
  credit: number,
  hintsUsed: number,
  secondTry = false,
): string {
  if (hintsUsed === 0 && !secondTry) return t('credit.full');
  const share =
    credit === 0.75
      ? '¾'
      : credit === 0.5
        ? '½'
        : new Intl.NumberFormat(language, { style: 'percent' }).format(
            Math.round(credit * 100) / 100,
          );
  if (!secondTry) return t('credit.hints', { share, hints: hintsUsed });
  return t(hintsUsed ? 'credit.secondTryHints' : 'credit.secondTry', { share, hints: hintsUsed });
}

/**
 * A review date as a day ("24 November 2026"): in the visitor's locale on an English page, in
 * the page's language on another.
 */
export const formatDueDate = (ms: number, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(ms));

/** The locale a day is written in on a page: the visitor's on English pages, else the page's. */
export const dayLocale = (language: Language): string | undefined =>
  language === 'en' ? undefined : language;
