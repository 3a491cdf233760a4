import { expect, test, viewports } from './fixtures';
import { calculate, expectNoResult, fill, mathText, open, toolOnListing } from './tools-helpers';

test.use({ viewport: viewports.desktop });

test('arithmetic: exact decimals; division by zero and blanks give no result', async ({ page }) => {
  await open(page, '/tools');
  const card = await toolOnListing(page, 'arithmetic', 'Calculators');
  await fill(card, { 'First number': '1', 'Second number': '0' });
  await card.getByLabel('Operation').selectOption('divide');
  await calculate(card);
  await expectNoResult(card, 'arithmetic-result');
  await fill(card, { 'First number': '', 'Second number': '2' });
  await calculate(card);
  await expectNoResult(card, 'arithmetic-result');

  await fill(card, { 'First number': '0.1', 'Second number': '0.2' });
  await card.getByLabel('Operation').selectOption('add');
  await card.getByLabel('Second number').press('Enter');
  // Typeset: 0.1 + 0.2 = 0.3 (math-core's exact decimals).
  expect(await mathText(card.getByTestId('arithmetic-result').locator('math'))).toBe('0.1+0.2=0.3');
  await expect(page).toHaveURL(/tool=arithmetic&a=0.1&op=add&b=0.2/);

  await open(page, '/tools?tool=arithmetic&a=6&op=multiply&b=7');
  expect(await mathText(page.locator('#arithmetic').getByTestId('arithmetic-result'))).toBe(
    '6×7=42',
  );
  await expect(page.getByRole('tab', { name: 'Calculators' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: viewports.mobile });

  test('arithmetic: a decimal wider than the phone scrolls inside its box, by keyboard too', async ({
    page,
  }) => {
    await open(page, '/tools?tool=arithmetic&a=1&op=divide&b=3');
    const result = page.locator('#arithmetic').getByTestId('arithmetic-result');
    expect(await mathText(result.locator('math'))).toBe('1÷3≈0.333333333333333');
    // The formula's box ends inside the result's, and is in the tab order so it can be scrolled.
    const formula = result.locator('math').locator('..');
    await expect(formula).toHaveAttribute('tabindex', '0');
    const [inner, outer] = await Promise.all([formula.boundingBox(), result.boundingBox()]);
    expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, "the page's width (px)").toBeLessThanOrEqual(viewports.mobile.width);
  });
});

test('percentage: part of a total, percent of, change; total 0 gives no result', async ({
  page,
}) => {
  await open(page, '/tools');
  const card = await toolOnListing(page, 'percentage', 'Calculators');
  await fill(card, { 'Part (X)': '20', 'Total (Y)': '0' });
  await calculate(card);
  await expectNoResult(card, 'percentage-result');
  await fill(card, { 'Total (Y)': '' });
  await calculate(card);
  await expectNoResult(card, 'percentage-result');

  await fill(card, { 'Total (Y)': '80' });
  await calculate(card);
  await expect(card.getByTestId('percentage-result')).toContainText('20 is 25.00% of 80');

  await card.getByLabel('Question').selectOption('of');
  await fill(card, { 'Percentage (X %)': '25', 'Value (Y)': '80' });
  await card.getByLabel('Value (Y)').press('Enter');
  await expect(card.getByTestId('percentage-result')).toContainText('25% of 80 = 20.00');
  // The working, typeset: 25% = 25/100, then 25/100 × 80 = 20.
  const working = card.getByTestId('percentage-result').locator('li math');
  expect(await mathText(working.first())).toBe('25%=25100');
  expect(await mathText(working.last())).toBe('25100×80=20');
  await expect(working.last().locator('mfrac')).toHaveText('25100');

  await card.getByLabel('Question').selectOption('change');
  await fill(card, { 'From (X)': '80', 'To (Y)': '70' });
  await calculate(card);
  await expect(card.getByTestId('percentage-result')).toContainText(
    'From 80 to 70 is -12.50% (a decrease)',
  );
});

test('age: exact age on a target date; no birth date or a target before it gives nothing', async ({
  page,
}) => {
  await open(page, '/tools');
  const card = await toolOnListing(page, 'age', 'Calculators');
  await calculate(card);
  await expectNoResult(card, 'age-result');
  await fill(card, { 'Date of birth': '2000-05-15', 'Age on (optional)': '1999-01-01' });
  await calculate(card);
  await expectNoResult(card, 'age-result');

  await fill(card, { 'Age on (optional)': '2024-05-14' });
  await card.getByLabel('Date of birth').press('Enter');
  const result = card.getByTestId('age-result');
  await expect(result).toContainText('23 years, 11 months, 29 days');
  await expect(result).toContainText('Age on 2024-05-14');
  await expect(result).toContainText('8,765');
  await expect(result).toContainText('210,360');
  await expect(result).toContainText('12,621,600');
  await expect(result).toContainText('1 day until the next birthday (2024-05-15)');
});

