/**
 * The keypad's templates leave empty slots (`√()`, `()/()`, `^()`, `||`) for the visitor to fill.
 * When one is still empty, the solver's parser stops on the bracket that follows it ("A ")" has no
 * "(" before it to close"), which does not say what is wrong. This names the slot instead. It
 * reads only what the templates type, and is asked only once the solver could not read the text.
 */

import { isLanguage, type Language } from '../../i18n/languages';
import { translator } from '../../i18n/use-t';

/** A template's slot, named by its message's key in the solve catalogue (`empty.root` …). */
const FUNCTION_SLOTS: readonly [RegExp, string][] = [
  [/(?:sqrt|√)\s*\(\s*\)/, 'empty.root'],
  [/log_\s*\(/, 'empty.logBase'],
  [/log_[^(\s]+\s*\(\s*\)/, 'empty.log'],
  [/(?:ln|log)\s*\(\s*\)/, 'empty.log'],
  [/(?:sin|cos|tan)\s*\(\s*\)/, 'empty.angle'],
  [/d\/dx\s*\(\s*\)/, 'empty.derivative'],
  [/\^\s*(?:\(\s*\)|$)/, 'empty.power'],
  [/\(\s*\)\s*\/\s*\(\s*\)/, 'empty.fraction'],
  [/\(\s*\)\s*\//, 'empty.top'],
  [/\/\s*\(\s*\)/, 'empty.bottom'],
  [/\|\s*\|/, 'empty.abs'],
  [/\(\s*\)/, 'empty.brackets'],
];

/**
 * What is empty in `text`, said in `language` (a page's, or the code of math-core's language; the
 * solve catalogue in it is loaded with the page), or null when no template slot is.
 */
export function emptySlotMessage(text: string, language: Language | string = 'en'): string | null {
  const found = FUNCTION_SLOTS.find(([pattern]) => pattern.test(text));
  if (!found) return null;
  return translator(isLanguage(language) ? language : 'en', 'solve')(found[1]);
}
