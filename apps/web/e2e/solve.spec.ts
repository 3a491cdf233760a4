import { solve } from '@mathtools/math-core';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { expectNoAxeViolationsInBothThemes } from './support/commerce-helpers';

// axe runs in two themes on a shared 2-core machine: allow for it.
test.describe.configure({ timeout: 60_000 });

const problemBox = (page: Page) => page.getByRole('textbox', { name: 'Problem' });
const result = (page: Page) => page.getByTestId('solve-result');
const solutions = (page: Page) => page.getByRole('list', { name: 'Solutions' });
const solved = (text: string) => {
  const outcome = solve(text);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value;
};
const unsupportedMessage = (text: string) => {
  const outcome = solve(text);
  if (outcome.ok) throw new Error(`${text} is solved by math-core`);
  return outcome.error.message;
};

test('a shared link solves at once: x = 2 and x = 3 with typeset steps', async ({ page }) => {
  await page.goto('/solve?q=x%5E2-5x%2B6%3D0');
  await waitForHydration(page);
  await expect(problemBox(page)).toHaveValue('x^2-5x+6=0');
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2 or x = 3');
  await expect(solutions(page).getByRole('listitem')).toHaveCount(2);
  await expect(solutions(page).locator('math').nth(0)).toHaveText(/x\s*=\s*2/);
  await expect(solutions(page).locator('math').nth(1)).toHaveText(/x\s*=\s*3/);
  await expect(result(page)).toContainText('Quadratic equation');
  await expect(result(page)).toContainText('factoring');
  const stepCount = solved('x^2-5x+6=0').steps.length;
  expect(stepCount).toBeGreaterThanOrEqual(3);
  await expect(result(page).locator('ol > li')).toHaveCount(stepCount);
  await expect(result(page).locator('ol > li math')).toHaveCount(stepCount);
  await expect(
    result(page).getByRole('link', { name: 'Practise this kind of problem' }),
  ).toHaveAttribute('href', '/practice?category=algebra');
  await expect(result(page)).toContainText('Algebra tab');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('typing a problem and pressing Enter solves it and puts it in the link', {
  tag: '@flow',
}, async ({ page }) => {
  await page.goto('/solve');
  await waitForHydration(page);
  await problemBox(page).fill('2x+3=7');
  // The live preview typesets what is being typed, before solving.
  await expect(page.getByTestId('answer-preview').locator('math')).toBeVisible();
  await problemBox(page).press('Enter');
  await expect(page).toHaveURL(/\/solve\?q=2x%2B3%3D7$/);
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2');
  await expect(result(page)).toContainText('Linear equation');

  // A second problem replaces the first, and the link follows.
  await problemBox(page).fill('log(x)+log(x-3)=1');
  await problemBox(page).press('Enter');
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 5');
  expect(new URL(page.url()).searchParams.get('q')).toBe('log(x)+log(x-3)=1');
  await expect(result(page)).toContainText('Logarithms tab');
});

test('an example fills the box and solves it', async ({ page }) => {
  await page.goto('/solve');
  await waitForHydration(page);
  await page.getByRole('button', { name: '2x+y=5, x-y=1' }).click();
  await expect(problemBox(page)).toHaveValue('2x+y=5, x-y=1');
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2, y = 1');
  expect(new URL(page.url()).searchParams.get('q')).toBe('2x+y=5, x-y=1');
});

test('solving keeps the reader where they are: writing ?q= is not a route change', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto('/solve');
  await waitForHydration(page);
  const example = page.getByRole('button', { name: '2x+y=5, x-y=1' });
  await example.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await example.click();
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2, y = 1');
  expect(new URL(page.url()).searchParams.get('q')).toBe('2x+y=5, x-y=1');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // A link to another page still starts at its top.
  await page.getByRole('link', { name: 'Practise this kind of problem' }).click();
  await expect(page).toHaveURL(/\/practice\?category=algebra$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('unsupported input shows math-core’s message in an alert and no stale result', async ({
  page,
}) => {
  await page.goto('/solve?q=2x%2B3%3D7');
  await waitForHydration(page);
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2');
  await problemBox(page).fill('x^3=8');
  await page.getByRole('button', { name: 'Solve' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Can’t solve this' });
  await expect(alert).toContainText(unsupportedMessage('x^3=8'));
  await expect(result(page)).toHaveCount(0);
  await expect(problemBox(page)).toHaveAttribute('aria-invalid', 'true');

  // An empty box says what to do instead of solving nothing.
  await problemBox(page).fill('   ');
  await problemBox(page).press('Enter');
  await expect(page.getByRole('alert')).toContainText('Nothing to solve yet');
  await expect(page.getByRole('alert')).toContainText(
    'Type a problem to solve, for example 2x + 3 = 7.',
  );
});

test('axe: no violations with a solution and with an error, light and dark', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/solve?q=x%5E2-5x%2B6%3D0');
  await waitForHydration(page);
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2 or x = 3');
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
  await problemBox(page).fill('x^3=8');
  await problemBox(page).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Can’t solve this' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu’s Solve link opens /solve; a solve focuses the answer and announces only it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Solve', exact: true }).click();
    await expect(page).toHaveURL('/solve');
    // Home has a problem box too: wait for the solver's page to be shown.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step-by-Step Math Solver');

    await problemBox(page).fill('x^2-5x+6=0');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    const heading = result(page).getByRole('heading', { name: 'Solution' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(heading).toHaveAttribute('tabindex', '-1');
    // The live region says the answer, nothing more; the steps are plain content.
    const live = page.getByTestId('solve-announcement');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toHaveText('x = 2 or x = 3');
    await expect(result(page).locator('[aria-live]')).toHaveCount(0);
    // The page's own link in the header is marked current.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Solve', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('with reduced motion the answer is scrolled to at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/solve');
    await waitForHydration(page);
    await problemBox(page).fill('2x+3=7');
    await problemBox(page).press('Enter');
    const heading = result(page).getByRole('heading', { name: 'Solution' });
    await expect(heading).toBeFocused();
    // No smooth scroll: the heading is in view as soon as it has the focus.
    expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(844);
    await expect(page.getByTestId('solve-announcement')).toHaveText('x = 2');
  });
});

test('the typeset maths says itself: each <math> is named by its spoken form', async ({ page }) => {
  await page.goto('/solve?q=x%5E2-5x%2B6%3D0');
  await waitForHydration(page);
  const first = solutions(page).locator('math').first();
  await expect(first).toHaveAttribute('aria-label', 'x equals 2');
  await expect(first).toHaveAttribute('alttext', 'x equals 2');
  // Chromium names the element from the label, not from its glyphs ("x 2 − 5 ⁢ x + 6 = 0").
  await expect(
    result(page).getByRole('math', { name: 'x squared minus 5 x plus 6 equals 0' }).first(),
  ).toBeVisible();
});
