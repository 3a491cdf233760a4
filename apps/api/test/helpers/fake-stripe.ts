import { apiPaths } from '@mathtools/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import type { StripeConfig } from '../../src/env.js';
import { type FakeStripe, startFakeStripe } from '../../src/testing/fake-stripe.js';

/**
 * Runs the fake Stripe for the file; `config()` is the app's Stripe configuration pointing at it
 * (call it inside `useTestApp(kind, () => …)`, after the fake has started).
 */
export function useFakeStripe(webhookSecret: string) {
  const holder = {
    fake: undefined as unknown as FakeStripe,
    config: (): StripeConfig => ({
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      webhookSecret,
      apiBase: holder.fake.url,
    }),
  };
  beforeAll(async () => {
    holder.fake = await startFakeStripe();
  });
  afterAll(async () => {
    await holder.fake.close();
  });
  return holder;
}

/** POSTs `payload` to the webhook route signed with `secret` as Stripe signs it (at `timestamp`, seconds). */
export function postSignedWebhook(
  app: FastifyInstance,
  payload: string,
  secret: string,
  options: { timestamp?: number; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: apiPaths.stripeWebhook,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
      }),
      ...options.headers,
    },
    payload,
  });
}
