/**
 * A hung Redis once hung every rate-limited route (8 of 8 requests still waiting at 20 s), and a
 * refused one slowed each request by a second. Commands now time out (short here; production's
 * limit is under 1 s, see env.test.ts), the route goes on without its limit, and a Redis that is
 * down is retried on a backoff schedule, not once per request.
 */
import { apiPaths } from '@mathtools/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { defaultTimeouts } from '../src/env.js';
import { json, testConfig } from './helpers/app.js';
import { createTestDatabase } from './helpers/databases.js';
import { type FakeRedisMode, startFakeRedis } from './helpers/fake-redis.js';

const limits = {
  enabled: true,
  windowMs: 60_000,
  forms: 50,
  payments: 50,
  grades: 50,
  progress: 50,
};
const timeouts = { ...defaultTimeouts, redisMs: 200 };
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function appWithRedis(redisUrl: string) {
  const database = await createTestDatabase('sqlite');
  const app = await buildApp(
    testConfig(database.config, { rateLimit: limits, redisUrl, timeouts }),
  );
  cleanups.push(async () => {
    await app.close();
    await database.cleanup();
  });
  return app;
}

const subscribe = (app: Awaited<ReturnType<typeof buildApp>>, i: number) =>
  app.inject({
    method: 'POST',
    url: apiPaths.newsletter,
    ...json({ email: `redis-${i}@example.com` }),
  });

const HANG_LIMIT_MS = 15_000;

describe('rate limits with a broken Redis', () => {
  it.each<FakeRedisMode>(['silent', 'hangs-after-ready'])(
    'lets 8 concurrent requests through when Redis is %s',
    async (mode) => {
      const fake = await startFakeRedis(mode);
      cleanups.push(fake.close);
      const app = await appWithRedis(fake.url);
      // Let the client connect (and, for the second mode, pass its ready check).
      await new Promise((r) => setTimeout(r, 100));
      const statuses = (
        await Promise.all(Array.from({ length: 8 }, (_, i) => subscribe(app, i)))
      ).map((r) => r.statusCode);
      expect(statuses).toEqual(Array(8).fill(200));
      expect(fake.connections()).toBeGreaterThan(0);
    },
    // A hang guard: the requests used to wait 20 s and more. The limit also covers building the
    // app (migrations, up to 1 s for a Redis that never gets ready) on a loaded CI machine.
    HANG_LIMIT_MS,
  );

  it(
    'does not reconnect once per request when Redis keeps dropping connections',
    async () => {
      const fake = await startFakeRedis('drops');
      cleanups.push(fake.close);
      const app = await appWithRedis(fake.url);
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await subscribe(app, 100 + i)).statusCode);
      expect(statuses).toEqual(Array(30).fill(200));
      // 30 requests, a handful of connection attempts on the backoff schedule.
      expect(fake.connections()).toBeLessThan(10);
    },
    HANG_LIMIT_MS,
  );

  it(
    'answers at once when Redis refuses connections',
    async () => {
      const app = await appWithRedis('redis://127.0.0.1:1');
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await subscribe(app, 200 + i)).statusCode);
      expect(statuses).toEqual(Array(20).fill(200));
    },
    HANG_LIMIT_MS,
  );
});
