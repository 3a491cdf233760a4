import type { Locator } from '@playwright/test';
import toolsDe from '../src/i18n/messages/tools/de.json' with { type: 'json' };
import toolsEs from '../src/i18n/messages/tools/es.json' with { type: 'json' };
import toolsFr from '../src/i18n/messages/tools/fr.json' with { type: 'json' };
import calculatorsDe from '../src/i18n/messages/tools-calculators/de.json' with { type: 'json' };
import convertersEs from '../src/i18n/messages/tools-converters/es.json' with { type: 'json' };
import convertersFr from '../src/i18n/messages/tools-converters/fr.json' with { type: 'json' };
import { expect, test, viewports, waitForHydration } from './fixtures';

/** A unit conversion's result: its headline, its factor, its step's words and the factor in the maths. */
async function expectConversion(
  result: Locator,
  want: { headline: string; formula: string; step: string; factor: string },
): Promise<void> {
  await expect(result.locator('p').first()).toHaveText(want.headline);
  await expect(result.locator('p').nth(1)).toHaveText(want.formula);
  await expect(result.getByText(want.step, { exact: true })).toBeVisible();
  await expect(result.locator('mn', { hasText: want.factor }).first()).toBeAttached();
}

/**
 * The calculators in other languages: /de/tools takes a number typed with a decimal comma and
 * answers in German with one; the unit converter on /fr/tools names its units and writes its
 * result in French; the localized listing and a localized tool page pass axe.
 */

// axe on /tools (every widget) takes seconds on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

test('/de/tools: the percentage calculator reads 12,5 and answers in German', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  await page.goto('/de/tools');
  await waitForHydration(page, 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(toolsDe['header.title']);
  await page.getByRole('tab', { name: toolsDe['tab.calculators'], exact: true }).click();
  const card = page.locator('#percentage');
  await expect(card.getByRole('heading', { name: toolsDe['name.percentage'] })).toBeVisible();
  await card.getByLabel(calculatorsDe['percentage.ratio.x'], { exact: true }).fill('12,5');
  await card.getByLabel(calculatorsDe['percentage.ratio.y'], { exact: true }).fill('50');
  await card.getByRole('button', { name: toolsDe['form.calculate'], exact: true }).click();
  // 12.5 of 50 is 25 %, each number written as German writes it.
  await expect(card.getByTestId('percentage-result').locator('p').first()).toHaveText(
    /^12,5 sind 25,00\s%\svon 50$/,
  );
  await expect(card.getByRole('heading', { name: toolsDe['form.steps'] })).toBeVisible();

  // A number past what the calculators hold is refused in German.
  await card.getByLabel(calculatorsDe['percentage.ratio.x'], { exact: true }).fill('1e400');
  await card.getByRole('button', { name: toolsDe['form.calculate'], exact: true }).click();
  await expect(card.getByTestId('tool-error')).toHaveText(
    toolsDe['refusal.outOfRange'].replace('{typed}', '1e400'),
  );
});

test('/fr/tools: the unit converter converts in French', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/fr/tools#unit-converter');
  await waitForHydration(page, 'fr');
  const card = page.locator('#unit-converter');
  await expect(card.getByRole('heading', { name: toolsFr['name.unit-converter'] })).toBeVisible();
  await expect(card.getByLabel(convertersFr['converter.category'])).toHaveValue('length');
  await expect(card.getByLabel(convertersFr['converter.from'], { exact: true })).toContainText(
    'Pouces (in)',
  );
  await card.getByLabel(convertersFr['converter.value'], { exact: true }).fill('2,5');
  await card.getByRole('button', { name: toolsFr['form.calculate'], exact: true }).click();
  // 2.5 in is exactly 6.35 cm: French decimal commas and unit names, in the factor and the step.
  await expectConversion(card.getByTestId('unit-result'), {
    headline: '2,5 pouces = 6,3500 centimètres',
    formula: convertersFr['converter.formula'].replace('{formula}', '1 pouce = 2,54 centimètres'),
    step: 'Multipliez par le nombre de centimètres dans 1 pouce',
    factor: '2,54',
  });
  // The link holds the number as the calculators read it, so it means 2.5 in every language.
  await expect(page).toHaveURL(/[?&]value=2\.5(&|$)/);
  await card.getByRole('button', { name: convertersFr['converter.swap'] }).click();
  await expect(card.getByTestId('unit-result').locator('p').first()).toHaveText(
    '2,5 centimètres ≈ 0,9843 pouce',
  );
});

