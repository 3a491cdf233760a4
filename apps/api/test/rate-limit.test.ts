import { randomInt } from 'node:crypto';
import { apiPaths } from '@mathtools/contracts';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { defaultTimeouts, type RateLimitConfig } from '../src/env.js';
import { json, testConfig, useTestApp, visitorCookie } from './helpers/app.js';
import { createTestDatabase, databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';

const limits: RateLimitConfig = {
  enabled: true,
  windowMs: 60_000,
  forms: 3,
  payments: 2,
  grades: 4,
  progress: 3,
};
/** A fresh client address per test, so counters (also in a shared Redis) never carry over. */
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.each(databaseKinds)('rate limits in memory on %s', (kind) => {
  const t = useTestApp(kind, { rateLimit: limits });

  it('limits newsletter and contact per client, then answers 429 in the error shape', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: apiPaths.newsletter,
        remoteAddress: ip,
        ...json({ email: `n${i}@x.co` }),
      });
      expect(res.statusCode).toBe(200);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: apiPaths.newsletter,
      remoteAddress: ip,
      ...json({ email: 'n9@x.co' }),
    });
    expectError(limited, 429, 'rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: apiPaths.newsletter,
      remoteAddress: randomIp(),
      ...json({ email: 'o@x.co' }),
    });
    expect(other.statusCode).toBe(200);
    // The rejected subscription was not stored.
    const stored = await t.app.db
      .selectFrom('newsletter_subscribers')
      .select('email')
      .where('email', '=', 'n9@x.co')
      .execute();
    expect(stored).toHaveLength(0);
  });

  it('limits contact, payments and grading too, and leaves reads alone', async () => {
    const ip = randomIp();
    const contact = { name: 'a', email: 'a@b.co', subject: 's', message: 'm' };
    const codes = async (n: number, request: () => Promise<{ statusCode: number }>) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await request()).statusCode);
      return out;
    };
    expect(
      await codes(4, () =>
        t.app.inject({
          method: 'POST',
          url: apiPaths.contact,
          remoteAddress: ip,
          ...json(contact),
        }),
      ),
    ).toEqual([201, 201, 201, 429]);
    expect(
      await codes(3, () =>
        t.app.inject({
          method: 'POST',
          url: apiPaths.paymentIntent,
          remoteAddress: ip,
          ...json({ productId: 'pro', amount: 9.99 }),
        }),
      ),
    ).toEqual([503, 503, 429]);
    const cookie = await visitorCookie(t.app);
    let problems = 0;
    expect(
      await codes(5, () =>
        t.app.inject({
          method: 'POST',
          url: apiPaths.grade,
          remoteAddress: ip,
          ...json({ problemId: `algebra-${++problems}`, answer: '1' }, { cookie }),
        }),
      ),
    ).toEqual([200, 200, 200, 200, 429]);
    expect(
      new Set(
        await codes(20, () =>
          t.app.inject({ method: 'GET', url: apiPaths.products, remoteAddress: ip }),
        ),
      ),
    ).toEqual(new Set([200]));
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

/**
 * This suite checks the shared count, not the time bound: with the production 500 ms a loaded CI
 * machine once answered a command late, the limiter failed open (as designed) and the fourth
 * request passed. redis-faults.test.ts covers the time bound itself.
 */
const patientRedis = { ...defaultTimeouts, redisMs: 10_000 };

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  it('counts requests to two API processes against one limit', async () => {
    const databases = await Promise.all([
      createTestDatabase('sqlite'),
      createTestDatabase('sqlite'),
    ]);
    const apps = await Promise.all(
      databases.map((d) =>
        buildApp(testConfig(d.config, { rateLimit: limits, redisUrl, timeouts: patientRedis })),
      ),
    );
    try {
      const ip = randomIp();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const app = apps[i % 2]!;
        statuses.push(
          (
            await app.inject({
              method: 'POST',
              url: apiPaths.newsletter,
              remoteAddress: ip,
              ...json({ email: `r${i}@x.co` }),
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await Promise.all(apps.map((a) => a.close()));
      await Promise.all(databases.map((d) => d.cleanup()));
    }
  });

  it('lets requests through when Redis is unreachable (and logs it)', async () => {
    const database = await createTestDatabase('sqlite');
    const app = await buildApp(
      testConfig(database.config, { rateLimit: limits, redisUrl: 'redis://127.0.0.1:1' }),
    );
    try {
      const res = await app.inject({
        method: 'POST',
        url: apiPaths.newsletter,
        ...json({ email: 'down@x.co' }),
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.cleanup();
    }
  });
});
