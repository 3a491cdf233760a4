/**
 * The tutor under a solution on /solve: checking a student's working line by line, the steps one
 * at a time with their reasons, another way to the same answer, and a similar problem graded and
 * counted in the Practice Center's progress.
 */
import { solve } from '@mathtools/math-core';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const result = (page: Page) => page.getByTestId('solve-result');

/** The Practice Center's progress card: problems completed and the streak, as shown. */
const practiceProgress = (page: Page) =>
  Promise.all([page.getByTestId('completed'), page.getByTestId('streak')]);

/** The similar problem shown, and its answer worked out here from its numbers (ax+b=c). */
async function linearShown(page: Page) {
  const question = page.getByTestId('similar-problem').getByTestId('similar-question');
  await expect(question.locator('math')).toBeVisible();
  const problem = (await question.getAttribute('data-problem')) ?? '';
  const [a, b, c] = (/^(\d+)x\+(\d+)=(\d+)$/.exec(problem) ?? []).slice(1).map(Number);
  if (!a || !b || !c) throw new Error(`${problem} is not ax+b=c`);
  const written = (n: number) => (n % a === 0 ? String(n / a) : `${n}/${a}`);
  return { problem, b, right: written(c - b), signLost: written(c + b) };
}

const open = async (page: Page, problem: string) => {
  await page.goto(`/solve?q=${encodeURIComponent(problem)}`);
  await waitForHydration(page);
  await expect(page.getByTestId('solve-answer')).toBeVisible();
};

