import { fileURLToPath } from 'node:url';
import { apiPaths, type PracticeCategory, Progress } from '@mathtools/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import * as z from 'zod/mini';
import { type AppHooks, buildApp } from '../../src/app.js';
import type { Database } from '../../src/db/schema.js';
import { type AppConfig, defaultMaths, defaultTimeouts } from '../../src/env.js';
import { Maths, type MathsConfig } from '../../src/maths/pool.js';
import type { UndeclaredError } from '../../src/plugins/errors.js';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.js';

export const fixtureWebDir = fileURLToPath(new URL('../fixtures/web', import.meta.url));

type Overrides = Partial<Omit<AppConfig, 'database'>>;

/**
 * The test apps' maths pool: one thread of each lane, started when first needed (test files run
 * two at a time on two cores, and most apps they build do no maths).
 */
export const testMaths: MathsConfig = {
  ...defaultMaths,
  quickThreads: 1,
  solverThreads: 1,
  eager: false,
};

const pools = new Map<string, Maths>();

/**
 * The maths pool of a config, one per test process, shared by the apps `useTestApp` builds. A
 * thread starting loads the worker's modules through the TypeScript loader: 0.8 to 1.6 s of CPU,
 * and 7 to 20 s of waiting on a busy two-core host; each suite's app used to start threads of its
 * own and pay that again. A task reads only its input, so an app sees the shared pool as if it were
 * its own, and a thread stopped at its time limit is replaced as in an app's own pool. It is never
 * closed: its idle threads do not hold the process open, and end with it.
 */
export function sharedMaths(config: MathsConfig = testMaths): Maths {
  const key = JSON.stringify(config);
  let pool = pools.get(key);
  if (!pool) {
    pool = new Maths(config);
    pools.set(key, pool);
  }
  return pool;
}

export function testConfig(database: AppConfig['database'], overrides: Overrides = {}): AppConfig {
  return {
    database,
    publicOrigin: 'http://localhost:3000',
    cookieSecret: 'test-cookie-secret-that-is-long-enough-0123456789',
    stripe: {},
    webDistDir: fixtureWebDir,
    logLevel: 'silent',
    trustProxy: false,
    timeouts: defaultTimeouts,
    maths: testMaths,
    rateLimit: {
      enabled: false,
      windowMs: 60_000,
      forms: 10,
      payments: 20,
      grades: 120,
      progress: 60,
    },
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
}

/**
 * Builds an app on a fresh database before the suite and tears both down after it (`hooks.now`:
 * a clock the test moves), on the process's maths pool for its config (`sharedMaths`). The suite
 * fails
 * if any answer was an error its route's operation does not declare (so the OpenAPI document,
 * generated from the declarations, lists every status a route answers).
 */
export function useTestApp(
  kind: DatabaseKind,
  overrides: Overrides | (() => Overrides) = {},
  hooks: Pick<AppHooks, 'now'> = {},
) {
  const holder = {} as TestApp;
  const undeclared: UndeclaredError[] = [];
  beforeAll(async () => {
    holder.database = await createTestDatabase(kind);
    const extra = typeof overrides === 'function' ? overrides() : overrides;
    const config = testConfig(holder.database.config, extra);
    holder.app = await buildApp(config, false, {
      ...hooks,
      maths: sharedMaths(config.maths),
      onUndeclaredError: (error) => undeclared.push(error),
    });
  });
  afterAll(async () => {
    await holder.app?.close();
    await holder.database?.cleanup();
    expect(undeclared, 'error answers their operations do not declare').toEqual([]);
  });
  return holder;
}

let visitors = 0;

/**
 * A new visitor's cookie, as a browser gets it: from its first call that needs one (here the
 * offline seeds), answered 400 `cookie_required` with the cookie. Reads set none. Each visitor
 * asks from an address of its own (198.18.0.0/15, for tests), so the call's rate limit, counted
 * per client, is left to the test's own calls.
 */
export async function visitorCookie(app: FastifyInstance): Promise<string> {
  const n = visitors++;
  const res = await app.inject({
    method: 'GET',
    url: '/api/practice/offline-seeds',
    remoteAddress: `198.18.${(n >> 8) & 255}.${n & 255}`,
  });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ error: { code: 'cookie_required' } });
  return cookieHeader(res);
}

/**
 * Starts the app's maths threads (a practice problem made in the pool), so a test that bounds a
 * request's time measures the request, not a thread loading math-core.
 */
export async function warmMaths(app: FastifyInstance): Promise<void> {
  const res = await app.inject({ method: 'GET', url: apiPaths.randomProblem('algebra') });
  expect(res.statusCode, res.body).toBe(200);
}

/** How many rows a table holds. */
export async function rowCount(app: FastifyInstance, table: keyof Database): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a `cookie` request header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export const json = (payload: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  payload: JSON.stringify(payload),
});

/** The visitor id inside a visitor cookie's signed value (`mt_visitor=<id>.<signature>`). */
export const visitorOf = (cookie: string) =>
  decodeURIComponent(/mt_visitor=([^;]+)/.exec(cookie)?.[1] ?? '').replace(/\.[^.]+$/, '');

/** The visitor's progress in a practice category, as GET /api/progress/{category} answers it. */
export async function categoryProgress(
  app: FastifyInstance,
  cookie: string,
  category: PracticeCategory = 'algebra',
): Promise<Progress> {
  const res = await app.inject({
    method: 'GET',
    url: apiPaths.progress(category),
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return z.parse(Progress, res.json());
}
