import { expect, presetTheme, test, viewports } from './fixtures';
import { calculate, fill, open } from './tools-helpers';

/**
 * axe-core (WCAG 2.1 A/AA) on /tools with each tab open and on every dedicated tool page, with
 * results on screen, in light and dark. (a11y.spec.ts covers every route as first rendered.)
 */
for (const theme of ['light', 'dark'] as const) {
  test.describe(theme, () => {
    test.use({ viewport: viewports.desktop, colorScheme: theme });

    test('/tools, each tab, with results', async ({ page, expectNoAxeViolations }) => {
      test.slow(); // three axe runs over every tool on a shared machine
      await presetTheme(page, theme);
      await open(page, '/tools?tool=logarithm&base=4&value=8');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByTestId('log-result')).toBeVisible();
      await expectNoAxeViolations();

      await page.getByRole('tab', { name: 'Calculators' }).click();
      const loan = page.locator('#loan');
      await fill(loan, {
        'Loan amount ($)': '10000',
        'Annual interest rate (%)': '5',
        'Term (years)': '3',
      });
      await calculate(loan);
      await loan.getByRole('button', { name: 'Year 1' }).click();
      const gpa = page.locator('#gpa');
      await gpa.getByRole('button', { name: 'Add Course' }).click();
      await fill(gpa, { 'Course 1 Credits': '3' });
      await gpa.getByLabel('Course 1 Grade').selectOption('A');
      await calculate(gpa);
      await fill(page.locator('#bmi'), { 'Weight (kg)': '70', 'Height (cm)': '175' });
      await calculate(page.locator('#bmi'));
      await expect(page.getByTestId('bmi-result')).toBeVisible();
      await expectNoAxeViolations();

      await page.getByRole('tab', { name: 'Converters' }).click();
      const units = page.locator('#unit-converter');
      await fill(units, { Value: '5' });
      await calculate(units);
      await expect(units.getByTestId('unit-result')).toBeVisible();
      await expectNoAxeViolations();
    });

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
        await page.locator('#faq').getByRole('button').first().click();
        await expectNoAxeViolations();
      });
    }
  });
}
