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
  /** Answer the next N PaymentIntent requests with a 500 (the SDK then throws). */
  failNext(count?: number): void;
  /** Sets an intent's status as a payment would (no webhook is sent). */
  setStatus(id: string, status: FakeIntentStatus): FakeIntent;
  /**
   * Confirms an intent as `POST /v1/payment_intents/{id}/confirm` does, sending the webhook when
   * one is set (awaited).
   */
  confirm(id: string, paymentMethod?: string): Promise<FakeIntent>;
  close(): Promise<void>;
}

export const DECLINED_PAYMENT_METHOD = 'pm_card_chargeDeclined';

/** `Stripe-Signature` for `payload` (scheme v1: HMAC-SHA256 of `t.payload`), as Stripe signs. */
export function signPayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

const INTENT_PATH = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(\/confirm)?$/;

export async function startFakeStripe(
  port = 0,
  host = '127.0.0.1',
  options: FakeStripeOptions = {},
): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const intents = new Map<string, FakeIntent>();
  let failures = 0;
  let counter = 0;
  let events = 0;

  async function deliver(intent: FakeIntent): Promise<void> {
    const webhook = options.webhook;
    if (!webhook) return;
    if (webhook.delayMs) await new Promise((resolve) => setTimeout(resolve, webhook.delayMs));
    events++;
    const type =
      intent.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
    const payload = JSON.stringify({
      id: `evt_fake_${events}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: intent },
    });
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
  }

  function setStatus(id: string, status: FakeIntentStatus): FakeIntent {
    const intent = intents.get(id);
    if (!intent) throw new Error(`fake stripe: no PaymentIntent ${id}`);
    intent.status = status;
    intent.last_payment_error = null;
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
        // Answer first, then post the webhook (Stripe does not wait for the site either).
        send(200, settle(intent.id, form.payment_method));
        void deliver(intent);
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
    failNext(count = 1) {
      failures = count;
    },
    setStatus,
    confirm,
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
