import { describe, expect, it } from 'vitest';
import { languages, localizedPath, splitLanguage } from './languages';
import { suggestedLanguage } from './preference';

describe('an address and its language', () => {
  it('reads the code before the route, English without one', () => {
    expect(splitLanguage('/es/solve')).toEqual({ language: 'es', path: '/solve' });
    expect(splitLanguage('/es/')).toEqual({ language: 'es', path: '/' });
    expect(splitLanguage('/es')).toEqual({ language: 'es', path: '/' });
    expect(splitLanguage('/DE/tools/age-calculator')).toEqual({
      language: 'de',
      path: '/tools/age-calculator',
    });
    expect(splitLanguage('/solve')).toEqual({ language: 'en', path: '/solve' });
    expect(splitLanguage('/')).toEqual({ language: 'en', path: '/' });
    // English has no code, and a code the site does not speak, or a longer word, is a route.
    expect(splitLanguage('/en/solve')).toEqual({ language: 'en', path: '/en/solve' });
    expect(splitLanguage('/it/solve')).toEqual({ language: 'en', path: '/it/solve' });
    expect(splitLanguage('/esx')).toEqual({ language: 'en', path: '/esx' });
  });

  it('writes a route in a language, and reads it back', () => {
    expect(localizedPath('/', 'fr')).toBe('/fr/');
    expect(localizedPath('/pricing', 'pt')).toBe('/pt/pricing');
    expect(localizedPath('/pricing', 'en')).toBe('/pricing');
    for (const language of languages) {
      for (const path of ['/', '/solve', '/join/ABC123']) {
        expect(splitLanguage(localizedPath(path, language))).toEqual({ language, path });
      }
    }
  });
});

describe('the language offered on a page', () => {
  it("offers the browser's first language the site has, only on English pages", () => {
    expect(suggestedLanguage('en', null, ['es-MX', 'en'])).toBe('es');
    expect(suggestedLanguage('en', null, ['it-IT', 'pt-BR', 'en'])).toBe('pt');
    expect(suggestedLanguage('en', null, ['en-GB', 'de'])).toBeNull();
    expect(suggestedLanguage('en', null, ['it', 'ja'])).toBeNull();
    expect(suggestedLanguage('en', null, [])).toBeNull();
    expect(suggestedLanguage('fr', null, ['de'])).toBeNull();
  });

  it("puts the visitor's own choice before the browser's", () => {
    expect(suggestedLanguage('en', 'fr', ['es', 'en'])).toBe('fr');
    expect(suggestedLanguage('en', 'en', ['es'])).toBeNull();
    expect(suggestedLanguage('es', 'de', ['de'])).toBeNull();
  });
});
