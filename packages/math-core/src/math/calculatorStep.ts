/**
 * A calculator's step worded in another language (`calculatorStepIn`), apart from the steps
 * themselves (./steps): a calculator carries only its English words, and a page loads this with
 * the language it words a step in, so a page's first load has none of it.
 */
import { fail } from '../_lib/result';
import type { Result } from '../types';
import type { Notation } from './notation';
import {
  type CalculatorNotes,
  type CalculatorTerms,
  type CalculatorWords,
  filled,
  type Step,
} from './steps';
import { toMathML } from './toMathML';
import { toText } from './toText';

/**
 * A language a calculator's steps are worded in: its calculators' notes, its notation, and the
 * terms a note names by key (`unitMany`, `unitOne`: its names of the converter's units).
 */
export interface CalculatorLanguage {
  readonly notes: CalculatorNotes;
  readonly notation: Notation;
  readonly terms?: CalculatorTerms;
}

/** A copy of plain data: what is written to it changes nothing else. */
const copy = <T>(data: T): T => JSON.parse(JSON.stringify(data));

/**
 * A calculator's step in another language: its note from that language's template for the step's
 * words, and its statement written in that language's notation (2,5 with a decimal comma). A step
 * whose words the notes lack keeps its note; one without a statement (a calculator's step always
 * has one) is kept as it is (a copy). `invalid_value` (field `step`) for what is no step or no language.
 *
 * @example
 * calculatorStepIn(unwrap(percentOf(80, 12.5)).steps[0], spanishCalculators).value.note;
 * // "Un porcentaje es un número de centésimas"
 */
export function calculatorStepIn(step: Step, language: CalculatorLanguage): Result<Step> {
  try {
    const { words, statement } = step;
    const { notes, notation, terms } = language;
    if (!statement) return { ok: true, value: copy(step) };
    const template = words && notes[words.id];
    return {
      ok: true,
      // A copy: writing to the step given or to the one returned changes neither the other.
      value: {
        ...copy(step),
        note: template === undefined ? step.note : filled(template, words?.params, notation, terms),
        text: toText(statement, notation),
        mathml: toMathML(statement, { notation }),
      },
    };
  } catch {
    return fail('invalid_value', 'not a calculator step, or not a language', 'step');
  }
}

/**
 * A calculator's words that are no step's (a conversion's `formulaWords`) in another language:
 * that language's template for their id, filled in its notation and with its terms.
 * `invalid_value` (field `words`) for what are no words, or words the language has no template for.
 *
 * @example
 * calculatorWordsIn(unwrap(convertUnit(1, 'length', 'mi', 'km')).formulaWords, spanishCalculators);
 * // { ok: true, value: '1 milla = 1,609344 kilómetros' }
 */
export function calculatorWordsIn(
  words: CalculatorWords,
  language: CalculatorLanguage,
): Result<string> {
  try {
    const template = language.notes[words.id];
    if (template !== undefined)
      return { ok: true, value: filled(template, words.params, language.notation, language.terms) };
  } catch {
    // Not words, or not a language: refused below.
  }
  return fail('invalid_value', 'no words of that id in the language', 'words');
}
