/**
 * The Stripe SDK, or null when STRIPE_SECRET_KEY is unset (payments "not configured"), and the
 * webhook verifier, or null without STRIPE_WEBHOOK_SECRET. The SDK is only loaded when used.
 * STRIPE_API_BASE points the real SDK at another server: a local fake in tests and e2e.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import type { StripeConfig } from '../env.js';

export type StripeWebhooks = (typeof Stripe)['webhooks'];

declare module 'fastify' {
  interface FastifyInstance {
    stripe: Stripe | null;
    stripeWebhooks: StripeWebhooks | null;
  }
}

export async function createStripe(config: StripeConfig): Promise<Stripe | null> {
  if (!config.secretKey) return null;
  const { default: StripeSdk } = await import('stripe');
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 15_000 };
  if (config.apiBase) {
    const base = new URL(config.apiBase);
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    options.host = base.hostname;
    options.port = base.port ? Number(base.port) : protocol === 'http' ? 80 : 443;
    options.protocol = protocol;
  }
  return new StripeSdk(config.secretKey, options);
}

export default fp(
  async function stripe(app: FastifyInstance) {
    const config = app.config.stripe;
    app.decorate('stripe', await createStripe(config));
    app.decorate(
      'stripeWebhooks',
      config.webhookSecret ? (await import('stripe')).default.webhooks : null,
    );
  },
  { name: 'stripe', dependencies: ['config'] },
);
