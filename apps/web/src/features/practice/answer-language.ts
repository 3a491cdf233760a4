/**
 * An answer typed on a page in another language is read in that language's notation before it is
 * graded: on /es/practice `2,5` is two and a half and `-2; 3` two values, as a Spanish class
 * writes them. math-core's entry for the language (`@mathtools/math-core/locales/es` …) reads it
 * into the notation the grader reads; it is fetched with the first answer graded on a page in
 * that language, so English pages never carry it.
 */
import type { WritingLanguage } from '@mathtools/math-core';
import type { Language } from '../../i18n/languages';

/** What grading needs of math-core's language: its reading of the notation. */
type Reader = Pick<WritingLanguage, 'read'>;

const READERS: Record<Exclude<Language, 'en'>, () => Promise<Reader>> = {
  es: () => import('@mathtools/math-core/locales/es').then((m) => m.es),
  fr: () => import('@mathtools/math-core/locales/fr').then((m) => m.fr),
  de: () => import('@mathtools/math-core/locales/de').then((m) => m.de),
  pt: () => import('@mathtools/math-core/locales/pt').then((m) => m.pt),
};

const loading = new Map<Language, Promise<Reader>>();

/** The language's reader, fetched once; a failed fetch is forgotten, so the next answer asks again. */
function readerOf(language: Exclude<Language, 'en'>): Promise<Reader> {
  let promise = loading.get(language);
  if (!promise) {
    promise = READERS[language]().catch((error: unknown) => {
      loading.delete(language);
      throw error;
    });
    loading.set(language, promise);
  }
  return promise;
}

/** The answer as the grader reads it: in English as typed, in another language read from its notation. */
export async function answerToGrade(answer: string, language: Language): Promise<string> {
  if (language === 'en') return answer;
  return (await readerOf(language)).read(answer).text;
}
