/**
 * A hung Redis once hung every rate-limited route (8 of 8 requests still waiting at 20 s), and a
 * refused one slowed each request by a second. Commands now time out (short here; production's
 * limit is under 1 s, see env.test.ts), the route goes on without its limit, and a Redis that is
 * down is retried on a backoff schedule, not once per request.
 *
 * Once a hang ended, though, the process never healed: the timed-out commands stayed queued on
 * the frozen connection, every limited request still waited the whole timeout and no limit
 * applied (4 of 4 sign-ups of one client still 200 after 30 s, on a real Redis behind a proxy that
 * froze). A timed-out command now drops its connection; with TEST_REDIS_URL the last tests freeze
 * and resume a real Redis and print how long limits took to apply again.
 */
import { randomInt } from 'node:crypto';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { apiPaths } from '@mathtools/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { defaultTimeouts } from '../../src/env.js';
import { json, testConfig } from '../helpers/app.js';
import { createTestDatabase } from '../helpers/databases.js';
import { type FakeRedisMode, startFakeRedis } from '../helpers/fake-redis.js';

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
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
      for (let i = 0; i < 60; i++) statuses.push((await subscribe(app, 100 + i)).statusCode);
      expect(statuses).toEqual(Array(60).fill(200));
      // 60 requests, and a handful of connection attempts on the backoff schedule from each of
      // the three clients that use Redis: the rate-limit store, and the live bus's publisher and
      // subscriber. Reconnecting once per request would make 60 or more.
      expect(fake.connections()).toBeLessThan(3 * 10);
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

// ------------------------------------------------------------------ a real Redis that hangs, then heals

const redisTarget = process.env.TEST_REDIS_URL;

/**
 * A TCP proxy on 127.0.0.1 in front of the real Redis that can freeze like a middlebox that lost
 * its connection state: while frozen nothing is forwarded either way and what arrives is dropped
 * (no error, no reset), and connections open during the freeze stay dead afterwards. Once resumed,
 * new connections reach Redis again. (`holds` keeps the old connections instead: what was held
 * back is delivered on resume, as a Redis that was only paused.)
 */
interface FreezingProxy {
  url: string;
  freeze(): void;
  resume(): void;
  connections: () => number;
  close(): Promise<void>;
}

