import { apiPaths } from '@mathtools/contracts';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import errorsPlugin from '../src/plugins/errors.js';
import { json, testConfig, useTestApp } from './helpers/app.js';
import { createTestDatabase, databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';

describe.each(databaseKinds)('error handling on %s', (kind) => {
  const t = useTestApp(kind);
  /** POST to the newsletter with this exact payload and content type. */
  const raw = (payload: string, type = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.newsletter,
      headers: { 'content-type': type },
      payload,
    });

  it('GET /api/health answers ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.health });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/does-not-exist' }),
      404,
      'not_found',
    );
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/practice/random' }),
      404,
      'not_found',
    );
    expectError(await t.app.inject({ method: 'GET', url: '/api/health/extra' }), 404, 'not_found');
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: apiPaths.newsletter });
    expectError(res, 405, 'method_not_allowed');
    expect(res.headers.allow).toBe('POST');
    expectError(
      await t.app.inject({ method: 'GET', url: apiPaths.contact }),
      405,
      'method_not_allowed',
    );
    expectError(
      await t.app.inject({ method: 'PUT', url: apiPaths.progress('algebra') }),
      405,
      'method_not_allowed',
    );
    expectError(
      await t.app.inject({ method: 'POST', url: apiPaths.products }),
      405,
      'method_not_allowed',
    );
  });

  it('answers invalid JSON with 400 bad_request', async () => {
    const res = await raw('{"email":');
    expectError(res, 400, 'bad_request');
    const empty = await raw('');
    expectError(empty, 400, 'bad_request');
  });

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
  ])('answers a %s body with 415', async (type) => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.contact,
      headers: { 'content-type': type },
      payload: 'email=a@b.co',
    });
    expectError(res, 415, 'unsupported_media_type');
  });

  it('answers a body over 16 KB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.contact,
      ...json({ message: 'x'.repeat(17 * 1024) }),
    });
    expectError(res, 413, 'payload_too_large');
    // 16 KB of valid JSON still gets through to validation (and fails there, on the field).
    const near = await t.app.inject({
      method: 'POST',
      url: apiPaths.contact,
      ...json({ name: 'n', email: 'a@b.co', subject: 's', message: 'x'.repeat(15 * 1024) }),
    });
    expectError(near, 400, 'validation_error', 'message');
  });

  it('accepts JSON with a charset parameter', async () => {
    const res = await raw('{"email":"x@y.co"}', 'application/json; charset=utf-8');
    expect(res.statusCode).toBe(200);
  });

  it('ignores prototype-pollution keys (they are unknown fields)', async () => {
    const res = await raw('{"email":"x@y.co","__proto__":{"admin":true}}');
    expectError(res, 400, 'bad_request');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe('when the database is gone', () => {
  it('answers 500/503 in the error shape without internals', async () => {
    const database = await createTestDatabase('sqlite');
    const app = await buildApp(testConfig(database.config));
    try {
      await app.db.destroy();
      const res = await app.inject({
        method: 'POST',
        url: apiPaths.newsletter,
        ...json({ email: 'a@b.co' }),
      });
      const error = expectError(res, 500, 'internal_error');
      expect(error.message).toBe('Something went wrong on our side');
      expect(res.body).not.toMatch(/destroy|kysely|sqlite|stack/i);
      const health = await app.inject({ method: 'GET', url: apiPaths.health });
      expectError(health, 503, 'service_unavailable');
      // A load balancer or client is told when to ask again, as for every such 503.
      expect(health.headers['retry-after']).toBe('5');
    } finally {
      await app.close().catch(() => {});
      await database.cleanup();
    }
  });
});

/** An error as the drivers raise it: a message and a code. */
const coded = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('errors that mean the database cannot take a write, on any route', () => {
  const unavailable: [string, Error][] = [
    ['SQLite: the disk is full', coded('SQLITE_FULL', 'database or disk is full')],
    ['SQLite: the shared memory cannot grow', coded('SQLITE_IOERR_SHMSIZE', 'disk I/O error')],
    ['SQLite: a write failed (a quota)', coded('SQLITE_IOERR_WRITE', 'disk I/O error')],
    ['SQLite: read-only', coded('SQLITE_READONLY', 'attempt to write a readonly database')],
    [
      'SQLite: file moved',
      coded('SQLITE_READONLY_DBMOVED', 'attempt to write a readonly database'),
    ],
    [
      'SQLite: a ROLLBACK after SQLite rolled back by itself',
      coded('SQLITE_ERROR', 'cannot rollback - no transaction is active'),
    ],
    [
      'PostgreSQL: disk full (53100)',
      coded('53100', 'could not extend file: No space left on device'),
    ],
    ['PostgreSQL: out of memory (53200)', coded('53200', 'out of memory')],
    ['PostgreSQL: I/O error (58030)', coded('58030', 'could not write to file')],
    [
      'PostgreSQL: a read-only server (25006)',
      coded('25006', 'cannot execute INSERT in a read-only transaction'),
    ],
    ['the file system: no space (ENOSPC)', coded('ENOSPC', 'no space left on device')],
    ['the file system: quota (EDQUOT)', coded('EDQUOT', 'disk quota exceeded')],
    ['the file system: read-only (EROFS)', coded('EROFS', 'read-only file system')],
    [
      'any of them wrapped in another error',
      new Error('grading failed', { cause: coded('SQLITE_FULL', 'database or disk is full') }),
    ],
  ];
  const bugs: [string, Error][] = [
    ['a plain error', new Error('boom')],
    ['SQLite: a constraint', coded('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed')],
    ['PostgreSQL: a unique violation (23505)', coded('23505', 'duplicate key value')],
  ];

  /** The app's error handler alone, with routes that throw the given error. */
  async function throwing(errors: [string, Error][]) {
    const app = Fastify();
    await app.register(errorsPlugin);
    errors.forEach(([, err], i) => {
      app.post(`/api/throw/${i}`, async () => {
        throw err;
      });
    });
    await app.ready();
    return app;
  }

  it.each(unavailable.map(([name], i) => [name, i] as const))(
    '%s: 503 service_unavailable with Retry-After, in the error shape',
    async (_name, i) => {
      const app = await throwing(unavailable);
      try {
        const res = await app.inject({ method: 'POST', url: `/api/throw/${i}` });
        const error = expectError(res, 503, 'service_unavailable');
        expect(error.message).toBe('The service is briefly unavailable, please try again');
        expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
        expect(res.body).not.toMatch(/sqlite|disk|space|rollback|quota|file/i);
      } finally {
        await app.close();
      }
    },
  );

  it.each(bugs.map(([name], i) => [name, i] as const))(
    '%s is still a 500 internal_error',
    async (_name, i) => {
      const app = await throwing(bugs);
      try {
        const res = await app.inject({ method: 'POST', url: `/api/throw/${i}` });
        expectError(res, 500, 'internal_error');
        expect(res.headers['retry-after']).toBeUndefined();
      } finally {
        await app.close();
      }
    },
  );

  it('a read-only SQLite database answers writes with 503 and Retry-After', async () => {
    const database = await createTestDatabase('sqlite');
    const app = await buildApp(testConfig(database.config));
    try {
      await sql`pragma query_only = 1`.execute(app.db);
      const res = await app.inject({
        method: 'POST',
        url: apiPaths.newsletter,
        ...json({ email: 'readonly@example.com' }),
      });
      expectError(res, 503, 'service_unavailable');
      expect(res.headers['retry-after']).toBe('5');
      await sql`pragma query_only = 0`.execute(app.db);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: apiPaths.newsletter,
            ...json({ email: 'readonly@example.com' }),
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await app.close();
      await database.cleanup();
    }
  });
});
