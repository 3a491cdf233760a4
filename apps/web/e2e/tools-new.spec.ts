import {
  fractionCalc,
  gcdLcm,
  primeFactors,
  type Step,
  simplifyRadical,
  solveQuadratic,
  statistics,
} from '@mathtools/math-core';
import type { Locator, Page } from '@playwright/test';
import { tools } from '../src/features/tools/registry';
import { expect, presetTheme, test, viewports } from './fixtures';
import { faqOf } from './support/faq';
import {
  calculate,
  faqQuestions,
  fill,
  jsonLdTypes,
  mathText,
  open,
  shownSteps,
  stepsOf,
  tabNames,
  toolOnListing,
} from './tools-helpers';

/**
 * The six tools added for the "15+ tools" claim (fraction, radical, quadratic, statistics,
 * GCD & LCM, prime factors) and the two dedicated pages among them: each calculates, shows
 * math-core's own steps as MathML, reproduces its result from a shared link, and says in words
 * why it refuses a bad input.
 */

test.use({ viewport: viewports.desktop });

type Tab = 'Math Tools' | 'Calculators';

/** The typeset steps in a tool's result, compared with the steps math-core gives for the input. */
async function expectSteps(card: Locator, steps: readonly Step[]): Promise<void> {
  const list = card.locator('[aria-live="polite"] ol');
  await expect(list.locator('math').first()).toBeVisible();
  expect(await shownSteps(list)).toEqual(stepsOf(steps));
}

/** The error under the form: its exact words, announced, the result gone. */
async function expectRefusal(card: Locator, message: string): Promise<void> {
  const error = card.getByTestId('tool-error');
  await expect(error).toHaveText(message);
  await expect(error).toHaveAttribute('role', 'alert');
  await expect(card.locator('[aria-live="polite"]')).toBeEmpty();
}

/** The link the tool wrote into the address bar, opened afresh, shows the same result. */
async function expectSharedLink(
  page: Page,
  id: string,
  query: RegExp,
  answer: string,
): Promise<void> {
  await expect(page).toHaveURL(query);
  // Opened as a visitor would, in a new tab (a reload of the same URL would restore the scroll).
  const visitor = await page.context().newPage();
  await open(visitor, page.url());
  const card = visitor.locator(`#${id}`);
  await expect(card).toBeInViewport();
  await expect(card.getByTestId(`${id}-result`)).toContainText(answer);
  await expect(card.locator('[aria-live="polite"] math').first()).toBeVisible();
  await visitor.close();
}

async function openTool(page: Page, id: string, tab: Tab): Promise<Locator> {
  await open(page, '/tools');
  return toolOnListing(page, id, tab);
}

