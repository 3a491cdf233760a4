/**
 * A tiny stand-in for api.stripe.com, enough for the real `stripe` SDK to create and retrieve
 * PaymentIntents offline (this machine cannot reach api.stripe.com), and to play the rest of a
 * payment: confirming an intent with a test card and sending the signed webhook Stripe would send.
 * Used by the API tests and the web e2e tests, and to run a whole purchase locally:
 *
 *   FAKE_STRIPE_PORT=12111 FAKE_STRIPE_WEBHOOK_URL=http://127.0.0.1:3000/api/stripe/webhook \
 *     FAKE_STRIPE_WEBHOOK_SECRET=whsec_local node apps/api/dist/testing/fake-stripe.js
 *   STRIPE_API_BASE=http://127.0.0.1:12111 STRIPE_SECRET_KEY=sk_test_fake \
 *     STRIPE_WEBHOOK_SECRET=whsec_local … node apps/api/dist/server.js
 *
 * Calls it answers:
 * - `POST /v1/payment_intents`: a new intent (`requires_payment_method`); the same
 *   Idempotency-Key gives the same intent, like Stripe;
 * - `GET /v1/payment_intents/{id}`: the intent as it stands;
 * - `POST /v1/payment_intents/{id}/confirm` with `payment_method`: `pm_card_visa` (or any other)
 *   succeeds, `pm_card_chargeDeclined` fails with a card_declined `last_payment_error`; then,
 *   when a webhook URL is set, the `payment_intent.succeeded` / `payment_intent.payment_failed`
 *   event is posted to it, signed with the webhook secret, after `webhookDelayMs`. It answers
 *   CORS preflights, so a page may call it as Stripe.js calls api.stripe.com.
 *   A `receipt_email` sent with the confirmation (as Stripe.js's `confirmParams` sends it) is kept
 *   on the intent.
 * - `POST /v1/refunds` with `payment_intent` (and `amount`, else the rest of the charge): refunds
 *   the intent's charge and sends `charge.refunded` (a Charge: `payment_intent`, `amount`,
 *   `amount_refunded`, `refunded`, `currency`); the same Idempotency-Key gives the same refund
 *   again without refunding twice, like Stripe.
 *
 * Intents carry their `currency` (the one they were created with, `usd` by default). Tests may
 * also refund or dispute an intent directly (`refund`, `dispute`, `closeDispute`): each returns
 * the event's JSON, posted to the webhook when one is set.
 *
 * Every request is recorded in `requests`.
 */
import { createHmac } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, decoded into `key → value` (nested keys kept as `metadata[productId]`). */
  form: Record<string, string>;
}

export type FakeIntentStatus =
  | 'requires_payment_method'
  | 'processing'
  | 'succeeded'
  | 'canceled'
  | 'requires_action';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: FakeIntentStatus;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code: string; message: string } | null;
  /** The charge of the successful payment (`ch_fake_…`), once there is one. */
  latest_charge: string | null;
  /** Where Stripe emails the receipt, when the payer gave an address. */
  receipt_email: string | null;
}

/** The Charge of a succeeded intent, as `charge.refunded` carries it. */
export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
}

/** A chargeback opened on a charge, as `charge.dispute.created` carries it. */
export interface FakeDispute {
  id: string;
  object: 'dispute';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: string;
  status: 'needs_response' | 'won' | 'lost' | 'warning_closed';
}

export interface FakeWebhook {
  /** Where events are posted, e.g. http://127.0.0.1:3000/api/stripe/webhook */
  url: string;
  /** The `whsec_…` the server verifies with (STRIPE_WEBHOOK_SECRET). */
  secret: string;
  /** Wait this long before posting (a webhook slower than the buyer's return). */
  delayMs?: number;
}

export interface FakeStripeOptions {
  webhook?: FakeWebhook;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  /** Every PaymentIntent made so far, by id. */
  intents: Map<string, FakeIntent>;
  /** Every event made so far (its JSON), whether or not a webhook is set to post it to. */
  events: string[];
  /** Answer the next N PaymentIntent or refund requests with a 500 (the SDK then throws). */
  failNext(count?: number): void;
  /** Sets an intent's status as a payment would (no webhook is sent). */
  setStatus(id: string, status: FakeIntentStatus): FakeIntent;
  /**
   * Confirms an intent as `POST /v1/payment_intents/{id}/confirm` does, sending the webhook when
   * one is set (awaited).
   */
  confirm(id: string, paymentMethod?: string): Promise<FakeIntent>;
  /**
   * Refunds `amount` cents (default: all that is left) of a succeeded intent's charge; returns the
   * `charge.refunded` event's JSON, sent to the webhook when one is set (awaited).
   */
  refund(id: string, amount?: number): Promise<string>;
  /** Opens a dispute on a succeeded intent's charge; returns the `charge.dispute.created` JSON. */
  dispute(id: string): Promise<string>;
  /** Closes the intent's dispute as `status`; returns the `charge.dispute.closed` JSON. */
  closeDispute(id: string, status: 'won' | 'lost' | 'warning_closed'): Promise<string>;
  close(): Promise<void>;
}

