/**
 * What the answer box needs from math-core, in its own chunk: loaded when a student starts typing
 * (or when grading has to happen offline), so the practice page's first load does not carry the
 * parser.
 */
import { checkAnswer, parseMath, readNumberCommas, toMathML } from '@mathtools/math-core';

/** `readAs` says how a number typed with a comma was read ("2,5 as 2.5"), when one was. */
export type Reading =
  | { ok: true; mathml: string; readAs?: string }
  | { ok: false; message: string };

/** How math-core reads the entry: its typeset form, or why it cannot be read. */
export function readAnswer(text: string): Reading {
  const parsed = parseMath(text);
  return parsed.ok
    ? { ok: true, mathml: toMathML(parsed.value) }
    : { ok: false, message: parsed.error.message };
}

/**
 * How the solver reads a problem being typed: as an answer is read, but a comma inside a number
 * is a decimal comma or a thousands separator where it cannot separate equations, as `solve`
 * reads it.
 */
export function readProblem(text: string): Reading {
  const read = readNumberCommas(text);
  if (!read.ok) return { ok: false, message: read.error.message };
  const commas = read.value;
  const reading = readAnswer(commas.text);
  if (!reading.ok || commas.readings.length === 0) return reading;
  return { ...reading, readAs: commas.readings.map((r) => `${r.typed} as ${r.read}`).join(', ') };
}

/** The same grading the server does, for when the server cannot be reached. */
export function gradeOffline(given: string, expected: string): boolean {
  const result = checkAnswer(given, expected);
  return result.ok && result.value.correct;
}
