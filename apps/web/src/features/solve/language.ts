/**
 * The language the solver answers in on a page: English needs nothing more; every other language
 * is math-core's entry for it (`@mathtools/math-core/locales/es` …), each fetched with a dynamic
 * import() only by a page in that language, so the English pages' chunks carry none of it.
 */
import type { Notation, WritingLanguage } from '@mathtools/math-core';
import type { Language } from '../../i18n/languages';

const LOCALES: Record<Exclude<Language, 'en'>, () => Promise<WritingLanguage>> = {
  es: () => import('@mathtools/math-core/locales/es').then((m) => m.es),
  fr: () => import('@mathtools/math-core/locales/fr').then((m) => m.fr),
  de: () => import('@mathtools/math-core/locales/de').then((m) => m.de),
  pt: () => import('@mathtools/math-core/locales/pt').then((m) => m.pt),
};

const loading = new Map<Language, Promise<WritingLanguage | undefined>>();

/**
 * The solver's language for a page's language, fetched once (undefined for English: the solver's
 * own). A failed fetch is forgotten, so the next solve fetches it anew.
 */
export function solverLanguage(language: Language): Promise<WritingLanguage | undefined> {
  if (language === 'en') return Promise.resolve(undefined);
  let promise = loading.get(language);
  if (!promise) {
    promise = LOCALES[language]().catch((error: unknown) => {
      loading.delete(language);
      throw error;
    });
    loading.set(language, promise);
  }
  return promise;
}

/** How the language writes maths (decimal comma, function names), for what the page typesets. */
export const notationOf = (language: WritingLanguage | undefined): Notation | undefined =>
  language?.writing.notation;
