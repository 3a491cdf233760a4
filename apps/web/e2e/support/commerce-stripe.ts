/**
 * Card payments in e2e without the internet (Stripe's servers and js.stripe.com are out of reach):
 * - `startStripeBackedServer()` runs the API's fake Stripe HTTP server (apps/api/dist/testing)
 *   and a second app server whose Stripe SDK points at it (STRIPE_API_BASE + test keys);
 * - `stripeJsStub` is what js.stripe.com/…/stripe.js answers with (via Playwright routing): just
 *   enough of Stripe.js for @stripe/stripe-js 10 and @stripe/react-stripe-js 7.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface FakeStripe {
  url: string;
  requests: Array<{ method: string; path: string; form: Record<string, string> }>;
  failNext(count?: number): void;
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

export async function startStripeBackedServer(): Promise<StripeBackedServer> {
  const appPort = stripeAppPort;
  const fakeModule = pathToFileURL(path.resolve(web, '../api/dist/testing/fake-stripe.js')).href;
  const { startFakeStripe } = (await import(fakeModule)) as {
    startFakeStripe: (port: number, host?: string) => Promise<FakeStripe>;
  };
  const fake = await startFakeStripe(stripePort, '127.0.0.1');
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

/**
 * The Stripe.js stand-in. `window.__stripeStub.calls` records what the app asked for. The
 * "Payment Element" is a labelled card-number field; confirmPayment takes 400 ms (so the
 * 'Processing...' state is visible), succeeds for 4242… and declines anything else.
 */
export const stripeJsStub = `(() => {
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
          redirect: args.redirect,
          sameElements: args.elements === elements,
          clientSecret: record.elementsOptions && record.elementsOptions.clientSecret,
        });
        await new Promise((resolve) => setTimeout(resolve, 400));
        const input = document.getElementById('stub-card-number');
        const card = ((input && input.value) || '').replace(/\\s+/g, '');
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
