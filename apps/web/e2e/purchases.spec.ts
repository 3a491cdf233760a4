/**
 * What a buyer gets: pay for a pack (fake Stripe API + Stripe.js stub), come back to the
 * marketplace, see it Owned with its restore code, practise its premium skills; restore it in a
 * fresh browser; the payment still processing; a failed payment; free trials from /pricing.
 */
import type { SkillList } from '@mathtools/contracts';
import { RESTORE_CODE_PATTERN } from '@mathtools/contracts/paths';
import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import {
  confirmAnswer,
  expectNoAxeViolationsInBothThemes,
  fakeApi,
  toast,
} from './support/commerce-helpers';
import {
  DECLINED_MESSAGE,
  TEST_CARD_DECLINED,
  TEST_CARD_OK,
  TEST_CARD_PROCESSING,
  useStripeBackedServer,
} from './support/commerce-stripe';

// Payments, axe in two themes and a second browser per test on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

const ALGEBRA = { id: 'algebra-foundations', title: 'Algebra Foundations', price: '19.99' };
const algebraCheckout = `/checkout?product=${ALGEBRA.id}&amount=${ALGEBRA.price}&name=Algebra%20Foundations`;

const packCard = (page: Page, title: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: title }) });

const purchasesOf = async (page: Page) =>
  (await (await page.request.get('/api/purchases')).json()) as {
    ownedPackIds: string[];
    plan: { name: string; trial: boolean; packId?: string } | null;
    restoreCode: string | null;
  };

async function pay(page: Page, checkoutPath: string, card: string, amount: string) {
  await page.goto(checkoutPath);
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: `Pay $${amount}` }).click();
}

