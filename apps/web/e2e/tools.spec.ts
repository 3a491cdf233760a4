import { simplifyLog } from '@mathtools/math-core';
import { tools } from '../src/features/tools/registry';
import { expect, test, viewports } from './fixtures';
import {
  calculate,
  expectNoResult,
  fill,
  mathText,
  open,
  shownSteps,
  stepsOf,
} from './tools-helpers';

test.use({ viewport: viewports.desktop });

test.describe('/tools tabs, anchors and search', () => {
  test('three tabs, selectable by mouse and keyboard', async ({ page }) => {
    await open(page, '/tools');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Math Tools & Calculators');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Math Tools', 'Calculators', 'Converters']);
    await expect(page.getByRole('tab', { name: 'Math Tools' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.locator('#logarithm')).toBeVisible();
    await expect(page.locator('#time-calculator')).toBeVisible();
    await expect(page.locator('#loan')).toBeHidden();

    await page.getByRole('tab', { name: 'Math Tools' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Calculators' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const id of ['arithmetic', 'percentage', 'age', 'bmi', 'tip', 'discount', 'gpa', 'loan'])
      await expect(page.locator(`#${id}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Converters' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.locator('#unit-converter')).toBeVisible();
    await expect(page.locator('#logarithm')).toBeHidden();
  });

  for (const [hash, tab, target] of [
    ['logarithm', 'Math Tools', '#logarithm'],
    ['time-calculator', 'Math Tools', '#time-calculator'],
    ['unit-converter', 'Converters', '#unit-converter'],
    ['calculators', 'Calculators', '#loan'],
  ] as const) {
    test(`/tools#${hash} opens ${tab} and scrolls to it`, async ({ page }) => {
      await open(page, `/tools#${hash}`);
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator(target)).toBeVisible();
      await expect(page.locator(`#${hash}`)).toBeInViewport();
    });
  }

  test('footer anchors switch the tab on client-side navigation', async ({ page }) => {
    await open(page, '/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Unit Converter' }).click();
    await expect(page).toHaveURL(/\/tools#unit-converter$/);
    await expect(page.getByRole('tab', { name: 'Converters' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.locator('#unit-converter')).toBeInViewport();
    await footer.getByRole('link', { name: 'Calculators' }).click();
    await expect(page.getByRole('tab', { name: 'Calculators' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await footer.getByRole('link', { name: 'Logarithm Simplifier' }).click();
    await expect(page.getByRole('tab', { name: 'Math Tools' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.locator('#logarithm')).toBeInViewport();
  });

  test('View Dedicated Page links on every tool with a page', async ({ page }) => {
    await open(page, '/tools');
    const links = page.getByRole('link', { name: 'View Dedicated Page', includeHidden: true });
    const pages = tools.flatMap((tool) => (tool.page ? [tool.page.path] : []));
    expect(pages).toContain('/tools/logarithm-simplifier');
    await expect(links).toHaveCount(pages.length);
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs.sort()).toEqual(pages.sort());
    await page.locator('#logarithm').getByRole('link', { name: 'View Dedicated Page' }).click();
    await expect(page).toHaveURL('/tools/logarithm-simplifier');
  });

  test('?q= filters tools by name and keywords, with an empty state', async ({ page }) => {
    await open(page, '/tools?q=loan');
    await expect(page.getByRole('heading', { name: '1 tool matches “loan”' })).toBeVisible();
    await expect(page.locator('#loan')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);

    await open(page, '/tools?q=money');
    await expect(page.getByRole('heading', { name: /3 tools match/ })).toBeVisible();
    await expect(page.locator('#tip, #discount, #loan')).toHaveCount(3);

    const search = page.getByRole('searchbox', { name: 'Search tools' });
    await search.fill('fahrenheit');
    await expect(page).toHaveURL(/\?q=fahrenheit$/);
    await expect(page.locator('#unit-converter')).toBeVisible();

    await search.fill('xylophone');
    await expect(page.getByRole('heading', { name: 'No tools match “xylophone”' })).toBeVisible();
    await expect(page.getByRole('region', { name: /No tools match/ }).locator('form')).toHaveCount(
      0,
    );
    await page.getByRole('button', { name: 'Show all tools' }).click();
    await expect(page.getByRole('tab')).toHaveCount(3);
    await expect(search).toHaveValue('');
  });
});

test.describe('math tools tab', () => {
  test('logarithm: Load Example, log₂ 8 = 3 with the six typeset steps and the exact form', async ({
    page,
  }) => {
    await open(page, '/tools');
    const card = page.locator('#logarithm');
    await card.getByRole('button', { name: 'Load Example' }).click();
    await expect(card.getByLabel('Base (b)')).toHaveValue('2');
    await expect(card.getByLabel('Value (x)')).toHaveValue('8');
    await expectNoResult(card, 'log-result');
    await calculate(card);
    const result = card.getByTestId('log-result');
    await expect(result.locator('p').first()).toHaveText(/^log2\u2061\(8\)=3$/);
    const log28 = simplifyLog(2, 8);
    if (!log28.ok || !log28.value.exact) throw new Error('math-core refused log 2 of 8');
    // The six steps the product names, typeset: math-core's own notes and MathML.
    const steps = result.locator('ol').first();
    expect((await shownSteps(steps)).map((s) => s.note)).toEqual([
      'Problem',
      'Formula',
      'Natural log of the value',
      'Natural log of the base',
      'Divide',
      'Answer',
    ]);
    expect(await shownSteps(steps)).toEqual(stepsOf(log28.value.steps));
    expect(await mathText(steps.locator('math').nth(2))).toBe('ln(8)≈2.0794');
    // The answer is the exact value, as the solver gives it.
    expect(await mathText(result.locator('p').first().locator('math'))).toBe('log2(8)=3');
    await expect(page).toHaveURL(/\/tools\?tool=logarithm&base=2&value=8$/);

    // A later valid calculation replaces the result; Enter calculates.
    await fill(card, { 'Base (b)': '4', 'Value (x)': '8' });
    await card.getByLabel('Value (x)').press('Enter');
    const log48 = simplifyLog(4, 8);
    if (!log48.ok || !log48.value.exact) throw new Error('math-core refused log 4 of 8');
    // Exact: log₄(8) = 3/2, the fraction stacked.
    const exact = result.locator('p').first().locator('math');
    await expect(exact.locator('mfrac')).toHaveText('32');
    expect(await mathText(exact)).toBe('log4(8)=32');
    expect(await shownSteps(result.locator('ol').nth(1))).toEqual(stepsOf(log48.value.exact.steps));

    // Not exact: ≈ the value to 4 decimals.
    await fill(card, { 'Base (b)': '2', 'Value (x)': '10' });
    await card.getByLabel('Value (x)').press('Enter');
    await expect
      .poll(() => mathText(result.locator('p').first().locator('math')))
      .toBe('log2(10)≈3.3219');
  });

  for (const [base, value] of [
    ['', '8'],
    ['2', ''],
    ['0', '8'],
    ['-2', '8'],
    ['1', '8'],
    ['2', '0'],
    ['2', '-8'],
  ] as const) {
    test(`logarithm: base "${base}", value "${value}" gives no result`, async ({ page }) => {
      await open(page, '/tools');
      const card = page.locator('#logarithm');
      await fill(card, { 'Base (b)': base, 'Value (x)': value });
      await calculate(card);
      await card.getByLabel('Base (b)').press('Enter');
      await expectNoResult(card, 'log-result');
      await expect(page).toHaveURL(/\/tools$/);
    });
  }

  test('logarithm: a shared link reproduces the result', { tag: '@flow' }, async ({ page }) => {
    await open(page, '/tools?tool=logarithm&base=10&value=0.001');
    const card = page.locator('#logarithm');
    await expect(card).toBeInViewport();
    await expect(card.getByLabel('Base (b)')).toHaveValue('10');
    await expect(card.getByTestId('log-result').locator('p').first()).toHaveText(
      /^log10\u2061\(0\.001\)=[−-]3$/,
    );
    // Another tool ignores a query that is not addressed to it.
    await expect(page.locator('#time-calculator').getByTestId('time-result')).toHaveCount(0);
  });

  test('time calculator: add, and subtract to a negative total', async ({ page }) => {
    await open(page, '/tools');
    const card = page.locator('#time-calculator');
    const first = card.getByRole('group', { name: 'First period' });
    const second = card.getByRole('group', { name: 'Second period' });
    await fill(first, { Days: '1', Hours: '20', Minutes: '45' });
    await fill(second, { Hours: '5', Minutes: '30' });
    await calculate(card);
    const result = card.getByTestId('time-result');
    await expect(result).toContainText('Result: 2 days, 2 hours, 15 minutes, 0 seconds');
    await expect(result.getByRole('definition').last()).toHaveText('180900');
    await expect(result).not.toContainText('Negative');

    await fill(first, { Days: '', Hours: '2', Minutes: '' });
    await fill(second, { Days: '1', Hours: '4', Minutes: '', Seconds: '5' });
    await card.getByLabel('Subtract (first − second)').check();
    await second.getByLabel('Seconds').press('Enter');
    await expect(result).toContainText('Result: -(1 day, 2 hours, 0 minutes, 5 seconds)');
    await expect(result).toContainText('Negative total');
    await expect(result.getByRole('definition').last()).toHaveText('-93605');
    await expect(page).toHaveURL(/tool=time-calculator&op=subtract&h1=2&d2=1&h2=4&s2=5/);

    await open(page, '/tools?tool=time-calculator&op=subtract&h1=2&d2=1&h2=4&s2=5');
    await expect(page.locator('#time-calculator').getByTestId('time-result')).toContainText(
      '-(1 day, 2 hours, 0 minutes, 5 seconds)',
    );
  });
});
