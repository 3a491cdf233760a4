/**
 * The smaller holes of a hostile-client review: an Idempotency-Key reused for another product,
 * webhooks signed for the future, control characters in one-line contact fields, and the 503 a
 * closing server answers (the trailing-slash redirect and the framing policy are in web.test.ts).
 */
import { connect } from 'node:net';
import { apiPaths, ErrorBody, PaymentIntentResponse } from '@mathtools/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildApp } from '../src/app.js';
import { signatureTimestamp } from '../src/modules/stripe/service.js';
import { json, testConfig, useTestApp, visitorCookie } from './helpers/app.js';
import { createTestDatabase, databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';
import { postSignedWebhook, useFakeStripe } from './helpers/fake-stripe.js';

const WEBHOOK_SECRET = 'whsec_hardening';
const stripe = useFakeStripe(WEBHOOK_SECRET);

describe.each(databaseKinds)('hardening on %s', (kind) => {
  const t = useTestApp(kind, () => ({ stripe: stripe.config() }));

  it('answers 409 when an Idempotency-Key is reused for another product, before Stripe is asked', async () => {
    const key = { 'idempotency-key': 'reused-key-0001' };
    const pro = { productId: 'pro', amount: 9.99, packId: 'geometry-essentials' };
    const cookie = await visitorCookie(t.app);
    const first = await t.app.inject({
      method: 'POST',
      url: apiPaths.paymentIntent,
      ...json(pro, { ...key, cookie }),
    });
    expect(first.statusCode).toBe(200);
    const sentBefore = stripe.fake.requests.length;
    const other = await t.app.inject({
      method: 'POST',
      url: apiPaths.paymentIntent,
      ...json({ productId: 'master', amount: 19.99 }, { ...key, cookie }),
    });
    expectError(other, 409, 'conflict', 'idempotency-key');
    // Pro with another pack is another purchase too.
    const otherPack = await t.app.inject({
      method: 'POST',
      url: apiPaths.paymentIntent,
      ...json({ ...pro, packId: 'algebra-foundations' }, { ...key, cookie }),
    });
    expectError(otherPack, 409, 'conflict', 'idempotency-key');
    expect(stripe.fake.requests.length).toBe(sentBefore);
    // The same request again is still a retry that reuses the first intent.
    const retry = await t.app.inject({
      method: 'POST',
      url: apiPaths.paymentIntent,
      ...json(pro, { ...key, cookie }),
    });
    expect(retry.statusCode).toBe(200);
    expect(z.parse(PaymentIntentResponse, retry.json()).clientSecret).toBe(
      z.parse(PaymentIntentResponse, first.json()).clientSecret,
    );
  });

  it('refuses webhooks whose signature timestamp is outside five minutes, in the future too', async () => {
    const payload = JSON.stringify({
      id: `evt_future_${kind}`,
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    const send = (timestamp: number) =>
      postSignedWebhook(t.app, payload, WEBHOOK_SECRET, { timestamp });
    const now = Math.floor(Date.now() / 1000);
    expectError(await send(now + 24 * 3600), 400, 'invalid_signature', 'stripe-signature');
    expectError(await send(now + 400), 400, 'invalid_signature', 'stripe-signature');
    expectError(await send(now - 400), 400, 'invalid_signature', 'stripe-signature');
    const rows = await t.app.db.selectFrom('stripe_events').select('id').execute();
    expect(rows.map((r) => r.id)).not.toContain(`evt_future_${kind}`);
    expect((await send(now + 60)).statusCode).toBe(200);
    expect(signatureTimestamp('t=12,v1=abc')).toBe(12);
    expect(signatureTimestamp('v1=abc')).toBeNaN();
  });

  it('strips control characters from the one-line contact fields and NUL from the message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.contact,
      ...json({
        name: 'Eve\r\nBcc: victim@example.com',
        email: 'eve@example.com',
        subject: 'Hi\u0000\u0007there\n',
        message: 'line one\nline two\u0000',
      }),
    });
    expect(res.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('contact_messages')
      .select(['name', 'subject', 'message'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      name: 'Eve Bcc: victim@example.com',
      subject: 'Hi there',
      message: 'line one\nline two',
    });
    const onlyControls = await t.app.inject({
      method: 'POST',
      url: apiPaths.contact,
      ...json({ name: '\u0000\u0001', email: 'e@example.com', subject: 's', message: 'm' }),
    });
    expectError(onlyControls, 400, 'validation_error', 'name');
  });
});

describe('a closing server', () => {
  it('answers a request that arrives while it drains with 503 in the error shape', async () => {
    const database = await createTestDatabase('sqlite');
    const app = await buildApp(testConfig(database.config));
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const socket = connect(port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      const body = JSON.stringify({ email: 'drain@example.com' });
      // A request in flight (its body not complete yet) keeps the connection busy…
      const arrived = new Promise((r) => app.server.once('request', r));
      socket.write(
        `POST ${apiPaths.newsletter} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
      );
      await arrived;
      const closed = app.close();
      // The server is draining once it stops listening (bounded wait, 2 s at most).
      for (let i = 0; i < 400 && app.server.listening; i++) {
        await new Promise((r) => setTimeout(r, 5));
      }
      // …then it completes, and a second request follows on the same connection.
      socket.write(`${body.slice(5)}GET ${apiPaths.health} HTTP/1.1\r\nhost: x\r\n\r\n`);
      await closed;
      await new Promise((r) => (socket.destroyed ? r(null) : socket.once('close', r)));
      const responses = received.split(/(?=HTTP\/1\.1 )/);
      expect(responses[0]).toMatch(/^HTTP\/1\.1 200/);
      expect(responses[1]).toMatch(/^HTTP\/1\.1 503/);
      expect(responses[1]).toMatch(/content-type: application\/json/i);
      const errorJson = responses[1]?.slice(responses[1].indexOf('\r\n\r\n') + 4) ?? '';
      expect(z.parse(ErrorBody, JSON.parse(errorJson)).error.code).toBe('service_unavailable');
    } finally {
      await app.close();
      await database.cleanup();
    }
  });
});
