/**
 * Card payments in e2e without the internet (Stripe's servers and js.stripe.com are out of reach):
 * - `startStripeBackedServer()` runs the API's fake Stripe HTTP server (apps/api/dist/testing)
 *   and a second app server whose Stripe SDK points at it (STRIPE_API_BASE + test keys);
 * - `stripeJsStub` is what js.stripe.com/…/stripe.js answers with (via Playwright routing): just
 *   enough of Stripe.js for @stripe/stripe-js 10 and @stripe/react-stripe-js 7.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { test } from '../fixtures';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type FakeIntentStatus =
  | 'requires_payment_method'
  | 'processing'
  | 'succeeded'
  | 'canceled'
  | 'requires_action';

export interface FakeStripe {
  url: string;
  requests: Array<{ method: string; path: string; form: Record<string, string> }>;
  /** Every PaymentIntent made so far, by id (in the order they were made). */
  intents: Map<
    string,
    {
      id: string;
      status: FakeIntentStatus;
      description: string | null;
      receipt_email: string | null;
    }
  >;
  failNext(count?: number): void;
  /** Moves an intent as a payment would, without a webhook. */
  setStatus(id: string, status: FakeIntentStatus): unknown;
  /** Confirms an intent with a card that succeeds, and sends the webhook when one is set. */
  confirm(id: string, paymentMethod?: string): Promise<unknown>;
  close(): Promise<void>;
}

export const STRIPE_PUBLISHABLE_KEY = 'pk_test_e2e_commerce';
/** Card numbers the stub understands, like Stripe's test cards. */
export const TEST_CARD_OK = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';
export const DECLINED_MESSAGE = 'Your card was declined.';

async function waitForHealth(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface StripeBackedServer {
  baseURL: string;
  fake: FakeStripe;
  stop(): Promise<void>;
}

/**
 * Ports follow E2E_PORT so parallel sessions never collide: 3201 → 3221 (fake Stripe) and 3222
 * (app), 3202 → 3223/3224, 3203 → 3225/3226. E2E_STRIPE_PORT / E2E_STRIPE_APP_PORT override.
 */
const offset = (Number(process.env.E2E_PORT ?? 3201) - 3201) * 2;
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? 3221 + offset);
export const stripeAppPort = Number(process.env.E2E_STRIPE_APP_PORT ?? 3222 + offset);

const WEBHOOK_SECRET = 'whsec_e2e_commerce';

/**
 * `webhook`: the fake posts the signed `payment_intent.*` events to the app when an intent is
 * confirmed (after `webhookDelayMs`), as Stripe does; without it only the return confirms.
 */
/** A port nobody listens on now (the OS picks it), for a server started right after. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * `ports: 'free'`: ports the OS picks instead of the E2E_PORT-derived pair, so a second spec file
 * can run its own Stripe-backed server beside checkout.spec.ts in the other worker.
 */
