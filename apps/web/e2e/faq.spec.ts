import { expect, test, waitForHydration } from './fixtures';

for (const path of ['/', '/support']) {
  test(`FAQ on ${path}: eight questions, one open at a time, collapsible`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const faq = page.locator('#faq');
    const triggers = faq.getByRole('button');
    await expect(triggers).toHaveCount(8);
    for (const trigger of await triggers.all())
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    const first = triggers.nth(0);
    const second = triggers.nth(1);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstPanel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(firstPanel).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstPanel).toBeHidden();
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
  });
}

test('home FAQ answers carry the spec facts', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const faq = page.locator('#faq');
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
    const trigger = faq.getByRole('button', { name: question });
    await trigger.click();
    await expect(page.locator(`#${await trigger.getAttribute('aria-controls')}`)).toContainText(
      answer,
    );
  }
});