async function restoreWith(page: Page, code: string) {
  await page.getByRole('button', { name: 'Restore purchases' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore purchases' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Restore code').fill(code);
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  return dialog;
}

test.describe('buying with the fake Stripe API and the Stripe.js stub', () => {
  const stripeServer = useStripeBackedServer({
    webhook: true,
    webhookDelayMs: 0,
    stubbed: true,
    ports: 'free',
  });

  test('buy a pack: back on the marketplace it is Owned with its restore code, its skills open, and a fresh browser restores it (axe)', {
    tag: '@flow',
  }, async ({ page, context, browser, expectNoAxeViolations }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await pay(page, algebraCheckout, TEST_CARD_OK, ALGEBRA.price);

    await expect(toast(page)).toContainText('Payment Successful!');
    await expect(toast(page)).toContainText(`Thank you for purchasing ${ALGEBRA.title}!`);
    await expect(page).toHaveURL(/\/marketplace$/);
    const complete = page.getByTestId('purchase-complete');
    await expect(complete).toContainText(`${ALGEBRA.title} is yours`);
    const code = (await complete.getByTestId('restore-code').textContent()) ?? '';
    expect(code).toMatch(RESTORE_CODE_PATTERN);
    // Stripe's receipt carries the code: it is in the PaymentIntent description.
    const intent = [...stripeServer().fake.intents.values()].at(-1);
    expect(intent?.description).toContain(code);

    const card = packCard(page, ALGEBRA.title);
    await expect(card.getByTestId('owned-badge')).toHaveText('Owned');
    await expect(card.getByRole('link', { name: /^Buy Now/ })).toHaveCount(0);
    await expect(
      card.getByRole('link', { name: /^Start practising\W+Algebra Foundations$/ }),
    ).toHaveAttribute('href', `/practice?pack=${ALGEBRA.id}`);
    // The other packs are still for sale.
    await expect(
      packCard(page, 'Geometry Essentials').getByRole('link', { name: /^Buy Now/ }),
    ).toBeVisible();

    await complete.getByRole('button', { name: 'Copy code' }).click();
    await expect(complete.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);

    // A reload shows the pack owned again (from GET /api/purchases), the code behind a reveal.
    await page.reload();
    await waitForHydration(page);
    await expect(packCard(page, ALGEBRA.title).getByTestId('owned-badge')).toBeVisible();
    await expect(page.getByTestId('purchase-complete')).toHaveCount(0);
    await page.getByText('Your restore code').click();
    await expect(page.getByTestId('purchases-bar').getByTestId('restore-code')).toHaveText(code);

    // Start practising: the pack's premium skills, open.
    await packCard(page, ALGEBRA.title)
      .getByRole('link', { name: /^Start practising\W+Algebra Foundations$/ })
      .click();
    await expect(page).toHaveURL(/\/practice\?pack=algebra-foundations$/);
    const packSkills = page.getByRole('list', { name: `Skills in ${ALGEBRA.title}` });
    // The pack's premium skills, as the server lists them.
    const { skills } = (await (await page.request.get('/api/practice/skills')).json()) as SkillList;
    const premium = skills.filter((s) => s.packs.includes(ALGEBRA.id));
    expect(premium.length).toBeGreaterThan(0);
    await expect(packSkills.getByRole('listitem')).toHaveCount(premium.length);
    await expect(page.getByRole('heading', { name: `Skills in ${ALGEBRA.title}` })).toBeFocused();
    const first = premium[0];
    if (!first) throw new Error('no premium skill');
    const served = page.waitForResponse((r) =>
      r.url().endsWith(`/api/practice/skills/${first.id}/problem`),
    );
    await packSkills.getByRole('button', { name: `Practise ${first.name}` }).click();
    expect((await served).status()).toBe(200);
    await expect(page.getByRole('textbox', { name: 'Your answer' })).toBeFocused();
    await expect(page.getByText('This skill is locked')).toHaveCount(0);

    // Another browser: nothing owned until the code is entered there.
    await restoreInFreshBrowser(browser, code);
  });

  async function restoreInFreshBrowser(browser: Browser, code: string) {
    const other = await browser.newContext({ baseURL: stripeServer().baseURL });
    try {
      const page = await other.newPage();
      await page.goto('/marketplace');
      await waitForHydration(page);
      const card = packCard(page, ALGEBRA.title);
      await expect(card.getByRole('link', { name: /^Buy Now/ })).toBeVisible();
      expect((await purchasesOf(page)).ownedPackIds).toEqual([]);

      const dialog = await restoreWith(page, 'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ');
      await expect(dialog.getByRole('alert')).toContainText('We could not find that restore code.');
      await expect(dialog.getByLabel('Restore code')).toHaveAttribute('aria-invalid', 'true');
      await dialog.getByLabel('Restore code').fill(code.toLowerCase());
      await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(toast(page)).toContainText('Purchases restored');
      await expect(toast(page)).toContainText(`${ALGEBRA.title} is now available in this browser.`);
      await expect(card.getByTestId('owned-badge')).toBeVisible();
      await expect(card.getByRole('link', { name: /^Start practising/ })).toBeVisible();
      expect((await purchasesOf(page)).ownedPackIds).toContain(ALGEBRA.id);
    } finally {
      await other.close();
    }
  }

  test('two tabs check out one pack: once one pays, the other says Owned and takes no payment (axe)', {
    tag: '@flow',
  }, async ({ page, context, expectNoAxeViolations }) => {
    const GEOMETRY = { id: 'geometry-essentials', title: 'Geometry Essentials', price: '14.99' };
    const geometryCheckout = `/checkout?product=${GEOMETRY.id}&amount=${GEOMETRY.price}&name=Geometry%20Essentials`;
    await page.goto(geometryCheckout);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: `Pay $${GEOMETRY.price}` })).toBeEnabled();

    // Another tab of this browser pays, with an email for the receipt.
    const payer = await context.newPage();
    await payer.goto(geometryCheckout);
    await payer.getByLabel('Card number').fill(TEST_CARD_OK);
    await payer.getByLabel('Email for your receipt (optional)').fill('ada@example.com');
    await payer.getByRole('button', { name: `Pay $${GEOMETRY.price}` }).click();
    const complete = payer.getByTestId('purchase-complete');
    await expect(complete).toContainText(`${GEOMETRY.title} is yours`);
    await expect(complete).toContainText(
      'It is also on the receipt Stripe emails to ada@example.com.',
    );
    const paid = [...stripeServer().fake.intents.values()].filter((i) => i.status === 'succeeded');
    expect(paid.at(-1)?.receipt_email).toBe('ada@example.com');

    // This tab is told at once, without a reload: its Buy button says Owned.
    await expect(page.getByRole('button', { name: 'Owned' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    const owned = page.getByTestId('checkout-owned');
    await expect(owned).toContainText(`You already own ${GEOMETRY.title}`);
    await expect(owned.getByRole('link', { name: 'Start practising' })).toHaveAttribute(
      'href',
      `/practice?pack=${GEOMETRY.id}`,
    );
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
    // Opened again later, the checkout offers nothing to pay either, and asks Stripe for nothing.
    const intentsBefore = stripeServer().fake.intents.size;
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Owned' })).toBeDisabled();
    expect(stripeServer().fake.intents.size).toBe(intentsBefore);
    await payer.close();
  });

  test('a declined card: Payment Failed, and nothing is owned', async ({ page }) => {
    await pay(page, algebraCheckout, TEST_CARD_DECLINED, ALGEBRA.price);
    await expect(toast(page)).toContainText('Payment Failed');
    await expect(toast(page)).toContainText(DECLINED_MESSAGE);
    await expect(page).toHaveURL(/\/checkout\?/);
    expect((await purchasesOf(page)).ownedPackIds).toEqual([]);
  });

  test('a payment still processing: Confirming your payment…, then Owned once it settles (axe)', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await pay(page, algebraCheckout, TEST_CARD_PROCESSING, ALGEBRA.price);
    const id = [...stripeServer().fake.intents.keys()].at(-1) ?? '';
    stripeServer().fake.setStatus(id, 'processing');
    const status = page.getByRole('status').filter({ hasText: 'Confirming your payment…' });
    await expect(status).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`payment_intent=${id}`));
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
    // The bank settles; Stripe's webhook and the page's next check both grant it, once.
    await stripeServer().fake.confirm(id);
    await expect(toast(page)).toContainText('Payment Successful!', { timeout: 15_000 });
    await expect(status).toHaveCount(0);
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(packCard(page, ALGEBRA.title).getByTestId('owned-badge')).toBeVisible();
  });

  test('Stripe sends the buyer back after a redirect: confirmed by the server; a failed one grants nothing', async ({
    page,
  }) => {
    const fake = stripeServer().fake;
    // The intent is made when the checkout opens; the buyer pays on the bank's page (3-D
    // Secure), the intent ends in `status`, and Stripe sends them back with it in the address.
    const returnFromBank = async (status: 'requires_payment_method' | 'succeeded') => {
      await page.goto(
        '/checkout?product=geometry-essentials&amount=14.99&name=Geometry%20Essentials',
      );
      await expect(page.getByLabel('Card number')).toBeVisible();
      const id = [...fake.intents.keys()].at(-1) ?? '';
      fake.setStatus(id, status);
      const redirect = status === 'succeeded' ? 'succeeded' : 'failed';
      await page.goto(
        `/marketplace?payment_intent=${id}&payment_intent_client_secret=${id}_secret_fake&redirect_status=${redirect}`,
      );
    };
    await returnFromBank('requires_payment_method');
    await expect(toast(page)).toContainText('Payment Failed');
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(
      packCard(page, 'Geometry Essentials').getByRole('link', { name: /^Buy Now/ }),
    ).toBeVisible();

    await returnFromBank('succeeded');
    await expect(toast(page)).toContainText('Thank you for purchasing Geometry Essentials!');
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(packCard(page, 'Geometry Essentials').getByTestId('owned-badge')).toBeVisible();
  });

  test('Pro at checkout asks for its pack and sends it as packId', async ({ page }) => {
    await page.goto('/checkout?product=pro&amount=9.99&name=Pro');
    const choice = page.getByTestId('pack-choice');
    await expect(choice.getByLabel('Pack included with Pro')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    await choice.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(choice.getByText('Please choose the pack you want with Pro.')).toBeVisible();
    await choice
      .getByLabel('Pack included with Pro')
      .selectOption({ label: 'Geometry Essentials' });
    const intent = page.waitForResponse((r) => r.url().endsWith('/api/create-payment-intent'));
    await choice.getByRole('button', { name: 'Continue to payment' }).click();
    expect((await intent).request().postDataJSON()).toEqual({
      productId: 'pro',
      amount: 9.99,
      packId: 'geometry-essentials',
      lang: 'en',
    });
    await page.getByLabel('Card number').fill(TEST_CARD_OK);
    await page.getByRole('button', { name: 'Pay $9.99' }).click();
    await expect(toast(page)).toContainText('Thank you for purchasing Pro!');
    await expect(packCard(page, 'Geometry Essentials').getByTestId('owned-badge')).toBeVisible();
    await expect(packCard(page, 'Geometry Essentials')).toContainText('Included in your Pro plan');
    const purchases = await purchasesOf(page);
    expect(purchases.plan).toMatchObject({
      name: 'Pro',
      trial: false,
      packId: 'geometry-essentials',
    });
  });
});

