import { expect, test, waitForHydration } from './fixtures';
import { expectOpen, faqOf } from './support/faq';

for (const path of ['/', '/support']) {
  test(`FAQ on ${path}: eight questions, one open at a time, collapsible`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const faq = faqOf(page.locator('#faq'));
    await expect(faq.questions).toHaveCount(8);
    // Each question is an <h3> in the page outline, inside the summary that opens it.
    await expect(page.locator('#faq summary > h3')).toHaveCount(8);
    await expect(faq.open).toHaveCount(0);
    for (const question of await faq.questions.allTextContents())
      await expectOpen(faq, question, false);

    const [first = '', second = ''] = await faq.questions.allTextContents();
    await faq.summary(first).click();
    await expectOpen(faq, first, true);

    await faq.summary(second).click();
    await expectOpen(faq, second, true);
    await expectOpen(faq, first, false);
    await expect(faq.open).toHaveCount(1);

    await faq.summary(second).click();
    await expectOpen(faq, second, false);
    await expect(faq.open).toHaveCount(0);
  });
}

test('FAQ by keyboard: Tab reaches each question, Enter and Space open and close it', async ({
  page,
}) => {
  await page.goto('/support');
  await waitForHydration(page);
  const faq = faqOf(page.locator('#faq'));
  const questions = await faq.questions.allTextContents();
  expect(questions).toHaveLength(8);
  await faq.summary(questions[0] ?? '').focus();
  for (const [i, question] of questions.entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await expect(faq.summary(question)).toBeFocused();
  }
  const [first = '', second = ''] = questions;
  await faq.summary(first).focus();
  await page.keyboard.press('Enter');
  await expectOpen(faq, first, true);
  // The open answer has nothing to focus: Tab goes on to the next question.
  await page.keyboard.press('Tab');
  await expect(faq.summary(second)).toBeFocused();
  await page.keyboard.press('Space');
  await expectOpen(faq, second, true);
  await expectOpen(faq, first, false);
  await page.keyboard.press('Space');
  await expectOpen(faq, second, false);
  await expect(faq.open).toHaveCount(0);
});

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ opens, closes the other and collapses from the HTML alone', async ({ page }) => {
    await page.goto('/support');
    const faq = faqOf(page.locator('#faq'));
    const [first = '', second = ''] = await faq.questions.allTextContents();
    // The answers are in the prerendered HTML, hidden until their question is opened.
    await expect(faq.answer(first)).toHaveText(/\S/);
    await expectOpen(faq, first, false);
    await faq.summary(first).click();
    await expectOpen(faq, first, true);
    await faq.summary(second).click();
    await expectOpen(faq, second, true);
    await expectOpen(faq, first, false);
    await faq.summary(second).click();
    await expect(faq.open).toHaveCount(0);
  });
});

test('home FAQ answers carry the spec facts', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const faq = faqOf(page.locator('#faq'));
  const facts: Array<[RegExp, RegExp]> = [
    [/age/i, /date of birth/],
    [/log base 2 of 32/i, /= 5/],
    [/5 inches/i, /12\.7 cm/],
    [/hours to minutes/i, /by 60/],
    [/25% of 100/i, /25% of 100 = 25/],
    [/free/i, /free and unlimited/],
    [/homework/i, /Practice Center/],
    [/step-by-step/i, /every step/],
  ];
  for (const [question, answer] of facts) {
    await faq.summary(question).click();
    await expectOpen(faq, question, true);
    await expect(faq.answer(question)).toContainText(answer);
  }
});
