/**
 * The languages the site is written in. English is at `/`; every other language puts its code
 * before every route (`/es/solve`, `/fr/practice`, `/de/` for the home page).
 */
export const languages = ['en', 'es', 'fr', 'de', 'pt'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

/** Each language named in itself, as the language menu lists them. */
export const languageNames: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
};

const prefixed = new Set<string>(languages.filter((l) => l !== defaultLanguage));

export const isLanguage = (value: string): value is Language =>
  (languages as readonly string[]).includes(value);

/**
 * The language of an address and the route inside it: `/es/solve` is Spanish `/solve`, `/es` and
 * `/es/` Spanish `/`; any other path is English. The code is matched in any case, as routes are.
 */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/i.exec(pathname);
  const code = match?.[1]?.toLowerCase();
  if (!code || !prefixed.has(code)) return { language: defaultLanguage, path: pathname };
  return { language: code as Language, path: pathname.slice(3) || '/' };
}

/** A route's address in a language: `/solve` is `/es/solve` in Spanish, `/` is `/es/`. */
export function localizedPath(path: string, language: Language): string {
  if (language === defaultLanguage) return path;
  return path === '/' ? `/${language}/` : `/${language}${path}`;
}
