import { expect, test, viewports } from './fixtures';
import { faqOf } from './support/faq';
import {
  calculate,
  expectNoResult,
  faqQuestions,
  fill,
  jsonLdTypes,
  mathText,
  open,
} from './tools-helpers';

test.use({ viewport: viewports.desktop });

/** The cross-links of each dedicated page (the first two are also the related-tool cards). */
const pages = {
  '/tools/logarithm-simplifier': {
    h1: 'Logarithm Simplifier',
    links: [
      '/tools/unit-converter',
      '/tools/time-calculator',
      '/tools/percentage-calculator',
      '/tools',
    ],
    cards: ['/tools/unit-converter', '/tools/time-calculator'],
    text: ['base 10', 'natural', 'base 2', 'custom base', 'undefined for zero and negative inputs'],
  },
  '/tools/unit-converter': {
    h1: 'Unit Converter',
    links: [
      '/tools/time-calculator',
      '/tools/logarithm-simplifier',
      '/tools/percentage-calculator',
      '/tools',
    ],
    cards: ['/tools/time-calculator', '/tools/logarithm-simplifier'],
    text: [
      'Length',
      'Weight',
      'Temperature',
      'Volume',
      'Time',
      'Speed',
      'data',
      '1 inch = 2.54 cm',
      '1 m ≈ 3.28084 ft',
      '1 kg ≈ 2.20462 lb',
    ],
  },
  '/tools/time-calculator': {
    h1: 'Time Calculator',
    links: [
      '/tools/unit-converter',
      '/tools/age-calculator',
      '/tools/logarithm-simplifier',
      '/tools',
    ],
    cards: ['/tools/unit-converter', '/tools/age-calculator'],
    text: ['86400', '1 week = 168 hours'],
  },
  '/tools/percentage-calculator': {
    h1: 'Percentage Calculator',
    links: [
      '/discount-calculator',
      '/tip-calculator',
      '/tools/logarithm-simplifier',
      '/tools/unit-converter',
      '/tools',
    ],
    cards: ['/tools/logarithm-simplifier', '/tools/unit-converter'],
    text: ['25% of 80 = 20', '(value × percentage) ÷ 100 = result'],
  },
  '/tools/age-calculator': {
    h1: 'Age Calculator',
    links: [
      '/tools/time-calculator',
      '/tools/percentage-calculator',
      '/tools/unit-converter',
      '/tools',
    ],
    cards: ['/tools/time-calculator', '/tools/percentage-calculator'],
    text: ['years, months, days, hours and minutes', 'days until your next birthday'],
  },
} as const;

for (const [path, expected] of Object.entries(pages)) {
  test(`${path}: heading, teaching text, FAQ + HowTo JSON-LD, related cards, cross-links`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(jsonLdTypes(html)).toEqual(['WebApplication', 'HowTo', 'FAQPage']);
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.h1);
    const main = page.getByRole('main');
    for (const text of expected.text) await expect(main).toContainText(text);
    // The FAQ on the page is the FAQ in the structured data.
    await expect(faqOf(page.locator('#faq')).questions).toHaveText(faqQuestions(html));
    // Visible words only (innerText skips the collapsed FAQ answers): long teaching text.
    // biome-ignore lint/performance/useDomNodeTextContent: rendered text is what is measured
    expect((await main.innerText()).split(/\s+/).length).toBeGreaterThan(600);

    const related = page.locator('#related');
    const cards = related.getByRole('listitem').filter({ has: page.getByRole('heading') });
    await expect(cards).toHaveCount(2);
    expect(
      await cards.getByRole('link').evaluateAll((els) => els.map((e) => e.getAttribute('href'))),
    ).toEqual(expected.cards);
    const more = page.getByRole('navigation', { name: 'More tools' }).getByRole('link');
    expect(await more.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual(
      expected.links,
    );
  });
}

