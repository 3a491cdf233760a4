import { expect, test, viewports, waitForHydration } from './fixtures';
import {
  expectNoAxeViolationsInBothThemes,
  fakeApi,
  holdApi,
  toast,
} from './support/commerce-helpers';
import {
  DECLINED_MESSAGE,
  routeStripeApi,
  STRIPE_PUBLISHABLE_KEY,
  stripeJsStubFor,
  TEST_CARD_DECLINED,
  TEST_CARD_OK,
  useStripeBackedServer,
} from './support/commerce-stripe';

// axe runs in two themes per state on a shared 2-core machine: allow for it.
test.describe.configure({ timeout: 90_000 });

const INVALID = 'Invalid product information. Please return to the marketplace and try again.';
const INIT_FAILED = 'Failed to initialize payment. Please try again.';
const pack = '/checkout?product=algebra-foundations&amount=19.99&name=Algebra%20Foundations';

test.describe('checkout on a server without Stripe keys', () => {
  for (const [label, url] of [
    ['no parameters', '/checkout'],
    ['no amount', '/checkout?product=algebra-foundations&name=Algebra%20Foundations'],
    ['amount 0', '/checkout?product=algebra-foundations&amount=0&name=x'],
    ['negative amount', '/checkout?product=algebra-foundations&amount=-5&name=x'],
    ['not a number', '/checkout?product=algebra-foundations&amount=abc&name=x'],
    ['unknown product', '/checkout?product=no-such-pack&amount=5&name=Nope'],
  ] as const) {
    test(`invalid product: ${label}`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('alert')).toHaveText(INVALID);
      await expect(page.getByRole('link', { name: 'Back to Marketplace' })).toHaveAttribute(
        'href',
        '/marketplace',
      );
    });
  }

  test('a tampered amount is refused and never shown', async ({ page }) => {
    await page.goto('/checkout?product=algebra-foundations&amount=0.5&name=Algebra%20Foundations');
    await expect(page.getByRole('alert')).toHaveText(INVALID);
    await expect(page.locator('main')).not.toContainText('$0.50');
  });

  test('loading, then the not-configured notice with the order summary (axe)', async ({
    page,
    expectNoAxeViolations,
  }) => {
    const release = await holdApi(page, '/api/payments/config');
    await page.goto(pack);
    await expect(
      page.getByRole('status').filter({ hasText: 'Preparing your checkout' }),
    ).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
    release();
    await expect(page.getByText('Card payments are not configured on this site yet')).toBeVisible();
    const summary = page.getByTestId('order-summary');
    await expect(summary).toContainText('Algebra Foundations');
    await expect(summary).toContainText('One-time payment');
    await expect(page.getByTestId('order-total')).toHaveText('$19.99');
    await expect(page.getByRole('heading', { name: '30-day money-back guarantee' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
  });

  test('invalid state has no axe violations', async ({ page, expectNoAxeViolations }) => {
    await page.goto('/checkout?product=algebra-foundations');
    await expect(page.getByRole('alert')).toHaveText(INVALID);
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
  });

  test('a plan from the pricing page is billed monthly', async ({ page }) => {
    await page.goto('/checkout?product=pro&amount=9.99&name=Pro');
    await expect(page.getByTestId('order-total')).toHaveText('$9.99 / month');
  });

  test('Stripe.js is not requested when no payment can be made', async ({
    page,
    blockedRequests,
  }) => {
    await page.goto(pack);
    await expect(page.getByText('Card payments are not configured on this site yet')).toBeVisible();
    await page.goto('/marketplace');
    await waitForHydration(page);
    expect(blockedRequests.filter((u) => u.includes('js.stripe.com'))).toEqual([]);
  });
});

test('pages that load the API contracts raise no CSP violation (zod eval probe)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
    );
  });
  for (const path of ['/practice', '/marketplace', '/contact', pack]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  }
});

