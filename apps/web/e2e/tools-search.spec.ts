import type { Page } from '@playwright/test';
import { expect, test, viewports } from './fixtures';
import { open } from './tools-helpers';

test.use({ viewport: viewports.mobile });

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search tools' });
const results = (page: Page) => page.getByRole('region', { name: /match/ });
/** The cards of the results, in order (each a tool's section, named by its heading). */
const firstCard = (page: Page) => results(page).locator('section[id]').first();

test('“cm to inches” finds the unit converter first, set to length, cm → in', async ({ page }) => {
  await open(page, '/tools');
  await searchBox(page).fill('cm to inches');
  await expect(firstCard(page)).toHaveAttribute('id', 'unit-converter');
  const card = firstCard(page);
  await expect(card.getByLabel('Category')).toHaveValue('length');
  await expect(card.getByLabel('From')).toHaveValue('centimeters');
  await expect(card.getByLabel('To', { exact: true })).toHaveValue('inches');
  await expect(page).toHaveURL(
    /\?q=cm\+to\+inches&tool=unit-converter&category=length&from=centimeters&to=inches$/,
  );
  await card.getByLabel('Value', { exact: true }).fill('2.54');
  await card.getByRole('button', { name: 'Calculate', exact: true }).click();
  await expect(card.getByTestId('unit-result')).toContainText('2.54 centimeters = 1');

  // "cm" alone is a word of the converter only: not the "cm" inside "LCM".
  await searchBox(page).fill('cm');
  await expect(page.getByRole('heading', { name: '1 tool matches “cm”' })).toBeVisible();
  await expect(page.locator('#gcd-lcm')).toHaveCount(0);

  // A link with the search sets the converter up as typing it does.
  await open(page, '/tools?q=cm+to+inches');
  await expect(firstCard(page)).toHaveAttribute('id', 'unit-converter');
  await expect(firstCard(page).getByLabel('From')).toHaveValue('centimeters');
  await expect(firstCard(page).getByLabel('To', { exact: true })).toHaveValue('inches');
});

test('synonyms and abbreviations find their tool first; no match keeps the empty state', async ({
  page,
}) => {
  await open(page, '/tools');
  for (const [query, id] of [
    ['std dev', 'statistics'],
    ['hcf', 'gcd-lcm'],
    ['percent off', 'discount'],
    ['surd', 'radical'],
  ] as const) {
    await searchBox(page).fill(query);
    await expect(firstCard(page)).toHaveAttribute('id', id);
  }
  await searchBox(page).fill('xylophone');
  await expect(page.getByRole('heading', { name: 'No tools match “xylophone”' })).toBeVisible();
  await expect(page.getByText('Try a shorter word or another name for the tool')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show all tools' })).toBeVisible();
});

test('a problem that says what to do is offered the solver first, which solves it', async ({
  page,
}) => {
  await open(page, '/tools');
  await searchBox(page).fill('solve 2x+3=7');
  const offer = page.getByRole('link', { name: 'Solve “solve 2x+3=7” step by step' });
  await expect(offer).toHaveAttribute('href', '/solve?q=solve+2x%2B3%3D7');
  // The first link of the results.
  await expect(
    page
      .getByRole('region', { name: /solve 2x\+3=7/ })
      .getByRole('link')
      .first(),
  ).toHaveText('Solve “solve 2x+3=7” step by step');
  await offer.click();
  await expect(page).toHaveURL(/\/solve\?q=solve\+2x%2B3%3D7$/);
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2');

  // Plain words are not offered it.
  await open(page, '/tools?q=simplify+fractions');
  await expect(
    page.getByRole('heading', { name: /match(es)? “simplify fractions”/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Solve “.*” step by step$/ })).toHaveCount(0);
});
