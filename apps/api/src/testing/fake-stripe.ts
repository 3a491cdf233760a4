/**
 * A tiny stand-in for api.stripe.com, enough for the real `stripe` SDK to create PaymentIntents
 * offline (this machine cannot reach api.stripe.com). Used by the API tests and the web e2e tests:
 *
 *   FAKE_STRIPE_PORT=12111 node apps/api/dist/testing/fake-stripe.js
 *   STRIPE_API_BASE=http://127.0.0.1:12111 STRIPE_SECRET_KEY=sk_test_fake … node apps/api/dist/server.js
 *
 * It honours Idempotency-Key like Stripe (same key → same PaymentIntent) and records every request.
 */
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

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  /** Answer the next N PaymentIntent requests with a 500 (the SDK then throws). */
  failNext(count?: number): void;
  close(): Promise<void>;
}

export async function startFakeStripe(port = 0, host = '127.0.0.1'): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const byIdempotencyKey = new Map<string, object>();
  let failures = 0;
  let counter = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, form });
      const send = (status: number, body: object) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_fake_${requests.length}`,
        });
        res.end(JSON.stringify(body));
      };
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
        const intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_fake`,
          metadata,
        };
        if (typeof key === 'string') byIdempotencyKey.set(key, intent);
        return send(200, intent);
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
    failNext(count = 1) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.FAKE_STRIPE_PORT ?? 12111);
  startFakeStripe(port).then((fake) =>
    console.log(JSON.stringify({ msg: 'fake stripe listening', url: fake.url })),
  );
}