test('BMI: metric 70 kg / 175 cm = 22.9 Normal weight, imperial, height 0', async ({ page }) => {
  await open(page, '/tools');
  const card = await toolOnListing(page, 'bmi', 'Calculators');
  await fill(card, { 'Weight (kg)': '70', 'Height (cm)': '0' });
  await calculate(card);
  await expectNoResult(card, 'bmi-result');
  await fill(card, { 'Height (cm)': '175' });
  await calculate(card);
  await expect(card.getByTestId('bmi-result')).toContainText('BMI 22.9: Normal weight');

  await card.getByLabel('Imperial (lb, in)').check();
  await fill(card, { 'Weight (lb)': '250', 'Height (in)': '66' });
  await card.getByLabel('Height (in)').press('Enter');
  await expect(card.getByTestId('bmi-result')).toContainText('BMI 40.3: Obese');
  await expect(page).toHaveURL(/tool=bmi&system=imperial&weight=250&height=66/);
});

test('tip: defaults 15% and 1 person; odd cents split; 0 people gives nothing', async ({
  page,
}) => {
  await open(page, '/tools');
  const card = await toolOnListing(page, 'tip', 'Calculators');
  await expect(card.getByLabel('Tip (%)')).toHaveValue('15');
  await expect(card.getByLabel('Number of people')).toHaveValue('1');
  await fill(card, { 'Bill amount ($)': '100', 'Number of people': '0' });
  await calculate(card);
  await expectNoResult(card, 'tip-result');
  await fill(card, { 'Number of people': '3' });
  await calculate(card);
  const result = card.getByTestId('tip-result');
  await expect(result).toContainText('Tip$15.00');
  await expect(result).toContainText('Total$115.00');
  await expect(result).toContainText('Per person$38.34');
  await expect(result).toContainText('Split: 1 person pays $38.34 and 2 people pay $38.33.');
});

test('discount: savings and final price; blanks give nothing', async ({ page }) => {
  await open(page, '/tools');
  const card = await toolOnListing(page, 'discount', 'Calculators');
  await fill(card, { 'Original price ($)': '80' });
  await calculate(card);
  await expectNoResult(card, 'discount-result');
  await fill(card, { 'Discount (%)': '25' });
  await card.getByLabel('Discount (%)').press('Enter');
  await expect(card.getByTestId('discount-result')).toContainText('You save$20.00');
  await expect(card.getByTestId('discount-result')).toContainText('Final price$60.00');
});

