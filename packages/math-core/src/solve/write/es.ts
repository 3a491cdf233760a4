/**
 * Spanish, read and written: `solve(text, { language: es })` reads Spanish words and notation and
 * answers in Spanish (the steps' words from the Spanish notes, the maths in the Spanish notation).
 * The package's `@mathtools/math-core/locales/es` entry; the index imports none of it.
 * The notation is ../../locales/es/NOTATION.md's.
 */
import { spanishCalculatorNotes, spanishNotes } from '../../locales/es';
import { spanishAnswers } from '../../locales/es/answers';
import { spanishPracticeWords } from '../../locales/es/practice';
import { spanishSpeech } from '../../locales/es/speech';
import type { CalculatorLanguage } from '../../math/calculatorStep';
import type { Notation } from '../../math/notation';
import { spanish } from '../read/languages/es';
import { type WritingLanguage, writingLanguage } from '../written';
import { conversionsWritten } from './conversions';

/** How Spanish writes mathematics: 2,5; `x = 1; y = 2`; (−2; 2); sen, tg, cotg; "o". */
export const spanishNotation: Notation = {
  decimal: ',',
  functions: {
    sin: 'sen',
    tan: 'tg',
    cot: 'cotg',
    csc: 'cosec',
    arcsin: 'arcsen',
    arctan: 'arctg',
    gcd: 'mcd',
    lcm: 'mcm',
    mean: 'media',
    median: 'mediana',
    mode: 'moda',
  },
  or: 'o',
  // 15.600, as Spanish textbooks and `Intl.NumberFormat('es')` write a large number.
  group: '.',
  speech: spanishSpeech,
};

/** Spanish, read and written. */
export const es: WritingLanguage = /* @__PURE__ */ conversionsWritten(
  writingLanguage(spanish, {
    notes: spanishNotes,
    notation: spanishNotation,
    answers: spanishAnswers,
  }),
);

export { spanishNotes };

/** Practice problems in Spanish: `generateProblem(category, seed, { language: spanishPractice })`. */
export const spanishPractice = {
  code: 'es',
  words: spanishPracticeWords,
  notation: spanishNotation,
};

/**
 * The calculators' steps in Spanish (percentages, money, dates, times, BMI, GPA, primes): the
 * notes by id and the notation, for `calculatorStepIn(step, spanishCalculators)`.
 */
export const spanishCalculators: CalculatorLanguage = {
  notes: spanishCalculatorNotes,
  notation: spanishNotation,
  // The names of the converter's units (`unitOne`, `unitMany`) are the solver's terms.
  terms: spanishNotes.terms,
};
