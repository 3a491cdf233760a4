import type { PracticeLanguage, WritingLanguage } from '@mathtools/math-core';
import { useEffect, useState } from 'react';
import type { Language } from '../../../i18n/languages';
import { mathLanguage } from '../../../i18n/math-language';
import { useLanguage } from '../../../i18n/use-t';

/** math-core's entry for the page's language, as problems made on this device use it. */
export interface MadeIn {
  /** The language the problems are written in. */
  practice?: PracticeLanguage;
  /** The language the answers are read in (`2,5` is 2.5 in Spanish) and explained in. */
  writing?: WritingLanguage;
}

/**
 * The language problems made on this device are written in and their answers read in: `ready`
 * once math-core's entry for the page's language is loaded (at once in English, which needs
 * none). An entry that cannot be fetched leaves the problems in English, and their answers read
 * as English, rather than none at all.
 */
export function usePracticeLanguage(): { ready: boolean } & MadeIn {
  const language = useLanguage();
  const [loaded, setLoaded] = useState<{ for: Language } & MadeIn>();
  useEffect(() => {
    if (language === 'en') return;
    let live = true;
    const done = (entry?: { practice: PracticeLanguage; solver: WritingLanguage }) => {
      if (live)
        setLoaded({
          for: language,
          ...(entry ? { practice: entry.practice, writing: entry.solver } : {}),
        });
    };
    mathLanguage(language).then(done, () => done());
    return () => {
      live = false;
    };
  }, [language]);
  if (language === 'en') return { ready: true };
  if (loaded?.for !== language) return { ready: false };
  const { for: _for, ...entry } = loaded;
  return { ready: true, ...entry };
}
