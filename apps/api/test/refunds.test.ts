/**
 * Money checks and money taken back, end to end through the real Stripe SDK and the fake:
 * - a payment for another amount (less or more) or currency never marks the order paid, grants
 *   nothing, is logged at error level, and the return never says `succeeded`;
 * - a full refund or a dispute revokes what the order granted (no longer listed, no longer owned,
 *   its premium skills answer 403) and marks the order; a partial refund changes nothing;
 * - each event applies once, whatever order the events arrive in.
 *
 * The buyer keeps another pack throughout (what stays owned is checked too). A skill the visitor
 * does not own may still be served from the Free tier's monthly allowance of sample problems, so
 * "locked" is checked as: the skill list says not owned, and problems answer 403 `not_owned` at
 * the latest once that allowance is used up.
 */
import { PassThrough } from 'node:stream';
import {
  apiPaths,
  FREE_PREMIUM_PROBLEMS_PER_MONTH,
  PaymentIntentResponse,
} from '@mathtools/contracts';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildApp } from '../src/app.js';
import { createDb } from '../src/db/create-db.js';
import { migratorFor } from '../src/db/migrate.js';
import { stripeEvent } from '../src/testing/fake-stripe.js';
import { json, testConfig, visitorCookie } from './helpers/app.js';
import { createTestDatabase, type DatabaseKind, databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';
import { postSignedWebhook, useFakeStripe } from './helpers/fake-stripe.js';

const WEBHOOK_SECRET = 'whsec_refunds_secret';
const stripe = useFakeStripe(WEBHOOK_SECRET);

/** Kept by every buyer here; the packs below are the ones paid wrongly, refunded or disputed. */
const KEPT = 'algebra-foundations';
const PACK = 'geometry-essentials';
const PRICE = 1499;
const DAY = 24 * 60 * 60 * 1000;

type LogLine = Record<string, unknown>;

/** A test app on a fresh database of `kind` whose log lines (info and up) are collected. */
function useLoggedApp(kind: DatabaseKind) {
  const t = { app: undefined as unknown as FastifyInstance, lines: [] as LogLine[] };
  let cleanup = async () => {};
  beforeAll(async () => {
    const database = await createTestDatabase(kind);
    cleanup = database.cleanup;
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        t.lines.push(JSON.parse(line));
    });
    t.app = await buildApp(
      testConfig(database.config, { logLevel: 'info', stripe: stripe.config() }),
      { stream },
    );
  });
  afterAll(async () => {
    await t.app?.close();
    await cleanup();
  });
  return t;
}

