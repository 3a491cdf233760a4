import { expect, presetTheme, test, viewports } from './fixtures';
import { open } from './tools-helpers';

/**
 * axe-core (WCAG 2.1 A/AA) on /tools' search states and on the dedicated tool pages, with
 * results on screen, in light and dark. (a11y.spec.ts covers every route as first rendered;
 * tools-math.spec.ts runs axe on /tools with every tool's result on screen, tab by tab, at both
 * widths and in both themes.)
 */
for (const theme of ['light', 'dark'] as const) {
  test.describe(theme, () => {
    test.use({ viewport: viewports.desktop, colorScheme: theme });

    test('/tools search results and empty state', async ({ page, expectNoAxeViolations }) => {
      await presetTheme(page, theme);
      await open(page, '/tools?q=percent');
      await expectNoAxeViolations();
      await open(page, '/tools?q=nothing-matches-this');
      await expect(page.getByRole('button', { name: 'Show all tools' })).toBeVisible();
      await expectNoAxeViolations();
    });

    for (const path of [
      '/tools/logarithm-simplifier?base=2&value=8',
      '/tools/unit-converter?category=length&value=5&from=inches&to=centimeters',
      '/tools/time-calculator?op=subtract&h1=2&d2=1&h2=4&s2=5',
      '/tools/percentage-calculator?value=80&percentage=25',
      '/tools/age-calculator?birth=2000-05-15&target=2024-05-14',
    ]) {
      test(`${path.split('?')[0]} with a result`, async ({ page, expectNoAxeViolations }) => {
        await presetTheme(page, theme);
        await open(page, path);
        await expect(page.locator('[data-testid$="-result"]')).toBeVisible();
        await page.locator('#faq summary').first().click();
        await expect(page.locator('#faq details').first()).toHaveAttribute('open', '');
        await expectNoAxeViolations();
      });
    }
  });
}
