/**
 * The teacher's live stream and CSV export over HTTP: only the set's own teacher gets them; a
 * stream sends each event after `?after=` or `Last-Event-ID` (the larger), so a browser that
 * reconnects loses nothing; closing the server ends open streams instead of waiting on them.
 * With TEST_DATABASE_URL (and TEST_REDIS_URL), two apps on one database stand for two API
 * processes: an event recorded by one arrives on a stream the other serves, over PostgreSQL
 * LISTEN/NOTIFY, over Redis, and after the second one's database connections froze and healed.
 */
import { randomUUID } from 'node:crypto';
import { apiPaths, TEACHER_COOKIE } from '@mathtools/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { defaultTimeouts } from '../src/env.js';
import { insertClassEvent } from '../src/live/events.js';
import { newToken, tokenHash } from '../src/modules/teach/auth.js';
import { testConfig } from './helpers/app.js';
import { createTestDatabase, type DatabaseKind, databaseKinds } from './helpers/databases.js';
import { startTcpProxy } from './helpers/tcp-proxy.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Config = ReturnType<typeof testConfig>;

async function startApp(config: Config): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp(config);
  cleanups.push(() => app.close());
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base };
}

/** A teacher with a session (the cookie header to send) and a set of theirs. */
async function teacherWithSet(app: FastifyInstance) {
  const teacherId = randomUUID();
  const setId = randomUUID();
  const token = newToken();
  await app.db
    .insertInto('teachers')
    .values({ id: teacherId, recovery_hash: randomUUID() })
    .execute();
  await app.db
    .insertInto('teacher_sessions')
    .values({ token_hash: tokenHash(token), teacher_id: teacherId, expires_at: app.now() + 60_000 })
    .execute();
  await app.db
    .insertInto('class_sets')
    .values({
      id: setId,
      teacher_id: teacherId,
      code: randomUUID().slice(0, 6).toUpperCase(),
      title: 'Week 3: equations',
      help: 'answer',
      opens_at: app.now(),
      closes_at: null,
      created_at: app.now(),
    })
    .execute();
  return { setId, cookie: `${TEACHER_COOKIE}=${token}` };
}

/** What a student's call does: a cell change and its event in one transaction, then a notify. */
async function record(app: FastifyInstance, setId: string, n: number): Promise<number> {
  const id = await app.db.transaction().execute((trx) =>
    insertClassEvent(trx, setId, {
      studentId: `s${n}`,
      position: 1,
      state: 'working',
      nickname: `n${n}`,
    }),
  );
  app.live.notify(setId, id);
  return id;
}

interface SseEvent {
  id: number;
  event: string;
  data: string;
}

/** An open stream: the events parsed so far, and a way to wait for some. */
async function openStream(base: string, path: string, headers: Record<string, string>) {
  const abort = new AbortController();
  const res = await fetch(`${base}${path}`, { headers, signal: abort.signal });
  const events: SseEvent[] = [];
  let text = '';
  let ended = false;
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
          let end = text.indexOf('\n\n');
          while (end >= 0) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((line) => !line.startsWith(':'))
                .map((line) => [
                  line.slice(0, line.indexOf(':')),
                  line.slice(line.indexOf(':') + 2),
                ]),
            );
            if (fields.id)
              events.push({
                id: Number(fields.id),
                event: fields.event ?? '',
                data: fields.data ?? '',
              });
            end = text.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
      ended = true;
    })();
  }
  cleanups.push(async () => abort.abort());
  const waitFor = async (count: number, ms = 10_000) => {
    const until = Date.now() + ms;
    while (events.length < count) {
      if (Date.now() > until)
        throw new Error(`${count} events never came; got ${JSON.stringify(events)}`);
      await sleep(10);
    }
  };
  return { res, events, waitFor, close: () => abort.abort(), ended: () => ended };
}