test('/es/tools/unit-converter: a shared conversion is worded in Spanish, its step and its factor', async ({
  page,
}) => {
  await page.setViewportSize(viewports.mobile);
  await page.goto('/es/tools/unit-converter?category=length&value=2.5&from=kilometers&to=miles');
  await waitForHydration(page, 'es');
  const result = page.getByTestId('unit-result');
  await expectConversion(result, {
    headline: '2,5 kilómetros ≈ 1,5534 millas',
    formula: convertersEs['converter.formula'].replace(
      '{formula}',
      '1 milla = 1,609344 kilómetros',
    ),
    step: 'Multiplica por el número de millas que hay en 1 kilómetro',
    factor: '1609,344',
  });
  await expect(result).not.toContainText('Multiply');
  await expect(result).not.toContainText('mile ');
  // The link's 2.5 shows in the field as Spanish writes it.
  await expect(page.getByLabel(convertersEs['converter.value'], { exact: true })).toHaveValue(
    '2,5',
  );
});

test('/es and /fr quadratic solver: the equation, the decimals and an answer in words in the language', async ({
  page,
}) => {
  await page.setViewportSize(viewports.mobile);
  await page.goto('/es/tools/quadratic-equation-solver?a=0.5&b=-1.5&c=0.5');
  await waitForHydration(page, 'es');
  const result = page.getByTestId('quadratic-result');
  // 0,5x² − 1,5x + 0,5 = 0 with decimal commas, its roots' decimals too.
  await expect(result.locator('math').first().locator('mn')).toHaveText([
    '0,5',
    '2',
    '1,5',
    '0,5',
    '0',
  ]);
  await expect(result.getByText('≈ 0,381966', { exact: true })).toBeVisible();
  await expect(result.getByText('≈ 2,61803', { exact: true })).toBeVisible();
  await expect(result.getByText('1,25', { exact: true })).toBeVisible();
  await expect(result).not.toContainText('0.5');

  await page.setViewportSize(viewports.desktop);
  await page.goto('/fr/tools/quadratic-equation-solver?a=1&b=1&c=1');
  await waitForHydration(page, 'fr');
  await expect(page.getByTestId('quadratic-result').locator('p').first()).toHaveText(
    'Pas de solution réelle',
  );
});

test('/es/tools: the arithmetic calculator writes its numbers with a decimal comma', async ({
  page,
}) => {
  await page.setViewportSize(viewports.mobile);
  await page.goto('/es/tools?tool=arithmetic&a=0.1&op=add&b=0.2');
  await waitForHydration(page, 'es');
  const result = page.getByTestId('arithmetic-result');
  await expect(result.locator('mn')).toHaveText(['0,1', '0,2', '0,3']);
  await expect(result.locator('math')).toHaveAttribute('aria-label', /0,1/);
});

test('axe finds nothing on /de/tools, nor on /es/tools/percentage-calculator with a result', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/de/tools');
  await waitForHydration(page, 'de');
  await expect(page.getByRole('tab', { name: toolsDe['tab.math-tools'] })).toBeVisible();
  await expectNoAxeViolations();

  await page.goto('/es/tools/percentage-calculator?percentage=25&value=80');
  await waitForHydration(page, 'es');
  await expect(
    page.getByTestId('percentage-result').getByText(/^el 25\s%\sde 80 = 20$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: toolsEs['form.calculate'] })).toBeVisible();
  await expectNoAxeViolations();
});
