import { expect, presetTheme, test, viewports, waitForHydration } from './fixtures';
import { routes } from './routes';

/**
 * axe-core (WCAG 2.1 A/AA) on every route at the mobile and the desktop width, light and dark: zero
 * violations. Each page is scanned in the light theme, then switched to dark with the theme
 * button, as a visitor does, and scanned again: one load and hydration for both themes. (The dark
 * theme on first paint, chosen before or by the system, is smoke.spec.ts's and theme.spec.ts's;
 * smoke.spec.ts loads every route in both themes without axe, and the quick browser suite of
 * `npm test` runs its light half.)
 */
for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(width, () => {
    test.use({ viewport, colorScheme: 'light' });

    // Besides the routes: a redirect's target, and the page of an unknown URL (404).
    for (const path of [...routes, '/discount-calculator', '/no/such/page']) {
      test(`axe ${path}, light then dark`, async ({ page, expectNoAxeViolations }) => {
        // The API reference is the longest page (every route with its schemas, ~2,400
        // elements): one scan of it passed 30 s on a loaded CI machine.
        if (path === '/developers') test.slow();
        await page.goto(path);
        await waitForHydration(page);
        const html = page.locator('html');
        await expect(html).toHaveAttribute('data-theme', 'light');
        await expectNoAxeViolations();
        await page.getByTestId('theme-toggle').click();
        await expect(html).toHaveAttribute('data-theme', 'dark');
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
