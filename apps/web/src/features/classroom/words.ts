/**
 * What the class pages show for the server's codes besides their words (which are in the
 * catalogues, `state.<state>`, `verdict.<verdict>` and `mistake.<mistake>`): the sign that goes
 * with each state and verdict, so colour never says it alone, and the named mistakes' words.
 */
import type { ClassCellState, LineVerdict } from '@mathtools/contracts';
import { hasMessage } from '../../i18n/catalogue';
import type { Language } from '../../i18n/languages';
import { translator } from '../../i18n/use-t';

export const stateSigns: Record<ClassCellState, string> = {
  'not-started': '·',
  working: '…',
  right: '✓',
  wrong: '✗',
};

export const verdictSigns: Record<LineVerdict, string> = {
  right: '✓',
  wrong: '✗',
  unreadable: '?',
};

/**
 * A mistake's name as a teacher reads it in the table, in the page's language: the classroom
 * catalogue's `mistake.<id>` for each mistake math-core's checker names (its `MistakeId`s), else,
 * for one named after these pages were written, its slug read as words.
 */
export function mistakeName(slug: string, language: Language): string {
  const key = `mistake.${slug}`;
  if (hasMessage(language, 'classroom', key)) return translator(language, 'classroom')(key);
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A mistake's name inside a sentence, after a colon ("Line 2 does not follow: sign of a moved
 * term."): its first letter in lower case, but in German, whose nouns keep their capital.
 */
export function mistakeInSentence(slug: string, language: Language): string {
  const name = mistakeName(slug, language);
  return language === 'de' ? name : name.charAt(0).toLocaleLowerCase(language) + name.slice(1);
}

/** A date and time as the page's language writes them, in the browser's time zone. */
export const formatTime = (iso: string, language: Language) =>
  new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
