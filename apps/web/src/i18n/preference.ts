import { defaultLanguage, isLanguage, type Language } from './languages';

/** localStorage key of the language the visitor chose (in the menu, or by dismissing the offer). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The language the visitor chose on an earlier visit, if any (storage may be off: none). */
export function rememberedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return value && isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the visitor's choice for their next visits. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}

/**
 * The language to offer on a page, or null: only on an English page (the site never redirects),
 * the language the visitor chose before if it is another, else, when they never chose, the first
 * of the browser's languages (`navigator.languages`, most preferred first) the site is written
 * in, unless English comes first.
 */
export function suggestedLanguage(
  pageLanguage: Language,
  remembered: Language | null,
  browserLanguages: readonly string[],
): Language | null {
  if (pageLanguage !== defaultLanguage) return null;
  if (remembered) return remembered === defaultLanguage ? null : remembered;
  for (const tag of browserLanguages) {
    const code = tag.split('-')[0]?.toLowerCase() ?? '';
    if (code === defaultLanguage) return null;
    if (isLanguage(code)) return code;
  }
  return null;
}
