import { expect, presetTheme, test, viewports, waitForHydration } from './fixtures';
import { routes } from './routes';

/**
 * axe-core (WCAG 2.1 A/AA) on every route at the mobile and the desktop width, light and dark: zero
 * violations. (smoke.spec.ts loads every route in both themes without axe: the quick browser suite
 * of `npm test` runs its light half.)
 */
for (const [width, viewport] of Object.entries(viewports)) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${width} ${theme}`, () => {
      test.use({ viewport, colorScheme: theme });

      // Besides the routes: a redirect's target, and the page of an unknown URL (404).
      for (const path of [...routes, '/discount-calculator', '/no/such/page']) {
        test(`axe ${path}`, async ({ page, expectNoAxeViolations }) => {
          // The API reference is the longest page (every route with its schemas, ~2,400
          // elements): axe on it passed 30 s on a loaded CI machine.
          if (path === '/developers') test.slow();
          await presetTheme(page, theme);
          await page.goto(path);
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expectNoAxeViolations();
        });
      }
    });
  }
}

test.describe('interactive states', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`open mobile menu, open FAQ item and a toast (${theme})`, async ({
      page,
      expectNoAxeViolations,
    }) => {
      await page.setViewportSize(viewports.mobile);
      await presetTheme(page, theme);
      await page.goto('/');
      await waitForHydration(page);
      await page.locator('#faq summary').first().click();
      await expect(page.locator('#faq details').first()).toHaveAttribute('open', '');
      await page.getByRole('contentinfo').locator('form button[type="submit"]').click();
      await expect(
        page.getByRole('region', { name: /Notifications/ }).getByRole('listitem'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      await expectNoAxeViolations();
    });
  }
});
