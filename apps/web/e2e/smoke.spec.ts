import { expect, test, viewports, waitForHydration } from './fixtures';
import { routes } from './routes';

/**
 * Two smoke tests per route, one in each theme, taken from the system preference: the prerendered
 * page answers with a heading and React hydrates it with no console error (the fixtures fail a
 * test on any). The light one is tagged @smoke (`pnpm e2e`, part of `npm test`, runs these and the
 * @flow tests); the dark one runs with the rest in CI. axe runs on every route in a11y.spec.ts, at
 * both widths in both themes, in CI: a scan is two thirds of a smoke test's time (23 routes in the
 * light theme: 54 s with it, 23 s without, `npx playwright test e2e/smoke.spec.ts --grep @smoke`).
 */
const pages: [string, number][] = [
  ...routes.map((path): [string, number] => [path, 200]),
  ['/no/such/page', 404],
];

test.use({ viewport: viewports.desktop });
// The tests share nothing (each has its own browser context and only reads a page), so both
// workers take them: Playwright otherwise gives a whole file to one worker, and this file is about
// half of `pnpm e2e`'s test time, so the other worker sat idle for its last minute.
test.describe.configure({ mode: 'parallel' });

for (const [path, status] of pages) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${path} renders and hydrates, ${theme}`, {
      ...(theme === 'light' && { tag: '@smoke' }),
    }, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
}
