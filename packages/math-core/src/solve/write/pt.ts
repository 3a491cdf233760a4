/**
 * Portuguese (Brazil), read and written: `solve(text, { language: pt })` reads Portuguese words
 * and notation and answers in Portuguese (the steps' words from the Portuguese notes, the maths in
 * the Brazilian notation). The package's `@mathtools/math-core/locales/pt` entry; the index
 * imports none of it. The notation is ../../locales/pt/NOTATION.md's.
 */
import { portugueseCalculatorNotes, portugueseNotes } from '../../locales/pt';
import { portugueseAnswers } from '../../locales/pt/answers';
import { portuguesePracticeWords } from '../../locales/pt/practice';
import { portugueseSpeech } from '../../locales/pt/speech';
import type { CalculatorLanguage } from '../../math/calculatorStep';
import type { Notation } from '../../math/notation';
import { portuguese } from '../read/languages/pt';
import { type WritingLanguage, writingLanguage } from '../written';
import { conversionsWritten } from './conversions';

/** How Brazilian schools write mathematics: 2,5; `x = 1; y = 2`; ]−2; 2[; sen, tg, cotg; "ou". */
export const portugueseNotation: Notation = {
  decimal: ',',
  reversedIntervals: true,
  functions: {
    sin: 'sen',
    tan: 'tg',
    cot: 'cotg',
    csc: 'cossec',
    arcsin: 'arcsen',
    arctan: 'arctg',
    gcd: 'mdc',
    lcm: 'mmc',
    mean: 'média',
    median: 'mediana',
    mode: 'moda',
  },
  or: 'ou',
  // 15.600, as Brazilian textbooks and `Intl.NumberFormat('pt-BR')` write a large number.
  group: '.',
  speech: portugueseSpeech,
};

/** Portuguese, read and written. */
export const pt: WritingLanguage = /* @__PURE__ */ conversionsWritten(
  writingLanguage(portuguese, {
    notes: portugueseNotes,
    notation: portugueseNotation,
    answers: portugueseAnswers,
  }),
);

export { portugueseNotes };

/** Practice problems in Portuguese: `generateProblem(category, seed, { language: portuguesePractice })`. */
export const portuguesePractice = {
  code: 'pt',
  words: portuguesePracticeWords,
  notation: portugueseNotation,
};

/**
 * The calculators' steps in Portuguese (percentages, money, dates, times, BMI, GPA, primes): the
 * notes by id and the notation, for `calculatorStepIn(step, portugueseCalculators)`.
 */
export const portugueseCalculators: CalculatorLanguage = {
  notes: portugueseCalculatorNotes,
  notation: portugueseNotation,
  // The names of the converter's units (`unitOne`, `unitMany`) are the solver's terms.
  terms: portugueseNotes.terms,
};
