import type { Page } from '@playwright/test';
import { expect, test, viewports } from './fixtures';
import { calculate, fill, open } from './tools-helpers';

// A calculator's solver and result view (`tools/<tool>-work.tsx`) load with the form's first use,
// not with the page: the page hydrates without them, a focus or press inside the form starts the
// load, and Calculate waits for it.
test.use({ viewport: viewports.mobile });

const WORK = '**/assets/quadratic-work-*.js';
const isWork = (url: string) => /\/assets\/quadratic-work-[^/]+\.js$/.test(url);

/** Every script URL the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test('the solver loads with the first focus in the form, not with the page', async ({ page }) => {
  const scripts = scriptRequests(page);
  await open(page, '/tools/quadratic-equation-solver');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(isWork)).toEqual([]);

  const form = page.getByRole('form', { name: 'Quadratic equation solver' });
  const loaded = page.waitForResponse((response) => isWork(response.url()));
  await form.getByLabel('a (x² term)').focus();
  await loaded;
  await fill(form, { 'a (x² term)': '1', 'b (x term)': '-5', 'c (constant)': '6' });
  await calculate(form);
  await expect(page.getByRole('list', { name: 'Solutions' }).getByRole('listitem')).toHaveCount(2);
  expect(scripts.filter(isWork)).toHaveLength(1);
});

test('Calculate says it is working until the solver has arrived', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(WORK, async (route) => {
    await held;
    await route.continue();
  });
  await open(page, '/tools/quadratic-equation-solver');
  const form = page.getByRole('form', { name: 'Quadratic equation solver' });
  await fill(form, { 'a (x² term)': '1', 'b (x term)': '-5', 'c (constant)': '6' });
  await calculate(form);
  const live = page.locator('[aria-live="polite"]').filter({ has: page.getByText('Calculating…') });
  await expect(live).toHaveText('Calculating…');
  await expect(page).not.toHaveURL(/\?a=/);
  release();
  await expect(page.getByTestId('quadratic-result')).toContainText('factoring');
  await expect(page.getByText('Calculating…')).toHaveCount(0);
  await expect(page).toHaveURL(/\?a=1&b=-5&c=6$/);
});

test('a link with inputs loads the solver and shows the result', async ({ page }) => {
  await open(page, '/tools/quadratic-equation-solver?a=1&b=2&c=5');
  await expect(page.getByTestId('quadratic-result')).toContainText('No real solutions');
});

test('a solver that cannot load is reported, and Calculate tries again', async ({ page }) => {
  let failing = true;
  await page.route(WORK, (route) =>
    failing ? route.abort('internetdisconnected') : route.continue(),
  );
  await open(page, '/tools/quadratic-equation-solver');
  const form = page.getByRole('form', { name: 'Quadratic equation solver' });
  await fill(form, { 'a (x² term)': '1', 'b (x term)': '-5', 'c (constant)': '6' });
  await calculate(form);
  await expect(page.getByTestId('tool-error')).toHaveText(
    'The calculator could not be loaded. Check your connection and press Calculate again.',
  );
  await expect(page.getByTestId('quadratic-result')).toHaveCount(0);

  failing = false;
  await calculate(form);
  await expect(page.getByTestId('quadratic-result')).toContainText('factoring');
  await expect(page.getByTestId('tool-error')).toHaveCount(0);
});
