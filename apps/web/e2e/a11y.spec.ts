import { expect, presetTheme, test, viewports, waitForHydration } from './fixtures';
import { routes } from './routes';

/**
 * axe-core (WCAG 2.1 A/AA) on every route at the mobile width, light and dark: zero violations.
 * smoke.spec.ts runs axe on every route at the desktop width.
 */
for (const theme of ['light', 'dark'] as const) {
  test.describe(`mobile ${theme}`, () => {
    test.use({ viewport: viewports.mobile, colorScheme: theme });

    for (const path of [...routes, '/discount-calculator']) {
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
