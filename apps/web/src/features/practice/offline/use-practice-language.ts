import type { PracticeLanguage } from '@mathtools/math-core';
import { useEffect, useState } from 'react';
import type { Language } from '../../../i18n/languages';
import { practiceLanguage } from '../../../i18n/math-language';
import { useLanguage } from '../../../i18n/use-t';

/**
 * The language problems made on this device are written in: `ready` once math-core's entry for
 * the page's language is loaded (at once in English, which needs none). An entry that cannot be
 * fetched leaves the problems in English rather than none at all.
 */
export function usePracticeLanguage(): { ready: boolean; practice?: PracticeLanguage } {
  const language = useLanguage();
  const [loaded, setLoaded] = useState<{ for: Language; practice?: PracticeLanguage }>();
  useEffect(() => {
    if (language === 'en') return;
    let live = true;
    const done = (practice?: PracticeLanguage) => {
      if (live) setLoaded({ for: language, ...(practice ? { practice } : {}) });
    };
    practiceLanguage(language).then(done, () => done());
    return () => {
      live = false;
    };
  }, [language]);
  if (language === 'en') return { ready: true };
  return loaded?.for === language
    ? { ready: true, ...(loaded.practice ? { practice: loaded.practice } : {}) }
    : { ready: false };
}
