import { describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n/catalogue';
import { languages } from '../i18n/languages';
import english from '../i18n/messages/meta/en.json' with { type: 'json' };
import { pageMetaIn } from './page-meta';
import { notFoundPage, pages } from './pages';

describe("the pages' heads in every language", () => {
  it("has the page's own English title and description in the meta catalogue, word for word", async () => {
    const words = english as Record<string, string>;
    for (const page of [...pages, notFoundPage]) {
      const meta = await page.meta('en');
      expect(words[`title.${page.id}`], page.id).toBe(meta.title);
      expect(words[`description.${page.id}`], page.id).toBe(meta.description);
      const keywords = Object.keys(words).filter((k) => k.startsWith(`keywords.${page.id}.`));
      expect(
        keywords.map((k) => words[k]),
        page.id,
      ).toEqual(meta.keywords ?? []);
    }
    // And no words of a page that no longer exists (`title.<id>`, `keywords.<id>.<n>`).
    const ids = new Set([...pages, notFoundPage].map((p) => p.id));
    const stale = Object.keys(words).filter((k) => !ids.has(k.split('.')[1] ?? ''));
    expect(stale).toEqual([]);
  }, 60_000);

  it('gives every page a title of its own in each language, and keeps the rest of its head', async () => {
    const solve = pages.find((p) => p.id === 'solve');
    if (!solve) throw new Error('no solve page');
    const meta = await solve.meta('en');
    expect(await pageMetaIn(meta, 'solve', 'en')).toBe(meta);
    const es = await pageMetaIn(meta, 'solve', 'es');
    expect(es.title).toMatch(/^Resolvedor de matemáticas paso a paso/);
    expect(es.path).toBe('/solve');
    expect(es.jsonLd).toBe(meta.jsonLd);
    expect(es.keywords).toBeUndefined();
    for (const language of languages) {
      const titles = await Promise.all(
        pages.map(async (p) => {
          // As the prerender does: a page's head is written once its catalogues are loaded (a
          // tool page's JSON-LD is built from its own).
          await loadMessages(language, p.messages ?? []);
          return (await pageMetaIn(await p.meta(language), p.id, language)).title;
        }),
      );
      expect(new Set(titles).size, language).toBe(titles.length);
    }
  }, 60_000);

  it("gives a page's keywords in its language, as many as in English", async () => {
    const tools = pages.find((p) => p.id === 'tools');
    if (!tools) throw new Error('no tools page');
    const meta = await tools.meta('en');
    expect((await pageMetaIn(meta, 'tools', 'de')).keywords).toEqual([
      'Mathe-Werkzeuge',
      'Online-Rechner',
      'kostenlose Rechner',
      'Einheitenumrechner',
      'Logarithmus-Rechner',
      'Prozentrechner',
    ]);
    expect((await pageMetaIn(meta, 'tools', 'es')).keywords?.[0]).toBe(
      'herramientas de matemáticas',
    );
    for (const page of pages) {
      const english = (await page.meta('en')).keywords;
      if (!english) continue;
      for (const language of languages) {
        await loadMessages(language, page.messages ?? []);
        const local = (await pageMetaIn(await page.meta(language), page.id, language)).keywords;
        expect(local?.length, `${page.id} ${language}`).toBe(english.length);
        if (language !== 'en') expect(local, `${page.id} ${language}`).not.toEqual(english);
      }
    }
  }, 60_000);
});
