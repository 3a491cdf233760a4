import type { Step } from '@mathtools/math-core';
import type { Language } from '../../../i18n/languages';
import type { Translate } from '../../../i18n/use-t';

/**
 * A tool page's worked examples in the page's language. math-core writes the examples' working in
 * English when the page is built; a page in another language shows each step's note from its
 * catalogue and its numbers with the decimal comma every language but English writes (`2,0794`).
 * The quadratic and fraction pages' examples are math-core's solver's working: their catalogue
 * notes are math-core's own words in each language (a unit test holds them to it), since its
 * entry for a language (about 55 KB gzip) is too much to fetch before a tool page renders.
 */

/**
 * The page catalogue's words for the steps of one of its examples: `step.<example>.<index>`, one
 * per step, whose English is math-core's note word for word (a unit test pins it).
 */
export const catalogueNotes =
  (t: Translate, example: string) =>
  (index: number): string =>
    t(`step.${example}.${index}`);

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
 * The steps as the page shows them in `language`. English keeps math-core's steps as they are;
 * another language takes each note from `noteOf` (the page's catalogue) when given, and writes
 * decimals with a comma.
 */
export function stepsIn(
  steps: readonly Step[],
  language: Language,
  noteOf?: (index: number) => string,
): readonly Step[] {
  if (language === 'en') return steps;
  return steps.map(
    (step, i): Step => ({
      ...step,
      note: noteOf?.(i) ?? step.note,
      mathml: decimalComma(step.mathml),
    }),
  );
}
