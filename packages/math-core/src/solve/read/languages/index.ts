/**
 * The languages the solver reads besides English, each a table of its words and notation passed
 * as `solve(text, { language: spanish })`: a solver given none carries none of them.
 */
import { german } from './de';
import { spanish } from './es';
import { french } from './fr';
import type { Language, LanguageId } from './language';
import { portuguese } from './pt';

export type { Language, LanguageId, LanguageReading } from './language';
export { french, german, portuguese, spanish };

/** Every language the solver reads besides English, by its code: `languages.de` is `german`. */
export const languages: Readonly<Record<LanguageId, Language>> = {
  es: spanish,
  fr: french,
  de: german,
  pt: portuguese,
};
