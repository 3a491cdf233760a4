/**
 * The /solve preview of a problem read by the solver (`readProblem`, by the page's solver in
 * ./solver, which loads the kinds the problem needs): the maths as it will be read, command words
 * taken off and named, a decimal comma's reading stated, and a word the solver does not know
 * refused as the solver refuses it.
 */
import {
  type ProblemReading,
  type Result,
  toMathML,
  type WritingLanguage,
} from '@mathtools/math-core';
import { isLanguage } from '../../i18n/languages';
import { translator } from '../../i18n/use-t';
import type { Reading } from '../../lib/answer-reading';
import { emptySlotMessage } from './empty-slot';

/**
 * What the preview shows of `text`, read as `read` in `language` (math-core's, for a page in a
 * language besides English): its maths in the language's notation, its words from the page's
 * solve catalogue ("the derivative of").
 */
export function readingOf(
  text: string,
  read: Result<ProblemReading>,
  language?: WritingLanguage,
): Reading {
  if (!read.ok)
    return { ok: false, message: emptySlotMessage(text, language?.id) ?? read.error.message };
  const notation = language?.writing.notation;
  const t = translator(language && isLanguage(language.id) ? language.id : 'en', 'solve');
  const { asks, readings, tree } = read.value;
  const mathml = notation && tree ? toMathML(tree, { notation }) : read.value.mathml;
  return {
    ok: true,
    ...(mathml ? { mathml } : {}),
    ...(asks ? { asks: t(`asks.${asks}`) } : {}),
    ...(readings.length > 0 ? { readings } : {}),
  };
}
