import type { CalculatorWords, Notation, Step } from '@mathtools/math-core';
import type { Language } from '../../../i18n/languages';

/**
 * A term of math-core's notes in the page's language, by its table and id (`method`,
 * `quadraticFormula`): undefined on an English page, or when the language has none.
 */
export type TermIn = (table: string, id: string) => string | undefined;

const noTerm: TermIn = () => undefined;

/**
 * A calculator's words that are no step's (a conversion's `formulaWords`) in the page's
 * language: undefined on an English page, where the calculator's own English stands.
 */
export type SayIn = (words: CalculatorWords) => string | undefined;

const noWords: SayIn = () => undefined;

/**
 * How the page's language writes mathematics (its notation: 2,5 with a decimal comma), and its
 * words for an answer math-core gives in words, by id (`noReal`: "Ninguna solución real"): both
 * undefined on an English page, where math-core's own writing stands.
 */
export interface WrittenIn {
  notation?: Notation;
  answer: (id: string) => string | undefined;
}

const english: WrittenIn = { answer: () => undefined };

/**
 * What `show` makes of a result a visitor calculated, with its steps in the page's language. On
 * an English page it is made at once, from the result as math-core wrote it. On a page in another
 * language the steps are worded in that language first (./live-steps, with math-core's entry for
 * the language, loaded with the first result): the result comes when its words are ready, so it
 * is never shown in English meanwhile. `useToolState` waits for it (its form is busy) and says
 * so if the words cannot be loaded. `show` is also given the language's terms (`TermIn`) and its
 * calculators' other words (`SayIn`) and its writing (`WrittenIn`).
 */
export function shownInLanguage<R extends { steps: readonly Step[] }, A>(
  result: R,
  language: Language,
  show: (result: R, term: TermIn, say: SayIn, written: WrittenIn) => A,
): A | Promise<A> {
  if (language === 'en') return show(result, noTerm, noWords, english);
  return import('./live-steps').then(
    async ({ liveWords, liveStepsIn, liveTerm, liveSaid, liveAnswer }) => {
      const words = await liveWords(language);
      const steps = liveStepsIn(result.steps, words);
      return show(
        { ...result, steps },
        (table, id) => liveTerm(words, table, id),
        (said) => liveSaid(words, said),
        { notation: words.solver.notation, answer: (id) => liveAnswer(words, id) },
      );
    },
  );
}

/** The result with its steps in the page's language (`shownInLanguage`). */
export const inLanguage = <R extends { steps: readonly Step[] }>(
  result: R,
  language: Language,
): R | Promise<R> => shownInLanguage(result, language, (worded) => worded);
