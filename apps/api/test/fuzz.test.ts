/**
 * Property-based fuzzing (fast-check): random and malformed methods, paths, params, bodies,
 * content types, cookies and headers against every route. Never a 5xx; every /api error is in the
 * one error shape. Stripe is the local fake, so valid payment bodies succeed instead of 503.
 */
import { ErrorBody, practiceCategories } from '@mathtools/contracts';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from './helpers/app.js';
import { databaseKinds } from './helpers/databases.js';
import { useFakeStripe } from './helpers/fake-stripe.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 600);
const WEBHOOK_SECRET = 'whsec_fuzz';

const stripe = useFakeStripe(WEBHOOK_SECRET);

const printable = (maxLength: number) =>
  fc.string({
    unit: fc.constantFrom(...' !#$%&()*+,-./0123456789:;<=>?@ABCXYZ[]^_`abcxyz{|}~\'"\\'),
    maxLength,
  });
const segment = fc.oneof(
  fc.constantFrom(
    ...practiceCategories,
    'pro',
    'master',
    'algebra-foundations',
    'algebra-1',
    'log-rules',
    'unit-circle',
    '',
    '..',
    '%2e%2e',
    '%00',
    '%ZZ',
    '__proto__',
    'constructor',
  ),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  // `#`, `?` end the path; a raw backslash is refused by inject itself (not by the server).
  printable(20).map((s) => s.replace(/[#?\\]/g, '')),
);
const knownPaths = [
  '/api/health',
  '/api/newsletter/subscribe',
  '/api/practice/grade',
  '/api/marketplace/products',
  '/api/contact',
  '/api/create-payment-intent',
  '/api/payments/config',
  '/api/stripe/webhook',
  '/api/practice/skills',
  '/api/practice/review',
  '/api/purchases',
  '/api/purchases/confirm',
  '/api/purchases/restore',
  '/api/purchases/trial',
];
const path = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...knownPaths) },
  { weight: 2, arbitrary: segment.map((s) => `/api/practice/random/${s}`) },
  { weight: 2, arbitrary: segment.map((s) => `/api/progress/${s}`) },
  { weight: 1, arbitrary: segment.map((s) => `/api/catalog/${s}`) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(segment, fc.constantFrom('problem', 'hint', 'grade'))
      .map(([s, call]) => `/api/practice/skills/${s}/${call}`),
  },
  {
    weight: 1,
    arbitrary: fc.array(segment, { maxLength: 4 }).map((parts) => `/api/${parts.join('/')}`),
  },
  {
    weight: 1,
    arbitrary: fc.array(segment, { maxLength: 3 }).map((parts) => `/${parts.join('/')}`),
  },
);
const fields = [
  'email',
  'name',
  'subject',
  'message',
  'problemId',
  'answer',
  'problemsCompleted',
  'streak',
  'productId',
  'amount',
  'id',
  'type',
  'data',
  'level',
  'packId',
  'plan',
  'code',
  'paymentIntentId',
];
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    'a@b.co',
    'pro',
    'master',
    'geometry-essentials',
    'pi_fake_1',
    'ABCDE-FGHJK-MNPQR-STVWX',
    9.99,
    19.99,
    'algebra-1',
    '4',
    0,
    -1,
    1e308,
    1_000_001,
    '',
    ' ',
  ),
  fc.string({ maxLength: 1200 }),
);
const nearlyValid = fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 5 });
const body = fc.oneof(
  { weight: 4, arbitrary: nearlyValid.map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: fc.string({ maxLength: 100 }) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 100 }).map((a) => Buffer.from(a)) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"email":"a@b.co",',
      '{"__proto__":{"x":1}}',
      '[]',
      'null',
      '"x"',
      `{"message":"${'x'.repeat(20_000)}"}`,
    ),
  },
);
const contentType = fc.option(
  fc.oneof(
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
    ),
    printable(40),
  ),
  { nil: undefined },
);
const cookie = fc.option(
  fc.oneof(
    printable(80),
    printable(60).map((v) => `mt_visitor=${v}`),
    fc.uuid().map((u) => `mt_visitor=${u}.${'A'.repeat(43)}`),
    segment.map((v) => `mt_last_problem=${v}`),
  ),
  { nil: undefined },
);
const extraHeaders = fc.record(
  {
    'idempotency-key': printable(120),
    'stripe-signature': fc.oneof(
      printable(120),
      fc.integer().map((t) => `t=${t},v1=${'0'.repeat(64)}`),
    ),
    accept: fc.constantFrom('*/*', 'text/html', 'application/json', ''),
    'x-forwarded-for': printable(40),
  },
  { requiredKeys: [] },
);
const method = fc.constantFrom<InjectOptions['method']>(
  'GET',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'HEAD',
  'OPTIONS',
);

