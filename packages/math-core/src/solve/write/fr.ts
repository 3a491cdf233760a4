/**
 * French, read and written: `solve(text, { language: fr })` reads French words and notation and
 * answers in French (the steps' words from the French notes, the maths in the French notation).
 * The package's `@mathtools/math-core/locales/fr` entry; the index imports none of it.
 * The notation is ../../locales/fr/NOTATION.md's.
 */
import { frenchCalculatorNotes, frenchNotes } from '../../locales/fr';
import { frenchAnswers } from '../../locales/fr/answers';
import { frenchPracticeWords } from '../../locales/fr/practice';
import { frenchSpeech } from '../../locales/fr/speech';
import type { CalculatorLanguage } from '../../math/calculatorStep';
import type { Notation } from '../../math/notation';
import { french } from '../read/languages/fr';
import { type WritingLanguage, writingLanguage } from '../written';
import { conversionsWritten } from './conversions';

/** How French writes mathematics: 2,5; `x = 1; y = 2`; ]−2 ; 2[; cotan, pgcd; "ou". */
export const frenchNotation: Notation = {
  decimal: ',',
  reversedIntervals: true,
  intervalSeparator: ' ; ',
  functions: {
    cot: 'cotan',
    gcd: 'pgcd',
    lcm: 'ppcm',
    mean: 'moyenne',
    median: 'médiane',
    mode: 'mode',
    range: 'étendue',
  },
  or: 'ou',
  // 15 600 with a narrow no-break space, as French typography and `Intl.NumberFormat('fr')` write it.
  group: '\u202f',
  speech: frenchSpeech,
};

/** French, read and written. */
export const fr: WritingLanguage = /* @__PURE__ */ conversionsWritten(
  writingLanguage(french, {
    notes: frenchNotes,
    notation: frenchNotation,
    answers: frenchAnswers,
  }),
);

export { frenchNotes };

/** Practice problems in French: `generateProblem(category, seed, { language: frenchPractice })`. */
export const frenchPractice = {
  code: 'fr',
  words: frenchPracticeWords,
  notation: frenchNotation,
};

/**
 * The calculators' steps in French (percentages, money, dates, times, BMI, GPA, primes): the
 * notes by id and the notation, for `calculatorStepIn(step, frenchCalculators)`.
 */
export const frenchCalculators: CalculatorLanguage = {
  notes: frenchCalculatorNotes,
  notation: frenchNotation,
  // The names of the converter's units (`unitOne`, `unitMany`) are the solver's terms.
  terms: frenchNotes.terms,
};
