import type { Locator, Page } from '@playwright/test';
import { expect, test, viewports, waitForHydration } from './fixtures';
import { toast } from './support/commerce-helpers';
import { calculate } from './tools-helpers';

// On a slow connection a prerendered form is on screen, and can be filled in, before its script
// arrives. What was typed or picked then must be what the form acts on once the page is hydrated:
// before this was handled, the fields showed it and the form acted on empty ones (a calculator
// refused its numbers, the contact form would have said the message was missing).
test.use({ viewport: viewports.mobile });

/**
 * Opens `path` with every script held back: the prerendered page can be filled in but nothing is
 * hydrated. Returns the function that lets the scripts through and waits for hydration.
 */
async function openBeforeScripts(page: Page, path: string): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('form').first().waitFor();
  return async () => {
    // Still the prerendered page: the theme toggle has not got its real label yet.
    await expect(page.getByTestId('theme-toggle')).not.toHaveAttribute('aria-label', /^Switch to/);
    release();
    await waitForHydration(page);
  };
}

test('number fields typed before hydration are solved', async ({ page }) => {
  const hydrate = await openBeforeScripts(page, '/tools/quadratic-equation-solver');
  const form = page.getByRole('form', { name: 'Quadratic equation solver' });
  await form.getByLabel('a (x² term)').fill('1');
  await form.getByLabel('b (x term)').fill('-5');
  await form.getByLabel('c (constant)').fill('6');
  await hydrate();
  await calculate(form);
  await expect(page.getByTestId('tool-error')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Solutions' }).getByRole('listitem')).toHaveCount(2);
  await expect(page).toHaveURL(/\?a=1&b=-5&c=6$/);
});

test('text fields and a select changed before hydration are calculated', async ({ page }) => {
  const hydrate = await openBeforeScripts(page, '/tools/fraction-calculator');
  const form = page.getByRole('form', { name: 'Fraction calculator' });
  await form.getByLabel('First fraction').fill('1/2');
  await form.getByLabel('Operation').selectOption('multiply');
  await form.getByLabel('Second fraction').fill('2/3');
  await hydrate();
  await expect(form.getByLabel('Operation')).toHaveValue('multiply');
  await calculate(form);
  // 1/2 × 2/3 = 1/3 (added, it would be 7/6).
  await expect(page.getByTestId('fraction-result')).toContainText('Decimal≈ 0.3333333333');
});

test('a radio button picked before hydration is kept', async ({ page }) => {
  const hydrate = await openBeforeScripts(page, '/tools/time-calculator');
  const form = page.getByRole('form', { name: 'Time calculator' });
  await form.getByRole('group', { name: 'First period' }).getByLabel('Hours').fill('2');
  await form.getByRole('group', { name: 'Second period' }).getByLabel('Minutes').fill('30');
  await form.getByLabel('Subtract (first − second)').check();
  await hydrate();
  await expect(form.getByLabel('Subtract (first − second)')).toBeChecked();
  await calculate(form);
  // 2 h − 30 min = 5,400 s (added, it would be 9,000 s).
  const result = page.getByTestId('time-result');
  await expect(result.getByRole('definition').last()).toHaveText('5400');
});

test('a date picked before hydration is calculated', async ({ page }) => {
  const hydrate = await openBeforeScripts(page, '/tools/age-calculator');
  const form = page.getByRole('form', { name: 'Age calculator' });
  await form.getByLabel('Date of birth').fill('2000-02-29');
  await form.getByLabel('Age on (optional)').fill('2024-02-29');
  await hydrate();
  await calculate(form);
  await expect(page.getByTestId('age-result')).toContainText('24 years, 0 months, 0 days');
});

// Calculate pressed before the script has run sends the form as a plain GET: each control's name
// is its query key (and on /tools a hidden input names the tool), so the page comes back with the
// inputs in its URL and calculates them. Sent with the button on one page, with Enter on the other.
for (const { path, base, sent, answer, send } of [
  {
    path: '/tools/logarithm-simplifier',
    base: '4',
    sent: /\/tools\/logarithm-simplifier\?base=4&value=8$/,
    answer: 'log4\u2061(8)=32',
    send: calculate,
  },
  {
    path: '/tools',
    base: '2',
    sent: /\/tools\?tool=logarithm&base=2&value=8$/,
    answer: 'log2\u2061(8)=3',
    send: (form: Locator) => form.getByLabel('Value (x)').press('Enter'),
  },
]) {
  test(`Calculate pressed on ${path} before hydration comes back calculated`, async ({ page }) => {
    const hydrate = await openBeforeScripts(page, path);
    const form = page.getByRole('form', { name: 'Logarithm simplifier' });
    await form.getByLabel('Base (b)').fill(base);
    await form.getByLabel('Value (x)').fill('8');
    await send(form);
    await page.waitForURL(sent, { waitUntil: 'commit' });
    // The page that came back, its scripts still held: it hydrates with the inputs from its URL.
    await hydrate();
    await expect(form.getByLabel('Base (b)')).toHaveValue(base);
    await expect(form.getByLabel('Value (x)')).toHaveValue('8');
    await expect(page.locator('#logarithm').getByTestId('log-result')).toContainText(answer);
  });
}

test('a key sent once per row reads as the list a link writes', async ({ page }) => {
  await page.goto('/tools?tool=gpa&credits=3&credits=4&grades=A&grades=B%2B');
  await waitForHydration(page);
  // (3 × 4.0 + 4 × 3.3) ÷ 7 = 3.60, as /tools?tool=gpa&credits=3,4&grades=A,B+ gives.
  await expect(page.locator('#gpa').getByTestId('gpa-result')).toContainText('GPA: 3.60 / 4.0');
});

test('the /tools search sent with Enter before hydration comes back searched', async ({ page }) => {
  const hydrate = await openBeforeScripts(page, '/tools');
  await page.getByRole('searchbox', { name: 'Search tools' }).fill('loan');
  await page.getByRole('searchbox', { name: 'Search tools' }).press('Enter');
  await page.waitForURL(/\/tools\?q=loan$/, { waitUntil: 'commit' });
  await hydrate();
  await expect(page.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('loan');
  await expect(page.getByRole('heading', { name: '1 tool matches “loan”' })).toBeVisible();
});

test('the /tools search typed before hydration is searched', async ({ page }) => {
  const hydrate = await openBeforeScripts(page, '/tools');
  await page.getByRole('searchbox', { name: 'Search tools' }).fill('loan');
  await hydrate();
  await expect(page.getByRole('heading', { name: '1 tool matches “loan”' })).toBeVisible();
  await expect(page).toHaveURL(/\?q=loan$/);
});

test('a problem typed into /solve before hydration is solved', async ({ page }) => {
  const hydrate = await openBeforeScripts(page, '/solve');
  await page.getByRole('textbox', { name: 'Problem' }).fill('2x+3=7');
  await hydrate();
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2');
});

test('a contact message typed before hydration is sent', async ({ page }) => {
  const hydrate = await openBeforeScripts(page, '/contact');
  const main = page.getByRole('main');
  const message = 'Typed while the page was still loading.';
  await main.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await main.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await main.getByRole('textbox', { name: 'Subject' }).fill('Early typing');
  await main.getByRole('textbox', { name: 'Message' }).fill(message);
  await hydrate();
  await expect(main.getByText(`${message.length} / 1000 characters`)).toBeVisible();
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page)).toContainText('Message Sent!');
});

test('a page scrolled before hydration stays where the visitor put it', async ({ page }) => {
  const hydrate = await openBeforeScripts(page, '/about');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  await hydrate();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a newsletter email typed before hydration is subscribed', async ({ page }) => {
  const hydrate = await openBeforeScripts(page, '/about');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: /email/i });
  await email.fill('early@example.com');
  // Sent by the browser itself, the form would put the address in the URL and subscribe no one:
  // until the script runs, Subscribe is disabled and Enter sends nothing.
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  await email.press('Enter');
  await hydrate();
  await expect(page).toHaveURL(/\/about$/);
  await expect(email).toHaveValue('early@example.com');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toast(page)).toContainText('Success!');
});
