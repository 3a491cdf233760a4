import {
  type CalculatorWords,
  calculatorStepIn,
  calculatorWordsIn,
  type ExplainedStep,
  type Step,
  stepWords,
  toMathML,
  toText,
} from '@mathtools/math-core';
import type { Language } from '../../../i18n/languages';

/**
 * The steps of a result a visitor calculates, in a page's language: math-core's words and
 * notation for that language, from its entry (`@mathtools/math-core/locales/es` …, about 55 KB
 * gzip). This module is loaded only by `inLanguage` (./in-language), when a result is calculated
 * on a page in another language than English, so no page's first load carries it or the entry.
 */

/**
 * What the steps are worded with: the solver's writing (its notes, its notation, and its words
 * for the answers it gives in words), and the calculators' notes.
 */
export interface Words {
  solver: {
    notes: Parameters<typeof stepWords>[1];
    notation: Parameters<typeof toText>[1];
    answers: { words: Readonly<Record<string, string>> };
  };
  calculators: Parameters<typeof calculatorStepIn>[1];
}

const ENTRIES: Record<Exclude<Language, 'en'>, () => Promise<Words>> = {
  es: () =>
    import('@mathtools/math-core/locales/es').then((m) => ({
      solver: m.es.writing,
      calculators: m.spanishCalculators,
    })),
  fr: () =>
    import('@mathtools/math-core/locales/fr').then((m) => ({
      solver: m.fr.writing,
      calculators: m.frenchCalculators,
    })),
  de: () =>
    import('@mathtools/math-core/locales/de').then((m) => ({
      solver: m.de.writing,
      calculators: m.germanCalculators,
    })),
  pt: () =>
    import('@mathtools/math-core/locales/pt').then((m) => ({
      solver: m.pt.writing,
      calculators: m.portugueseCalculators,
    })),
};

/**
 * A number's decimal point as a decimal comma in MathML math-core wrote in English: inside a
 * number (`<mn>2.0794</mn>`) and in the spoken label, where a point sits between digits. Only for
 * a step that carries no statement tree to write again in the language (see `stepIn`).
 */
const decimalComma = (mathml: string): string =>
  mathml
    .replace(/<mn>(\d*)\.(\d+)<\/mn>/g, '<mn>$1,$2</mn>')
    .replace(
      /(alttext|aria-label)="([^"]*)"/g,
      (_, name: string, label: string) => `${name}="${label.replace(/(\d)\.(?=\d)/g, '$1,')}"`,
    );

/** A solver's step's words in the language (its note, rule and why); none where it has none. */
const solverWords = (step: Step, words: Words) => {
  const { notes, notation } = words.solver;
  const said = stepWords(step as ExplainedStep, notes, notation);
  return said.ok ? said.value : undefined;
};

/**
 * One step written in the language from its statement tree: its statement in the language's
 * notation (its decimal comma, and the words its formula is spoken in, the MathML's `alttext`),
 * its note in the language's words. A step of the solver (quadratic, fraction, statistics: it
 * names its rule, `ruleId`) is worded from the language's notes by rule and parameters; a
 * calculator's step (it carries its `words`) from the language's calculators' notes; a statement
 * without a note (a page's `statement`) is only written. `worded` is false where the language
 * has no words for the step's note, which is then math-core's English. Undefined for a step
 * without its tree.
 */
export function writtenIn(step: Step, words: Words): { step: Step; worded: boolean } | undefined {
  const tree = step.statement;
  if (!tree) return undefined;
  if ('ruleId' in step) {
    const { notation } = words.solver;
    const said = solverWords(step, words);
    return {
      step: {
        ...step,
        ...said,
        text: toText(tree, notation),
        mathml: toMathML(tree, { notation }),
      },
      worded: said !== undefined,
    };
  }
  const written = calculatorStepIn(step, words.calculators);
  if (!written.ok) return undefined;
  const id = step.words?.id;
  return {
    step: written.value,
    worded: step.note === '' || (id !== undefined && words.calculators.notes[id] !== undefined),
  };
}

/**
 * One step in the language: written from its statement tree (`writtenIn`); a step without one
 * keeps its statement's MathML, its decimals written with a comma, and a solver's step has its
 * note in the language's words all the same.
 */
const stepIn = (step: Step, words: Words): Step =>
  writtenIn(step, words)?.step ?? {
    ...step,
    ...('ruleId' in step ? solverWords(step, words) : undefined),
    mathml: decimalComma(step.mathml),
  };

/** The words of a language (another than English): what its steps and terms are worded with. */
export const liveWords = (language: Exclude<Language, 'en'>): Promise<Words> => ENTRIES[language]();

/** The steps in the language of these words. */
export const liveStepsIn = (steps: readonly Step[], words: Words): Step[] =>
  steps.map((step) => stepIn(step, words));

/**
 * A term of the solver's notes in the language of these words (a method's name, `method`
 * `quadraticFormula`: "abc-Formel"); undefined when the language has none.
 */
export const liveTerm = (words: Words, table: string, id: string): string | undefined =>
  words.solver.notes.terms?.[table]?.[id];

/**
 * A calculator's words that are no step's in the language of these words (a conversion's formula,
 * "1 milla = 1,609344 kilómetros"); undefined when the language has none.
 */
export const liveSaid = (words: Words, said: CalculatorWords): string | undefined => {
  const text = calculatorWordsIn(said, words.calculators);
  return text.ok ? text.value : undefined;
};

/**
 * An answer math-core gives in words, by its id, in the language of these words ("noReal":
 * "Ninguna solución real"); undefined when the language has none.
 */
export const liveAnswer = (words: Words, id: string): string | undefined =>
  words.solver.answers.words[id];