export const DECLINED_PAYMENT_METHOD = 'pm_card_chargeDeclined';

/** `Stripe-Signature` for `payload` (scheme v1: HMAC-SHA256 of `t.payload`), as Stripe signs. */
export function signPayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

const INTENT_PATH = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(\/confirm)?$/;

/** An event's JSON as Stripe posts it. */
export function stripeEvent(id: string, type: string, object: object): string {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
}

export async function startFakeStripe(
  port = 0,
  host = '127.0.0.1',
  options: FakeStripeOptions = {},
): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const refundsByKey = new Map<string, object>();
  const intents = new Map<string, FakeIntent>();
  const charges = new Map<string, FakeCharge>();
  const made: string[] = [];
  let failures = 0;
  let counter = 0;
  let events = 0;

  async function deliver(intent: FakeIntent): Promise<void> {
    if (!options.webhook) return;
    const type =
      intent.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
    await post(type, { ...intent });
  }

  /** Makes the event (a new id) and posts it when a webhook is set; returns its JSON. */
  async function post(type: string, object: object): Promise<string> {
    events++;
    const payload = stripeEvent(`evt_fake_${events}`, type, object);
    made.push(payload);
    const webhook = options.webhook;
    if (!webhook) return payload;
    if (webhook.delayMs) await new Promise((resolve) => setTimeout(resolve, webhook.delayMs));
    try {
      const res = await fetch(webhook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signPayload(payload, webhook.secret, Math.floor(Date.now() / 1000)),
        },
        body: payload,
      });
      console.log(JSON.stringify({ msg: 'fake stripe webhook sent', type, status: res.status }));
    } catch (err) {
      console.log(
        JSON.stringify({ msg: 'fake stripe webhook failed', type, err: (err as Error).message }),
      );
    }
    return payload;
  }

  /** The charge of a succeeded intent. */
  function chargeOf(id: string): FakeCharge {
    const intent = intents.get(id);
    const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (!charge) throw new Error(`fake stripe: PaymentIntent ${id} has no charge`);
    return charge;
  }

  /** Refunds `amount` (default: what is left) of the intent's charge; the charge and the amount. */
  function refundCharge(id: string, amount?: number): { charge: FakeCharge; refunded: number } {
    const charge = chargeOf(id);
    const left = charge.amount - charge.amount_refunded;
    const refunded = amount === undefined ? left : amount;
    if (!(Number.isInteger(refunded) && refunded > 0 && refunded <= left)) {
      throw new Error(`fake stripe: cannot refund ${refunded} of ${left} left on ${charge.id}`);
    }
    charge.amount_refunded += refunded;
    charge.refunded = charge.amount_refunded === charge.amount;
    return { charge, refunded };
  }

  async function refund(id: string, amount?: number): Promise<string> {
    return post('charge.refunded', { ...refundCharge(id, amount).charge });
  }

  function disputeOf(id: string, status: FakeDispute['status']): FakeDispute {
    const charge = chargeOf(id);
    return {
      id: `dp_fake_${charge.id.slice('ch_fake_'.length)}`,
      object: 'dispute',
      amount: charge.amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: id,
      reason: 'fraudulent',
      status,
    };
  }

  async function dispute(id: string): Promise<string> {
    return post('charge.dispute.created', disputeOf(id, 'needs_response'));
  }

  async function closeDispute(id: string, status: 'won' | 'lost' | 'warning_closed') {
    return post('charge.dispute.closed', disputeOf(id, status));
  }

  function setStatus(id: string, status: FakeIntentStatus): FakeIntent {
    const intent = intents.get(id);
    if (!intent) throw new Error(`fake stripe: no PaymentIntent ${id}`);
    intent.status = status;
    intent.last_payment_error = null;
    if (status === 'succeeded' && !intent.latest_charge) {
      const charge: FakeCharge = {
        id: `ch_fake_${intent.id.slice('pi_fake_'.length)}`,
        object: 'charge',
        amount: intent.amount,
        amount_refunded: 0,
        refunded: false,
        currency: intent.currency,
        payment_intent: intent.id,
        metadata: { ...intent.metadata },
      };
      charges.set(charge.id, charge);
      intent.latest_charge = charge.id;
    }
    return intent;
  }

  /** A payment attempt with `paymentMethod`: succeeded, or declined like Stripe's test card. */
  function settle(id: string, paymentMethod = 'pm_card_visa'): FakeIntent {
    const intent = setStatus(id, 'succeeded');
    if (paymentMethod === DECLINED_PAYMENT_METHOD) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card was declined.',
      };
    }
    return intent;
  }

  async function confirm(id: string, paymentMethod?: string): Promise<FakeIntent> {
    const intent = settle(id, paymentMethod);
    await deliver(intent);
    return intent;
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, form });
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'authorization, content-type, idempotency-key',
        'access-control-allow-methods': 'GET, POST',
      };
      const send = (status: number, body: object) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_fake_${requests.length}`,
          ...cors,
        });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors);
        return res.end();
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        if (failures > 0) {
          failures--;
          return send(500, { error: { type: 'api_error', message: 'fake outage' } });
        }
        const key = req.headers['idempotency-key'];
        const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (known) return send(200, known);
        counter++;
        const id = `pi_fake_${counter}`;
        const metadata = Object.fromEntries(
          Object.entries(form)
            .filter(([k]) => k.startsWith('metadata['))
            .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
        );
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_fake`,
          description: form.description ?? null,
          metadata,
          last_payment_error: null,
          latest_charge: null,
          receipt_email: form.receipt_email ?? null,
        };
        intents.set(id, intent);
        if (typeof key === 'string') byIdempotencyKey.set(key, intent);
        return send(200, intent);
      }
      const match = INTENT_PATH.exec(path);
      const intent = match ? intents.get(match[1] ?? '') : undefined;
      if (match && !intent) {
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${match[1]}'`,
          },
        });
      }
      if (intent && req.method === 'GET' && !match?.[2]) {
        if (failures > 0) {
          failures--;
          return send(500, { error: { type: 'api_error', message: 'fake outage' } });
        }
        return send(200, intent);
      }
      if (intent && req.method === 'POST' && match?.[2]) {
        if (form.receipt_email) intent.receipt_email = form.receipt_email;
        // Answer first, then post the webhook (Stripe does not wait for the site either).
        send(200, settle(intent.id, form.payment_method));
        void deliver(intent);
        return;
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        if (failures > 0) {
          failures--;
          return send(500, { error: { type: 'api_error', message: 'fake outage' } });
        }
        const key = req.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? refundsByKey.get(key) : undefined;
        if (earlier) return send(200, earlier);
        const refunded = intents.get(form.payment_intent ?? '');
        const amount = form.amount === undefined ? undefined : Number(form.amount);
        let done: { charge: FakeCharge; refunded: number };
        try {
          done = refundCharge(refunded?.id ?? '', amount);
        } catch (err) {
          return send(400, {
            error: { type: 'invalid_request_error', message: (err as Error).message },
          });
        }
        const { charge } = done;
        const refund = {
          id: `re_fake_${requests.length}`,
          object: 'refund',
          amount: done.refunded,
          charge: charge.id,
          currency: charge.currency,
          payment_intent: charge.payment_intent,
          reason: form.reason ?? null,
          status: 'succeeded',
        };
        if (typeof key === 'string') refundsByKey.set(key, refund);
        send(200, refund);
        void post('charge.refunded', { ...charge });
        return;
      }
      return send(404, {
        error: { type: 'invalid_request_error', message: `No fake for ${req.method} ${path}` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    requests,
    intents,
    events: made,
    failNext(count = 1) {
      failures = count;
    },
    setStatus,
    confirm,
    refund,
    dispute,
    closeDispute,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Run as a script (the path compared once symlinks are resolved, as Node resolved this module's).
const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href) {
  const port = Number(process.env.FAKE_STRIPE_PORT ?? 12111);
  const url = process.env.FAKE_STRIPE_WEBHOOK_URL;
  const secret = process.env.FAKE_STRIPE_WEBHOOK_SECRET;
  const delayMs = Number(process.env.FAKE_STRIPE_WEBHOOK_DELAY_MS ?? 0);
  if (url && !secret) {
    console.error(
      'FAKE_STRIPE_WEBHOOK_URL needs FAKE_STRIPE_WEBHOOK_SECRET (the server’s whsec_…)',
    );
    process.exit(1);
  }
  startFakeStripe(port, '127.0.0.1', {
    ...(url && secret ? { webhook: { url, secret, delayMs } } : {}),
  }).then((fake) =>
    console.log(
      JSON.stringify({ msg: 'fake stripe listening', url: fake.url, webhook: url ?? null }),
    ),
  );
}