test.describe('percentage page', () => {
  test('the card: Value, Percentage (%), Calculate; result alert and formula', async ({ page }) => {
    await open(page, '/tools/percentage-calculator');
    const card = page.getByRole('region', { name: 'Calculate a percentage of a number' });
    // Number boxes with the phone's number keyboard, in the question's order: 25 % of 80.
    await expect(card.getByLabel('Value', { exact: true })).toHaveAttribute('inputmode', 'decimal');
    await expect(card.getByLabel('Percentage (%)')).toHaveAttribute('inputmode', 'decimal');
    expect(
      await card
        .getByRole('textbox')
        .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent)),
    ).toEqual(['Percentage (%)', 'Value']);
    for (const values of [{ Value: '80' }, { Value: '', 'Percentage (%)': '25' }] as Record<
      string,
      string
    >[]) {
      await fill(card, values);
      await calculate(card);
      await expectNoResult(card, 'percentage-result');
    }
    await fill(card, { Value: '80', 'Percentage (%)': '25' });
    await calculate(card);
    const alert = card.getByTestId('percentage-result');
    await expect(alert.locator('p').first()).toHaveText('Result:');
    await expect(alert).toContainText('25% of 80 = 20');
    await expect(alert).toContainText('(value × percentage) ÷ 100 = result');
    // The working with these numbers, typeset by math-core: 25% = 25/100, 25/100 × 80 = 20.
    const working = alert.locator('li math');
    await expect(working).toHaveCount(2);
    expect(await mathText(working.last())).toBe('25100×80=20');
    await expect(page).toHaveURL('/tools/percentage-calculator?percentage=25&value=80');

    // Invalid input afterwards clears the old result and says why, as every tool does; Enter
    // calculates.
    await fill(card, { Value: '' });
    await calculate(card);
    await expect(card.getByTestId('tool-error')).toHaveText('Enter a value.');
    await expect(card.getByLabel('Value', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoResult(card, 'percentage-result');
    await fill(card, { Value: '33', 'Percentage (%)': '12.5' });
    await card.getByLabel('Percentage (%)').press('Enter');
    await expect(card.getByTestId('percentage-result')).toContainText('12.5% of 33 = 4.13');
  });

  test('a shared link shows the result; discount and tip links go to the 404 page', async ({
    page,
  }) => {
    await open(page, '/tools/percentage-calculator?value=200&percentage=15');
    await expect(page.getByTestId('percentage-result')).toContainText('15% of 200 = 30');
    await page.getByRole('link', { name: 'Discount Calculator' }).click();
    await expect(page).toHaveURL('/discount-calculator');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });
});

test('logarithm page: Load Example, Enter, shared link', async ({ page }) => {
  await open(page, '/tools/logarithm-simplifier');
  const card = page.locator('#logarithm');
  await card.getByRole('button', { name: 'Load Example' }).click();
  await card.getByLabel('Value (x)').press('Enter');
  await expect(card.getByTestId('log-result').locator('p').first()).toHaveText(
    /^log2\u2061\(8\)=3$/,
  );
  await expect(page).toHaveURL('/tools/logarithm-simplifier?base=2&value=8');
  await open(page, '/tools/logarithm-simplifier?base=2&value=32');
  await expect(card.getByTestId('log-result').locator('p').first()).toHaveText(
    /^log2\u2061\(32\)=5$/,
  );
  await open(page, '/tools/logarithm-simplifier?base=1&value=32');
  await expect(card.getByLabel('Base (b)')).toHaveValue('1');
  await expectNoResult(card, 'log-result');
});

test('unit converter page: shared link and a new conversion', async ({ page }) => {
  await open(page, '/tools/unit-converter?category=weight&value=70&from=kilograms&to=pounds');
  const card = page.locator('#unit-converter');
  await expect(card.getByTestId('unit-result').locator('p').first()).toHaveText(
    '70 kilograms ≈ 154.3236 pounds',
  );
  await expect(card.getByLabel('Category')).toHaveValue('weight');
  await open(page, '/tools/unit-converter?category=length&value=abc&from=inches&to=feet');
  await expectNoResult(card, 'unit-result');
});

test('time calculator page: subtract to a negative total from a link', async ({ page }) => {
  await open(page, '/tools/time-calculator?op=subtract&m1=30&h2=1');
  const result = page.locator('#time-calculator').getByTestId('time-result');
  await expect(result).toContainText('Result: -(0 days, 0 hours, 30 minutes, 0 seconds)');
  await expect(result).toContainText('-1800');
});

test('age page: target date, and today when it is left empty', async ({ page }) => {
  await open(page, '/tools/age-calculator');
  const card = page.locator('#age');
  await fill(card, { 'Date of birth': '2012-02-29', 'Age on (optional)': '2025-02-28' });
  await calculate(card);
  const result = card.getByTestId('age-result');
  await expect(result).toContainText('13 years, 0 months, 0 days');
  await expect(result).toContainText('Happy birthday!');
  await expect(page).toHaveURL('/tools/age-calculator?birth=2012-02-29&target=2025-02-28');

  await fill(card, { 'Age on (optional)': '' });
  await card.getByLabel('Date of birth').press('Enter');
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await expect(result).toContainText(`Age on ${today}`);
  await expect(result).toContainText(/\d+ days? until the next birthday|Happy birthday/);
});
