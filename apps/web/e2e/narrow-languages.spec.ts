import { expect, type PageLanguage, test, waitForHydration } from './fixtures';

/**
 * The narrowest phone still in use is 320 px wide, and the other languages' words are longer than
 * English's (a Spanish call to action is half as long again): no page of theirs may be wider than
 * the window, or the whole page scrolls sideways. Checked once the page has hydrated, in the
 * pages' own words and widgets (the solver's box, the practice tabs, the tools' list).
 *
 * One test per language, its four pages opened one after the other in the same tab: each page is
 * still loaded and hydrated on its own, but the browser context (and the site's scripts, cached
 * after the first page) is set up once per language rather than once per page.
 */
const languages = ['es', 'fr', 'de', 'pt'] as const satisfies readonly PageLanguage[];
const paths = ['/', '/solve', '/practice', '/tools'] as const;

test.use({ viewport: { width: 320, height: 720 } });

for (const language of languages) {
  const urls = paths.map((path) => (path === '/' ? `/${language}/` : `/${language}${path}`));
  test(`${urls.join(', ')} are no wider than a 320 px window`, async ({ page }) => {
    for (const url of urls) {
      await test.step(url, async () => {
        await page.goto(url);
        await waitForHydration(page, language);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${url}: the page's width (px)`).toBeLessThanOrEqual(320);
      });
    }
  });
}