describe.each(databaseKinds)('money checks, refunds and disputes on %s', (kind) => {
  const t = useLoggedApp(kind);
  const logged = (msg: string) => t.lines.filter((l) => l.msg === msg);

  const post = (cookie: string, url: string, body: unknown) =>
    t.app.inject({ method: 'POST', url, ...json(body, { cookie }) });
  const deliver = (payload: string) => postSignedWebhook(t.app, payload, WEBHOOK_SECRET);
  let events = 0;
  /** `payment_intent.succeeded` for the intent as the fake holds it (a new event id each time). */
  function succeeded(pi: string) {
    const intent = stripe.fake.intents.get(pi);
    expect(intent, pi).toBeDefined();
    return deliver(
      stripeEvent(`evt_paid_${kind}_${++events}`, 'payment_intent.succeeded', { ...intent }),
    );
  }

  async function checkout(cookie: string, productId: string, amount: number): Promise<string> {
    const res = await post(cookie, apiPaths.paymentIntent, { productId, amount });
    expect(res.statusCode, res.body).toBe(200);
    return z.parse(PaymentIntentResponse, res.json()).clientSecret.replace(/_secret_fake$/, '');
  }
  async function confirm(cookie: string, pi: string): Promise<string> {
    const res = await post(cookie, apiPaths.purchaseConfirm, { paymentIntentId: pi });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().status;
  }
  async function owned(cookie: string): Promise<{ packs: string[]; listed: string[] }> {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.purchases, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { ownedPackIds: string[]; products: { productId: string }[] };
    return { packs: body.ownedPackIds, listed: body.products.map((p) => p.productId) };
  }
  const orderOf = (pi: string) =>
    t.app.db
      .selectFrom('orders')
      .selectAll()
      .where('payment_intent_id', '=', pi)
      .executeTakeFirstOrThrow();
  const grantsOf = async (pi: string) =>
    t.app.db
      .selectFrom('grants')
      .select('id')
      .where('order_id', '=', (await orderOf(pi)).id)
      .execute();
  const problemOf = (cookie: string, skill: string) =>
    t.app.inject({ method: 'GET', url: apiPaths.skillProblem(skill), headers: { cookie } });
  async function skillOwned(cookie: string): Promise<boolean | undefined> {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.skills, headers: { cookie } });
    const skills = res.json().skills as { id: string; owned: boolean }[];
    return skills.find((s) => s.id === packSkill)?.owned;
  }
  async function expectUnlocked(cookie: string) {
    expect(await skillOwned(cookie)).toBe(true);
    expect((await problemOf(cookie, packSkill)).statusCode).toBe(200);
  }
  /** Not owned: 403 `not_owned`, at the latest once the monthly free samples are used up. */
  async function expectLocked(cookie: string) {
    expect(await skillOwned(cookie)).toBe(false);
    for (let i = 0; i <= FREE_PREMIUM_PROBLEMS_PER_MONTH; i++) {
      const res = await problemOf(cookie, packSkill);
      if (res.statusCode !== 200) {
        expectError(res, 403, 'not_owned', 'skillId');
        return;
      }
    }
    expect.fail(`${packSkill} was served past the free allowance`);
  }

  /** A premium skill that PACK unlocks and KEPT does not. */
  let packSkill = '';
  /** A visitor who bought and owns KEPT. */
  async function buyer(): Promise<string> {
    const cookie = await visitorCookie(t.app);
    const pi = await checkout(cookie, KEPT, 19.99);
    await stripe.fake.confirm(pi);
    expect(await confirm(cookie, pi)).toBe('succeeded');
    if (!packSkill) {
      const skills = (
        await t.app.inject({ method: 'GET', url: apiPaths.skills, headers: { cookie } })
      ).json().skills as { id: string; packs: string[] }[];
      packSkill = skills.find((s) => s.packs.includes(PACK) && !s.packs.includes(KEPT))?.id ?? '';
      expect(packSkill).not.toBe('');
    }
    return cookie;
  }
  /** A buyer who has paid for PACK (webhook applied) and owns it. */
  async function owner(): Promise<{ cookie: string; pi: string }> {
    const cookie = await buyer();
    const pi = await checkout(cookie, PACK, 14.99);
    await stripe.fake.confirm(pi);
    expect((await succeeded(pi)).statusCode).toBe(200);
    expect((await owned(cookie)).packs).toEqual([KEPT, PACK]);
    await expectUnlocked(cookie);
    return { cookie, pi };
  }
  async function expectRevoked(cookie: string, pi: string) {
    expect(await owned(cookie)).toEqual({ packs: [KEPT], listed: [KEPT] });
    await expectLocked(cookie);
    expect(await grantsOf(pi)).toEqual([]);
    // The return page for that payment no longer says it succeeded.
    expect(await confirm(cookie, pi)).toBe('failed');
  }

  describe('a payment for other money', () => {
    it.each([
      ['less', 100, 'usd'],
      ['more', 2499, 'usd'],
      ['another currency', PRICE, 'eur'],
    ])(
      '(%s) never marks the order paid, grants nothing, and the return says failed',
      async (_, amount, currency) => {
        const cookie = await buyer();
        const pi = await checkout(cookie, PACK, 14.99);
        const intent = stripe.fake.intents.get(pi);
        if (!intent) throw new Error(pi);
        // Changed outside this server (the dashboard, another integration) before it was paid.
        intent.amount = amount;
        intent.currency = currency;
        await stripe.fake.confirm(pi);
        expect((await succeeded(pi)).statusCode).toBe(200);

        const order = await orderOf(pi);
        expect(order.status).toBe('amount_mismatch');
        expect(await grantsOf(pi)).toEqual([]);
        const error = logged(
          'fulfilment: the payment is not the order amount or currency; nothing granted',
        ).find((l) => l.orderId === order.id);
        expect(error).toMatchObject({
          level: 50,
          paymentIntentId: pi,
          paid: amount,
          paidCurrency: currency,
          expected: PRICE,
          expectedCurrency: 'usd',
          accountId: order.account_id,
          visitorId: order.visitor_id,
        });

        // The return asks Stripe, gets the same answer, and never says succeeded.
        expect(await confirm(cookie, pi)).toBe('failed');
        expect(await owned(cookie)).toEqual({ packs: [KEPT], listed: [KEPT] });
        await expectLocked(cookie);
        // A later failure event does not turn it into something else.
        await deliver(
          stripeEvent(`evt_fail_${kind}_${++events}`, 'payment_intent.payment_failed', {
            ...intent,
          }),
        );
        expect((await orderOf(pi)).status).toBe('amount_mismatch');
      },
    );

    it('checked on the return alone too: underpaid, no webhook yet, the return says failed', async () => {
      const cookie = await buyer();
      const pi = await checkout(cookie, PACK, 14.99);
      const intent = stripe.fake.intents.get(pi);
      if (!intent) throw new Error(pi);
      intent.amount = 1;
      await stripe.fake.confirm(pi);
      expect(await confirm(cookie, pi)).toBe('failed');
      expect((await orderOf(pi)).status).toBe('amount_mismatch');
      expect(await grantsOf(pi)).toEqual([]);
      expect((await owned(cookie)).packs).toEqual([KEPT]);
      // The webhook arriving afterwards changes nothing.
      expect((await succeeded(pi)).statusCode).toBe(200);
      expect(await confirm(cookie, pi)).toBe('failed');
      expect((await owned(cookie)).packs).toEqual([KEPT]);
    });

    it('an order this server did not make is held to its product price', async () => {
      const payload = stripeEvent(`evt_external_${kind}`, 'payment_intent.succeeded', {
        id: `pi_external_cheap_${kind}`,
        object: 'payment_intent',
        amount: 1,
        currency: 'usd',
        metadata: { productId: 'master' },
      });
      expect((await deliver(payload)).statusCode).toBe(200);
      expect(await orderOf(`pi_external_cheap_${kind}`)).toMatchObject({
        status: 'amount_mismatch',
        amount_cents: 1999,
        currency: 'usd',
      });
    });
  });

  describe('refunds and disputes', () => {
    it('a full refund revokes the grant: not listed, not owned, its skills answer 403', async () => {
      const { cookie, pi } = await owner();
      const order = await orderOf(pi);
      const grant = (await grantsOf(pi))[0];
      expect((await deliver(await stripe.fake.refund(pi))).statusCode).toBe(200);

      expect((await orderOf(pi)).status).toBe('refunded');
      await expectRevoked(cookie, pi);
      const revoked = await t.app.db
        .selectFrom('revoked_grants')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      expect(revoked).toMatchObject([
        { id: grant?.id, product_id: PACK, account_id: order.account_id, reason: 'refunded' },
      ]);
      expect(Number(revoked[0]?.revoked_at)).toBeGreaterThan(Date.now() - 60_000);
      expect(
        logged('order refunded: its grant is revoked').find((l) => l.orderId === order.id),
      ).toMatchObject({
        accountId: order.account_id,
        visitorId: order.visitor_id,
        paymentIntentId: pi,
        previousStatus: 'paid',
        revokedGrantIds: [grant?.id],
      });
    });

    it('a partial refund keeps the grant; refunding the rest then revokes it', async () => {
      const { cookie, pi } = await owner();
      const order = await orderOf(pi);
      expect((await deliver(await stripe.fake.refund(pi, 500))).statusCode).toBe(200);
      expect((await orderOf(pi)).status).toBe('paid');
      expect(await grantsOf(pi)).toHaveLength(1);
      expect((await owned(cookie)).packs).toEqual([KEPT, PACK]);
      await expectUnlocked(cookie);
      expect(await confirm(cookie, pi)).toBe('succeeded');
      expect(
        logged('partial refund: the order and its grant are unchanged').find(
          (l) => l.orderId === order.id,
        ),
      ).toMatchObject({ level: 30, amount: PRICE, refunded: 500 });

      // The second refund makes the charge fully refunded.
      expect((await deliver(await stripe.fake.refund(pi))).statusCode).toBe(200);
      expect((await orderOf(pi)).status).toBe('refunded');
      await expectRevoked(cookie, pi);
    });

    it('a dispute revokes the grant and marks the order disputed', async () => {
      const { cookie, pi } = await owner();
      const order = await orderOf(pi);
      expect((await deliver(await stripe.fake.dispute(pi))).statusCode).toBe(200);
      expect((await orderOf(pi)).status).toBe('disputed');
      await expectRevoked(cookie, pi);
      expect(
        logged('order disputed: its grant is revoked').find((l) => l.orderId === order.id),
      ).toMatchObject({
        accountId: order.account_id,
        visitorId: order.visitor_id,
        reason: 'fraudulent',
      });
      // A refund after the dispute keeps the first reason.
      expect((await deliver(await stripe.fake.refund(pi))).statusCode).toBe(200);
      expect((await orderOf(pi)).status).toBe('disputed');
    });

    it('a replayed refund event changes nothing, even after the pack is bought again', async () => {
      const { cookie, pi } = await owner();
      const order = await orderOf(pi);
      const refund = await stripe.fake.refund(pi);
      expect((await deliver(refund)).statusCode).toBe(200);
      await expectRevoked(cookie, pi);

      // Bought again: a new order and a new grant.
      const again = await checkout(cookie, PACK, 14.99);
      await stripe.fake.confirm(again);
      expect(await confirm(cookie, again)).toBe('succeeded');
      expect((await owned(cookie)).packs).toEqual([KEPT, PACK]);

      const replay = await deliver(refund);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ received: true });
      const id = JSON.parse(refund).id as string;
      expect(
        await t.app.db.selectFrom('stripe_events').where('id', '=', id).selectAll().execute(),
      ).toHaveLength(1);
      expect(
        logged('order refunded: its grant is revoked').filter((l) => l.orderId === order.id),
      ).toHaveLength(1);
      expect((await owned(cookie)).packs).toEqual([KEPT, PACK]);
      expect(await grantsOf(again)).toHaveLength(1);
      await expectUnlocked(cookie);
    });

    it("a refund before the payment's own webhook ends with nothing owned", async () => {
      const cookie = await buyer();
      const pi = await checkout(cookie, PACK, 14.99);
      await stripe.fake.confirm(pi);
      // The refund's event arrives first: the order is still pending.
      expect((await deliver(await stripe.fake.refund(pi))).statusCode).toBe(200);
      expect((await orderOf(pi)).status).toBe('refunded');
      // Then the payment's own event, and the buyer's return: neither grants.
      expect((await succeeded(pi)).statusCode).toBe(200);
      expect((await orderOf(pi)).status).toBe('refunded');
      expect(await confirm(cookie, pi)).toBe('failed');
      await expectRevoked(cookie, pi);
    });

    it('a dispute before the return: the return grants nothing and says failed', async () => {
      const cookie = await buyer();
      const pi = await checkout(cookie, PACK, 14.99);
      await stripe.fake.confirm(pi);
      expect((await deliver(await stripe.fake.dispute(pi))).statusCode).toBe(200);
      expect(await confirm(cookie, pi)).toBe('failed');
      expect((await orderOf(pi)).status).toBe('disputed');
      await expectRevoked(cookie, pi);
    });

    it('a refunded plan is no longer the active plan', async () => {
      const cookie = await buyer();
      const pi = await checkout(cookie, 'master', 19.99);
      await stripe.fake.confirm(pi);
      expect(await confirm(cookie, pi)).toBe('succeeded');
      const before = await t.app.inject({
        method: 'GET',
        url: apiPaths.purchases,
        headers: { cookie },
      });
      expect(before.json().plan).toMatchObject({ name: 'Master' });
      expect((await deliver(await stripe.fake.refund(pi))).statusCode).toBe(200);
      const after = await t.app.inject({
        method: 'GET',
        url: apiPaths.purchases,
        headers: { cookie },
      });
      expect(after.json().plan).toBeNull();
      expect(await owned(cookie)).toEqual({ packs: [KEPT], listed: [KEPT] });
    });

    it('a refund or dispute of an unknown payment is logged and answered 200', async () => {
      const charge = {
        id: `ch_unknown_${kind}`,
        object: 'charge',
        amount: 999,
        amount_refunded: 999,
        refunded: true,
        currency: 'usd',
        payment_intent: `pi_unknown_${kind}`,
        metadata: {},
      };
      const refund = await deliver(
        stripeEvent(`evt_unknown_refund_${kind}`, 'charge.refunded', charge),
      );
      expect(refund.statusCode).toBe(200);
      expect(refund.json()).toEqual({ received: true });
      expect(
        logged('refund of an unknown payment: nothing revoked').find(
          (l) => l.paymentIntentId === `pi_unknown_${kind}`,
        ),
      ).toMatchObject({ level: 40, chargeId: `ch_unknown_${kind}` });
      // No intent named at all (a charge made without one), and a dispute of an unknown charge.
      const bare = await deliver(
        stripeEvent(`evt_bare_refund_${kind}`, 'charge.refunded', {
          ...charge,
          payment_intent: null,
        }),
      );
      expect(bare.statusCode).toBe(200);
      const dispute = await deliver(
        stripeEvent(`evt_unknown_dispute_${kind}`, 'charge.dispute.created', {
          id: `dp_unknown_${kind}`,
          object: 'dispute',
          amount: 999,
          currency: 'usd',
          charge: `ch_unknown_${kind}`,
          payment_intent: `pi_unknown_${kind}`,
          reason: 'fraudulent',
          status: 'needs_response',
        }),
      );
      expect(dispute.statusCode).toBe(200);
      const orders = await t.app.db
        .selectFrom('orders')
        .select('id')
        .where('payment_intent_id', '=', `pi_unknown_${kind}`)
        .execute();
      expect(orders).toEqual([]);
    });

    it('a refund made through the SDK (POST /v1/refunds) revokes once its event arrives', async () => {
      const { cookie, pi } = await owner();
      const sdk = t.app.stripe;
      if (!sdk) throw new Error('Stripe is not configured');
      // More than was paid is refused, as Stripe does.
      await expect(sdk.refunds.create({ payment_intent: pi, amount: PRICE + 1 })).rejects.toThrow();
      const refund = await sdk.refunds.create({ payment_intent: pi });
      expect(refund).toMatchObject({ object: 'refund', amount: PRICE, payment_intent: pi });
      const event = stripe.fake.events.at(-1) ?? '';
      expect(JSON.parse(event)).toMatchObject({
        type: 'charge.refunded',
        data: {
          object: { payment_intent: pi, amount: PRICE, amount_refunded: PRICE, refunded: true },
        },
      });
      // Not revoked until Stripe's event says so; this fake has no webhook URL, so it is posted here.
      expect((await owned(cookie)).packs).toEqual([KEPT, PACK]);
      expect((await deliver(event)).statusCode).toBe(200);
      await expectRevoked(cookie, pi);
    });
  });

  describe('plans follow the money', () => {
    /** A checkout of a plan, paid and its webhook applied; its intent. */
    async function paidPlan(cookie: string, plan: 'pro' | 'master', packId?: string) {
      const res = await post(cookie, apiPaths.paymentIntent, {
        productId: plan,
        amount: plan === 'pro' ? 9.99 : 19.99,
        ...(packId ? { packId } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      const pi = z
        .parse(PaymentIntentResponse, res.json())
        .clientSecret.replace(/_secret_fake$/, '');
      await stripe.fake.confirm(pi);
      expect((await succeeded(pi)).statusCode).toBe(200);
      return pi;
    }
    /** When the grant of the intent's order starts and ends (ms), or undefined once revoked. */
    async function periodOf(pi: string) {
      const grant = await t.app.db
        .selectFrom('grants')
        .select(['starts_at', 'expires_at'])
        .where('order_id', '=', (await orderOf(pi)).id)
        .executeTakeFirst();
      return grant && { start: Number(grant.starts_at), end: Number(grant.expires_at) };
    }
    const planEnd = async (cookie: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: apiPaths.purchases,
        headers: { cookie },
      });
      const plan = res.json().plan as { name: string; expiresAt: string; packId?: string } | null;
      return plan && { ...plan, end: Date.parse(plan.expiresAt) };
    };

    it('a refund of one of two stacked Master payments takes exactly its 30 days off; a dispute too, and a won dispute gives them back', async () => {
      const cookie = await buyer();
      const first = await paidPlan(cookie, 'master');
      const second = await paidPlan(cookie, 'master');
      const [a, b] = [await periodOf(first), await periodOf(second)];
      if (!a || !b) throw new Error('not granted');
      expect(a.end).toBe(a.start + 30 * DAY);
      expect(b.end).toBe(a.end + 30 * DAY);
      expect((await planEnd(cookie))?.end).toBe(b.end);

      // The first payment is refunded: the second runs its own 30 days from when it was paid.
      expect((await deliver(await stripe.fake.refund(first))).statusCode).toBe(200);
      expect(await periodOf(first)).toBeUndefined();
      expect(await periodOf(second)).toEqual({ start: b.start, end: b.start + 30 * DAY });
      expect(await planEnd(cookie)).toMatchObject({ name: 'Master', end: b.start + 30 * DAY });
      expect(logged('order refunded: its grant is revoked')).toContainEqual(
        expect.objectContaining({ orderId: (await orderOf(first)).id, paymentIntentId: first }),
      );

      // A third payment stacks again; then the second is disputed: only its days go.
      const third = await paidPlan(cookie, 'master');
      const c = await periodOf(third);
      expect(c?.end).toBe(b.start + 60 * DAY);
      expect((await deliver(await stripe.fake.dispute(second))).statusCode).toBe(200);
      expect(await periodOf(third)).toEqual({ start: c?.start, end: (c?.start ?? 0) + 30 * DAY });
      expect((await planEnd(cookie))?.end).toBe((c?.start ?? 0) + 30 * DAY);

      // The dispute is won: the second payment's days come back, where they were.
      expect((await deliver(await stripe.fake.closeDispute(second, 'won'))).statusCode).toBe(200);
      expect((await orderOf(second)).status).toBe('paid');
      expect(await periodOf(second)).toEqual({ start: b.start, end: b.start + 30 * DAY });
      expect(await periodOf(third)).toEqual({ start: c?.start, end: b.start + 60 * DAY });
      expect((await planEnd(cookie))?.end).toBe(b.start + 60 * DAY);
      expect(logged('order dispute won: its grant is reinstated')).toContainEqual(
        expect.objectContaining({ paymentIntentId: second, disputeStatus: 'won' }),
      );
      // A lost dispute keeps the days off.
      expect((await deliver(await stripe.fake.dispute(third))).statusCode).toBe(200);
      expect((await deliver(await stripe.fake.closeDispute(third, 'lost'))).statusCode).toBe(200);
      expect(await periodOf(third)).toBeUndefined();
      expect((await planEnd(cookie))?.end).toBe(b.start + 30 * DAY);
    });

    it('Pro renewals stack per pack: Pro for pack B after Pro for pack A gives B its own 30 days', async () => {
      const cookie = await buyer();
      const forA = await paidPlan(cookie, 'pro', 'calculus-readiness');
      const forB = await paidPlan(cookie, 'pro', 'trigonometry-toolkit');
      const [a, b] = [await periodOf(forA), await periodOf(forB)];
      expect(a?.end).toBe((a?.start ?? 0) + 30 * DAY);
      expect(b?.end).toBe((b?.start ?? 0) + 30 * DAY);
      expect((await owned(cookie)).packs).toEqual(
        expect.arrayContaining(['calculus-readiness', 'trigonometry-toolkit']),
      );
      // A renewal of Pro for pack A adds its days after A's end.
      const againA = await paidPlan(cookie, 'pro', 'calculus-readiness');
      expect((await periodOf(againA))?.end).toBe((a?.end ?? 0) + 30 * DAY);
      expect((await periodOf(forB))?.end).toBe((b?.start ?? 0) + 30 * DAY);
    });
  });

  describe('nothing is bought twice', () => {
    /** The grant a payment duplicated, if it paid for what was owned. */
    const duplicateOf = async (pi: string) =>
      (
        await t.app.db
          .selectFrom('duplicate_payments')
          .select('duplicate_of')
          .where('order_id', '=', (await orderOf(pi)).id)
          .executeTakeFirst()
      )?.duplicate_of;

    it('a pack owned is not sold again: 409 already_owned, through a restore code too, and Pro with it', async () => {
      const { cookie } = await owner();
      expectError(
        await post(cookie, apiPaths.paymentIntent, { productId: PACK, amount: 14.99 }),
        409,
        'already_owned',
        'productId',
      );
      expectError(
        await post(cookie, apiPaths.paymentIntent, {
          productId: 'pro',
          amount: 9.99,
          packId: PACK,
        }),
        409,
        'already_owned',
        'productId',
      );
      const code = (
        await t.app.inject({ method: 'GET', url: apiPaths.purchases, headers: { cookie } })
      ).json().restoreCode as string;
      const other = await visitorCookie(t.app);
      expect((await post(other, apiPaths.purchaseRestore, { code })).statusCode).toBe(200);
      expectError(
        await post(other, apiPaths.paymentIntent, { productId: PACK, amount: 14.99 }),
        409,
        'already_owned',
      );
      // What it does not own for good is still sold: another pack, and plans (renewals stack).
      expect(
        (await post(other, apiPaths.paymentIntent, { productId: 'master', amount: 19.99 }))
          .statusCode,
      ).toBe(200);
    });

    it('two tabs both pay for one pack: the second payment is refunded through Stripe, logged, and grants nothing', async () => {
      const cookie = await buyer();
      const tabA = await checkout(cookie, PACK, 14.99);
      const tabB = await checkout(cookie, PACK, 14.99);
      await stripe.fake.confirm(tabA);
      expect((await succeeded(tabA)).statusCode).toBe(200);
      const refundsBefore = stripe.fake.requests.filter((r) => r.path === '/v1/refunds').length;
      await stripe.fake.confirm(tabB);
      expect((await succeeded(tabB)).statusCode).toBe(200);
      const order = await orderOf(tabB);
      expect(order.status).toBe('refunded');
      expect(await duplicateOf(tabB)).toBe((await grantsOf(tabA))[0]?.id);
      expect(await grantsOf(tabB)).toEqual([]);
      const refunds = stripe.fake.requests.filter((r) => r.path === '/v1/refunds');
      expect(refunds.slice(refundsBefore)).toEqual([
        expect.objectContaining({
          form: expect.objectContaining({ payment_intent: tabB, reason: 'duplicate' }),
          headers: expect.objectContaining({ 'idempotency-key': `refund-duplicate-${order.id}` }),
        }),
      ]);
      expect(logged('duplicate payment refunded through Stripe')).toContainEqual(
        expect.objectContaining({ orderId: order.id, paymentIntentId: tabB, amount: PRICE }),
      );
      // The return of the second tab says so, and asking again refunds nothing more.
      const res = await post(cookie, apiPaths.purchaseConfirm, { paymentIntentId: tabB });
      expect(res.json()).toMatchObject({ status: 'duplicate', held: true });
      expect(res.json().purchases.ownedPackIds).toContain(PACK);
      const charge = stripe.fake.events
        .map((e) => JSON.parse(e))
        .filter((e) => e.type === 'charge.refunded' && e.data.object.payment_intent === tabB);
      expect(charge).toHaveLength(1);
      expect(charge[0].data.object).toMatchObject({ amount_refunded: PRICE, refunded: true });
      // Stripe's refund event finds the order refunded already, and leaves the pack owned.
      expect((await deliver(JSON.stringify(charge[0]))).statusCode).toBe(200);
      expect((await orderOf(tabB)).status).toBe('refunded');
      expect((await owned(cookie)).packs).toEqual([KEPT, PACK]);
      expect(await grantsOf(tabA)).toHaveLength(1);
    });

    it('a refund Stripe does not take answers the webhook 502, and Stripe’s redelivery refunds once', async () => {
      const cookie = await buyer();
      const tabA = await checkout(cookie, PACK, 14.99);
      const tabB = await checkout(cookie, PACK, 14.99);
      await stripe.fake.confirm(tabA);
      expect((await succeeded(tabA)).statusCode).toBe(200);
      await stripe.fake.confirm(tabB);
      const event = stripeEvent(`evt_dup_${kind}_${++events}`, 'payment_intent.succeeded', {
        ...stripe.fake.intents.get(tabB),
      });
      // The SDK tries twice (maxNetworkRetries: 1): both fail.
      stripe.fake.failNext(2);
      const failed = await deliver(event);
      expectError(failed, 502, 'payment_provider_error');
      expect(logged('duplicate payment: the refund failed')).toContainEqual(
        expect.objectContaining({ paymentIntentId: tabB }),
      );
      // Nothing is granted meanwhile, and the same event sent again refunds it.
      expect(await grantsOf(tabB)).toEqual([]);
      expect((await deliver(event)).statusCode).toBe(200);
      expect((await deliver(event)).statusCode).toBe(200);
      const refunded = stripe.fake.events
        .map((e) => JSON.parse(e))
        .filter((e) => e.type === 'charge.refunded' && e.data.object.payment_intent === tabB);
      expect(refunded).toHaveLength(1);
      expect((await owned(cookie)).packs).toEqual([KEPT, PACK]);
    });

    it('two tabs both pay for Master: the second is refunded; a renewal opened after the first payment is not', async () => {
      const cookie = await buyer();
      const tabA = await checkout(cookie, 'master', 19.99);
      const tabB = await checkout(cookie, 'master', 19.99);
      await stripe.fake.confirm(tabA);
      expect(await confirm(cookie, tabA)).toBe('succeeded');
      await stripe.fake.confirm(tabB);
      expect(await confirm(cookie, tabB)).toBe('duplicate');
      expect(await duplicateOf(tabB)).toBe((await grantsOf(tabA))[0]?.id);
      const renewal = await checkout(cookie, 'master', 19.99);
      await stripe.fake.confirm(renewal);
      expect(await confirm(cookie, renewal)).toBe('succeeded');
      expect(await grantsOf(renewal)).toHaveLength(1);
    });
  });
});