describe.each(databaseKinds)('fuzzing every route on %s', (kind) => {
  const t = useTestApp(kind, () => ({ stripe: stripe.config() }));
  const runs = kind === 'sqlite' ? RUNS : Math.ceil(RUNS / 2);

  async function check(options: InjectOptions) {
    const res = await t.app.inject(options);
    // The URL as the server saw it (inject normalises `..` the way a browser would).
    const url = res.raw.req.url ?? String(options.url);
    expect(res.statusCode, `${options.method} ${url} → ${res.body.slice(0, 200)}`).toBeLessThan(
      500,
    );
    if (
      res.statusCode >= 400 &&
      options.method !== 'HEAD' &&
      /^application\/json/.test(String(res.headers['content-type']))
    ) {
      expect(z.safeParse(ErrorBody, res.json()).success, res.body.slice(0, 200)).toBe(true);
    }
    if (res.statusCode >= 400 && url.startsWith('/api') && options.method !== 'HEAD') {
      expect(res.headers['content-type'], `${options.method} ${url}`).toMatch(/^application\/json/);
    }
  }

  it('never answers 5xx to random requests, and errors keep the shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        method,
        path,
        body,
        contentType,
        cookie,
        extraHeaders,
        async (m, url, payload, type, c, headers) => {
          const h: Record<string, string> = { ...headers };
          if (type !== undefined) h['content-type'] = type;
          if (c !== undefined) h.cookie = c;
          await check({
            method: m,
            url,
            headers: h,
            ...(payload === undefined || m === 'GET' || m === 'HEAD' ? {} : { payload }),
          });
        },
      ),
      { numRuns: runs },
    );
  });

  it('never answers 5xx to well-formed JSON with random fields on the write routes', async () => {
    const writeRoutes = fc.constantFrom(
      '/api/newsletter/subscribe',
      '/api/contact',
      '/api/practice/grade',
      '/api/create-payment-intent',
      '/api/progress/algebra',
      '/api/progress/geometry',
    );
    await fc.assert(
      fc.asyncProperty(writeRoutes, nearlyValid, cookie, async (url, object, c) => {
        await check({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', ...(c ? { cookie: c } : {}) },
          payload: JSON.stringify(object),
        });
      }),
      { numRuns: runs },
    );
  });

  it('never answers 5xx to correctly signed webhook events with random content', async () => {
    const event = fc.record(
      {
        id: fc.oneof(fc.string({ maxLength: 40 }), fc.constant('evt_fixed')),
        type: fc.constantFrom(
          'payment_intent.succeeded',
          'payment_intent.payment_failed',
          'charge.refunded',
          '',
        ),
        data: fc.oneof(
          fc.record({
            object: fc.record(
              {
                id: fc.oneof(fc.string({ maxLength: 30 }), fc.integer()),
                amount: fc.oneof(fc.integer(), fc.string()),
                metadata: fc.oneof(
                  fc.dictionary(
                    fc.constantFrom('productId', 'x'),
                    fc.constantFrom('pro', 'nope', 'algebra-foundations'),
                  ),
                  fc.constant(null),
                ),
              },
              { requiredKeys: [] },
            ),
          }),
          fc.jsonValue({ maxDepth: 2 }),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(event, async (e) => {
        const payload = JSON.stringify(e);
        const signature = Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        });
        await check({
          method: 'POST',
          url: '/api/stripe/webhook',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        });
      }),
      { numRuns: Math.ceil(runs / 2) },
    );
  });
});