test('GPA: rows are added and removed, never below one; 2 dp result', async ({ page }) => {
  await open(page, '/tools');
  const card = await toolOnListing(page, 'gpa', 'Calculators');
  const rows = card.getByRole('list', { name: 'Courses' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(card.getByRole('button', { name: 'Remove course 1' })).toBeDisabled();
  await calculate(card);
  await expectNoResult(card, 'gpa-result');

  await card.getByRole('button', { name: 'Add Course' }).click();
  await card.getByRole('button', { name: 'Add Course' }).click();
  await expect(rows).toHaveCount(3);
  await fill(card, { 'Course 1 Credits': '3', 'Course 2 Credits': '4', 'Course 3 Credits': '2' });
  await card.getByLabel('Course 1 Grade').selectOption('A');
  await card.getByLabel('Course 2 Grade').selectOption('B+');
  await card.getByLabel('Course 3 Grade').selectOption('F');
  await card.getByRole('button', { name: 'Remove course 3' }).click();
  await expect(rows).toHaveCount(2);
  await card.getByLabel('Course 2 Credits').press('Enter');
  // (3 × 4.0 + 4 × 3.3) ÷ 7 = 3.60
  await expect(card.getByTestId('gpa-result')).toContainText('GPA: 3.60 / 4.0');
  await expect(page).toHaveURL(/tool=gpa&credits=3%2C4&grades=A%2CB%2B/);

  await card.getByRole('button', { name: 'Remove course 2' }).click();
  await expect(rows).toHaveCount(1);
  await expect(card.getByRole('button', { name: 'Remove course 1' })).toBeDisabled();

  await open(page, '/tools?tool=gpa&credits=3,3,x&grades=a,b,A');
  const shared = page.locator('#gpa');
  await expect(shared.getByRole('list', { name: 'Courses' }).getByRole('listitem')).toHaveCount(3);
  await expect(shared.getByTestId('gpa-result')).toContainText('GPA: 3.50 / 4.0');
  await expect(shared.getByTestId('gpa-result')).toContainText(
    'Skipped (no credits or grade): course 3',
  );
});

test('loan: 10000 at 5% for 3 years, schedule by year with months, chart', async ({ page }) => {
  await open(page, '/tools');
  const card = await toolOnListing(page, 'loan', 'Calculators');
  await fill(card, {
    'Loan amount ($)': '10000',
    'Annual interest rate (%)': '5',
    'Term (years)': '0',
  });
  await calculate(card);
  await expectNoResult(card, 'loan-result');
  await fill(card, { 'Term (years)': '3' });
  await card.getByLabel('Term (years)').press('Enter');
  const result = card.getByTestId('loan-result');
  await expect(result).toContainText('Monthly payment: $299.71');
  await expect(result).toContainText('Total paid$10,789.54');
  await expect(result).toContainText('Total interest$789.54');
  await expect(result).toContainText('Payments36');

  const details = card.getByTestId('loan-details');
  const chart = details.getByRole('img', { name: 'Principal vs interest paid per year' });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(/Year 1: .* principal and \$[\d.,]+ interest/);

  const table = details.getByRole('table');
  const yearButtons = table.getByRole('button', { name: /^Year \d$/ });
  await expect(yearButtons).toHaveCount(3);
  await expect(table.getByRole('rowheader', { name: /^Month/ })).toHaveCount(0);
  // Keyboard: focus the Year 1 toggle and press Enter.
  await yearButtons.first().focus();
  await page.keyboard.press('Enter');
  await expect(yearButtons.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(table.getByRole('rowheader', { name: /^Month/ })).toHaveCount(12);
  await expect(table.getByRole('row', { name: /^Month 1 / })).toHaveText(
    'Month 1$258.04$41.67$9,741.96',
  );
  await page.keyboard.press('Space');
  await expect(table.getByRole('rowheader', { name: /^Month/ })).toHaveCount(0);

  await open(page, '/tools?tool=loan&amount=10000&rate=5&years=3');
  await expect(page.locator('#loan').getByTestId('loan-result')).toContainText(
    'Monthly payment: $299.71',
  );
  await expect(page.locator('#loan')).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: viewports.mobile });

  test('a result figure stays on one line: $2,918,688.44 is not broken in two', async ({
    page,
  }) => {
    await open(page, '/tools?tool=loan&amount=1250000&rate=6.75&years=30');
    const result = page.locator('#loan').getByTestId('loan-result');
    await expect(result).toContainText('Total paid$2,918,688.44');
    const figures = result.locator('dd');
    await expect(figures).toHaveCount(3);
    for (const figure of await figures.all()) {
      // One line: the figure is no taller than its line height.
      const [height, line] = await figure.evaluate((el) => [
        el.getBoundingClientRect().height,
        Number.parseFloat(getComputedStyle(el).lineHeight),
      ]);
      expect(height, (await figure.textContent()) ?? '').toBeLessThan(line * 1.5);
    }
  });
});

test('unit converter: 5 inches = 12.7000 centimeters, swap, categories', async ({ page }) => {
  await open(page, '/tools');
  const card = await toolOnListing(page, 'unit-converter', 'Converters');
  await calculate(card);
  await expectNoResult(card, 'unit-result');
  await fill(card, { Value: '5' });
  await calculate(card);
  const result = card.getByTestId('unit-result');
  await expect(result.locator('p').first()).toHaveText('5 inches = 12.7000 centimeters');
  await expect(result).toContainText('Formula: 1 inch = 2.54 centimeters');
  await expect(page).toHaveURL(
    /tool=unit-converter&category=length&value=5&from=inches&to=centimeters/,
  );

  await card.getByRole('button', { name: 'Swap units' }).click();
  await expect(card.getByLabel('From')).toHaveValue('centimeters');
  await expect(result.locator('p').first()).toHaveText('5 centimeters ≈ 1.9685 inches');
  await fill(card, { Value: '1' });
  await calculate(card);
  await expect(result.locator('p').first()).toHaveText('1 centimeter ≈ 0.3937 inches');

  const categories = await card.getByLabel('Category').locator('option').allTextContents();
  expect(categories).toEqual([
    'Length',
    'Weight',
    'Temperature',
    'Time',
    'Speed',
    'Data',
    'Volume',
    'Area',
  ]);
  await card.getByLabel('Category').selectOption('temperature');
  await fill(card, { Value: '100' });
  await card.getByLabel('From').selectOption('celsius');
  await card.getByLabel('To', { exact: true }).selectOption('fahrenheit');
  await card.getByLabel('Value').press('Enter');
  await expect(result.locator('p').first()).toHaveText('100 °C = 212.0000 °F');
  await expect(result).toContainText('°F = °C × 9/5 + 32');

  await card.getByLabel('Category').selectOption('volume');
  await fill(card, { Value: '1' });
  await card.getByLabel('From').selectOption('gallons');
  await card.getByLabel('To', { exact: true }).selectOption('liters');
  await calculate(card);
  await expect(result.locator('p').first()).toHaveText('1 US gallon ≈ 3.7854 liters');

  await card.getByLabel('Category').selectOption('area');
  await fill(card, { Value: '2.5' });
  await card.getByLabel('From').selectOption('acres');
  await card.getByLabel('To', { exact: true }).selectOption('hectares');
  await calculate(card);
  await expect(result.locator('p').first()).toHaveText('2.5 acres ≈ 1.0117 hectares');
  await expect(result).toContainText('Formula: 1 hectare ≈ 2.471054 acres');
});
