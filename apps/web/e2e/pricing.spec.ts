import { expect, test, waitForHydration } from './fixtures';
import { expectNoAxeViolationsInBothThemes } from './support/commerce-helpers';

// axe runs in two themes per state on a shared 2-core machine: allow for it.
test.describe.configure({ timeout: 90_000 });

test('three tiers with prices, features and links; Pro is highlighted', async ({ page }) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  const free = page.getByTestId('tier-free');
  const pro = page.getByTestId('tier-pro');
  const master = page.getByTestId('tier-master');
  await expect(free).toContainText('$0/month');
  await expect(free).toContainText('10 practice problems per month');
  await expect(pro).toContainText('$9.99/month');
  await expect(pro).toContainText('Includes 1 premium pack');
  await expect(pro).toContainText('Most popular');
  await expect(master).toContainText('$19.99/month');
  await expect(master).toContainText('All premium packs');
  await expect(master).toContainText('24h priority support');
  for (const tier of [pro, master]) {
    await expect(tier).toContainText('7-day free trial, no card required');
  }
  await expect(free).not.toContainText('7-day free trial');
  // Included or not is said in words, not only by an icon or a colour.
  await expect(free.getByRole('listitem').filter({ hasText: 'Premium learning packs' })).toHaveText(
    'Not included: Premium learning packs',
  );
  await expect(master.getByRole('listitem').filter({ hasText: '24h priority support' })).toHaveText(
    'Included: 24h priority support',
  );
  // Only the popular tier is highlighted.
  const border = (locator: typeof pro) =>
    locator.evaluate((el) => getComputedStyle(el).borderTopWidth);
  expect(await border(pro)).toBe('2px');
  expect(await border(free)).toBe('1px');

  await expect(free.getByRole('link')).toHaveAttribute('href', '/tools');
  await expect(pro.getByRole('link')).toHaveAttribute(
    'href',
    '/checkout?product=pro&amount=9.99&name=Pro',
  );
  await expect(master.getByRole('link')).toHaveAttribute(
    'href',
    '/checkout?product=master&amount=19.99&name=Master',
  );
  await pro.getByRole('link').click();
  await expect(page.getByTestId('order-total')).toHaveText('$9.99 / month');
  await page.goBack();
  await page.getByTestId('tier-free').getByRole('link').click();
  await expect(page).toHaveURL(/\/tools$/);
});

test('the FAQ is an accordion and matches its FAQPage JSON-LD', async ({ page, request }) => {
  const html = await (await request.get('/pricing')).text();
  const blocks = [...html.matchAll(/<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1] ?? 'null') as { '@type': string; mainEntity?: { name: string }[] })
    .filter((d) => d['@type'] === 'FAQPage');
  expect(blocks).toHaveLength(1);
  const questions = (blocks[0]?.mainEntity ?? []).map((q) => q.name);
  expect(questions.length).toBeGreaterThanOrEqual(5);

  await page.goto('/pricing');
  await waitForHydration(page);
  const faq = page.locator('#faq');
  await expect(faq.getByRole('button')).toHaveText(questions);
  const first = faq.getByRole('button', { name: 'How does the 7-day free trial work?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(/7-day free trial, and no card is required/)).toBeVisible();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
});

test('axe with an FAQ item open', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  await page.locator('#faq').getByRole('button').nth(1).click();
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
});
