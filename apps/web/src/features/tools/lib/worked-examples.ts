import type { Step } from '@mathtools/math-core';
import { type Language, languages } from '../../../i18n/languages';
import { liveWords, writtenIn } from './live-steps';

/**
 * A tool page's worked examples and statements in the page's language, written by math-core when
 * the page is built: each language's page gets an examples module of its own (vite.config.ts,
 * `prebuiltExamples`), already in its words and notation (`<mn>2,5</mn>`, and the `alttext` its
 * screen reader speaks: "log en base 2 de 8 es igual a 3"), so no page fetches the others' words
 * or math-core's entry for its language (about 55 KB gzip).
 */

/** A step of math-core's (a worked example's line, a checked statement): its note, text and MathML. */
const isStep = (value: object): value is Step =>
  typeof (value as Step).note === 'string' &&
  typeof (value as Step).text === 'string' &&
  typeof (value as Step).mathml === 'string';

/** What a page shows of a step: its note and its statement, as text and typeset. */
const shown = ({ note, text, mathml }: Step): Step => ({ note, text, mathml });

/** An examples module's exports in a language, and the steps whose note it has no words for. */
export type ExamplesIn = {
  examples: Record<string, unknown>;
  /** Where and what: `changeOfBase.steps[2]: Natural log of the value`. */
  unworded: string[];
};

/**
 * An examples module's exports (`features/tools/<id>/examples.ts`) in a language: every step in
 * them (a worked example's line, a statement the page makes) written in the language's notation
 * and words by math-core (`writtenIn`), and kept to what a page shows of it (no tree, no words as
 * data, which would only weigh in the page's script). In English, math-core's steps as they are.
 * A step that carries no statement tree cannot be written in another language: it throws, which
 * fails the build. A step whose note the language has no words for keeps math-core's English note
 * and is listed in `unworded`.
 */
export async function examplesIn(
  module: Readonly<Record<string, unknown>>,
  language: Language,
): Promise<ExamplesIn> {
  const words = language === 'en' ? undefined : await liveWords(language);
  const unworded: string[] = [];
  const stepAt = (step: Step, at: string): Step => {
    if (!words) return shown(step);
    const written = writtenIn(step, words);
    if (!written) throw new Error(`${at} has no statement tree to write in ${language}`);
    if (!written.worded) unworded.push(`${at}: ${step.note}`);
    return shown(written.step);
  };
  const walk = (value: unknown, at: string): unknown => {
    if (Array.isArray(value)) return value.map((item, i) => walk(item, `${at}[${i}]`));
    if (typeof value !== 'object' || value === null) return value;
    if (isStep(value)) return stepAt(value, at);
    // math-core's unit conversion makes its texts on first read: its data is what it gives.
    const data =
      Object.getPrototypeOf(value) === Object.prototype
        ? value
        : typeof (value as { toJSON?: unknown }).toJSON === 'function'
          ? (value as { toJSON: () => object }).toJSON()
          : undefined;
    if (!data) return value;
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, walk(v, `${at}.${k}`)]));
  };
  const examples = Object.fromEntries(
    Object.entries(module).map(([name, value]) => [name, walk(value, name)]),
  );
  return { examples, unworded };
}

/**
 * The examples module at `file` in every language, for the build (vite.config.ts), which runs
 * this module in Node and writes each language's result into that language's page.
 */
export async function examplesInEveryLanguage(file: string): Promise<Record<Language, ExamplesIn>> {
  const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
  const written = await Promise.all(languages.map((language) => examplesIn(module, language)));
  return Object.fromEntries(languages.map((language, i) => [language, written[i]])) as Record<
    Language,
    ExamplesIn
  >;
}
