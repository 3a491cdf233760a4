import { expect, type PageLanguage, test, waitForHydration } from './fixtures';

/**
 * The narrowest phone still in use is 320 px wide, and the other languages' words are longer than
 * English's (a Spanish call to action is half as long again): no page of theirs may be wider than
 * the window, or the whole page scrolls sideways. Checked once the page has hydrated, in the
 * pages' own words and widgets (the solver's box, the practice tabs, the tools' list).
 */
const languages = ['es', 'fr', 'de', 'pt'] as const satisfies readonly PageLanguage[];
const paths = ['/', '/solve', '/practice', '/tools'] as const;

test.use({ viewport: { width: 320, height: 720 } });

for (const language of languages) {
  for (const path of paths) {
    const url = path === '/' ? `/${language}/` : `/${language}${path}`;
    test(`${url} is no wider than a 320 px window`, async ({ page }) => {
      await page.goto(url);
      await waitForHydration(page, language);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(320);
    });
  }
}