test('Check my working: 2x=10, x=5 for 2x+3=7 marks line 1 wrong and suggests 2x = 4', async ({
  page,
  expectNoAxeViolations,
}) => {
  await open(page, '2x+3=7');
  const toggle = result(page).getByRole('button', { name: 'Check my working' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const box = page.getByRole('textbox', { name: 'Your working' });
  // By keyboard: a blank line between the steps is dropped, and the numbers stay as typed.
  await box.focus();
  await page.keyboard.type('2x=10');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('x=5');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Check', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  const check = page.getByTestId('working-check');
  await expect(check.getByTestId('working-summary')).toHaveText('Line 1 does not follow');
  await expect(page.getByTestId('working-announcement')).toHaveText('Line 1 does not follow');
  const lines = check.getByTestId('working-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toHaveAttribute('value', '1');
  await expect(lines.nth(0)).toContainText('2x=10');
  await expect(lines.nth(0)).toContainText('does not follow');
  await expect(lines.nth(0)).toContainText('3 was added to the other side instead of subtracted');
  const suggestion = lines.nth(0).getByTestId('working-suggestion');
  await expect(suggestion).toContainText('It could have been');
  await expect(suggestion.locator('math')).toHaveAttribute('alttext', '2 x equals 4');
  await expect(lines.nth(1)).toHaveAttribute('value', '3');
  await expect(lines.nth(1)).toContainText('follows');
  await expectNoAxeViolations({ include: '[data-testid="solve-result"]' });

  // Fixed, the working is correct and finished.
  await box.fill('2x=4\nx=2');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(check.getByTestId('working-summary')).toHaveText(
    'Your working is correct and finished',
  );
  await box.fill('2x=4');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(check.getByTestId('working-summary')).toHaveText(
    'Correct so far — not finished yet',
  );
});

test('Show one step at a time walks x^2-5x+6=0, a reason with each step', async ({
  page,
  expectNoAxeViolations,
}) => {
  await open(page, 'x^2-5x+6=0');
  const solved = solve('x^2-5x+6=0');
  if (!solved.ok) throw new Error(solved.error.message);
  const steps = solved.value.steps;
  expect(steps.length).toBeGreaterThanOrEqual(3);

  const toggle = result(page).getByRole('button', { name: 'Show one step at a time' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  // A toggle: the same name, pressed, and it looks so (filled like a primary button).
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const idle = await result(page)
    .getByRole('button', { name: 'Solve it another way' })
    .evaluate((b) => getComputedStyle(b).backgroundColor);
  expect(await toggle.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe(idle);
  const walk = page.getByTestId('step-walk');
  const announcement = page.getByTestId('step-announcement');
  const next = page.getByRole('button', { name: 'Next step' });
  for (const [i, step] of steps.entries()) {
    await expect(walk.locator('> li')).toHaveCount(i + 1);
    const shown = walk.locator('> li').nth(i);
    await expect(shown).toContainText(`Step ${i + 1} of ${steps.length}:`);
    await expect(shown).toContainText(step.rule ?? step.note);
    await expect(shown.getByTestId('step-why')).toHaveText(`Why: ${step.why}`);
    await expect(announcement).toContainText(`Step ${i + 1} of ${steps.length}: ${step.rule}.`);
    if (i < steps.length - 1) {
      await next.press('Enter');
      // The focus stays on Next step while there are more.
      if (i < steps.length - 2) await expect(next).toBeFocused();
    }
  }
  // The last step takes the focus: the button is gone.
  await expect(next).toHaveCount(0);
  await expect(walk.locator('> li').last()).toBeFocused();
  await expect(announcement).toContainText('That is the last step.');

  await expectNoAxeViolations({ include: '[data-testid="solve-result"]' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(walk).toHaveCount(0);
  await expect(result(page).locator('ol > li')).toHaveCount(steps.length);
});

test('Solve it another way shows x^2-5x+6=0 by completing the square', async ({ page }) => {
  await open(page, 'x^2-5x+6=0');
  const solved = solve('x^2-5x+6=0', { method: 'completing-the-square' });
  if (!solved.ok) throw new Error(solved.error.message);

  await result(page).getByRole('button', { name: 'Solve it another way' }).click();
  await result(page).getByRole('button', { name: 'Completing the square' }).click();
  const other = page.getByTestId('other-way');
  await expect(other.getByRole('heading', { name: 'By completing the square' })).toBeFocused();
  await expect(other).toContainText('x = 2 or x = 3');
  const steps = other.locator('ol > li');
  await expect(steps).toHaveCount(solved.value.steps.length);
  expect(solved.value.steps.some((s) => s.rule === 'Completing the square')).toBe(true);
  for (const [i, step] of solved.value.steps.entries())
    await expect(steps.nth(i)).toContainText(step.note);
  await expect(result(page).getByRole('button', { name: 'Completing the square' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('Try a similar problem: a miss named, one more try, then graded right with its steps and counted in Algebra', async ({
  page,
  expectNoAxeViolations,
}) => {
  // The Practice Center first: its Algebra progress is then in the page's memory, which the count
  // must bring up to date.
  await page.goto('/practice');
  await waitForHydration(page);
  const [completed, streak] = await practiceProgress(page);
  await expect(completed).toHaveText('0');
  await expect(streak).toHaveText('0');
  // To the solver by the site's own link, without loading a page again.
  await page.getByRole('link', { name: 'Solve', exact: true }).first().click();
  await page.getByRole('textbox', { name: 'Problem' }).fill('2x+3=7');
  await page.getByRole('textbox', { name: 'Problem' }).press('Enter');
  await expect(page.getByTestId('solve-answer')).toBeVisible();
  await result(page).getByRole('button', { name: 'Try a similar problem' }).click();
  const panel = page.getByTestId('similar-problem');
  const { problem, b, right, signLost } = await linearShown(page);
  expect(problem).not.toBe('2x+3=7');

  const box = panel.getByRole('textbox', { name: 'Your answer' });
  // A first answer with the sign of the moved term lost: one more try, the mistake named.
  await box.fill(signLost);
  await box.press('Enter');
  const status = panel.getByTestId('similar-status');
  await expect(status).toContainText('Not quite — try once more.');
  await expect(status.getByTestId('answer-mistake')).toContainText(
    `${b} was added to the other side instead of subtracted`,
  );
  await expect(box).toBeFocused();

  await box.fill(right);
  await box.press('Enter');
  await expect(status).toContainText('Correct! Well done!');
  await expect(status.getByTestId('answer-mistake')).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: 'Step-by-step solution' })).toBeVisible();
  const another = panel.getByRole('button', { name: 'Another similar problem' });
  await expect(another).toBeFocused();
  // Right at the second try: one problem completed in Algebra, a streak of one.
  const count = panel.getByTestId('similar-count');
  await expect(count).toHaveText(
    'Counted in your Algebra practice: 1 problem completed, streak 1.',
  );
  await expect(count).toHaveAttribute('role', 'status');
  await expectNoAxeViolations({ include: '[data-testid="solve-result"]' });

  // Another one is a new problem, with a fresh box, not counted yet.
  await another.press('Enter');
  await expect(panel.getByRole('textbox', { name: 'Your answer' })).toBeFocused();
  await expect(panel.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
  await expect(status).toHaveText('');
  await expect(count).toHaveText('');

  // Back in the Practice Center, its Algebra progress has gone up.
  await page.getByRole('link', { name: 'Practice', exact: true }).first().click();
  await expect(page).toHaveURL(/\/practice/);
  await expect(completed).toHaveText('1');
  await expect(streak).toHaveText('1');
});

test('Try a similar problem: a count that could not be sent is sent again, then leads to its tab', async ({
  page,
}) => {
  let down = true;
  await page.route('**/api/practice/similar-attempts', (route) =>
    down ? route.abort('internetdisconnected') : route.continue(),
  );
  await open(page, '2x+3=7');
  await result(page).getByRole('button', { name: 'Try a similar problem' }).click();
  const panel = page.getByTestId('similar-problem');
  const { right } = await linearShown(page);
  const box = panel.getByRole('textbox', { name: 'Your answer' });
  await box.fill(right);
  await box.press('Enter');
  await expect(panel.getByTestId('similar-status')).toContainText('Correct! Well done!');
  const count = panel.getByTestId('similar-count');
  await expect(count).toHaveText('It could not be counted in your practice just now.');

  // Nothing was lost: sent again, it counts.
  down = false;
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.getByRole('button', { name: 'Another similar problem' })).toBeFocused();
  await expect(count).toHaveText(
    'Counted in your Algebra practice: 1 problem completed, streak 1.',
  );
  await expect(panel.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await count.getByRole('link', { name: 'Algebra practice' }).click();
  await expect(page).toHaveURL(/\/practice\?category=algebra$/);
  const [completed, streak] = await practiceProgress(page);
  await expect(completed).toHaveText('1');
  await expect(streak).toHaveText('1');
});
