import { apiPaths } from '@mathtools/contracts';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
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
      expectError(
        await app.inject({ method: 'GET', url: apiPaths.health }),
        503,
        'service_unavailable',
      );
    } finally {
      await app.close().catch(() => {});
      await database.cleanup();
    }
  });
});
