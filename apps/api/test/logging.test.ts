import { PassThrough } from 'node:stream';
import { apiPaths } from '@mathtools/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { json, testConfig } from './helpers/app.js';
import { createTestDatabase, type TestDatabase } from './helpers/databases.js';

describe('logs', () => {
  const lines: Record<string, unknown>[] = [];
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    });
    app = await buildApp(testConfig(database.config, { logLevel: 'info' }), { stream });
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  it('are JSON lines with the request id, and never hold a full email or the cookie', async () => {
    const first = await app.inject({ method: 'GET', url: apiPaths.progress('algebra') });
    const cookie = first.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const newsletter = await app.inject({
      method: 'POST',
      url: apiPaths.newsletter,
      ...json({ email: 'ada.lovelace@example.com' }, { cookie }),
    });
    await app.inject({
      method: 'POST',
      url: apiPaths.contact,
      ...json({ name: 'Ada', email: 'ada.lovelace@example.com', subject: 's', message: 'm' }),
    });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('ada.lovelace@example.com');
    expect(text).toContain('a***@example.com');
    expect(text).not.toContain(first.cookies[0]?.value ?? 'missing');
    const requestId = newsletter.headers['x-request-id'];
    expect(lines.filter((l) => l.reqId === requestId).length).toBeGreaterThanOrEqual(2);
  });
});
