import { expect, test, waitForHydration } from './fixtures';
import { expectNoAxeViolationsInBothThemes } from './support/commerce-helpers';
import { expectOpen, faqOf } from './support/faq';

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
  // The allowance is of premium skills: the free skills and the categories are unlimited.
  await expect(
    free.getByRole('listitem').filter({ hasText: '10 practice problems per month' }),
  ).toContainText('premium skills');
  await expect(free).toContainText(
    'Unlimited practice in the three categories and the free skills',
  );
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
  const faq = faqOf(page.locator('#faq'));
  await expect(faq.questions).toHaveText(questions);
  const trial = 'How does the 7-day free trial work?';
  await faq.summary(trial).click();
  await expectOpen(faq, trial, true);
  await expect(faq.answer(trial)).toHaveText(/7-day free trial, and no card is required/);
  // Opening another question closes this one; the open one closes again on a click.
  const other = questions.find((q) => q !== trial) ?? '';
  await faq.summary(other).click();
  await expectOpen(faq, other, true);
  await expectOpen(faq, trial, false);
  await faq.summary(other).click();
  await expectOpen(faq, other, false);
  await expect(faq.open).toHaveCount(0);
});

test('axe with an FAQ item open', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  await page.locator('#faq summary').nth(1).click();
  await expect(page.locator('#faq details').nth(1)).toHaveAttribute('open', '');
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
});

test("Pro's trial pack picker lists the single packs only, never a bundle", async ({ page }) => {
  const products = (await (await page.request.get('/api/marketplace/products')).json()) as Array<{
    title: string;
    bundle: boolean;
  }>;
  const bundles = products.filter((p) => p.bundle).map((p) => p.title);
  const singles = products.filter((p) => !p.bundle).map((p) => p.title);
  expect(bundles).toEqual(expect.arrayContaining(['Exam Prep Bundle', 'Teacher Classroom Kit']));
  expect(singles.length).toBeGreaterThan(0);

  await page.goto('/pricing');
  await waitForHydration(page);
  const pro = page.getByTestId('tier-pro');
  await pro.getByRole('button', { name: 'Start free trial of Pro' }).click();
  const select = pro.getByLabel('Which pack should your Pro trial include?');
  await expect(select).toBeFocused();
  await expect(select.locator('option')).toHaveText(['Choose a pack', ...singles]);
  for (const bundle of bundles) {
    await expect(select.locator('option', { hasText: bundle })).toHaveCount(0);
  }
  // Nothing was started: Cancel puts the button back.
  await pro.getByRole('button', { name: 'Cancel' }).click();
  await expect(pro.getByRole('button', { name: 'Start free trial of Pro' })).toBeFocused();
});

test('a browser that refuses cookies is asked to allow them before a trial starts', async ({
  page,
  context,
}) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  await expect(
    page.getByTestId('tier-master').getByRole('button', { name: /Start free trial/ }),
  ).toBeEnabled();
  await page.waitForLoadState('networkidle');
  // As in a browser that refuses cookies: the cookie the page's first call set is gone, and the
  // one the trial's answer sets is never kept. The server will not start a trial that would
  // belong to no one (400 cookie_required), and the page's one retry goes without it too.
  await context.clearCookies();
  // Neither the cookie of the visit the page starts first (POST /api/visitor) nor the trial's is kept.
  await page.route(/\/api\/(visitor|purchases\/trial)$/, async (route) => {
    const response = await route.fetch();
    // route.fetch shares the context's cookie jar: what it kept is dropped again.
    await context.clearCookies();
    const { 'set-cookie': _, ...headers } = response.headers();
    await route.fulfill({ response, headers });
  });
  const master = page.getByTestId('tier-master');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/purchases/trial'));
  await master.getByRole('button', { name: 'Start free trial of Master' }).click();
  const response = await answer;
  expect(response.status()).toBe(400);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
    'cookie_required',
  );
  await expect(master.getByTestId('trial-error')).toHaveText(
    'Please allow cookies for this site to start a trial.',
  );
  await expect(master.getByTestId('trial-error')).toHaveAttribute('role', 'alert');
  await expect(master.getByTestId('active-plan')).toHaveCount(0);
});
