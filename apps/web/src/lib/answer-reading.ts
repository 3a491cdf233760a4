/**
 * What the answer box needs from math-core, in its own chunk: loaded when a student starts typing
 * (or when grading has to happen offline), so the practice page's first load does not carry the
 * parser. On a page in another language the answer is read in its notation first, by math-core's
 * entry for the language (`solverLanguage`, a chunk of its own fetched by that page only), as the
 * server reads it with `?lang=`: so the preview, the grading here and the grading online read one
 * answer the same way.
 */

import type { PracticeProblem } from '@mathtools/contracts';
import {
  type Reading as MathReading,
  parseMath,
  refusalIn,
  toMathML,
  type WritingLanguage,
} from '@mathtools/math-core';
import type { Language } from '../i18n/languages';
import { solverLanguage } from '../i18n/math-language';
import { checkHere } from './grade-here';

/**
 * What a preview shows: the maths typeset (absent for a question in words), what words ask of it
 * ("the derivative of"), and how a number typed with a comma was read ("2,5 as 2.5").
 */
export type Reading =
  | { ok: true; mathml?: string; asks?: string; readings?: readonly MathReading[] }
  | { ok: false; message: string };

/**
 * The answer as math-core's graders read it: as typed in English (no `language`); else read from
 * the language's notation into the English one (Spanish `2,5` is 2.5, `x = 1; x = 2` two values,
 * French `]−2 ; 2[` the interval (−2, 2)), with the readings made ("2,5 as 2.5"). English typed on
 * such a page reads as it does in English (`2.5`). Should the reader fail, the answer as typed,
 * as the server does.
 */
function readIn(
  text: string,
  language?: WritingLanguage,
): { text: string; readings: readonly MathReading[] } {
  if (!language) return { text, readings: [] };
  try {
    return language.read(text);
  } catch {
    return { text, readings: [] };
  }
}

/**
 * How math-core reads the entry: its typeset form (in the language's notation, with what its
 * notation was read as), or why it cannot be read (said in the language).
 */
export function readAnswer(text: string, language?: WritingLanguage): Reading {
  const read = readIn(text, language);
  const parsed = parseMath(read.text);
  if (!parsed.ok) return { ok: false, message: refusalIn(parsed.error, language).message };
  const notation = language?.writing.notation;
  return {
    ok: true,
    mathml: toMathML(parsed.value, notation ? { notation } : {}),
    ...(read.readings.length > 0 ? { readings: read.readings } : {}),
  };
}

/**
 * The answer preview's reader on a page in `language`: `readAnswer` in its notation, once its
 * entry is fetched (at once in English).
 */
export const readerIn = (language: Language): Promise<(text: string) => Reading> =>
  solverLanguage(language).then((writing) => (text: string) => readAnswer(text, writing));

/** The same grading the server does, for when the server cannot be reached (`checkHere`). */
export const gradeOffline = (
  given: string,
  problem: Pick<PracticeProblem, 'answer' | 'decimals' | 'ordered'>,
  language?: WritingLanguage,
): boolean => checkHere(given, problem, language).kind === 'correct';