describe.each(databaseKinds)('the payment reversals migration on %s', (kind) => {
  const NAME = '20261216T0900_payment_reversals';

  it('keeps every order, column and index, widens the status check, and goes back down', async () => {
    const database = await createTestDatabase(kind);
    const { db, dialect } = await createDb(database.config);
    try {
      const migrator = await migratorFor(db, dialect);
      const names = (await migrator.getMigrations()).map((m) => m.name);
      const before = names[names.indexOf(NAME) - 1];
      if (!before) throw new Error(`no migration before ${NAME}`);
      expect((await migrator.migrateTo(before)).error).toBeUndefined();
      await sql`insert into products (id, kind, title, description, difficulty, features, price_cents, sort_order)
        values ('p', 'pack', 'P', 'd', 'Beginner', '[]', 100, 1)
        on conflict (id) do nothing`.execute(db);
      for (const status of ['pending', 'paid', 'failed']) {
        await sql`insert into orders (id, product_id, amount_cents, currency, status, payment_intent_id,
            idempotency_key, visitor_id, account_id, pack_id)
          values (${`o-${status}`}, 'p', 100, 'usd', ${status}, ${`pi-${status}`}, ${`k-${status}`},
            'v', 'a', null)`.execute(db);
      }
      const columnsBefore = await columnsOf(db, kind);

      expect((await migrator.migrateTo(NAME)).error).toBeUndefined();
      const rows = await db
        .selectFrom('orders')
        .select(['id', 'status', 'payment_intent_id', 'idempotency_key', 'account_id'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        {
          id: 'o-failed',
          status: 'failed',
          payment_intent_id: 'pi-failed',
          idempotency_key: 'k-failed',
          account_id: 'a',
        },
        {
          id: 'o-paid',
          status: 'paid',
          payment_intent_id: 'pi-paid',
          idempotency_key: 'k-paid',
          account_id: 'a',
        },
        {
          id: 'o-pending',
          status: 'pending',
          payment_intent_id: 'pi-pending',
          idempotency_key: 'k-pending',
          account_id: 'a',
        },
      ]);
      expect(await columnsOf(db, kind)).toEqual(columnsBefore);
      expect(await indexesOf(db, kind)).toContain('orders_idempotency_key');
      for (const status of ['amount_mismatch', 'refunded', 'disputed'] as const) {
        await db.updateTable('orders').set({ status }).where('id', '=', 'o-paid').execute();
      }
      await expect(
        sql`update orders set status = 'bogus' where id = 'o-paid'`.execute(db),
      ).rejects.toThrow();
      // Still unique per intent, still tied to a product.
      await expect(
        sql`insert into orders (id, product_id, amount_cents, currency, status, payment_intent_id)
          values ('o-twin', 'p', 100, 'usd', 'pending', 'pi-paid')`.execute(db),
      ).rejects.toThrow();
      await expect(
        sql`insert into orders (id, product_id, amount_cents, currency, status, payment_intent_id)
          values ('o-orphan', 'nope', 100, 'usd', 'pending', 'pi-orphan')`.execute(db),
      ).rejects.toThrow();

      expect((await migrator.migrateTo(before)).error).toBeUndefined();
      const back = await db
        .selectFrom('orders')
        .select(['id', 'status'])
        .where('id', '=', 'o-paid')
        .execute();
      expect(back).toEqual([{ id: 'o-paid', status: 'failed' }]);
      await expect(
        sql`update orders set status = 'refunded' where id = 'o-paid'`.execute(db),
      ).rejects.toThrow();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
    } finally {
      await db.destroy();
      await database.cleanup();
    }
  });
});

// biome-ignore lint/suspicious/noExplicitAny: reads the catalogue, whatever the schema's types say
async function columnsOf(db: Kysely<any>, kind: DatabaseKind): Promise<string[]> {
  const rows =
    kind === 'sqlite'
      ? (await sql<{ name: string }>`select name from pragma_table_info('orders')`.execute(db)).rows
      : (
          await sql<{ name: string }>`select column_name as name from information_schema.columns
            where table_name = 'orders' and table_schema = current_schema()`.execute(db)
        ).rows;
  return rows.map((r) => r.name).sort();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
async function indexesOf(db: Kysely<any>, kind: DatabaseKind): Promise<string[]> {
  const rows =
    kind === 'sqlite'
      ? (
          await sql<{ name: string }>`select name from sqlite_master
            where type = 'index' and tbl_name = 'orders'`.execute(db)
        ).rows
      : (
          await sql<{ name: string }>`select indexname as name from pg_indexes
            where tablename = 'orders' and schemaname = current_schema()`.execute(db)
        ).rows;
  return rows.map((r) => r.name);
}
