/**
 * GET /api/openapi.json: generated from the routes the server registered, it documents every API
 * route (a route added without a contracts operation fails here), it is the document the contracts
 * build writes for the web's reference page, and Redocly's recommended rules find no error in it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  buildOpenApiDocument,
  OPENAPI_PATH,
  type OpenApiDocument,
  openApiPath,
} from '@mathtools/contracts/openapi';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as appPlugin, serverOptions } from '../src/app.js';
import { testConfig } from './helpers/app.js';
import { createTestDatabase, type TestDatabase } from './helpers/databases.js';

const run = promisify(execFile);
const redocly = join(import.meta.dirname, '../node_modules/.bin/redocly');

let app: FastifyInstance;
let database: TestDatabase;
let served: OpenApiDocument;
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
  served = (await app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
});

afterAll(async () => {
  await app?.close();
  await database?.cleanup();
});

describe('GET /api/openapi.json', () => {
  it('documents every API route the server registers', () => {
    const routes = new Set<string>();
    for (const route of registered) {
      if (!route.url.startsWith('/api/')) continue;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // HEAD is GET's twin, answered by the same route.
      for (const method of methods)
        if (method !== 'HEAD') routes.add(`${method.toLowerCase()} ${openApiPath(route.url)}`);
    }
    const documented = Object.entries(served.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(documented.sort()).toEqual([...routes].sort());
  });

  it('is the document the contracts build writes for the reference page', () => {
    expect(served).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('puts the visitor cookie on the calls that use it, and 4XX answers on every call', () => {
    expect(served.components.securitySchemes.visitorCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'mt_visitor',
    });
    expect(served.paths['/api/progress/{category}']?.get?.security).toEqual([
      { visitorCookie: [] },
      {},
    ]);
    for (const item of Object.values(served.paths))
      for (const op of Object.values(item)) {
        expect(op.security, op.operationId).toBeDefined();
        expect(
          Object.keys(op.responses).some((s) => s.startsWith('4')),
          op.operationId,
        ).toBe(true);
      }
  });

  it('passes `redocly lint` (recommended rules) with no error', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(served));
      const { stdout } = await run(
        redocly,
        ['lint', file, '--extends=recommended', '--format=json'],
        {
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ).catch((err: { stdout?: string; stderr?: string }) => {
        throw new Error(`redocly lint failed:\n${err.stdout ?? ''}\n${err.stderr ?? ''}`);
      });
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; severity: string; message: string }[];
      };
      const errors = report.problems.filter((p) => p.severity === 'error');
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