test.describe('the six new tools on /tools', () => {
  test('/tools lists at least 16 tools, at least 15 as the pages claim', async ({ page }) => {
    await open(page, '/tools');
    // Every tab's cards are rendered; headings of the hidden tabs count too.
    const headings = page.locator('section[id] h2[id$="-title"]');
    expect(await headings.count()).toBeGreaterThanOrEqual(16);
    expect(await headings.count()).toBe(tools.length);
    for (const tool of tools) {
      await page.getByRole('tab', { name: tabNames[tool.tab] }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: tool.name, exact: true }),
      ).toBeVisible();
    }
  });

  test('Quadratic Equation Solver: exact surd roots, method, discriminant, steps; refusals', async ({
    page,
  }) => {
    const card = await openTool(page, 'quadratic', 'Math Tools');
    await fill(card, { 'a (x² term)': '1', 'b (x term)': '-3', 'c (constant)': '1' });
    await calculate(card);
    const result = card.getByTestId('quadratic-result');
    const roots = result.getByRole('list', { name: 'Solutions' }).getByRole('listitem');
    await expect(roots).toHaveCount(2);
    // x = (3 − √5)/2 typeset: a fraction over 2 with a square root in its numerator.
    await expect(roots.first().locator('math mfrac msqrt')).toHaveText('5');
    expect(await mathText(roots.first().locator('math'))).toBe('x=3−52');
    await expect(roots.first()).toContainText('≈ 0.381966');
    await expect(roots.nth(1)).toContainText('≈ 2.61803');
    await expect(result).toContainText('Discriminant b² − 4ac5');
    await expect(result).toContainText('Methodquadratic formula');
    await expectSteps(card, solved(solveQuadratic(1, -3, 1)).steps);
    await expectSharedLink(page, 'quadratic', /\?tool=quadratic&a=1&b=-3&c=1$/, '≈ 2.61803');

    const again = page.locator('#quadratic');
    await fill(again, { 'a (x² term)': '0' });
    await calculate(again);
    await expectRefusal(again, 'The coefficient a must not be 0 in a quadratic.');
    await expect(again.getByLabel('a (x² term)', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await fill(again, { 'a (x² term)': '1', 'c (constant)': '' });
    await calculate(again);
    await expectRefusal(again, 'Enter the coefficient c (0 if there is none).');
    await fill(again, { 'b (x term)': '1', 'c (constant)': '1' });
    await calculate(again);
    await expect(again.getByTestId('quadratic-result')).toContainText('No real solutions');
    await expect(again.getByTestId('tool-error')).toHaveCount(0);
  });

  test('Radical Simplifier: √72 = 6√2 typeset, any index; refusals', async ({ page }) => {
    const card = await openTool(page, 'radical', 'Math Tools');
    await fill(card, { 'Number under the root': '72' });
    await calculate(card);
    const result = card.getByTestId('radical-result');
    const answer = result.locator('p').first().locator('math');
    await expect(answer.locator('msqrt')).toHaveText('2');
    expect(await mathText(answer)).toBe('62');
    await expect(result).toContainText('≈ 8.485281');
    await expectSteps(card, solved(simplifyRadical(72)).steps);
    await expectSharedLink(page, 'radical', /\?tool=radical&radicand=72&index=2$/, '≈ 8.485281');

    const again = page.locator('#radical');
    await fill(again, { 'Number under the root': '54', Index: '3' });
    await calculate(again);
    await expect(
      again.getByTestId('radical-result').locator('p').first().locator('mroot'),
    ).toHaveText('23');
    await expectSteps(again, solved(simplifyRadical(54, 3)).steps);

    await fill(again, { 'Number under the root': '-8', Index: '2' });
    await calculate(again);
    await expectRefusal(again, 'A negative number has no real even root.');
    await fill(again, { 'Number under the root': '8', Index: '11' });
    await calculate(again);
    await expectRefusal(again, 'The index must be a whole number from 2 to 10.');
    await expect(again.getByLabel('Index', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('Prime Factorization: 360 = 2³ × 3² × 5 with superscripts, primes said; refusals', async ({
    page,
  }) => {
    const card = await openTool(page, 'prime-factors', 'Math Tools');
    await fill(card, { 'Whole number': '360' });
    await calculate(card);
    const result = card.getByTestId('prime-factors-result');
    const answer = result.locator('p').first().locator('math');
    await expect(answer.locator('msup')).toHaveText(['23', '32']);
    expect(await mathText(answer)).toBe('360=23×32×5');
    await expect(result).toContainText('360 is not prime: it has 3 different prime factors.');
    await expectSteps(card, solved(primeFactors(360)).steps);
    await expectSharedLink(page, 'prime-factors', /\?tool=prime-factors&value=360$/, '360 is not');

    const again = page.locator('#prime-factors');
    await fill(again, { 'Whole number': '999999999989' });
    await calculate(again);
    await expect(again.getByTestId('prime-factors-result')).toContainText(
      '999,999,999,989 is a prime number: its only factors are 1 and itself.',
    );
    await fill(again, { 'Whole number': '0' });
    await calculate(again);
    await expectRefusal(again, 'The number must be a whole number from 1 to 1,000,000,000,000.');
  });

  test('GCD & LCM Calculator: factorizations, gcd, lcm, an lcm past 2^53; refusals', async ({
    page,
  }) => {
    const card = await openTool(page, 'gcd-lcm', 'Math Tools');
    await fill(card, { 'Whole numbers': '72, 120' });
    await calculate(card);
    const result = card.getByTestId('gcd-lcm-result');
    await expect(result.locator('p').first()).toHaveText('GCD = 24, LCM = 360');
    await expectSteps(card, solved(gcdLcm([72, 120])).steps);
    await expectSharedLink(page, 'gcd-lcm', /\?tool=gcd-lcm&values=72%2C\+120$/, 'GCD = 24');

    const again = page.locator('#gcd-lcm');
    await fill(again, { 'Whole numbers': '999999999989 999999999961' });
    await calculate(again);
    const big = again.getByTestId('gcd-lcm-result');
    await expect(big.locator('p').first()).toHaveText('GCD = 1, LCM = too large to show');
    await expect(big).toContainText('The LCM is larger than 2⁵³');
    await expectSteps(again, solved(gcdLcm([999999999989, 999999999961])).steps);

    await fill(again, { 'Whole numbers': '72, 2.5' });
    await calculate(again);
    await expectRefusal(
      again,
      'Number 2 (“2.5”) must be a whole number from 1 to 1,000,000,000,000.',
    );
    await expect(again.getByLabel('Whole numbers', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await fill(again, { 'Whole numbers': '72' });
    await calculate(again);
    await expectRefusal(again, 'Enter at least two whole numbers, for example 72, 120 (up to 20).');
  });

  test('Fraction Calculator: mixed numbers, lowest terms, decimal; Enter calculates; refusals', async ({
    page,
  }) => {
    const card = await openTool(page, 'fraction', 'Calculators');
    await fill(card, { 'First fraction': '2 1/2', 'Second fraction': '3/4' });
    await card.getByLabel('Operation').selectOption('divide');
    await card.getByLabel('Second fraction', { exact: true }).press('Enter');
    const result = card.getByTestId('fraction-result');
    const answer = result.locator('p').first();
    await expect(answer.locator('math')).toHaveCount(2);
    await expect(answer.locator('math').first().locator('mfrac')).toHaveText('103');
    await expect(result).toContainText('Decimal≈ 3.3333333333');
    await expectSteps(card, solved(fractionCalc('2 1/2', '/', '3/4')).steps);
    await expectSharedLink(
      page,
      'fraction',
      /\?tool=fraction&a=2\+1%2F2&op=divide&b=3%2F4$/,
      '≈ 3.3333333333',
    );

    const again = page.locator('#fraction');
    await fill(again, { 'First fraction': 'abc' });
    await calculate(again);
    await expectRefusal(again, 'The first fraction must be a fraction such as 3/4, 2 1/2 or 5.');
    await expect(again.getByLabel('First fraction', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await fill(again, { 'First fraction': '1/2', 'Second fraction': '0' });
    await calculate(again);
    await expectRefusal(again, 'Cannot divide by zero.');
    await fill(again, { 'Second fraction': '' });
    await calculate(again);
    await expectRefusal(again, 'Enter the second fraction.');
  });

  test('Statistics Calculator: every figure, sample ones only from 2 values; refusals', async ({
    page,
  }) => {
    const card = await openTool(page, 'statistics', 'Calculators');
    await fill(card, { Numbers: '2, 4, 4, 4\n5 5 7 9' });
    await calculate(card);
    const result = card.getByTestId('statistics-result');
    const figure = (label: string) =>
      result.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
    const expected = solved(statistics([2, 4, 4, 4, 5, 5, 7, 9]));
    for (const [label, value] of [
      ['Count', '8'],
      ['Mean', '5'],
      ['Median', '4.5'],
      ['Mode', '4'],
      ['Range', '7'],
      ['Minimum', '2'],
      ['Maximum', '9'],
      ['Population variance', '4'],
      ['Population standard deviation', '2'],
      ['Sample variance', String(expected.sampleVariance)],
      ['Sample standard deviation', String(expected.sampleStdDev)],
    ] as const)
      await expect(figure(label).locator('dd')).toHaveText(value);
    await expectSteps(card, expected.steps);
    await expectSharedLink(page, 'statistics', /\?tool=statistics&values=2/, 'Mean: 5');

    const again = page.locator('#statistics');
    await fill(again, { Numbers: '3' });
    await calculate(again);
    await expect(again.getByTestId('statistics-result')).toContainText(
      'The sample variance and standard deviation need at least two values.',
    );
    await expect(again.getByText('Sample variance', { exact: true })).toHaveCount(0);
    await fill(again, { Numbers: '1, two, 3' });
    await calculate(again);
    await expectRefusal(again, 'Value 2 (“two”) must be a finite number.');
    await fill(again, { Numbers: Array.from({ length: 1001 }, (_, i) => i).join(' ') });
    await calculate(again);
    await expectRefusal(again, 'Enter at most 1,000 numbers (there are 1,001).');
  });
});

/** math-core's value of a call the test expects to succeed (its steps, when it has them). */
function solved<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const pages = {
  '/tools/fraction-calculator': {
    title: 'Fraction Calculator with Steps: Add, Subtract, Multiply, Divide | MathTools',
    h1: 'Fraction Calculator',
    cards: ['/tools/percentage-calculator', '/tools/quadratic-equation-solver'],
    links: [
      '/tools/percentage-calculator',
      '/tools/quadratic-equation-solver',
      '/tools/unit-converter',
      '/tools',
    ],
    query: '?a=3/4&op=add&b=5/6',
    result: 'fraction-result',
    answer: 'Decimal≈ 1.5833333333',
  },
  '/tools/quadratic-equation-solver': {
    title: 'Quadratic Equation Solver with Steps: Formula & Factoring | MathTools',
    h1: 'Quadratic Equation Solver',
    cards: ['/tools/fraction-calculator', '/tools/logarithm-simplifier'],
    links: [
      '/tools/fraction-calculator',
      '/tools/logarithm-simplifier',
      '/tools/percentage-calculator',
      '/tools',
    ],
    query: '?a=1&b=-5&c=6',
    result: 'quadratic-result',
    answer: 'Methodfactoring',
  },
} as const;

for (const [path, expected] of Object.entries(pages)) {
  test.describe(path, () => {
    test('title, h1, JSON-LD, prerendered MathML, related cards and links', async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(jsonLdTypes(html)).toEqual(['WebApplication', 'HowTo', 'FAQPage']);
      expect(html).toContain(`<title>${expected.title.replace('&', '&amp;')}</title>`);
      expect(
        html.match(/<math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML"[ >]/g)?.length ?? 0,
      ).toBeGreaterThan(10);
      await open(page, path);
      await expect(page).toHaveTitle(expected.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.h1);
      await expect(faqOf(page.locator('#faq')).questions).toHaveText(faqQuestions(html));
      const cards = page
        .locator('#related')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading') });
      expect(
        await cards.getByRole('link').evaluateAll((els) => els.map((e) => e.getAttribute('href'))),
      ).toEqual(expected.cards);
      const more = page.getByRole('navigation', { name: 'More tools' }).getByRole('link');
      expect(await more.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual(
        expected.links,
      );
      await more.first().click();
      await expect(page).toHaveURL(expected.links[0]);
    });

    for (const theme of ['light', 'dark'] as const) {
      for (const width of ['mobile', 'desktop'] as const) {
        // Each opens the page by a shared link with the inputs: the link calculates on load.
        test(`a shared link calculates on load; axe finds nothing, ${theme} ${width}, result on screen`, async ({
          page,
          expectNoAxeViolations,
        }) => {
          await page.setViewportSize(viewports[width]);
          await presetTheme(page, theme);
          await open(page, `${path}${expected.query}`);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          const result = page.getByTestId(expected.result);
          await expect(result).toContainText(expected.answer);
          await expect(result.locator('math').first()).toBeVisible();
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, 'horizontal overflow of the page (px)').toBeLessThanOrEqual(0);
          await expectNoAxeViolations();
        });
      }
    }
  });
}

test.describe('refusals are accessible', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing with an error shown, ${theme}`, async ({
      page,
      expectNoAxeViolations,
    }) => {
      await presetTheme(page, theme);
      await open(page, '/tools?tool=gcd-lcm&values=72,2.5');
      await expect(page.locator('#gcd-lcm').getByTestId('tool-error')).toBeVisible();
      await expectNoAxeViolations({ include: '#gcd-lcm' });
    });
  }
});
