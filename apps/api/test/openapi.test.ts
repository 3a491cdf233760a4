/**
 * GET /api/openapi.json: the document is valid OpenAPI 3.1, lists exactly the API routes the
 * server registers (a route added without documenting it fails here), each route validates with
 * the very schemas the document was generated from, and real answers match what it documents.
 */
import { apiPaths } from '@mathtools/contracts';
import {
  type ApiOperation,
  apiOperations,
  buildOpenApiDocument,
  errorCodesOf,
  type JsonSchema,
  OPENAPI_PATH,
  type OpenApiDocument,
} from '@mathtools/contracts/openapi';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { app as appPlugin, BODY_LIMIT, buildApp, serverOptions } from '../src/app.js';
import { cookieHeader, json, testConfig } from './helpers/app.js';
import { createTestDatabase, type TestDatabase } from './helpers/databases.js';
import { useFakeStripe } from './helpers/fake-stripe.js';

const document = buildOpenApiDocument();
const stripe = useFakeStripe('whsec_openapi');

/** `GET /api/x/{id}` for a Fastify route (`/api/x/:id`) or a documented operation. */
const key = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

const operationByKey = new Map(apiOperations.map((op) => [key(op.method, op.path), op]));

// ---------------------------------------------------------------- the app and its routes

let app: FastifyInstance;
let database: TestDatabase;
const registered: RouteOptions[] = [];

beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  const config = testConfig(database.config);
  // Built as buildApp does, with a hook first that sees every route as it is added.
  app = Fastify(serverOptions(config, false));
  app.addHook('onRoute', (route) => {
    registered.push(route);
  });
  await app.register(fp(appPlugin), { config });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.cleanup();
});

/** Every method + path the server answers under /api/ (HEAD only where it is not GET's twin). */
function apiRoutes(): Map<string, RouteOptions> {
  const routes = new Map<string, RouteOptions>();
  for (const route of registered) {
    if (!route.url.startsWith('/api/')) continue;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.set(key(method, route.url), route);
  }
  for (const name of [...routes.keys()]) {
    if (name.startsWith('HEAD ') && routes.has(name.replace(/^HEAD /, 'GET '))) routes.delete(name);
  }
  return routes;
}

// ---------------------------------------------------------------- JSON Schema checks

/**
 * ajv (draft 2020-12, strict: unknown keywords are errors) holding the document's schemas, with
 * `#/components/schemas/X` references pointed at them.
 */
function schemaChecker(doc: OpenApiDocument) {
  const pointAt = (value: unknown): unknown =>
    JSON.parse(
      JSON.stringify(value).replaceAll('"#/components/schemas/', '"openapi-components#/$defs/'),
    );
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    formats: {
      email: true,
      // Dates go on the wire as `Date.toISOString()` writes them.
      'date-time': /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/,
    },
  });
  ajv.addSchema({ $id: 'openapi-components', $defs: pointAt(doc.components.schemas) as object });
  return (schema: JsonSchema, data: unknown) => {
    const validate = ajv.compile(pointAt(schema) as object);
    const ok = validate(data);
    return { ok, errors: ajv.errorsText(validate.errors) };
  };
}

function responseSchema(op: ApiOperation, status: number): JsonSchema | undefined {
  const response = document.paths[op.path]?.[op.method]?.responses[String(status)];
  return response?.content?.['application/json'].schema;
}

describe('GET /api/openapi.json', () => {
  it('lists exactly the API routes the server registers', () => {
    const served = [...apiRoutes().keys()].sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, item]) => Object.keys(item).map((method) => key(method, path)))
      .sort();
    expect(documented).toEqual(served);
    expect(served.length).toBe(apiOperations.length);
    expect(served).toContain(`GET ${OPENAPI_PATH}`);
  });

  it('serves the document the contracts build, with an ETag that gives 304', async () => {
    const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(document)));

    const etag = res.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      method: 'GET',
      url: OPENAPI_PATH,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await app.inject({
      method: 'GET',
      url: OPENAPI_PATH,
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const served = (await app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    const validator = new Validator();
    const result = await validator.validate(served);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has JSON Schemas that compile as strict draft 2020-12 and references that resolve', () => {
    const check = schemaChecker(document);
    for (const op of apiOperations) {
      const operation = document.paths[op.path]?.[op.method];
      for (const response of Object.values(operation?.responses ?? {})) {
        const schema = response.content?.['application/json'].schema;
        if (schema) expect(() => check(schema, null)).not.toThrow();
      }
      const body = operation?.requestBody?.content['application/json'].schema;
      if (body) expect(() => check(body, null)).not.toThrow();
    }
  });

  it('documents each route with the schemas the route validates with', () => {
    const routes = apiRoutes();
    for (const op of apiOperations) {
      const route = routes.get(key(op.method, op.path));
      expect(route, key(op.method, op.path)).toBeDefined();
      const schema = (route?.schema ?? {}) as {
        body?: unknown;
        params?: z.ZodObject;
        response?: Record<string, unknown>;
      };
      if (schema.body !== undefined) expect(schema.body).toBe(op.body?.schema);
      // The path parameters are the ones the path names (the route may accept any string there
      // and answer 404 itself, so only the names are compared).
      const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(Object.keys(op.params?.shape ?? {})).toEqual(names);
      if (schema.params) expect(Object.keys(schema.params.shape)).toEqual(names);
      for (const [status, contract] of Object.entries(schema.response ?? {})) {
        expect(status).toBe(String(op.success.status));
        expect(contract).toBe('schema' in op.success.schema ? op.success.schema.schema : null);
      }
    }
  });
});

