import type { Notation } from '../notation';

/**
 * A sentence's template with its {names} filled in: each value written by `write`, a name without
 * a value left as it is. The tutor's verdicts and the graph's descriptions are written this way in
 * every language.
 */
export const fillIn = <V>(
  template: string,
  values: Readonly<Record<string, V>> | undefined,
  write: (value: V) => string,
): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values?.[name];
    return value === undefined ? whole : write(value);
  });

/**
 * What the tutor, the graph and a refusal read of a language the solver writes in (`es` from
 * `@mathtools/math-core/locales/es`, …): its notes and its notation.
 */
export interface WrittenIn {
  readonly writing: { readonly notes: object; readonly notation: Notation };
}

/**
 * The table of words a language's entry brings in its notes beside the solver's
 * (`es.writing.notes.tutor`, `.graph`, `.refusals`), with its notation; undefined for a language without it
 * (the solver's own English notes never hold one). Read loosely: a caller without types may give
 * anything.
 */
export const wordsIn = <W>(
  language: WrittenIn | undefined,
  table: 'tutor' | 'graph' | 'refusals',
): { words: W; notation: Notation } | undefined => {
  const words = (language?.writing?.notes as Partial<Record<string, W>> | undefined)?.[table];
  return words && language ? { words, notation: language.writing.notation } : undefined;
};
