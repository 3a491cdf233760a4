import { solve } from '@mathtools/math-core';
import { expect, test, viewports, waitForHydration } from './fixtures';

const refusal = (text: string) => {
  const outcome = solve(text, { corrections: false });
  if (outcome.ok) throw new Error(`${text} is solved as typed`);
  return outcome.error.message;
};

test('a corrected word is said under the answer, and "Read it as typed" shows the refusal', async ({
  page,
}) => {
  await page.setViewportSize(viewports.mobile);
  await page.goto('/solve?q=slove%202x%3D4');
  await waitForHydration(page);
  const answer = page.getByTestId('solve-answer');
  await expect(answer).toHaveText('x = 2');
  const readAs = page.getByTestId('solve-read-as');
  await expect(readAs).toHaveText(/Read as:\s*"slove" as "solve"/);
  // The line sits under the answer: the answer stays in view on a phone.
  await expect(answer).toBeInViewport();
  const asTyped = readAs.getByRole('button', { name: 'Read it as typed' });
  await asTyped.focus();
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(refusal('slove 2x=4'));
  await expect(page.getByTestId('solve-result')).toHaveCount(0);
  // The refusal offers the corrected problem back as one tap.
  await expect(page.getByTestId('solve-suggestion')).toContainText('solve 2x=4');
});
