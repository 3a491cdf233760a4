import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { expectNoAxeViolationsInBothThemes } from './support/commerce-helpers';

// axe runs in two themes on a shared 2-core machine: allow for it.
test.describe.configure({ timeout: 60_000 });

const heroBox = (page: Page) =>
  page.getByRole('region', { name: 'Math made clear, one step at a time' });
const answer = (page: Page) => page.getByTestId('solve-answer');

test.describe('Home hero solve box', () => {
  test('a typed problem opens /solve with its answer', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const hero = heroBox(page);
    const box = hero.getByRole('textbox', { name: 'Type a problem' });
    await expect(box).toHaveAttribute('placeholder', 'e.g. x^2-5x+6=0');
    await box.fill('  x^2-5x+6=0 ');
    await hero.getByRole('button', { name: 'Solve' }).click();
    await expect(page).toHaveURL(/\/solve\?q=x%5E2-5x%2B6%3D0$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step-by-Step Math Solver');
    await expect(answer(page)).toHaveText('x = 2 or x = 3');
  });

  test('an empty box stays on Home and says what to do', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const hero = heroBox(page);
    const box = hero.getByRole('textbox', { name: 'Type a problem' });
    await box.fill('   ');
    await box.press('Enter');
    const message = hero.getByRole('alert');
    await expect(message).toHaveText('Type a problem first, for example x^2-5x+6=0.');
    await expect(page).toHaveURL('/');
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Type a problem first, for example x^2-5x+6=0.');
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);

    // Typing clears the message; Enter then solves.
    await box.pressSequentially('2x+3=7');
    await expect(message).toHaveText('');
    await expect(box).not.toHaveAttribute('aria-invalid');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/solve\?q=2x%2B3%3D7$/);
    await expect(answer(page)).toHaveText('x = 2');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the box is a plain GET form to /solve', async ({ page }) => {
      await page.goto('/');
      const box = heroBox(page).getByRole('textbox', { name: 'Type a problem' });
      // An empty box is refused by the browser: nothing is sent.
      await expect(box).toHaveAttribute('required', '');
      await box.fill('√72');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/solve\?q=%E2%88%9A72$/);
    });
  });
});

test.describe('/tools search offers the solver', () => {
  const offer = (page: Page) => page.getByRole('link', { name: /^Solve “.*” step by step$/ });

  test('a problem in ?q= is offered “Solve … step by step”, which solves it', async ({ page }) => {
    await page.goto('/tools?q=x%5E2-5x%2B6%3D0');
    await waitForHydration(page);
    const link = offer(page);
    await expect(link).toHaveText('Solve “x^2-5x+6=0” step by step');
    await expect(link).toHaveAttribute('href', '/solve?q=x%5E2-5x%2B6%3D0');
    // Above the results: it comes before their heading.
    const results = page.getByRole('region', { name: /x\^2-5x\+6=0/ });
    await expect(results.locator('a, h2').first()).toHaveText(/^Solve “/);
    await link.click();
    await expect(page).toHaveURL(/\/solve\?q=x%5E2-5x%2B6%3D0$/);
    await expect(answer(page)).toHaveText('x = 2 or x = 3');
  });

  test('plain words are not offered it; a problem no tool matches is, beside the empty state', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto('/tools?q=loan');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: '1 tool matches “loan”' })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);

    const search = page.getByRole('searchbox', { name: 'Search tools' });
    await search.fill('percentage');
    await expect(page.getByRole('heading', { name: /match(es)? “percentage”/ })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);

    await search.fill('2x+3=7');
    await expect(page.getByRole('heading', { name: 'No tools match “2x+3=7”' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show all tools' })).toBeVisible();
    await expect(offer(page)).toHaveText('Solve “2x+3=7” step by step');
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
    await offer(page).click();
    await expect(answer(page)).toHaveText('x = 2');
  });
});

test.describe('Practice Center tab in the URL', () => {
  const tab = (page: Page, name: string) => page.getByRole('tab', { name });
  /** Every category whose random problem the page asks the API for. */
  const fetchedCategories = (page: Page) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const match = /\/api\/practice\/random\/(\w+)(?:\?|$)/.exec(request.url());
      if (match?.[1]) fetched.push(match[1]);
    });
    return fetched;
  };

  test('/solve’s practise link opens /practice on that kind’s tab', async ({ page }) => {
    await page.goto('/solve?q=log(x)%2Blog(x-3)%3D1');
    await waitForHydration(page);
    await expect(answer(page)).toHaveText('x = 5');
    const link = page.getByRole('link', { name: 'Practise this kind of problem' });
    await expect(link).toHaveAttribute('href', '/practice?category=logarithms');
    const fetched = fetchedCategories(page);
    const problem = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/practice/random/logarithms',
    );
    await link.click();
    await expect(page).toHaveURL('/practice?category=logarithms');
    await expect(tab(page, 'Logarithms')).toHaveAttribute('aria-selected', 'true');
    await expect((await problem).ok()).toBe(true);
    await expect(page.getByRole('textbox', { name: 'Your answer' })).toBeVisible();
    expect(fetched).toEqual(['logarithms']);
  });

  test('?category=geometry opens Geometry; switching tabs rewrites the URL in place', async ({
    page,
  }) => {
    // The prerendered HTML knows no query: it shows the first tab, and hydration then switches.
    const html = await (await page.request.get('/practice?category=geometry')).text();
    expect(html).toMatch(/aria-selected="true"[^>]*>Algebra</);

    await page.goto('/');
    const fetched = fetchedCategories(page);
    await page.goto('/practice?category=geometry');
    await waitForHydration(page);
    await expect(tab(page, 'Geometry')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Algebra')).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('textbox', { name: 'Your answer' })).toBeVisible();
    await expect(page.getByText('Solved in Geometry')).toBeVisible();
    expect(fetched).toEqual(['geometry']);

    const historyLength = await page.evaluate(() => window.history.length);
    await tab(page, 'Logarithms').click();
    await expect(page).toHaveURL('/practice?category=logarithms');
    await expect(tab(page, 'Logarithms')).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength);

    // Back leaves the Practice Center (no entry per tab); Forward returns to the tab last shown.
    await page.goBack();
    await expect(page).toHaveURL('/');
    await page.goForward();
    await expect(page).toHaveURL('/practice?category=logarithms');
    await expect(tab(page, 'Logarithms')).toHaveAttribute('aria-selected', 'true');
  });

  test('an unknown ?category= opens the first tab, without an error', async ({ page }) => {
    for (const value of ['calculus', 'constructor']) {
      await page.goto(`/practice?category=${value}`);
      await waitForHydration(page);
      await expect(tab(page, 'Algebra')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('textbox', { name: 'Your answer' })).toBeVisible();
    }
  });
});
