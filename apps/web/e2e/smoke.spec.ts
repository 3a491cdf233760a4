import { expect, test, viewports, waitForHydration } from './fixtures';
import { routes } from './routes';

/** The route whose smoke test takes longest. */
const SLOWEST = '/developers';

/**
 * Two smoke tests per route, one in each theme, taken from the system preference: the prerendered
 * page answers with a heading, React hydrates it with no console error (the fixtures fail a test
 * on any), and axe (WCAG 2.1 A/AA) finds nothing. The light one is tagged @smoke (`pnpm e2e`, part
 * of `npm test`, runs these and the @flow tests); the dark one runs with the rest in CI, beside
 * a11y.spec.ts, which runs axe on every route at the mobile width in both themes.
 */
const pages = [
  ...routes.map((path): [string, number] => [path, 200]),
  ['/no/such/page', 404] as [string, number],
]
  // The API reference first: its test takes as long as several others (axe on ~2,400 elements,
  // twice), and started last it would leave the other worker idle until it ends.
  .sort(([a], [b]) => Number(b === SLOWEST) - Number(a === SLOWEST));

test.use({ viewport: viewports.desktop });
// A page load and an axe run per test on a shared 2-core machine: allow for it. The tests share
// nothing (each has its own browser context and only reads a page), so both workers take them:
// Playwright otherwise gives a whole file to one worker, and this file is about half of `pnpm e2e`'s
// test time, so the other worker sat idle for its last minute.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

for (const [path, status] of pages) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${path} renders, hydrates, no axe violations, ${theme}`, {
      ...(theme === 'light' && { tag: '@smoke' }),
    }, async ({ page, expectNoAxeViolations }) => {
      // The API reference is the longest page (every route with its schemas, ~2,400 elements).
      if (path === SLOWEST) test.slow();
      await page.emulateMedia({ colorScheme: theme });
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations();
    });
  }
}
