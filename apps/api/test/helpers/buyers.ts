/**
 * A buyer's browser against a test app: a visitor cookie, checkouts through the real Stripe SDK
 * against the fake, the return from the payment page, signed webhooks, restores and trials.
 */
import { apiPaths, PaymentIntentResponse, type PlanId, Purchases } from '@mathtools/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import type { FakeStripe } from '../../src/testing/fake-stripe.js';
import { json, visitorCookie } from './app.js';
import { postSignedWebhook } from './fake-stripe.js';

/** Catalog prices in dollars, as the pages show them. */
export const prices: Record<string, number> = {
  'algebra-foundations': 19.99,
  'geometry-essentials': 14.99,
  'logarithms-mastery': 24.99,
  'trigonometry-toolkit': 29.99,
  'calculus-readiness': 39.99,
  'competition-problem-solving': 49.99,
  'exam-prep-bundle': 79.99,
  pro: 9.99,
  master: 19.99,
};

let events = 0;

export function buyers(app: () => FastifyInstance, stripe: () => FakeStripe, secret: string) {
  /** POSTs as the browser holding `cookie`, from `remoteAddress` (127.0.0.1 by default). */
  const post = (cookie: string, url: string, body?: unknown, remoteAddress = '127.0.0.1') =>
    app().inject({
      method: 'POST',
      url,
      remoteAddress,
      ...(body === undefined ? { headers: { cookie } } : json(body, { cookie })),
    });

  /** A new browser: the cookie the API set on its first call that needed one. */
  const visitor = () => visitorCookie(app());

  async function purchases(cookie: string): Promise<Purchases> {
    const res = await app().inject({ method: 'GET', url: apiPaths.purchases, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return z.parse(Purchases, res.json());
  }

  /** Starts a checkout; the PaymentIntent's id. */
  async function checkout(cookie: string, productId: string, packId?: string): Promise<string> {
    const res = await post(cookie, apiPaths.paymentIntent, {
      productId,
      amount: prices[productId],
      ...(packId ? { packId } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return z.parse(PaymentIntentResponse, res.json()).clientSecret.replace(/_secret_fake$/, '');
  }

  /** Stripe's webhook for the intent as the fake holds it now. */
  function webhook(pi: string): Promise<LightMyRequestResponse> {
    const intent = stripe().intents.get(pi);
    expect(intent, pi).toBeDefined();
    const type =
      intent?.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
    const payload = JSON.stringify({
      id: `evt_buyers_${process.pid}_${++events}`,
      object: 'event',
      type,
      data: { object: intent },
    });
    return postSignedWebhook(app(), payload, secret);
  }

  const confirm = (cookie: string, pi: string) =>
    post(cookie, apiPaths.purchaseConfirm, { paymentIntentId: pi });
  const restore = (cookie: string, code: string) =>
    post(cookie, apiPaths.purchaseRestore, { code });
  /** A trial from `remoteAddress` (each address may start three an hour). */
  const trial = (cookie: string, plan: PlanId, packId?: string, remoteAddress?: string) =>
    post(cookie, apiPaths.purchaseTrial, { plan, ...(packId ? { packId } : {}) }, remoteAddress);

  /** A browser that owns `packId`, paid and granted; its cookie and restore code. */
  async function owner(packId: string): Promise<{ cookie: string; code: string }> {
    const cookie = await visitor();
    const pi = await checkout(cookie, packId);
    await stripe().confirm(pi);
    expect((await webhook(pi)).statusCode).toBe(200);
    const { restoreCode, ownedPackIds } = await purchases(cookie);
    expect(ownedPackIds).toContain(packId);
    return { cookie, code: restoreCode as string };
  }

  return { post, visitor, purchases, checkout, webhook, confirm, restore, trial, owner };
}
