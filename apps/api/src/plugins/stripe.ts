/**
 * The Stripe SDK, or null when STRIPE_SECRET_KEY is unset (payments "not configured").
 * STRIPE_API_BASE points the real SDK at another server: a local fake in tests and e2e.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Stripe from 'stripe';
import type { StripeConfig } from '../env.js';

declare module 'fastify' {
  interface FastifyInstance {
    stripe: Stripe | null;
  }
}

export function createStripe(config: StripeConfig): Stripe | null {
  if (!config.secretKey) return null;
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 15_000 };
  if (config.apiBase) {
    const base = new URL(config.apiBase);
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    options.host = base.hostname;
    options.port = base.port ? Number(base.port) : protocol === 'http' ? 80 : 443;
    options.protocol = protocol;
  }
  return new Stripe(config.secretKey, options);
}

export default fp(
  async function stripe(app: FastifyInstance) {
    app.decorate('stripe', createStripe(app.config.stripe));
  },
  { name: 'stripe', dependencies: ['config'] },
);
