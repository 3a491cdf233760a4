/**
 * The bus that carries "set S has event E" between API processes: in process, over PostgreSQL
 * LISTEN/NOTIFY (with TEST_DATABASE_URL) and over Redis pub/sub (with TEST_REDIS_URL). Two buses
 * on one database stand for two processes. A listening connection that is cut or stops answering
 * comes back by itself and tells its listeners to catch up from the log.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/create-db.js';
import {
  ANY_EVENT,
  channelName,
  databaseKey,
  decodeMessage,
  encodeMessage,
  type LiveBus,
  memoryBus,
  pgBus,
  redisBus,
} from '../src/live/bus.js';
import { createTestDatabase } from './helpers/databases.js';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const log = Fastify({ logger: false }).log;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What a listener heard, and a way to wait for a given event. */
function recorder(bus: LiveBus, setId: string) {
  const heard: number[] = [];
  const unsubscribe = bus.subscribe(setId, (eventId) => heard.push(eventId));
  const waitFor = async (eventId: number, ms = 10_000) => {
    const until = Date.now() + ms;
    while (!heard.includes(eventId)) {
      if (Date.now() > until) throw new Error(`event ${eventId} never arrived; heard ${heard}`);
      await sleep(10);
    }
  };
  return { heard, unsubscribe, waitFor };
}

const newSetId = () => randomBytes(8).toString('hex');

/**
 * `reader` listens through `proxy`: an event gets through, then the network freezes for longer
 * than a ping's timeout, and once it heals the reader is told to catch up and hears new events.
 */
async function partitionAndHeal(writer: LiveBus, reader: LiveBus, proxy: TcpProxy) {
  const setId = newSetId();
  const heard = recorder(reader, setId);
  writer.notify(setId, 1);
  await heard.waitFor(1);
  proxy.freeze();
  writer.notify(setId, 2);
  // Pings every 200 ms here, each given 500 ms or less: the listener is dropped meanwhile.
  await sleep(1_500);
  expect(heard.heard).not.toContain(ANY_EVENT);
  proxy.heal();
  // A new connection listens, and the listeners are told to read the log (which holds event 2).
  await heard.waitFor(ANY_EVENT, 15_000);
  writer.notify(setId, 3);
  await heard.waitFor(3);
}

describe('messages', () => {
  it('carry a set id and an event id, and refuse anything else', () => {
    expect(decodeMessage(encodeMessage('abc', 42))).toEqual({ setId: 'abc', eventId: 42 });
    for (const bad of ['', 'abc', ':4', 'abc:', 'abc:0', 'abc:-3', 'abc:1.5', 'abc:x'])
      expect(decodeMessage(bad), bad).toBeUndefined();
  });

  it('name one channel per database, whatever else the URL says', () => {
    const a = databaseKey({ kind: 'postgres', connectionString: 'postgres://u:p@h:5432/db' });
    const b = databaseKey({
      kind: 'postgres',
      connectionString: 'postgres://u:other@127.0.0.1:6432/db?application_name=x',
    });
    const c = databaseKey({
      kind: 'postgres',
      connectionString: 'postgres://u:p@h:5432/db',
      searchPath: 'schema2',
    });
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(channelName(a)).toMatch(/^mathtools_live_[0-9a-f]{16}$/);
    expect(channelName(a)).not.toBe(channelName(c));
  });
});

describe('in process', () => {
  it('tells the listeners of a set, not those of another, until they unsubscribe', async () => {
    const bus = memoryBus(log);
    const a = recorder(bus, 'set-a');
    const b = recorder(bus, 'set-b');
    bus.subscribe('set-a', () => {
      throw new Error('a broken listener does not stop the others');
    });
    bus.notify('set-a', 1);
    await a.waitFor(1);
    a.unsubscribe();
    bus.notify('set-a', 2);
    bus.notify('set-b', 3);
    await b.waitFor(3);
    expect(a.heard).toEqual([1]);
    expect(b.heard).toEqual([3]);
    await bus.close();
  });

  it('never calls a listener from inside notify', () => {
    const bus = memoryBus(log);
    const { heard } = recorder(bus, 'set');
    bus.notify('set', 1);
    expect(heard).toEqual([]);
  });
});