describe.each(databaseKinds)('the live stream on %s', (kind: DatabaseKind) => {
  it('answers only the set’s own teacher', async () => {
    const database = await createTestDatabase(kind);
    const { app, base } = await startApp(testConfig(database.config));
    const mine = await teacherWithSet(app);
    const theirs = await teacherWithSet(app);
    for (const path of [apiPaths.teachSetEvents(mine.setId), apiPaths.teachSetExport(mine.setId)]) {
      const anonymous = await fetch(`${base}${path}`);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ error: { code: 'teacher_required' } });
      const other = await fetch(`${base}${path}`, { headers: { cookie: theirs.cookie } });
      expect(other.status).toBe(404);
      expect(await other.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('sends events as they are recorded, and after a reconnect what it missed', async () => {
    const database = await createTestDatabase(kind);
    const { app, base } = await startApp(testConfig(database.config));
    const { setId, cookie } = await teacherWithSet(app);
    const before = await record(app, setId, 0);

    // Without a starting point: only what happens from now on.
    const first = await openStream(base, apiPaths.teachSetEvents(setId), { cookie });
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(first.res.headers.get('cache-control')).toBe('no-store');
    const a = await record(app, setId, 1);
    await first.waitFor(1);
    expect(first.events).toEqual([
      {
        id: a,
        event: 'cell',
        data: JSON.stringify({ studentId: 's1', position: 1, state: 'working', nickname: 'n1' }),
      },
    ]);
    expect(a).toBeGreaterThan(before);
    first.close();

    // Recorded while the teacher was away.
    const b = await record(app, setId, 2);
    const c = await record(app, setId, 3);
    // The browser reconnects to the URL it had (`?after=` of its snapshot) with Last-Event-ID.
    const again = await openStream(base, `${apiPaths.teachSetEvents(setId)}?after=${before}`, {
      cookie,
      'last-event-id': String(a),
    });
    await again.waitFor(2);
    const d = await record(app, setId, 4);
    await again.waitFor(3);
    expect(again.events.map((e) => e.id)).toEqual([b, c, d]);

    // `?after=` alone replays from there.
    const replay = await openStream(base, `${apiPaths.teachSetEvents(setId)}?after=${before}`, {
      cookie,
    });
    await replay.waitFor(4);
    expect(replay.events.map((e) => e.id)).toEqual([a, b, c, d]);
  });

  it('ends its streams when the server closes, instead of waiting on them', async () => {
    const database = await createTestDatabase(kind);
    const app = await buildApp(testConfig(database.config));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const { setId, cookie } = await teacherWithSet(app);
    const stream = await openStream(base, apiPaths.teachSetEvents(setId), { cookie });
    await record(app, setId, 1);
    await stream.waitFor(1);
    // A stream left open would hold the close until the test's time runs out.
    await app.close();
    const until = Date.now() + 5_000;
    while (!stream.ended() && Date.now() < until) await sleep(10);
    expect(stream.ended()).toBe(true);
  });

  it('exports the set as a CSV file named after it', async () => {
    const database = await createTestDatabase(kind);
    const { app, base } = await startApp(testConfig(database.config));
    const { setId, cookie } = await teacherWithSet(app);
    const res = await fetch(`${base}${apiPaths.teachSetExport(setId)}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="week-3-equations-results.csv"',
    );
    // The bytes as sent: a text decoder would drop the byte order mark.
    expect(Buffer.from(await res.arrayBuffer()).toString('utf8')).toBe('\uFEFFNickname\r\n');
  });
});

describe.skipIf(!pgUrl)('two API processes on one PostgreSQL database', () => {
  async function twoApps(extra: Partial<Config> = {}, secondDatabaseUrl?: (url: string) => string) {
    const database = await createTestDatabase('postgres');
    const config = testConfig(database.config, extra);
    const one = await startApp(config);
    const secondConfig =
      secondDatabaseUrl && database.config.kind === 'postgres'
        ? testConfig(
            {
              ...database.config,
              connectionString: secondDatabaseUrl(database.config.connectionString),
            },
            extra,
          )
        : config;
    const two = await startApp(secondConfig);
    const { setId, cookie } = await teacherWithSet(one.app);
    return { one, two, setId, cookie };
  }

  it('an event recorded by one arrives on a stream the other serves (LISTEN/NOTIFY)', async () => {
    const { one, two, setId, cookie } = await twoApps();
    expect(two.app.live.kind).toBe('postgres');
    const stream = await openStream(two.base, apiPaths.teachSetEvents(setId), { cookie });
    const ids = [await record(one.app, setId, 1), await record(one.app, setId, 2)];
    await stream.waitFor(2);
    expect(stream.events.map((e) => e.id)).toEqual(ids);
  });

  it.skipIf(!redisUrl)(
    'an event recorded by one arrives on a stream the other serves (Redis)',
    async () => {
      const { one, two, setId, cookie } = await twoApps({ redisUrl });
      expect(two.app.live.kind).toBe('redis');
      const stream = await openStream(two.base, apiPaths.teachSetEvents(setId), { cookie });
      const ids = [await record(one.app, setId, 1), await record(one.app, setId, 2)];
      await stream.waitFor(2);
      expect(stream.events.map((e) => e.id)).toEqual(ids);
    },
  );

  it('loses nothing while the second one’s database connections are frozen', async () => {
    const target = new URL(pgUrl ?? '');
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    cleanups.push(() => proxy.close());
    const timeouts = { ...defaultTimeouts, dbConnectMs: 1_000, dbQueryMs: 1_000 };
    const { one, two, setId, cookie } = await twoApps({ timeouts }, (url) => {
      const viaProxy = new URL(url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      return viaProxy.toString();
    });
    const stream = await openStream(two.base, apiPaths.teachSetEvents(setId), { cookie });
    const ids = [await record(one.app, setId, 1)];
    await stream.waitFor(1);

    proxy.freeze();
    ids.push(await record(one.app, setId, 2), await record(one.app, setId, 3));
    await sleep(1_500);
    proxy.heal();
    // The listener comes back and reads the log; the stream sends what it missed, once each.
    await stream.waitFor(3, 20_000);
    ids.push(await record(one.app, setId, 4));
    await stream.waitFor(4);
    expect(stream.events.map((e) => e.id)).toEqual(ids);
  });
});
