import { apiPaths, WebhookResponse } from '@mathtools/contracts';
import type Stripe from 'stripe';
import { HttpError, paymentsNotConfigured } from '../../../lib/http-error.js';
import type { FastifyPluginAsyncZod } from '../../../lib/zod-schemas.js';
import { stringMetadata } from '../../../services/fulfilment.js';
import { applyPaymentEvent } from '../../../services/orders.js';

/** Stripe events can be larger than a form; the signature is checked before anything is used. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** Stripe's own tolerance for a signature's timestamp, in seconds. */
const TOLERANCE_S = 300;

/**
 * The `t=` timestamp of a Stripe-Signature header (the last one, as the SDK reads it), or NaN.
 * The SDK refuses old timestamps but not future ones, so a signature made for a day ahead would be
 * replayable all day: the timestamp must be within the tolerance both ways.
 */
export function signatureTimestamp(header: string): number {
  let timestamp = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp;
}

const outcomes: Record<string, 'paid' | 'failed'> = {
  'payment_intent.succeeded': 'paid',
  'payment_intent.payment_failed': 'failed',
};

/** POST /api/stripe/webhook: signature checked on the raw body, each event applied once. */
const stripeWebhook: FastifyPluginAsyncZod = async (app) => {
  // This plugin is encapsulated: only here is JSON kept as raw bytes for the signature check.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    apiPaths.stripeWebhook,
    { bodyLimit: WEBHOOK_BODY_LIMIT, schema: { response: { 200: WebhookResponse } } },
    async (request) => {
      const secret = app.config.stripe.webhookSecret;
      const webhooks = app.stripeWebhooks;
      if (!secret || !webhooks) {
        throw paymentsNotConfigured('Stripe webhooks');
      }
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
        throw new HttpError(
          400,
          'invalid_signature',
          'Missing Stripe-Signature header or body',
          'stripe-signature',
        );
      }
      const age = Math.floor(Date.now() / 1000) - signatureTimestamp(signature);
      if (!(Math.abs(age) <= TOLERANCE_S)) {
        throw new HttpError(
          400,
          'invalid_signature',
          'The Stripe signature is not from the last five minutes',
          'stripe-signature',
        );
      }
      let event: Stripe.Event;
      try {
        event = webhooks.constructEvent(request.body, signature, secret, TOLERANCE_S);
      } catch {
        throw new HttpError(
          400,
          'invalid_signature',
          'The Stripe signature does not match',
          'stripe-signature',
        );
      }
      // Signed by Stripe, but still only trusted as far as its shape is checked.
      if (typeof event.id !== 'string' || event.id === '' || typeof event.type !== 'string') {
        throw new HttpError(400, 'bad_request', 'The event has no id or type');
      }
      const status = outcomes[event.type] ?? null;
      const data: unknown = event.data?.object;
      const object = (
        data !== null && typeof data === 'object' ? data : {}
      ) as Partial<Stripe.PaymentIntent>;
      const applied = await applyPaymentEvent(
        app.db,
        app.dbDialect,
        {
          eventId: event.id,
          eventType: event.type,
          status: status && typeof object.id === 'string' ? status : null,
          paymentIntentId: typeof object.id === 'string' ? object.id : '',
          amountCents: typeof object.amount === 'number' ? object.amount : 0,
          metadata: stringMetadata(object.metadata),
        },
        Date.now(),
        request.log,
      );
      request.log.info({ eventId: event.id, type: event.type, applied }, 'stripe event');
      return { received: true as const };
    },
  );
};

export default stripeWebhook;
