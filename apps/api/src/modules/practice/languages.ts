/**
 * math-core's entry for each language the API answers in besides English
 * (`@mathtools/math-core/locales/es` …): the words practice problems are written in, and the
 * solver's language, which reads a student's answer in its notation (`2,5` in Spanish is two and
 * a half) and says a wrong answer's mistake and why an answer or a similar problem is refused. Each
 * entry is a module of its own (over 100 kB: its whole catalogue of words), loaded in the thread
 * that first needs it, once: a thread that answers only in English, as most do and as every
 * test's short-lived app does, never loads one. A failed load is tried again next time.
 */
import type { PracticeLanguageCode } from '@mathtools/contracts';
import type { PracticeLanguage, WritingLanguage } from '@mathtools/math-core';

export type OtherLanguage = Exclude<PracticeLanguageCode, 'en'>;

/** What the API uses of a language's entry. */
interface MathLanguage {
  practice: PracticeLanguage;
  writing: WritingLanguage;
}

const ENTRIES: Record<OtherLanguage, () => Promise<MathLanguage>> = {
  es: () =>
    import('@mathtools/math-core/locales/es').then((m) => ({
      practice: m.spanishPractice,
      writing: m.es,
    })),
  fr: () =>
    import('@mathtools/math-core/locales/fr').then((m) => ({
      practice: m.frenchPractice,
      writing: m.fr,
    })),
  de: () =>
    import('@mathtools/math-core/locales/de').then((m) => ({
      practice: m.germanPractice,
      writing: m.de,
    })),
  pt: () =>
    import('@mathtools/math-core/locales/pt').then((m) => ({
      practice: m.portuguesePractice,
      writing: m.pt,
    })),
};

const loaded = new Map<OtherLanguage, Promise<MathLanguage>>();

/** A language's entry, loaded once per thread (a failed load is tried again next time). */
function mathLanguage(lang: OtherLanguage): Promise<MathLanguage> {
  let language = loaded.get(lang);
  if (!language) {
    language = ENTRIES[lang]();
    loaded.set(lang, language);
    language.catch(() => loaded.delete(lang));
  }
  return language;
}

/** The words practice problems are written in, in a language other than English. */
export const practiceLanguage = (lang: OtherLanguage): Promise<PracticeLanguage> =>
  mathLanguage(lang).then((entry) => entry.practice);

/**
 * The solver's language for the page's language (`lang` as a grading call takes it): math-core's
 * graders (checkAnswer, explainAnswer, checkWorking, checkSimilarAnswer) read the answers in its
 * notation and say their sentences in it; undefined for English (absent or `en`), which needs no
 * entry.
 */
export const writingLanguage = (
  lang: PracticeLanguageCode | undefined,
): Promise<WritingLanguage | undefined> =>
  lang === undefined || lang === 'en'
    ? Promise.resolve(undefined)
    : mathLanguage(lang).then((entry) => entry.writing);
