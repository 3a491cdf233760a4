import { PassThrough } from 'node:stream';
import { apiPaths } from '@mathtools/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { json, testConfig, visitorCookie } from './helpers/app.js';
import { createTestDatabase, type TestDatabase } from './helpers/databases.js';
import { useFakeStripe } from './helpers/fake-stripe.js';

/** A test app on a fresh SQLite database whose log lines (info and up) are collected in `lines`. */
function useLoggedApp(overrides: () => Parameters<typeof testConfig>[1] = () => ({})) {
  const t = {
    lines: [] as Record<string, unknown>[],
    app: undefined as unknown as Awaited<ReturnType<typeof buildApp>>,
  };
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        t.lines.push(JSON.parse(line));
    });
    t.app = await buildApp(testConfig(database.config, { logLevel: 'info', ...overrides() }), {
      stream,
    });
  });
  afterAll(async () => {
    await t.app.close();
    await database.cleanup();
  });
  return t;
}

describe('logs', () => {
  const t = useLoggedApp();

  it('are JSON lines with the request id, and never hold a full email or the cookie', async () => {
    const first = await t.app.inject({ method: 'GET', url: apiPaths.progress('algebra') });
    const cookie = first.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const newsletter = await t.app.inject({
      method: 'POST',
      url: apiPaths.newsletter,
      ...json({ email: 'ada.lovelace@example.com' }, { cookie }),
    });
    await t.app.inject({
      method: 'POST',
      url: apiPaths.contact,
      ...json({ name: 'Ada', email: 'ada.lovelace@example.com', subject: 's', message: 'm' }),
    });
    const text = JSON.stringify(t.lines);
    expect(text).not.toContain('ada.lovelace@example.com');
    expect(text).toContain('a***@example.com');
    expect(text).not.toContain(first.cookies[0]?.value ?? 'missing');
    const requestId = newsletter.headers['x-request-id'];
    expect(t.lines.filter((l) => l.reqId === requestId).length).toBeGreaterThanOrEqual(2);
  });
});

describe('purchase logs', () => {
  const stripe = useFakeStripe('whsec_logging_secret');
  const t = useLoggedApp(() => ({ stripe: stripe.config() }));

  it('name the order, product, visitor and account of each order and grant, never the restore code', async () => {
    const cookie = await visitorCookie(t.app);
    const intent = await t.app.inject({
      method: 'POST',
      url: apiPaths.paymentIntent,
      ...json({ productId: 'pro', amount: 9.99, packId: 'geometry-essentials' }, { cookie }),
    });
    expect(intent.statusCode).toBe(200);
    const pi = String(intent.json().clientSecret).replace(/_secret_fake$/, '');
    await stripe.fake.confirm(pi);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: apiPaths.purchaseConfirm,
      ...json({ paymentIntentId: pi }, { cookie }),
    });
    expect(confirmed.json().status).toBe('succeeded');
    const { restoreCode } = confirmed.json().purchases;

    const created = t.lines.find((l) => l.msg === 'order created: payment intent pending');
    const order = await t.app.db
      .selectFrom('orders')
      .select(['id', 'visitor_id', 'account_id'])
      .where('payment_intent_id', '=', pi)
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({
      orderId: order.id,
      productId: 'pro',
      packId: 'geometry-essentials',
      visitorId: order.visitor_id,
      accountId: order.account_id,
      paymentIntentId: pi,
    });
    expect(t.lines.find((l) => l.msg === 'order paid')).toMatchObject({
      orderId: order.id,
      productId: 'pro',
      accountId: order.account_id,
    });
    expect(t.lines.find((l) => l.msg === 'grant: purchase fulfilled')).toMatchObject({
      orderId: order.id,
      productId: 'pro',
      packId: 'geometry-essentials',
      accountId: order.account_id,
      visitorId: order.visitor_id,
      source: 'purchase',
      expiresAt: expect.any(String),
    });
    const text = JSON.stringify(t.lines);
    expect(restoreCode).toBeTruthy();
    expect(text).not.toContain(restoreCode);
    expect(text).not.toContain('secret_fake');
  });
});