test.describe('on the shared server', () => {
  test('free trial from /pricing: Pro asks which pack, the card shows the plan and its end date, a second trial is refused (axe)', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    const pro = page.getByTestId('tier-pro');
    const master = page.getByTestId('tier-master');
    await expect(pro).toContainText('7-day free trial, no card required');
    await pro.getByRole('button', { name: 'Start free trial of Pro' }).click();
    const select = pro.getByLabel('Which pack should your Pro trial include?');
    await expect(select).toBeFocused();
    await pro.getByRole('button', { name: 'Start my free trial' }).click();
    await expect(pro.getByText('Please choose a pack for your trial.')).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
    await pro.getByRole('button', { name: 'Cancel' }).click();
    await expect(pro.getByRole('button', { name: 'Start free trial of Pro' })).toBeFocused();

    await pro.getByRole('button', { name: 'Start free trial of Pro' }).click();
    await select.selectOption({ label: 'Logarithms Mastery' });
    await pro.getByRole('button', { name: 'Start my free trial' }).click();
    await expect(toast(page)).toContainText('Your free trial has started');
    const plan = pro.getByTestId('active-plan');
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(
      new Date(Date.now() + 7 * 86_400_000),
    );
    await expect(plan).toContainText('Your Pro free trial is active until');
    await expect(plan).toContainText(expected);
    await expect(plan).toContainText('with Logarithms Mastery');
    await expect(pro).toContainText('Your plan');
    // A trial reads "Trial" with its end date wherever the plan is shown.
    await expect(pro.getByTestId('plan-trial')).toHaveText(`Trial until ${expected}`);
    await expect(pro.getByRole('button', { name: /Start free trial/ })).toHaveCount(0);
    expect((await purchasesOf(page)).ownedPackIds).toEqual(['logarithms-mastery']);
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);

    // One trial per visitor: Master's is refused with the 409 message.
    await master.getByRole('button', { name: 'Start free trial of Master' }).click();
    await expect(master.getByTestId('trial-error')).toHaveText(
      'You have already used your free trial. Choose a plan to keep practising with it.',
    );
    // The marketplace shows the trial's pack open through the plan, not as plainly Owned.
    await page.goto('/marketplace');
    const logs = packCard(page, 'Logarithms Mastery');
    await expect(logs.getByTestId('owned-badge')).toHaveText(`Trial until ${expected}`);
    await expect(logs).not.toContainText(/\bOwned\b/);
    await expect(logs).toContainText(`Included in your Pro plan (Trial until ${expected}).`);
    await expect(logs.getByRole('link', { name: /^Start practising/ })).toBeVisible();
    // So does the practice page's skill list.
    await page.goto('/practice?pack=logarithms-mastery');
    const trialSkills = page.getByRole('list', { name: 'Skills in Logarithms Mastery' });
    await expect(trialSkills.getByRole('listitem').first()).toContainText(
      `Trial until ${expected}`,
    );
    await expect(trialSkills).not.toContainText(/\bOwned\b/);
  });

  test('the restore dialog: keyboard, wrong code, too many tries, Escape returns focus (axe)', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    const open = page.getByRole('button', { name: 'Restore purchases' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Restore purchases' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Restore code')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Please enter your restore code.');
    await page.keyboard.type('ABCDE-FGHJK-MNPQR-STVWX');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(
      'We could not find that restore code. Check it against your receipt and try again.',
    );
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);

    await fakeApi(page, '/api/purchases/restore', 429, {
      error: { code: 'rate_limited', message: 'Too many requests' },
    });
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Too many wrong codes. For your security, please wait 15 minutes before trying again.',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('the restore dialog that cannot be downloaded: the page stays, a second click opens it', async ({
    page,
  }) => {
    const chunk = '**/assets/restore-dialog-*.js';
    await page.route(chunk, (r) => r.abort('internetdisconnected'));
    await page.goto('/pricing');
    await waitForHydration(page);
    const open = page.getByRole('button', { name: 'Restore purchases' });
    await open.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Restore purchases could not be opened. Check your connection and try again.',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.unroute(chunk);
    await open.click();
    await expect(page.getByRole('dialog', { name: 'Restore purchases' })).toBeVisible();
  });

  test('a payment the bank takes long to settle: a clear message after about 30 s', async ({
    page,
  }) => {
    await page.clock.install();
    await fakeApi(page, '/api/purchases/confirm', 200, confirmAnswer('processing'));
    let checks = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/purchases/confirm')) checks++;
    });
    await page.goto('/marketplace?payment_intent=pi_slow_1&redirect_status=processing');
    const status = page.getByRole('status').filter({ hasText: 'Confirming your payment…' });
    await expect(status).toBeVisible();
    const slow = page.getByText('Your payment is still being confirmed', { exact: true });
    // Each wait (8 s at most) ends when the clock passes it; the next check then starts its own
    // once the previous answer is in, so the clock moves on until the checks give up.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(8_000);
          return slow.isVisible();
        },
        { intervals: [100], timeout: 30_000 },
      )
      .toBe(true);
    await expect(status).toHaveCount(0);
    expect(checks).toBe(9);
    await expect(page).toHaveURL(/\/marketplace$/);
  });
});
