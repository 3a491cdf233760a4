import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Dialect } from '../../db/create-db.js';
import type { Database } from '../../db/schema.js';
import { HttpError, paymentsNotConfigured } from '../../lib/http-error.js';
import { stringMetadata } from '../purchases/fulfilment.js';
import { applyPaymentEvent, type PaymentEvent } from '../purchases/orders.js';
import { refundDuplicate } from '../purchases/refund-duplicates.js';

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

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const cents = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : 0;
/** An id field that Stripe sends as the id, or as the object when expanded. */
const idOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value || null;
  if (value !== null && typeof value === 'object')
    return text((value as { id?: unknown }).id) || null;
  return null;
};

/**
 * What the event asks of an order, read from its object (a PaymentIntent, a Charge or a Dispute)
 * as far as its shape allows: whatever is missing or malformed reads as nothing to do, or as money
 * no order has (an amount of 0, a currency of '').
 */
export function paymentEventOf(type: string, data: unknown): PaymentEvent {
  const object = (data !== null && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  switch (type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = object as Partial<Stripe.PaymentIntent>;
      const id = text(intent.id);
      if (!id) return { kind: 'ignored' };
      const fields = {
        amountCents: cents(intent.amount),
        currency: text(intent.currency),
        metadata: stringMetadata(intent.metadata),
      };
      return type === 'payment_intent.succeeded'
        ? { kind: 'paid', intent: { id, ...fields } }
        : { kind: 'failed', paymentIntentId: id, ...fields };
    }
    case 'charge.refunded': {
      const charge = object as Partial<Stripe.Charge>;
      const chargeId = text(charge.id);
      if (!chargeId) return { kind: 'ignored' };
      const amountCents = cents(charge.amount);
      const refundedCents = cents(charge.amount_refunded);
      return {
        kind: 'refund',
        paymentIntentId: idOf(charge.payment_intent),
        chargeId,
        amountCents,
        refundedCents,
        full: charge.refunded === true || (amountCents > 0 && refundedCents >= amountCents),
      };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const dispute = object as Partial<Stripe.Dispute>;
      const disputeId = text(dispute.id);
      if (!disputeId) return { kind: 'ignored' };
      const charge = dispute.charge;
      // An expanded charge names the intent too.
      const chargeIntent =
        charge !== null && typeof charge === 'object' ? idOf(charge.payment_intent) : null;
      const paymentIntentId = idOf(dispute.payment_intent) ?? chargeIntent;
      if (type === 'charge.dispute.closed')
        return { kind: 'disputeClosed', paymentIntentId, disputeId, status: text(dispute.status) };
      return {
        kind: 'dispute',
        paymentIntentId,
        disputeId,
        chargeId: idOf(charge),
        amountCents: cents(dispute.amount),
        reason: text(dispute.reason) || null,
      };
    }
    default:
      return { kind: 'ignored' };
  }
}

export interface Webhook {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The signing secret; null or undefined while the server has none. */
  secret: string | undefined | null;
  /** Stripe's signature checker; null while the server has no webhook secret. */
  webhooks: { constructEvent: Stripe['webhooks']['constructEvent'] } | null;
  /** The SDK, to refund a payment for what was already owned; null without a secret key. */
  stripe: Stripe | null;
  log: FastifyBaseLogger;
}

/**
 * A Stripe event, signature checked on the raw body, applied once (by its id).
 * `payment_intent.succeeded` fulfils (only for the order's amount and currency, and not for what
 * the buyer already had: that payment is refunded through Stripe, and a failure to refund answers
 * 502 so Stripe sends the event again), `payment_intent.payment_failed` fails a pending order,
 * `charge.refunded` (full refund) and `charge.dispute.created` revoke the order's grant,
 * `charge.dispute.closed` won gives it back; any other event is acknowledged.
 */
export async function receiveStripeEvent(
  { db, dialect, secret, webhooks, stripe, log }: Webhook,
  rawBody: unknown,
  signature: string | string[] | undefined,
  now: number,
): Promise<{ received: true }> {
  if (!secret || !webhooks) {
    throw paymentsNotConfigured('Stripe webhooks');
  }
  if (!Buffer.isBuffer(rawBody) || typeof signature !== 'string') {
    throw new HttpError(
      400,
      'invalid_signature',
      'Missing Stripe-Signature header or body',
      'stripe-signature',
    );
  }
  const age = Math.floor(now / 1000) - signatureTimestamp(signature);
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
    event = webhooks.constructEvent(rawBody, signature, secret, TOLERANCE_S);
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
  const paymentEvent = paymentEventOf(event.type, event.data?.object);
  const applied = await applyPaymentEvent(
    db,
    dialect,
    event.id,
    event.type,
    paymentEvent,
    now,
    log,
  );
  log.info({ eventId: event.id, type: event.type, applied }, 'stripe event');
  // Also for an event applied before: its refund may have failed then.
  if (paymentEvent.kind === 'paid')
    await refundDuplicate({ db, stripe, log }, paymentEvent.intent.id);
  return { received: true as const };
}