test.describe('checkout with card payments (fake Stripe API + Stripe.js stub)', () => {
  const stripeServer = useStripeBackedServer();

  test('payment form: server price, Payment Element with the client secret (axe)', async ({
    page,
    context,
    stubStripe,
    expectNoAxeViolations,
  }) => {
    await stubStripe(stripeJsStubFor(true));
    await routeStripeApi(context, stripeServer());
    // A new browser's first checkout call is answered 400 `cookie_required` with the visitor
    // cookie, and the page asks once more: the intent is the answer that succeeds.
    const intent = page.waitForResponse(
      (r) => r.url().endsWith('/api/create-payment-intent') && r.ok(),
    );
    await page.goto(pack);
    const response = await intent;
    // The page's language writes the payment's description, which Stripe's receipt carries.
    expect(response.request().postDataJSON()).toEqual({
      productId: 'algebra-foundations',
      amount: 19.99,
      lang: 'en',
    });
    const { clientSecret } = (await response.json()) as { clientSecret: string };
    await expect(page.getByTestId('stripe-payment-element')).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText('$19.99');
    await expect(page.getByRole('button', { name: 'Pay $19.99' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: '30-day money-back guarantee' })).toBeVisible();
    const stub = await page.evaluate(
      () =>
        (
          window as unknown as {
            __stripeStub: {
              calls: Array<{ name: string; key?: string }>;
              elementsOptions: { clientSecret: string };
            };
          }
        ).__stripeStub,
    );
    expect(stub.calls[0]).toEqual({ name: 'Stripe', key: STRIPE_PUBLISHABLE_KEY });
    expect(stub.elementsOptions.clientSecret).toBe(clientSecret);
    // The server charged its own price through the real Stripe SDK.
    const created = stripeServer()
      .fake.requests.filter((r) => r.path === '/v1/payment_intents')
      .at(-1);
    expect(created?.form.amount).toBe('1999');
    expect(created?.form.currency).toBe('usd');
    expect(created?.form.description).toMatch(/^MathTools Algebra Foundations — restore code \S+$/);
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
  });

  test('paying: Processing... and disabled, then success toast and back to /marketplace', async ({
    page,
    context,
    stubStripe,
    baseURL,
  }) => {
    await stubStripe(stripeJsStubFor(true));
    await routeStripeApi(context, stripeServer());
    await page.goto(pack);
    await page.getByLabel('Card number').fill(TEST_CARD_OK);
    const pay = page.getByRole('button', { name: 'Pay $19.99' });
    await pay.click();
    const processing = page.getByRole('button', { name: 'Processing...' });
    await expect(processing).toBeDisabled();
    await expect(toast(page)).toContainText('Payment Successful!');
    await expect(toast(page)).toContainText('Thank you for purchasing Algebra Foundations!');
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Learning Packs');
    const confirm = await page.evaluate(() =>
      (
        window as unknown as { __stripeStub: { calls: Array<{ name: string }> } }
      ).__stripeStub.calls.find((c) => c.name === 'confirmPayment'),
    );
    expect(confirm).toMatchObject({
      returnUrl: `${new URL(baseURL ?? '').origin}/marketplace`,
      redirect: 'if_required',
      sameElements: true,
    });
  });

  test('a declined card: Payment Failed with the provider message, kept in the form in an alert until the next attempt (axe)', async ({
    page,
    context,
    stubStripe,
    expectNoAxeViolations,
  }) => {
    await stubStripe(stripeJsStubFor(true));
    await routeStripeApi(context, stripeServer());
    await page.goto(pack);
    await page.getByLabel('Card number').fill(TEST_CARD_DECLINED);
    await page.getByRole('button', { name: 'Pay $19.99' }).click();
    await expect(toast(page)).toContainText('Payment Failed');
    await expect(toast(page)).toContainText(DECLINED_MESSAGE);
    const form = page.locator('form').filter({ has: page.getByLabel('Card number') });
    const reason = form.getByRole('alert');
    await expect(reason).toContainText('Payment Failed');
    await expect(reason).toContainText(DECLINED_MESSAGE);
    await expect(page.getByRole('button', { name: 'Pay $19.99' })).toBeEnabled();
    await expect(page).toHaveURL(/\/checkout\?/);
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
    // The toast goes; the reason stays.
    await toast(page).getByRole('button', { name: /close/i }).click();
    await expect(toast(page)).toHaveCount(0);
    await expect(reason).toContainText(DECLINED_MESSAGE);

    // The next attempt clears it: a good card pays.
    await page.getByLabel('Card number').fill(TEST_CARD_OK);
    await page.getByRole('button', { name: 'Pay $19.99' }).click();
    await expect(reason).toHaveCount(0);
    await expect(page).toHaveURL(/\/marketplace$/);
  });

  test(`a declined card at ${viewports.mobile.width} px: the reason and the Pay button are on screen, not under the toast`, async ({
    page,
    context,
    stubStripe,
  }) => {
    await page.setViewportSize(viewports.mobile);
    await stubStripe(stripeJsStubFor(true));
    await routeStripeApi(context, stripeServer());
    await page.goto(pack);
    await page.getByLabel('Card number').fill(TEST_CARD_DECLINED);
    const payButton = page.getByRole('button', { name: 'Pay $19.99' });
    await payButton.click();
    await expect(toast(page)).toContainText('Payment Failed');
    const reason = page.getByTestId('payment-declined');
    await expect(reason).toHaveAttribute('role', 'alert');
    await expect(reason).toContainText(DECLINED_MESSAGE);
    await expect(reason).toBeInViewport();
    await expect(payButton).toBeInViewport();
    // What is painted at the Pay button's centre is the button, not the toast.
    const box = await payButton.boundingBox();
    if (!box) throw new Error('the Pay button has no box');
    const hit = await page.evaluate(
      ([x, y]) =>
        document.elementFromPoint(x as number, y as number)?.closest('button')?.textContent,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe('Pay $19.99');
    // Long after the toast has gone, the reason is still there.
    await expect(toast(page)).toHaveCount(0, { timeout: 20_000 });
    await expect(reason).toContainText(DECLINED_MESSAGE);
  });

  test("Pro's pack choice lists single packs only, and a bundle named in the link is not taken", async ({
    page,
    context,
    stubStripe,
  }) => {
    await stubStripe(stripeJsStubFor(true));
    await routeStripeApi(context, stripeServer());
    let intents = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/create-payment-intent')) intents++;
    });
    const products = (await (await page.request.get('/api/marketplace/products')).json()) as Array<{
      title: string;
      bundle: boolean;
    }>;
    const bundles = products.filter((p) => p.bundle).map((p) => p.title);
    const singles = products.filter((p) => !p.bundle).map((p) => p.title);
    expect(bundles).toEqual(expect.arrayContaining(['Exam Prep Bundle']));
    expect(singles.length).toBeGreaterThan(0);

    await page.goto('/checkout?product=pro&amount=9.99&name=Pro&pack=exam-prep-bundle');
    const select = page.getByTestId('pack-choice').getByLabel('Pack included with Pro');
    await expect(select.locator('option')).toHaveText(['Choose a pack', ...singles]);
    await expect(select).toHaveValue('');
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    expect(intents).toBe(0);

    // A single pack in the link is taken as it was.
    await page.goto('/checkout?product=pro&amount=9.99&name=Pro&pack=geometry-essentials');
    await expect(page.getByTestId('pack-choice').getByLabel('Pack included with Pro')).toHaveValue(
      'geometry-essentials',
    );
    await expect(page.getByRole('button', { name: 'Pay $9.99' })).toBeEnabled();
  });

  test('Stripe.js fails to load: a clear message and a working Try again', async ({
    page,
    context,
    stubStripe,
    expectNoAxeViolations,
  }) => {
    // The fixture blocks js.stripe.com, so the first load is rejected.
    await page.goto(pack);
    await expect(page.getByRole('alert')).toContainText(
      'The secure payment form could not be loaded',
    );
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    await expect(page.getByTestId('order-total')).toHaveText('$19.99');
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
    await stubStripe(stripeJsStubFor(true));
    await routeStripeApi(context, stripeServer());
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('stripe-payment-element')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay $19.99' })).toBeEnabled();
  });

  test('the card form that cannot be downloaded: a clear message and a working Try again', async ({
    page,
    context,
    stubStripe,
  }) => {
    await stubStripe(stripeJsStubFor(true));
    await routeStripeApi(context, stripeServer());
    const chunk = '**/assets/payment-form-*.js';
    await page.route(chunk, (r) => r.abort('internetdisconnected'));
    await page.goto(pack);
    await expect(page.getByRole('alert')).toContainText(
      'The secure payment form could not be loaded',
    );
    await expect(page.getByRole('alert')).toContainText(
      'This page could not fetch its card form. Check your internet connection, then try again. You have not been charged.',
    );
    await expect(page.getByTestId('order-total')).toHaveText('$19.99');
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Pay $19.99' })).toBeEnabled();
  });

  test('the provider failing to create the intent: failed initialisation (axe)', async ({
    page,
    context,
    stubStripe,
    expectNoAxeViolations,
  }) => {
    await stubStripe(stripeJsStubFor(true));
    await routeStripeApi(context, stripeServer());
    stripeServer().fake.failNext(2); // the SDK retries once
    await page.goto(pack);
    await expect(page.getByRole('alert')).toHaveText(INIT_FAILED);
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Pay $19.99' })).toBeEnabled();
  });

  test('amount_mismatch from the server: failed initialisation, the tampered amount never shown', async ({
    page,
    context,
    stubStripe,
  }) => {
    await stubStripe(stripeJsStubFor(true));
    await routeStripeApi(context, stripeServer());
    // A stale catalog answer agrees with the tampered URL; the payment endpoint does not.
    await fakeApi(page, '/api/catalog/algebra-foundations', 200, {
      id: 'algebra-foundations',
      name: 'Algebra Foundations',
      kind: 'pack',
      price: 1,
    });
    const intent = page.waitForResponse((r) => r.url().endsWith('/api/create-payment-intent'));
    await page.goto('/checkout?product=algebra-foundations&amount=1&name=Algebra%20Foundations');
    const response = await intent;
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'amount_mismatch',
    );
    await expect(page.getByRole('alert')).toHaveText(INIT_FAILED);
    await expect(page.locator('main')).not.toContainText('$1.00');
  });

  test('a tampered amount is refused before any payment intent is created', async ({ page }) => {
    const before = stripeServer().fake.requests.length;
    let intents = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/create-payment-intent')) intents++;
    });
    await page.goto('/checkout?product=algebra-foundations&amount=0.99&name=Algebra%20Foundations');
    await expect(page.getByRole('alert')).toHaveText(INVALID);
    await expect(page.locator('main')).not.toContainText('$0.99');
    expect(intents).toBe(0);
    expect(stripeServer().fake.requests.length).toBe(before);
  });
});
