import { apiPaths, PaymentIntentResponse, PaymentsConfig } from '@mathtools/contracts';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { json, useTestApp, visitorCookie } from './helpers/app.js';
import { databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';
import { postSignedWebhook, useFakeStripe } from './helpers/fake-stripe.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = useFakeStripe(WEBHOOK_SECRET);

describe.each(databaseKinds)('payments on %s', (kind) => {
  const t = useTestApp(kind, () => ({ stripe: stripe.config() }));
  /** A checkout, by a new visitor unless `headers` carry a cookie. */
  const createIntent = async (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.paymentIntent,
      ...json(body, { cookie: headers.cookie ?? (await visitorCookie(t.app)), ...headers }),
    });

  it('GET /api/payments/config returns the publishable key', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.paymentsConfig });
    expect(z.parse(PaymentsConfig, res.json())).toEqual({ publishableKey: 'pk_test_fake' });
  });

  it('creates a PaymentIntent for the catalog price, in cents, with the product and an idempotency key', async () => {
    const before = stripe.fake.requests.length;
    const res = await createIntent({ productId: 'logarithms-mastery', amount: 24.99 });
    expect(res.statusCode).toBe(200);
    const body = z.parse(PaymentIntentResponse, res.json());
    expect(body).toMatchObject({ amount: 24.99, productName: 'Logarithms Mastery' });
    const sent = stripe.fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(sent[0]?.form).toMatchObject({
      amount: '2499',
      currency: 'usd',
      'metadata[productId]': 'logarithms-mastery',
    });
    expect(sent[0]?.headers.authorization).toBe('Bearer sk_test_fake');
    expect(String(sent[0]?.headers['idempotency-key'])).toMatch(/^pi-/);
    const order = await t.app.db
      .selectFrom('orders')
      .selectAll()
      .where('payment_intent_id', '=', body.clientSecret.replace(/_secret_fake$/, ''))
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      product_id: 'logarithms-mastery',
      amount_cents: 2499,
      status: 'pending',
      currency: 'usd',
    });
  });

  it("writes the payment's description, which the receipt carries, in the page's language", async () => {
    const description = async (body: object) => {
      const before = stripe.fake.requests.length;
      expect((await createIntent(body)).statusCode).toBe(200);
      return String(stripe.fake.requests.slice(before)[0]?.form.description);
    };
    const pro = { productId: 'pro', amount: 9.99, packId: 'geometry-essentials' };
    expect(await description(pro)).toMatch(
      /^MathTools Pro \(with Geometry Essentials\) — restore code \S+$/,
    );
    expect(await description({ ...pro, lang: 'es' })).toMatch(
      /^MathTools Pro \(con Geometría esencial\) — código de restauración \S+$/,
    );
    expect(
      await description({ productId: 'algebra-foundations', amount: 19.99, lang: 'de' }),
    ).toMatch(/^MathTools Algebra-Grundlagen — Wiederherstellungscode \S+$/);
    const refused = await createIntent({ productId: 'master', amount: 19.99, lang: 'xx' });
    expect(refused.statusCode).toBe(400);
  });

  it('sells the Pro and Master tiers at $9.99 and $19.99', async () => {
    expect(
      (
        await createIntent({ productId: 'pro', amount: 9.99, packId: 'algebra-foundations' })
      ).json(),
    ).toMatchObject({
      amount: 9.99,
      productName: 'Pro',
    });
    expect((await createIntent({ productId: 'master', amount: 19.99 })).json()).toMatchObject({
      amount: 19.99,
      productName: 'Master',
    });
    expect(stripe.fake.requests.at(-1)?.form.amount).toBe('1999');
  });

  it('reuses one PaymentIntent and one order for a retried request with the same Idempotency-Key', async () => {
    const cookie = await visitorCookie(t.app);
    const headers = { 'idempotency-key': 'checkout-attempt-42', cookie };
    const pro = { productId: 'pro', amount: 9.99, packId: 'geometry-essentials' };
    const a = z.parse(PaymentIntentResponse, (await createIntent(pro, headers)).json());
    const b = z.parse(PaymentIntentResponse, (await createIntent(pro, headers)).json());
    expect(b.clientSecret).toBe(a.clientSecret);
    const keys = stripe.fake.requests.slice(-2).map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toBe(keys[1]);
    const orders = await t.app.db
      .selectFrom('orders')
      .selectAll()
      .where('payment_intent_id', '=', a.clientSecret.replace(/_secret_fake$/, ''))
      .execute();
    expect(orders).toHaveLength(1);
    expectError(
      await createIntent(pro, { 'idempotency-key': 'bad key!' }),
      400,
      'validation_error',
      'idempotency-key',
    );
  });

  it('refuses a tampered amount without calling Stripe', async () => {
    const before = stripe.fake.requests.length;
    for (const amount of [0.01, 9.98, 10, 24.98, 99_999]) {
      expectError(
        await createIntent({ productId: 'pro', amount }),
        400,
        'amount_mismatch',
        'amount',
      );
    }
    expect(stripe.fake.requests.length).toBe(before);
  });

  it('answers 404 for an unknown product and 400 for a malformed request', async () => {
    expectError(
      await createIntent({ productId: 'free-lunch', amount: 1 }),
      404,
      'not_found',
      'productId',
    );
    expectError(await createIntent({ productId: 'pro' }), 400, 'validation_error', 'amount');
    expectError(await createIntent({ amount: 9.99 }), 400, 'validation_error', 'productId');
    expectError(
      await createIntent({ productId: 'pro', amount: -9.99 }),
      400,
      'validation_error',
      'amount',
    );
    expectError(
      await createIntent({ productId: 'pro', amount: '9.99' }),
      400,
      'validation_error',
      'amount',
    );
    expectError(
      await createIntent({ productId: 'pro', amount: 9.99, currency: 'eur' }),
      400,
      'validation_error',
      'currency',
    );
  });

  it('answers 502 in the error shape when Stripe fails, leaking nothing', async () => {
    stripe.fake.failNext(2);
    const error = expectError(
      await createIntent({ productId: 'master', amount: 19.99 }),
      502,
      'payment_provider_error',
    );
    expect(error.message).not.toContain('fake outage');
  });

  describe('webhook', () => {
    const event = (
      id: string,
      type: string,
      intent: { id: string; amount: number; productId?: string; currency?: string | null },
    ) =>
      JSON.stringify({
        id,
        object: 'event',
        type,
        data: {
          object: {
            id: intent.id,
            object: 'payment_intent',
            amount: intent.amount,
            // Stripe always sends it; null here stands for an event without one.
            ...(intent.currency === null ? {} : { currency: intent.currency ?? 'usd' }),
            metadata: intent.productId ? { productId: intent.productId } : {},
          },
        },
      });
    const deliver = (
      payload: string,
      secret = WEBHOOK_SECRET,
      headers: Record<string, string> = {},
    ) =>
      postSignedWebhook(t.app, payload, secret, {
        headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
      });
    async function pendingIntentId(): Promise<string> {
      const res = z.parse(
        PaymentIntentResponse,
        (await createIntent({ productId: 'geometry-essentials', amount: 14.99 })).json(),
      );
      return res.clientSecret.replace(/_secret_fake$/, '');
    }
    const orderOf = (pi: string) =>
      t.app.db.selectFrom('orders').selectAll().where('payment_intent_id', '=', pi).execute();

    it('marks the order paid on payment_intent.succeeded, once per event id', async () => {
      const pi = await pendingIntentId();
      const payload = event(`evt_paid_${pi}`, 'payment_intent.succeeded', { id: pi, amount: 1499 });
      const first = await deliver(payload);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ received: true });
      expect(await orderOf(pi)).toMatchObject([{ status: 'paid' }]);
      const again = await deliver(payload);
      expect(again.statusCode).toBe(200);
      const events = await t.app.db
        .selectFrom('stripe_events')
        .selectAll()
        .where('id', '=', `evt_paid_${pi}`)
        .execute();
      expect(events).toHaveLength(1);
      expect(await orderOf(pi)).toHaveLength(1);
    });

    it('marks failed on payment_intent.payment_failed, but never downgrades a paid order', async () => {
      const pi = await pendingIntentId();
      await deliver(
        event(`evt_fail_${pi}`, 'payment_intent.payment_failed', { id: pi, amount: 1499 }),
      );
      expect(await orderOf(pi)).toMatchObject([{ status: 'failed' }]);
      await deliver(event(`evt_ok_${pi}`, 'payment_intent.succeeded', { id: pi, amount: 1499 }));
      await deliver(
        event(`evt_late_fail_${pi}`, 'payment_intent.payment_failed', { id: pi, amount: 1499 }),
      );
      expect(await orderOf(pi)).toMatchObject([{ status: 'paid' }]);
    });

    it('records an order it did not create once, from the intent metadata', async () => {
      const payload = event('evt_external_1', 'payment_intent.succeeded', {
        id: 'pi_external_1',
        amount: 999,
        productId: 'pro',
      });
      await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
      expect(await orderOf('pi_external_1')).toMatchObject([
        { status: 'paid', product_id: 'pro', amount_cents: 999 },
      ]);
    });

    it('never marks an order paid for less, more, another currency or none; grants nothing', async () => {
      const cases = [
        { amount: 1498, currency: 'usd' },
        { amount: 1, currency: 'usd' },
        { amount: 1500, currency: 'usd' },
        { amount: 1499, currency: 'eur' },
        { amount: 1499, currency: null },
        { amount: 0, currency: 'usd' },
      ];
      for (const [i, money] of cases.entries()) {
        const pi = await pendingIntentId();
        const res = await deliver(
          event(`evt_mismatch_${i}_${pi}`, 'payment_intent.succeeded', { id: pi, ...money }),
        );
        expect(res.statusCode).toBe(200);
        const [order] = await orderOf(pi);
        expect(order, JSON.stringify(money)).toMatchObject({
          status: 'amount_mismatch',
          amount_cents: 1499,
          currency: 'usd',
        });
        const grants = await t.app.db
          .selectFrom('grants')
          .select('id')
          .where('order_id', '=', order?.id ?? '')
          .execute();
        expect(grants).toEqual([]);
      }
      // The same currency in capitals is the same money.
      const pi = await pendingIntentId();
      await deliver(
        event(`evt_upper_${pi}`, 'payment_intent.succeeded', {
          id: pi,
          amount: 1499,
          currency: 'USD',
        }),
      );
      expect(await orderOf(pi)).toMatchObject([{ status: 'paid' }]);
    });

    it('accepts and ignores other event types', async () => {
      const res = await deliver(
        JSON.stringify({
          id: 'evt_other',
          object: 'event',
          type: 'customer.created',
          data: { object: { id: 'cus_1' } },
        }),
      );
      expect(res.statusCode).toBe(200);
    });

    it('refuses a bad or missing signature with 400 invalid_signature and changes nothing', async () => {
      const pi = await pendingIntentId();
      const payload = event(`evt_forged_${pi}`, 'payment_intent.succeeded', {
        id: pi,
        amount: 1499,
      });
      expectError(await deliver(payload, 'whsec_wrong'), 400, 'invalid_signature');
      expectError(
        await deliver(payload, WEBHOOK_SECRET, { 'stripe-signature': 't=1,v1=deadbeef' }),
        400,
        'invalid_signature',
      );
      const noHeader = await t.app.inject({
        method: 'POST',
        url: apiPaths.stripeWebhook,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectError(noHeader, 400, 'invalid_signature');
      // A valid signature over different bytes (re-serialised JSON) does not verify either.
      const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const tampered = await t.app.inject({
        method: 'POST',
        url: apiPaths.stripeWebhook,
        headers: { 'content-type': 'application/json', 'stripe-signature': signed },
        payload: payload.replace('1499', '1'),
      });
      expectError(tampered, 400, 'invalid_signature');
      expect(await orderOf(pi)).toMatchObject([{ status: 'pending' }]);
    });
  });
});

describe.each(databaseKinds)('payments not configured on %s', (kind) => {
  const t = useTestApp(kind);

  it('says so in the config and answers 503 payments_not_configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: apiPaths.paymentsConfig })).json()).toEqual({
      publishableKey: null,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.paymentIntent,
      ...json({ productId: 'pro', amount: 9.99 }),
    });
    expectError(res, 503, 'payments_not_configured');
    const hook = await t.app.inject({
      method: 'POST',
      url: apiPaths.stripeWebhook,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expectError(hook, 503, 'payments_not_configured');
    const orders = await t.app.db.selectFrom('orders').selectAll().execute();
    expect(orders).toHaveLength(0);
  });
});