// ---------------------------------------------------------------- real answers

describe('answers match the document', () => {
  let check: ReturnType<typeof schemaChecker>;
  beforeAll(() => {
    check = schemaChecker(document);
  });

  /** Sends the request and checks its status and body against the operation's documentation. */
  async function expectDocumented(
    method: 'GET' | 'POST',
    url: string,
    documentedAs: string,
    options: { payload?: string; headers?: Record<string, string> } = {},
    target: FastifyInstance = app,
  ) {
    const op = operationByKey.get(documentedAs);
    expect(op, documentedAs).toBeDefined();
    const res = await target.inject({ method, url, ...options });
    const schema = responseSchema(op!, res.statusCode);
    expect(schema, `${method} ${url}: status ${res.statusCode} is not documented`).toBeDefined();
    const result = check(schema!, res.json());
    expect(result.ok, `${method} ${url} → ${res.statusCode}: ${result.errors}\n${res.body}`).toBe(
      true,
    );
    return res;
  }

  it('successful answers of every call that needs no payment provider', async () => {
    await expectDocumented('GET', apiPaths.health, `GET ${apiPaths.health}`);
    await expectDocumented('GET', OPENAPI_PATH, `GET ${OPENAPI_PATH}`);
    const products = await expectDocumented('GET', apiPaths.products, `GET ${apiPaths.products}`);
    const catalog = 'GET /api/catalog/{productId}';
    await expectDocumented('GET', apiPaths.catalogItem('pro'), catalog);
    const packId = (products.json() as { id: string }[])[0]?.id ?? '';
    await expectDocumented('GET', apiPaths.catalogItem(packId), catalog);
    await expectDocumented('GET', apiPaths.paymentsConfig, `GET ${apiPaths.paymentsConfig}`);

    const problem = await expectDocumented(
      'GET',
      apiPaths.randomProblem('algebra'),
      'GET /api/practice/random/{category}',
    );
    const { id, answer } = problem.json() as { id: string; answer: string };
    const graded = await expectDocumented('POST', apiPaths.grade, `POST ${apiPaths.grade}`, {
      ...json({ problemId: id, answer }),
    });
    expect(graded.json()).toMatchObject({ correct: true });
    await expectDocumented('GET', apiPaths.progress('geometry'), 'GET /api/progress/{category}');
    await expectDocumented('POST', apiPaths.progress('geometry'), 'POST /api/progress/{category}', {
      ...json({ problemsCompleted: 3, streak: 2 }),
    });
    await expectDocumented('POST', apiPaths.newsletter, `POST ${apiPaths.newsletter}`, {
      ...json({ email: ' Ada@Example.com ' }),
    });
    const contact = await expectDocumented('POST', apiPaths.contact, `POST ${apiPaths.contact}`, {
      ...json({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' }),
    });
    expect(contact.statusCode).toBe(201);
  });

  it('successful answers and errors of the skill calls', async () => {
    const list = await expectDocumented('GET', apiPaths.skills, `GET ${apiPaths.skills}`);
    const cookie = cookieHeader(list);
    const problemPath = 'GET /api/practice/skills/{skillId}/problem';
    const problem = await expectDocumented('GET', apiPaths.skillProblem('log-rules'), problemPath, {
      headers: { cookie },
    });
    const problemId = (problem.json() as { id: string }).id;
    const premium = await expectDocumented(
      'GET',
      apiPaths.skillProblem('unit-circle'),
      problemPath,
      { headers: { cookie } },
    );
    // A visitor who owns nothing gets a premium skill's problem from the Free tier's allowance.
    expect(premium.statusCode).toBe(200);
    // In order: a hint, a level the problem lacks, the answer, the answer again, a hint once
    // answered, and a premium skill.
    const calls = [
      ['hint', 'log-rules', { level: 1 }, 200],
      ['hint', 'log-rules', { level: 3 }, 400],
      ['grade', 'log-rules', { answer: '1' }, 200],
      ['grade', 'log-rules', { answer: '1' }, 409],
      ['hint', 'log-rules', { level: 1 }, 409],
      ['grade', 'unit-circle', { answer: '1' }, 403],
    ] as const;
    for (const [call, skill, body, status] of calls) {
      const url = call === 'hint' ? apiPaths.skillHint(skill) : apiPaths.skillGrade(skill);
      const res = await expectDocumented(
        'POST',
        url,
        `POST /api/practice/skills/{skillId}/${call}`,
        json({ problemId, ...body }, { cookie }),
      );
      expect(res.statusCode, `${call} ${JSON.stringify(body)}`).toBe(status);
    }
    await expectDocumented('GET', apiPaths.review, `GET ${apiPaths.review}`, {
      headers: { cookie },
    });
  });

  it('documented errors of specific calls', async () => {
    const intent = `POST ${apiPaths.paymentIntent}`;
    const wrongAmount = await expectDocumented('POST', apiPaths.paymentIntent, intent, {
      ...json({ productId: 'pro', amount: 1 }),
    });
    expect(wrongAmount.json().error.code).toBe('amount_mismatch');
    const unpaid = await expectDocumented('POST', apiPaths.paymentIntent, intent, {
      ...json({ productId: 'pro', amount: 9.99 }),
    });
    expect(unpaid.statusCode).toBe(503);
    const webhook = await expectDocumented(
      'POST',
      apiPaths.stripeWebhook,
      `POST ${apiPaths.stripeWebhook}`,
      { ...json({ id: 'evt_1', type: 'payment_intent.succeeded' }, { 'stripe-signature': 'x' }) },
    );
    expect(webhook.statusCode).toBe(503);
    const unknownProblem = await expectDocumented(
      'POST',
      apiPaths.grade,
      `POST ${apiPaths.grade}`,
      {
        ...json({ problemId: 'no-such-problem', answer: '1' }),
      },
    );
    expect(unknownProblem.statusCode).toBe(404);
  });

  it('documents the 409 of a reused Idempotency-Key and the 503 of an unavailable database', async () => {
    const other = await createTestDatabase('sqlite');
    const paid = await buildApp(testConfig(other.config, { stripe: stripe.config() }));
    try {
      const intent = `POST ${apiPaths.paymentIntent}`;
      const headers = { 'idempotency-key': 'openapi-key-0001' };
      const first = await expectDocumented(
        'POST',
        apiPaths.paymentIntent,
        intent,
        json({ productId: 'pro', amount: 9.99, packId: 'geometry-essentials' }, headers),
        paid,
      );
      expect(first.statusCode).toBe(200);
      const reused = await expectDocumented(
        'POST',
        apiPaths.paymentIntent,
        intent,
        json({ productId: 'master', amount: 19.99 }, { ...headers, cookie: cookieHeader(first) }),
        paid,
      );
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error.code).toBe('conflict');

      // A read-only database (SQLITE_READONLY on every write) is one the server cannot write to.
      await sql`pragma query_only = on`.execute(paid.db);
      const contact = await expectDocumented(
        'POST',
        apiPaths.contact,
        `POST ${apiPaths.contact}`,
        json({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' }),
        paid,
      );
      expect(contact.statusCode).toBe(503);
      expect(contact.json().error.code).toBe('service_unavailable');
      expect(contact.headers['retry-after']).toBe('5');
      const health = await expectDocumented(
        'GET',
        apiPaths.health,
        `GET ${apiPaths.health}`,
        {},
        paid,
      );
      expect(health.statusCode).toBe(503);
    } finally {
      await paid.close();
      await other.cleanup();
    }
  });

  it('successful answers and errors of the purchase calls', async () => {
    const other = await createTestDatabase('sqlite');
    const paid = await buildApp(testConfig(other.config, { stripe: stripe.config() }));
    try {
      const call = (
        method: 'GET' | 'POST',
        url: string,
        body?: unknown,
        headers: Record<string, string> = {},
      ) =>
        expectDocumented(
          method,
          url,
          `${method} ${url}`,
          body === undefined ? { headers } : json(body, headers),
          paid,
        );
      const first = await call('GET', apiPaths.purchases);
      const cookie = cookieHeader(first);
      const trial = apiPaths.purchaseTrial;
      expect((await call('POST', trial, { plan: 'pro' }, { cookie })).statusCode).toBe(400);
      const noPack = await call('POST', trial, { plan: 'pro', packId: 'no-such-pack' }, { cookie });
      expect(noPack.statusCode).toBe(404);
      const started = await call('POST', trial, { plan: 'master' }, { cookie });
      expect(started.statusCode).toBe(200);
      const again = await call('POST', trial, { plan: 'master' }, { cookie });
      expect(again.json().error.code).toBe('trial_used');

      const restore = apiPaths.purchaseRestore;
      const wrong = await call('POST', restore, { code: 'ABCDE-FGHJK-MNPQR-STVWX' });
      expect(wrong.json().error.code).toBe('unknown_code');
      const right = await call('POST', restore, { code: started.json().restoreCode });
      expect(right.statusCode).toBe(200);

      const intent = await call(
        'POST',
        apiPaths.paymentIntent,
        { productId: 'pro', amount: 9.99, packId: 'algebra-foundations' },
        { cookie },
      );
      const pi = String(intent.json().clientSecret).replace(/_secret_fake$/, '');
      const confirm = apiPaths.purchaseConfirm;
      const pending = await call('POST', confirm, { paymentIntentId: pi }, { cookie });
      expect(pending.json().status).toBe('failed');
      await stripe.fake.confirm(pi);
      const done = await call('POST', confirm, { paymentIntentId: pi }, { cookie });
      expect(done.json().status).toBe('succeeded');
      expect((await call('POST', confirm, { paymentIntentId: pi })).statusCode).toBe(404);
      // Without Stripe keys the return cannot be checked.
      const unpaid = await expectDocumented('POST', confirm, `POST ${confirm}`, {
        ...json({ paymentIntentId: pi }),
      });
      expect(unpaid.json().error.code).toBe('payments_not_configured');
    } finally {
      await paid.close();
      await other.cleanup();
    }
  });

  /** A valid body for each call that has both path parameters and a body. */
  const validBodies: Record<string, unknown> = {
    setProgress: { problemsCompleted: 0, streak: 0 },
    getSkillHint: { problemId: 'p', level: 1 },
    gradeSkillAnswer: { problemId: 'p', answer: '1' },
  };

  it('every call with path parameters documents the 404 for an unknown value', async () => {
    for (const op of apiOperations.filter((o) => o.params)) {
      const url = op.path.replace(/\{\w+\}/g, 'no-such-thing');
      if (op.body) expect(validBodies, op.operationId).toHaveProperty(op.operationId);
      const res = await expectDocumented(
        op.method.toUpperCase() as 'GET' | 'POST',
        url,
        key(op.method, op.path),
        op.body ? json(validBodies[op.operationId]) : {},
      );
      expect(res.statusCode, url).toBe(404);
      const response = document.paths[op.path]?.[op.method]?.responses['404'];
      expect(errorCodesOf(response!)).toContain(res.json().error.code);
    }
  });

  it('every call with a JSON body documents its 400, 413 and 415 answers', async () => {
    const withBody = apiOperations.filter((o) => o.body || o.rawBody);
    expect(withBody.length).toBeGreaterThan(0);
    for (const op of withBody) {
      const url = op.path.replace('{category}', 'algebra').replace('{skillId}', 'log-rules');
      const documentedAs = key(op.method, op.path);
      const send = (payload: string, type = 'application/json') =>
        expectDocumented('POST', url, documentedAs, {
          payload,
          headers: { 'content-type': type, 'stripe-signature': 't=1,v1=0' },
        });
      expect((await send('hello', 'text/plain')).statusCode, url).toBe(415);
      // Larger than any body a call takes (the webhook's 512 KB included).
      const huge = JSON.stringify({ pad: 'x'.repeat(Math.max(BODY_LIMIT, 512 * 1024) + 1) });
      expect((await send(huge)).statusCode, url).toBe(413);
      // The webhook keeps the raw bytes for Stripe's signature; the others parse JSON first.
      const broken = await send('{"not json');
      if (op.body) {
        expect(broken.statusCode, url).toBe(400);
        expect(broken.json().error.code).toBe('bad_request');
        const res = await send('{"unknown":1}');
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.code).toBe('validation_error');
      }
    }
  });
});
