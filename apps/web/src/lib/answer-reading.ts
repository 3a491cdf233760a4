/**
 * What the answer box needs from math-core, in its own chunk: loaded when a student starts typing
 * (or when grading has to happen offline), so the practice page's first load does not carry the
 * parser.
 */
import { checkAnswer, parseMath, toMathML } from '@mathtools/math-core';

/**
 * What a preview shows: the maths typeset (absent for a question in words), what words ask of it
 * ("the derivative of"), and how a number typed with a comma was read ("2,5 as 2.5").
 */
export type Reading =
  | { ok: true; mathml?: string; asks?: string; readAs?: string }
  | { ok: false; message: string };

/** How math-core reads the entry: its typeset form, or why it cannot be read. */
export function readAnswer(text: string): Reading {
  const parsed = parseMath(text);
  return parsed.ok
    ? { ok: true, mathml: toMathML(parsed.value) }
    : { ok: false, message: parsed.error.message };
}

/** The same grading the server does, for when the server cannot be reached. */
export function gradeOffline(given: string, expected: string): boolean {
  const result = checkAnswer(given, expected);
  return result.ok && result.value.correct;
}
