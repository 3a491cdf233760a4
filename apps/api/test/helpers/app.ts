import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type AppConfig, defaultTimeouts } from '../../src/env.js';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.js';

export const fixtureWebDir = fileURLToPath(new URL('../fixtures/web', import.meta.url));

type Overrides = Partial<Omit<AppConfig, 'database'>>;

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

/** Builds an app on a fresh database before the suite and tears both down after it. */
export function useTestApp(kind: DatabaseKind, overrides: Overrides | (() => Overrides) = {}) {
  const holder = {} as TestApp;
  beforeAll(async () => {
    holder.database = await createTestDatabase(kind);
    const extra = typeof overrides === 'function' ? overrides() : overrides;
    holder.app = await buildApp(testConfig(holder.database.config, extra));
  });
  afterAll(async () => {
    await holder.app?.close();
    await holder.database?.cleanup();
  });
  return holder;
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a `cookie` request header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export const json = (payload: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  payload: JSON.stringify(payload),
});
