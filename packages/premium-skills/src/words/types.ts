/**
 * A pack's words: its English sentences by id, and each of them in every other language the site
 * is read in, so that a sentence missing from a language fails to compile.
 */
export type InEveryLanguage<English extends Record<string, string>> = { en: English } & Record<
  'es' | 'fr' | 'de' | 'pt',
  Record<keyof English, string>
>;