async function startFreezingProxy(target: URL, mode: 'drops' | 'holds'): Promise<FreezingProxy> {
  let frozen = false;
  let accepted = 0;
  interface Pair {
    client: Socket;
    upstream: Socket | undefined;
    dead: boolean;
    held: { up: Buffer[]; down: Buffer[] };
  }
  const pairs = new Set<Pair>();
  const open = (pair: Pair) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    pair.upstream = upstream;
    upstream.on('data', (chunk: Buffer) => {
      if (pair.dead) return;
      if (frozen) pair.held.down.push(chunk);
      else pair.client.write(chunk);
    });
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
  };
  const server = createServer((client) => {
    accepted++;
    const pair: Pair = { client, upstream: undefined, dead: false, held: { up: [], down: [] } };
    pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      if (pair.dead) return;
      if (frozen || !pair.upstream) pair.held.up.push(chunk);
      else pair.upstream.write(chunk);
    });
    client.on('error', () => {});
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (frozen) {
      // Accepted, never connected on: the handshake goes nowhere.
      if (mode === 'drops') pair.dead = true;
    } else open(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}${target.pathname}`,
    connections: () => accepted,
    freeze() {
      frozen = true;
      if (mode === 'drops') for (const pair of pairs) pair.dead = true;
    },
    resume() {
      frozen = false;
      if (mode === 'drops') return;
      for (const pair of pairs) {
        if (!pair.upstream) open(pair);
        for (const chunk of pair.held.up.splice(0)) pair.upstream?.write(chunk);
        for (const chunk of pair.held.down.splice(0)) pair.client.write(chunk);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) {
          pair.client.destroy();
          pair.upstream?.destroy();
        }
        server.close(() => resolve());
      }),
  };
}

/** A client address of its own per check, so counters left in the shared Redis never collide. */
const freshClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const HEAL_LIMIT_MS = 30_000;
/** How long Redis stays frozen: past a few reconnection attempts, so the backoff has grown. */
const FREEZE_MS = 3_000;

describe.skipIf(!redisTarget)(
  'rate limits on a real Redis (TEST_REDIS_URL) that hangs, then heals',
  () => {
    const healLimits = { ...limits, forms: 3 };
    const healTimeouts = { ...defaultTimeouts, redisMs: 200 };

    async function healingApp(redisUrl: string) {
      // In memory: the timings measure Redis, not the disk's fsyncs under a loaded machine.
      const app = await buildApp(
        testConfig(
          { kind: 'sqlite', filename: ':memory:' },
          { rateLimit: healLimits, redisUrl, timeouts: healTimeouts },
        ),
      );
      cleanups.push(() => app.close());
      return app;
    }

    /** One sign-up from `client`: its status and how long it took. */
    async function timedSubscribe(app: Awaited<ReturnType<typeof buildApp>>, client: string) {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: apiPaths.newsletter,
        remoteAddress: client,
        ...json({ email: `heal-${randomInt(1e9)}@example.com` }),
      });
      return { status: res.statusCode, ms: performance.now() - started };
    }

    /** `limit + 1` sign-ups of one new client: the statuses and the slowest. */
    async function burst(app: Awaited<ReturnType<typeof buildApp>>) {
      const client = freshClient();
      const runs = [];
      for (let i = 0; i <= healLimits.forms; i++) runs.push(await timedSubscribe(app, client));
      return { statuses: runs.map((r) => r.status), slowest: Math.max(...runs.map((r) => r.ms)) };
    }
    const limited = [...Array(healLimits.forms).fill(200), 429];
    /** Under a command timeout: the answer did not wait for one. */
    const FAST_MS = healTimeouts.redisMs;
    /** The command timeout, plus room for a loaded machine (the hang it guards against is endless). */
    const BOUND_MS = healTimeouts.redisMs + 400;

    it.each(['drops', 'holds'] as const)(
      'answers within the command timeout while frozen, and enforces limits again within 30 s of resuming (proxy %s)',
      async (mode) => {
        const proxy = await startFreezingProxy(new URL(redisTarget!), mode);
        cleanups.push(proxy.close);
        const app = await healingApp(proxy.url);
        expect((await burst(app)).statuses).toEqual(limited);

        proxy.freeze();
        const frozenStarted = performance.now();
        // Concurrent, then one after the other: each waits at most the command timeout, none fails.
        const concurrent = await Promise.all(
          Array.from({ length: 8 }, () => timedSubscribe(app, freshClient())),
        );
        const sequential = [];
        for (let i = 0; i < 10; i++) sequential.push(await timedSubscribe(app, freshClient()));
        const frozenRuns = [...concurrent, ...sequential];
        expect(frozenRuns.map((r) => r.status)).toEqual(Array(frozenRuns.length).fill(200));
        expect(Math.max(...frozenRuns.map((r) => r.ms))).toBeLessThan(BOUND_MS);
        // Stay frozen past a few reconnection attempts.
        while (performance.now() - frozenStarted < FREEZE_MS) {
          const run = await timedSubscribe(app, freshClient());
          expect(run.status).toBe(200);
          expect(run.ms).toBeLessThan(BOUND_MS);
          frozenRuns.push(run);
          await sleep(100);
        }
        const frozenSlowest = Math.max(...frozenRuns.map((r) => r.ms));

        proxy.resume();
        const resumed = performance.now();
        let last = await burst(app);
        while (
          !(last.slowest < FAST_MS && last.statuses.join() === limited.join()) &&
          performance.now() - resumed < HEAL_LIMIT_MS
        ) {
          await sleep(250);
          last = await burst(app);
        }
        const healedS = (performance.now() - resumed) / 1000;
        console.log(
          `redis heal (proxy ${mode}): ${frozenRuns.length} requests while frozen, slowest ${frozenSlowest.toFixed(0)} ms (timeout ${healTimeouts.redisMs} ms); limits enforced and requests fast ${healedS.toFixed(1)} s after resuming (slowest ${last.slowest.toFixed(0)} ms); ${proxy.connections()} connections`,
        );
        expect(last.statuses).toEqual(limited);
        expect(last.slowest).toBeLessThan(FAST_MS);
        // And it stays healed: another client is limited too, answered fast.
        const again = await burst(app);
        expect(again.statuses).toEqual(limited);
        expect(again.slowest).toBeLessThan(FAST_MS);
      },
      HEAL_LIMIT_MS + 20_000,
    );
  },
);
