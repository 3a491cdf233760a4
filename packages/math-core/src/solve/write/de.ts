/**
 * German, read and written: `solve(text, { language: de })` reads German words and notation and
 * answers in German (the steps' words from the German notes, the maths in the German notation).
 * The package's `@mathtools/math-core/locales/de` entry; the index imports none of it.
 * The notation is ../../locales/de/NOTATION.md's.
 */
import { germanCalculatorNotes, germanNotes } from '../../locales/de';
import { germanAnswers } from '../../locales/de/answers';
import { germanPracticeWords } from '../../locales/de/practice';
import { germanSpeech } from '../../locales/de/speech';
import type { CalculatorLanguage } from '../../math/calculatorStep';
import type { Notation } from '../../math/notation';
import { german } from '../read/languages/de';
import { type WritingLanguage, writingLanguage } from '../written';
import { conversionsWritten } from './conversions';

/** How German schools write mathematics: 2,5; `x = 1; y = 2`; ]−2; 2[; lg, ggT, kgV; "oder". */
export const germanNotation: Notation = {
  decimal: ',',
  reversedIntervals: true,
  functions: {
    log: 'lg',
    gcd: 'ggT',
    lcm: 'kgV',
    mean: 'Mittelwert',
    median: 'Median',
    mode: 'Modus',
    range: 'Spannweite',
  },
  or: 'oder',
  // 15.600, as German textbooks and `Intl.NumberFormat('de')` write a large number.
  group: '.',
  speech: germanSpeech,
};

/** German, read and written. */
export const de: WritingLanguage = /* @__PURE__ */ conversionsWritten(
  writingLanguage(german, {
    notes: germanNotes,
    notation: germanNotation,
    answers: germanAnswers,
  }),
);

export { germanNotes };

/** Practice problems in German: `generateProblem(category, seed, { language: germanPractice })`. */
export const germanPractice = {
  code: 'de',
  words: germanPracticeWords,
  notation: germanNotation,
};

/**
 * The calculators' steps in German (percentages, money, dates, times, BMI, GPA, primes): the
 * notes by id and the notation, for `calculatorStepIn(step, germanCalculators)`.
 */
export const germanCalculators: CalculatorLanguage = {
  notes: germanCalculatorNotes,
  notation: germanNotation,
  // The names of the converter's units (`unitOne`, `unitMany`) are the solver's terms.
  terms: germanNotes.terms,
};