describe.skipIf(!pgUrl)('over PostgreSQL LISTEN/NOTIFY', () => {
  async function pgBusOn(searchPath: string, connectionString = pgUrl ?? '', pingMs?: number) {
    const { db } = await createDb({ kind: 'postgres', connectionString: pgUrl ?? '', searchPath });
    const bus = await pgBus({
      connectionString,
      searchPath,
      databaseKey: databaseKey({ kind: 'postgres', connectionString: pgUrl ?? '', searchPath }),
      db,
      connectMs: 1_000,
      queryMs: 500,
      log,
      ...(pingMs ? { pingMs } : {}),
    });
    cleanups.push(async () => {
      await bus.close();
      await db.destroy();
    });
    return bus;
  }

  it("carries one process's event to another's listeners, and not to another database's", async () => {
    const schema = (await createTestDatabase('postgres')).config;
    const other = (await createTestDatabase('postgres')).config;
    const writer = await pgBusOn(schema.kind === 'postgres' ? (schema.searchPath ?? '') : '');
    const reader = await pgBusOn(schema.kind === 'postgres' ? (schema.searchPath ?? '') : '');
    const stranger = await pgBusOn(other.kind === 'postgres' ? (other.searchPath ?? '') : '');
    const setId = newSetId();
    const heard = recorder(reader, setId);
    const strangerHeard = recorder(stranger, setId);
    writer.notify(setId, 7);
    await heard.waitFor(7);
    writer.notify(setId, 8);
    await heard.waitFor(8);
    await sleep(200);
    expect(strangerHeard.heard).toEqual([]);
  });

  it('listens again after its connection is terminated, and tells its listeners to catch up', async () => {
    const { config } = await createTestDatabase('postgres');
    const searchPath = config.kind === 'postgres' ? (config.searchPath ?? '') : '';
    const appName = `live-test-${randomBytes(4).toString('hex')}`;
    const url = new URL(pgUrl ?? '');
    url.searchParams.set('application_name', appName);
    const writer = await pgBusOn(searchPath);
    const reader = await pgBusOn(searchPath, url.toString());
    const setId = newSetId();
    const heard = recorder(reader, setId);

    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    cleanups.push(() => admin.end());
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [appName],
    );
    expect(killed.rowCount).toBe(1);
    await heard.waitFor(ANY_EVENT);
    writer.notify(setId, 11);
    await heard.waitFor(11);
  });

  it('replaces a listener cut off by a network partition once the network heals', async () => {
    const { config } = await createTestDatabase('postgres');
    const searchPath = config.kind === 'postgres' ? (config.searchPath ?? '') : '';
    const target = new URL(pgUrl ?? '');
    const proxy: TcpProxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    cleanups.push(() => proxy.close());
    const viaProxy = new URL(pgUrl ?? '');
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const writer = await pgBusOn(searchPath);
    const reader = await pgBusOn(searchPath, viaProxy.toString(), 200);
    await partitionAndHeal(writer, reader, proxy);
  });
});

describe.skipIf(!redisUrl)('over Redis pub/sub', () => {
  async function redisBusOn(key: string, url = redisUrl ?? '', pingMs?: number) {
    const bus = await redisBus({
      redisUrl: url,
      databaseKey: key,
      commandMs: 300,
      log,
      ...(pingMs ? { pingMs } : {}),
    });
    cleanups.push(() => bus.close());
    return bus;
  }

  it("carries one process's event to another's listeners, and not to another database's", async () => {
    const key = `test:${randomBytes(6).toString('hex')}`;
    const writer = await redisBusOn(key);
    const reader = await redisBusOn(key);
    const stranger = await redisBusOn(`${key}-other`);
    const setId = newSetId();
    const heard = recorder(reader, setId);
    const strangerHeard = recorder(stranger, setId);
    writer.notify(setId, 5);
    await heard.waitFor(5);
    await sleep(200);
    expect(strangerHeard.heard).toEqual([]);
  });

  it('subscribes again after a partition heals, and tells its listeners to catch up', async () => {
    const key = `test:${randomBytes(6).toString('hex')}`;
    const target = new URL(redisUrl ?? '');
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
    cleanups.push(() => proxy.close());
    const writer = await redisBusOn(key);
    const reader = await redisBusOn(key, `redis://127.0.0.1:${proxy.port}`, 200);
    await partitionAndHeal(writer, reader, proxy);
  });

  it('starts without Redis and still tells its own listeners', async () => {
    const bus = await redisBusOn('test:down', 'redis://127.0.0.1:1');
    const setId = newSetId();
    const heard = recorder(bus, setId);
    expect(() => bus.notify(setId, 9)).not.toThrow();
    await heard.waitFor(9);
  });
});
