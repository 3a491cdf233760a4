import {
  type ExplainedStep,
  type Step,
  stepWords,
  toMathML,
  type WritingLanguage,
} from '@mathtools/math-core';
import type { Language } from '../../../i18n/languages';
import { solverLanguage } from '../../../i18n/math-language';
import type { Translate } from '../../../i18n/use-t';

/**
 * A tool page's worked examples in the page's language. math-core writes the examples' working in
 * English when the page is built; a page in another language shows each step's note in its words
 * and its maths in its notation (`2,0794`, `x = 2; x = 3`).
 *
 * A step of math-core's solver (a quadratic's, a fraction sum's) names its rule (`ruleId`, `form`,
 * `params`) and keeps its statement as a tree: its words come from math-core's entry for the
 * language (the solver's own words for that step) and its MathML from the tree in the language's
 * notation. A calculator's step has neither: its note comes from the page's catalogue, and its
 * numbers are written with the decimal comma of every language but English.
 */

/**
 * The page catalogue's words for the steps of one of its examples: `step.<example>.<index>`, one
 * per step, whose English is math-core's note word for word (a unit test pins it).
 */
export const catalogueNotes =
  (t: Translate, example: string) =>
  (index: number): string =>
    t(`step.${example}.${index}`);

const entries = new Map<Language, WritingLanguage>();

/**
 * Fetches math-core's entry for the language once, before the page renders (with its module and
 * catalogues), so the prerendered page and the first client render both have its words.
 */
export async function loadWorkedLanguage(language: Language): Promise<void> {
  const entry = await solverLanguage(language);
  if (entry) entries.set(language, entry);
}

/** The entry fetched by `loadWorkedLanguage` (undefined for English, or not fetched). */
export const workedLanguage = (language: Language): WritingLanguage | undefined =>
  entries.get(language);

const said = (step: Step): step is ExplainedStep =>
  typeof (step as Partial<ExplainedStep>).ruleId === 'string';

/**
 * A number's decimal point as a decimal comma, in MathML math-core built: only inside a number
 * (`<mn>2.0794</mn>`) and in the spoken label of the formula, where a point sits between digits.
 */
const decimalComma = (mathml: string): string =>
  mathml
    .replace(/<mn>(\d*)\.(\d+)<\/mn>/g, '<mn>$1,$2</mn>')
    .replace(
      /(alttext|aria-label)="([^"]*)"/g,
      (_, name: string, label: string) => `${name}="${label.replace(/(\d)\.(?=\d)/g, '$1,')}"`,
    );

/**
 * The steps as the page shows them in `language`. English keeps math-core's steps as they are.
 * Otherwise a solver step takes its note from `entry` (math-core's words in the language; the
 * English note stays where the entry has none for it) and its MathML from its tree in the entry's
 * notation; any other step takes its note from `noteOf` (the page's catalogue) when given, and a
 * decimal comma.
 */
export function stepsIn(
  steps: readonly Step[],
  language: Language,
  entry: WritingLanguage | undefined,
  noteOf?: (index: number) => string,
): readonly Step[] {
  if (language === 'en') return steps;
  return steps.map((step, i): Step => {
    const own = noteOf?.(i);
    if (said(step) && entry) {
      const notation = entry.writing.notation;
      const words = stepWords(step, entry.writing.notes, notation);
      return {
        ...step,
        note: own ?? (words.ok ? words.value.note : step.note),
        mathml: decimalComma(step.statement ? toMathML(step.statement, { notation }) : step.mathml),
      };
    }
    return { ...step, note: own ?? step.note, mathml: decimalComma(step.mathml) };
  });
}