export async function startStripeBackedServer(
  options: { webhook?: boolean; webhookDelayMs?: number; ports?: 'fixed' | 'free' } = {},
): Promise<StripeBackedServer> {
  const free = options.ports === 'free';
  const appPort = free ? await freePort() : stripeAppPort;
  const fakeModule = pathToFileURL(path.resolve(web, '../api/dist/testing/fake-stripe.js')).href;
  const { startFakeStripe } = (await import(fakeModule)) as {
    startFakeStripe: (
      port: number,
      host?: string,
      options?: { webhook?: { url: string; secret: string; delayMs?: number } },
    ) => Promise<FakeStripe>;
  };
  const fake = await startFakeStripe(
    free ? 0 : stripePort,
    '127.0.0.1',
    options.webhook
      ? {
          webhook: {
            url: `http://127.0.0.1:${appPort}/api/stripe/webhook`,
            secret: WEBHOOK_SECRET,
            delayMs: options.webhookDelayMs ?? 0,
          },
        }
      : {},
  );
  // Like scripts/e2e-server.mjs, plus the Stripe variables: a fresh SQLite file, rate limits off.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mathtools-e2e-stripe-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.resolve(web, '../api/dist/server.js')],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(appPort),
        HOST: '127.0.0.1',
        DATABASE_URL: `file:${path.join(dataDir, 'e2e.db')}`,
        PUBLIC_ORIGIN: `http://localhost:${appPort}`,
        // The same build the shared e2e server serves (scripts/e2e-server.mjs).
        WEB_DIST_DIR: path.resolve(web, process.env.WEB_DIST_DIR ?? 'dist'),
        COOKIE_SECRET: 'e2e-cookie-secret-that-is-at-least-32-chars',
        RATE_LIMIT: 'off',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        STRIPE_SECRET_KEY: 'sk_test_e2e_commerce',
        STRIPE_PUBLISHABLE_KEY,
        STRIPE_API_BASE: fake.url,
        ...(options.webhook ? { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } : {}),
      },
    },
  );
  const baseURL = `http://localhost:${appPort}`;
  try {
    await waitForHealth(`http://127.0.0.1:${appPort}/api/health`);
  } catch (error) {
    child.kill('SIGTERM');
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseURL,
    fake,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await fake.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A card the stub answers with a payment still `processing` (the bank has not settled it). */
export const TEST_CARD_PROCESSING = '4000 0000 0000 0077';

/**
 * The Stripe.js stand-in. `window.__stripeStub.calls` records what the app asked for. The
 * "Payment Element" is a labelled card-number field; confirmPayment takes 400 ms (so the
 * 'Processing...' state is visible), succeeds for 4242… and declines anything else.
 *
 * `withApi`: it confirms the real intent at https://api.stripe.com as Stripe.js does (allowed by
 * the page's CSP), which `routeStripeApi` sends to the fake Stripe API: 4242… with `pm_card_visa`
 * (the intent succeeds, so the server can grant it), anything else with the declined test
 * method. 0077 is answered `processing` without confirming (the test settles the intent).
 */
export const stripeJsStubFor = (withApi: boolean) => `(() => {
  const STRIPE_API = ${JSON.stringify(withApi ? 'https://api.stripe.com' : null)};
  const record = (window.__stripeStub = { calls: [], elementsOptions: null });
  function Stripe(key) {
    record.calls.push({ name: 'Stripe', key });
    let elements = null;
    const stripe = {
      _registerWrapper() {},
      registerAppInfo() {},
      createToken: async () => ({}),
      createPaymentMethod: async () => ({}),
      confirmCardPayment: async () => ({}),
      elements(options) {
        record.elementsOptions = options;
        let created = null;
        elements = {
          create(type) {
            const listeners = {};
            const emit = (name, payload) => (listeners[name] || []).forEach((cb) => cb(payload));
            created = {
              mount(node) {
                const target = typeof node === 'string' ? document.querySelector(node) : node;
                target.innerHTML =
                  '<div data-testid="stripe-payment-element" style="display:flex;flex-direction:column;gap:.5rem">' +
                  '<label for="stub-card-number">Card number</label>' +
                  '<input id="stub-card-number" inputmode="numeric" autocomplete="cc-number" ' +
                  'style="padding:.5rem;border:1px solid currentColor;border-radius:.5rem;background:transparent;color:inherit">' +
                  '</div>';
                setTimeout(() => emit('ready', { elementType: type }), 0);
              },
              on(name, cb) { (listeners[name] = listeners[name] || []).push(cb); return created; },
              off(name, cb) { listeners[name] = (listeners[name] || []).filter((f) => f !== cb); return created; },
              update() {}, destroy() {}, unmount() {}, focus() {}, blur() {}, clear() {}, collapse() {},
            };
            record.calls.push({ name: 'elements.create', type });
            return created;
          },
          getElement() { return created; },
          update(update) { record.calls.push({ name: 'elements.update', update }); },
          fetchUpdates: async () => ({}),
          submit: async () => ({}),
          on() {}, off() {},
        };
        return elements;
      },
      async confirmPayment(args) {
        record.calls.push({
          name: 'confirmPayment',
          returnUrl: args.confirmParams && args.confirmParams.return_url,
          receiptEmail: (args.confirmParams && args.confirmParams.receipt_email) || null,
          redirect: args.redirect,
          sameElements: args.elements === elements,
          clientSecret: record.elementsOptions && record.elementsOptions.clientSecret,
        });
        await new Promise((resolve) => setTimeout(resolve, 400));
        const input = document.getElementById('stub-card-number');
        const card = ((input && input.value) || '').replace(/\\s+/g, '');
        const secret = (record.elementsOptions && record.elementsOptions.clientSecret) || '';
        const id = secret.split('_secret_')[0];
        if (STRIPE_API && id) {
          if (card === '4000000000000077') return { paymentIntent: { id, status: 'processing' } };
          const method = card === '4242424242424242' ? 'pm_card_visa' : 'pm_card_chargeDeclined';
          const res = await fetch(STRIPE_API + '/v1/payment_intents/' + id + '/confirm', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'payment_method=' + method +
              (args.confirmParams && args.confirmParams.receipt_email
                ? '&receipt_email=' + encodeURIComponent(args.confirmParams.receipt_email)
                : ''),
          });
          const intent = await res.json();
          if (intent.status === 'succeeded') return { paymentIntent: { id, status: 'succeeded' } };
          const failure = intent.last_payment_error || {};
          return { error: { type: 'card_error', code: failure.code || 'card_declined', message: failure.message || ${JSON.stringify(DECLINED_MESSAGE)} } };
        }
        if (card === '4242424242424242') {
          return { paymentIntent: { id: 'pi_stub', status: 'succeeded' } };
        }
        return { error: { type: 'card_error', code: 'card_declined', message: ${JSON.stringify(DECLINED_MESSAGE)} } };
      },
    };
    return stripe;
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

/** The stub on its own: confirmPayment answers without any Stripe API behind it. */
export const stripeJsStub = stripeJsStubFor(false);

/**
 * Sends the page's calls to https://api.stripe.com (the stub's confirm) to the fake Stripe API.
 * Registered after the fixture's block of other hosts, so it takes precedence for this host.
 */
export async function routeStripeApi(
  context: BrowserContext,
  { fake }: { fake: FakeStripe },
): Promise<void> {
  await context.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${fake.url}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

/**
 * In a describe block: a Stripe-backed server for its tests (started once, stopped after), and
 * the tests' pages pointed at it. Returns a getter, since the server starts in beforeAll.
 */
export function useStripeBackedServer(
  options: Parameters<typeof startStripeBackedServer>[0] & {
    /** Every test's page gets the Stripe.js stub confirming at the fake (`routeStripeApi`). */
    stubbed?: boolean;
  } = {},
): () => StripeBackedServer {
  let server: StripeBackedServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    server = await startStripeBackedServer(options);
  });
  if (options.stubbed) {
    test.beforeEach(async ({ context, stubStripe }) => {
      await stubStripe(stripeJsStubFor(true));
      if (server) await routeStripeApi(context, server);
    });
  }
  test.afterAll(async () => {
    await server?.stop();
  });
  test.use({
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    baseURL: async ({}, use) => {
      await use(server?.baseURL ?? `http://localhost:${stripeAppPort}`);
    },
  });
  return () => {
    if (!server) throw new Error('the Stripe-backed server has not started');
    return server;
  };
}
