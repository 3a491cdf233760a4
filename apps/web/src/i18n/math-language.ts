/**
 * math-core's entry for a page's language (`@mathtools/math-core/locales/es` …): the solver's
 * language (its words and notation), the language practice problems are written in, and the
 * reading of an answer typed in its notation. Each entry is fetched once, with a dynamic import()
 * and only by a page in that language, so the English pages' chunks carry none of it; English
 * needs nothing more than the library itself.
 */
import type { PracticeLanguage, WritingLanguage } from '@mathtools/math-core';
import type { Language } from './languages';

/** What a page uses of math-core's entry for its language. */
interface MathLanguage {
  solver: WritingLanguage;
  practice: PracticeLanguage;
}

const ENTRIES: Record<Exclude<Language, 'en'>, () => Promise<MathLanguage>> = {
  es: () =>
    import('@mathtools/math-core/locales/es').then((m) => ({
      solver: m.es,
      practice: m.spanishPractice,
    })),
  fr: () =>
    import('@mathtools/math-core/locales/fr').then((m) => ({
      solver: m.fr,
      practice: m.frenchPractice,
    })),
  de: () =>
    import('@mathtools/math-core/locales/de').then((m) => ({
      solver: m.de,
      practice: m.germanPractice,
    })),
  pt: () =>
    import('@mathtools/math-core/locales/pt').then((m) => ({
      solver: m.pt,
      practice: m.portuguesePractice,
    })),
};

const loading = new Map<Language, Promise<MathLanguage>>();

/**
 * The entry for a page's language, fetched once (undefined for English). A failed fetch is
 * forgotten, so the next use fetches it anew.
 */
export function mathLanguage(language: Language): Promise<MathLanguage | undefined> {
  if (language === 'en') return Promise.resolve(undefined);
  let promise = loading.get(language);
  if (!promise) {
    promise = ENTRIES[language]().catch((error: unknown) => {
      loading.delete(language);
      throw error;
    });
    loading.set(language, promise);
  }
  return promise;
}

/** The solver's language for a page's language (undefined for English: the solver's own). */
export const solverLanguage = (language: Language): Promise<WritingLanguage | undefined> =>
  mathLanguage(language).then((entry) => entry?.solver);

/** The language practice problems are written in on a page (undefined for English). */
export const practiceLanguage = (language: Language): Promise<PracticeLanguage | undefined> =>
  mathLanguage(language).then((entry) => entry?.practice);
