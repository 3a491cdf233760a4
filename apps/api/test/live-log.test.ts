/**
 * The class event log and what reads it, on every engine: events numbered in order; a stream that
 * sends each event once, in order, after the id it was given, whatever notifications it gets
 * (coalesced, duplicated or none: the heartbeat reads the log too); a slow reader that does not
 * make the stream hold more than a batch; the CSV export; and the purge of what students did, 30
 * days after a set closes, batch by batch, also when the server starts with its clock moved.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createDb } from '../src/db/create-db.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Database } from '../src/db/schema.js';
import { memoryBus } from '../src/live/bus.js';
import { csvField, csvFilename, setResultsCsv } from '../src/live/csv.js';
import { eventsAfter, insertClassEvent, lastEventId } from '../src/live/events.js';
import { purgeClosedSets, RETENTION_MS } from '../src/live/purge.js';
import { BATCH, SetEventStream } from '../src/live/stream.js';
import { testConfig } from './helpers/app.js';
import { createTestDatabase, databaseKinds } from './helpers/databases.js';

const log = Fastify({ logger: false }).log;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2027, 0, 15);

async function openDb(kind: (typeof databaseKinds)[number]) {
  const database = await createTestDatabase(kind);
  const { db, dialect } = await createDb(database.config);
  await migrateToLatest(db, dialect);
  cleanups.push(async () => {
    await db.destroy();
    await database.cleanup();
  });
  return { db, database };
}

/** A teacher's set with `students` students, each with work on problem 1 and an event. */
async function makeSet(
  db: Kysely<Database>,
  options: { closesAt: number | null; students: number; problems?: number },
) {
  const teacherId = randomUUID();
  const setId = randomUUID();
  await db.insertInto('teachers').values({ id: teacherId, recovery_hash: randomUUID() }).execute();
  await db
    .insertInto('class_sets')
    .values({
      id: setId,
      teacher_id: teacherId,
      code: randomUUID().slice(0, 6).toUpperCase(),
      title: 'Fractions, week 3',
      help: 'hints',
      opens_at: NOW - 40 * DAY,
      closes_at: options.closesAt,
      created_at: NOW - 40 * DAY,
    })
    .execute();
  for (let position = 1; position <= (options.problems ?? 1); position++)
    await db
      .insertInto('class_problems')
      .values({
        set_id: setId,
        position,
        question: `${position}x = 2`,
        mathml: '',
        answer: '{}',
        hint: '',
      })
      .execute();
  const studentIds: string[] = [];
  for (let i = 0; i < options.students; i++) {
    const id = randomUUID();
    studentIds.push(id);
    await db
      .insertInto('class_students')
      .values({
        id,
        set_id: setId,
        nickname: `student ${i}`,
        token_hash: randomUUID(),
        joined_at: NOW - 39 * DAY + i,
      })
      .execute();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('class_work')
        .values({
          set_id: setId,
          student_id: id,
          position: 1,
          state: 'working',
          updated_at: NOW - 39 * DAY,
        })
        .execute();
      await insertClassEvent(trx, setId, {
        studentId: id,
        position: 1,
        state: 'working',
        nickname: `student ${i}`,
      });
    });
  }
  return { setId, teacherId, studentIds };
}

/** Reads a stream's text as it comes, and waits for what a test expects. */
function reader(stream: SetEventStream) {
  let text = '';
  stream.on('data', (chunk: string) => {
    text += chunk;
  });
  const ids = () => [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
  const waitFor = async (check: () => boolean, what: string, ms = 10_000) => {
    const until = Date.now() + ms;
    while (!check()) {
      if (Date.now() > until) throw new Error(`${what} never came; got:\n${text.slice(-500)}`);
      await sleep(10);
    }
  };
  return { text: () => text, ids, waitFor };
}

describe.each(databaseKinds)('the class event log on %s', (kind) => {
  it('numbers events in order and reads them after an id, a batch at a time', async () => {
    const { db } = await openDb(kind);
    const { setId } = await makeSet(db, { closesAt: null, students: 0 });
    const other = await makeSet(db, { closesAt: null, students: 0 });
    expect(await lastEventId(db, setId)).toBe(0);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(await insertClassEvent(db, setId, { n: i }));
      await insertClassEvent(db, other.setId, { n: -i });
    }
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(5);
    const after = await eventsAfter(db, setId, ids[1] ?? 0, 2);
    expect(after).toEqual([
      { id: ids[2], payload: '{"n":2}' },
      { id: ids[3], payload: '{"n":3}' },
    ]);
    expect(await lastEventId(db, setId)).toBe(ids[4]);
  });

  it('a set’s events become visible in the order of their ids', async () => {
    const { db } = await openDb(kind);
    const { setId } = await makeSet(db, { closesAt: null, students: 0 });
    // The first transaction draws its id and holds on; the second must wait for its commit
    // before it draws one, or a stream could send the second's id and never the first's.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstId = 0;
    const first = db.transaction().execute(async (trx) => {
      firstId = await insertClassEvent(trx, setId, { n: 1 });
      await held;
    });
    while (firstId === 0) await sleep(5);
    let secondDone = false;
    const second = db
      .transaction()
      .execute((trx) => insertClassEvent(trx, setId, { n: 2 }))
      .then((id) => {
        secondDone = true;
        return id;
      });
    await sleep(200);
    expect(secondDone).toBe(false);
    release();
    await first;
    const secondId = await second;
    expect(secondId).toBeGreaterThan(firstId);
    expect((await eventsAfter(db, setId, 0, 10)).map((e) => e.id)).toEqual([firstId, secondId]);
  });

  it('two cell writes of one set at once both commit (no deadlock with the foreign keys)', async () => {
    const { db } = await openDb(kind);
    const { setId } = await makeSet(db, { closesAt: null, students: 0 });
    // Each transaction first writes a row that references the set (PostgreSQL then holds a
    // key-share lock on the set's row), and only then records its event: the two must take
    // turns, not wait on each other for ever.
    let written = 0;
    const write = (n: number) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('class_students')
          .values({
            id: randomUUID(),
            set_id: setId,
            nickname: `s${n}`,
            token_hash: randomUUID(),
            joined_at: NOW,
          })
          .execute();
        written++;
        while (written < 2 && kind === 'postgres') await sleep(5);
        return insertClassEvent(trx, setId, { n });
      });
    const ids = await Promise.all([write(1), write(2)]);
    expect((await eventsAfter(db, setId, 0, 10)).map((e) => e.id)).toEqual(
      [...ids].sort((a, b) => a - b),
    );
  });

  it('an event written in a transaction that rolls back is not in the log', async () => {
    const { db } = await openDb(kind);
    const { setId } = await makeSet(db, { closesAt: null, students: 0 });
    await expect(
      db.transaction().execute(async (trx) => {
        await insertClassEvent(trx, setId, { n: 1 });
        throw new Error('the cell write failed');
      }),
    ).rejects.toThrow('the cell write failed');
    expect(await eventsAfter(db, setId, 0, 10)).toEqual([]);
  });

  it('streams each event once and in order, however notifications come', async () => {
    const { db } = await openDb(kind);
    const { setId } = await makeSet(db, { closesAt: null, students: 0 });
    const before = await insertClassEvent(db, setId, { n: 0 });
    const bus = memoryBus(log);
    const stream = new SetEventStream({
      db,
      setId,
      afterId: before,
      subscribe: bus.subscribe,
      log,
    });
    cleanups.push(async () => stream.destroy());
    const read = reader(stream);
    await read.waitFor(() => read.text().startsWith('retry: '), 'the retry line');

    // Three events, one notification (of the last): all three arrive.
    const ids = [
      await insertClassEvent(db, setId, { n: 1 }),
      await insertClassEvent(db, setId, { n: 2 }),
      await insertClassEvent(db, setId, { n: 3 }),
    ];
    bus.notify(setId, ids[2] ?? 0);
    await read.waitFor(() => read.ids().length === 3, 'three events');
    // A duplicate and a stale notification send nothing again.
    bus.notify(setId, ids[2] ?? 0);
    bus.notify(setId, ids[0] ?? 0);
    const fourth = await insertClassEvent(db, setId, { n: 4 });
    bus.notify(setId, fourth);
    await read.waitFor(() => read.ids().length === 4, 'the fourth event');
    await sleep(50);
    expect(read.ids()).toEqual([...ids, fourth]);
    expect(read.text()).toContain(`id: ${fourth}\nevent: cell\ndata: {"n":4}\n\n`);
  });

  it('reads the log at each heartbeat, so an event whose notification was lost still arrives', async () => {
    const { db } = await openDb(kind);
    const { setId } = await makeSet(db, { closesAt: null, students: 0 });
    const bus = memoryBus(log);
    const stream = new SetEventStream({
      db,
      setId,
      afterId: 0,
      subscribe: bus.subscribe,
      log,
      heartbeatMs: 100,
    });
    cleanups.push(async () => stream.destroy());
    const read = reader(stream);
    const id = await insertClassEvent(db, setId, { n: 1 });
    await read.waitFor(() => read.ids().includes(id), 'the event, without a notification');
    await read.waitFor(() => read.text().includes(': heartbeat\n\n'), 'a heartbeat comment');
  });

  it('holds no more than a batch for a reader that does not read', async () => {
    const { db } = await openDb(kind);
    const { setId } = await makeSet(db, { closesAt: null, students: 0 });
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 3 * BATCH; i++)
        await insertClassEvent(trx, setId, { n: i, pad: 'x'.repeat(200) });
    });
    const bus = memoryBus(log);
    const stream = new SetEventStream({ db, setId, afterId: 0, subscribe: bus.subscribe, log });
    cleanups.push(async () => stream.destroy());
    // Nobody reads: Node asks the stream for data only until its buffer is full.
    stream.pause();
    stream.read(0);
    for (let i = 0; i < 10; i++) {
      bus.notify(setId, Number.MAX_SAFE_INTEGER);
      await sleep(20);
    }
    const held = stream.readableLength;
    expect(held).toBeGreaterThan(0);
    // One batch of about 270-character events past the buffer's high-water mark, not all 300.
    expect(held).toBeLessThanOrEqual(stream.readableHighWaterMark + BATCH * 300);
    expect(held).toBeLessThan(3 * BATCH * 270);
    // Once read, the rest follows, in order.
    const read = reader(stream);
    stream.resume();
    await read.waitFor(() => read.ids().length === 3 * BATCH, 'every event');
    const ids = read.ids();
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('exports the results as CSV: a row per student, state and answer per problem', async () => {
    const { db } = await openDb(kind);
    const { setId, studentIds } = await makeSet(db, { closesAt: null, students: 2, problems: 2 });
    await db
      .updateTable('class_work')
      .set({ state: 'wrong', answer: '=1+1, "two"' })
      .where('student_id', '=', studentIds[1] ?? '')
      .execute();
    await db
      .updateTable('class_students')
      .set({ nickname: 'Zoë' })
      .where('id', '=', studentIds[0] ?? '')
      .execute();
    expect(await setResultsCsv(db, setId)).toBe(
      '\uFEFFNickname,Problem 1 state,Problem 1 answer,Problem 2 state,Problem 2 answer\r\n' +
        'Zoë,working,,not-started,\r\n' +
        `student 1,wrong,"'=1+1, ""two""",not-started,\r\n`,
    );
  });

  it('purges students, work and events 30 days after a set closes, batch by batch', async () => {
    const { db } = await openDb(kind);
    const old = await makeSet(db, { closesAt: NOW - RETENTION_MS - 1, students: 5 });
    const recent = await makeSet(db, { closesAt: NOW - RETENTION_MS + DAY, students: 2 });
    const open = await makeSet(db, { closesAt: null, students: 2 });
    expect(await purgeClosedSets(db, NOW, 2)).toEqual({ sets: 1, students: 5, work: 5, events: 5 });
    const left = async (table: 'class_students' | 'class_events' | 'class_work', setId: string) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('set_id', '=', setId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (const table of ['class_students', 'class_events', 'class_work'] as const) {
      expect(await left(table, old.setId), table).toBe(0);
      expect(await left(table, recent.setId), table).toBeGreaterThan(0);
      expect(await left(table, open.setId), table).toBeGreaterThan(0);
    }
    // The set and its problems stay with the teacher; a second run finds nothing to do.
    expect(
      await db.selectFrom('class_sets').select('id').where('id', '=', old.setId).execute(),
    ).toHaveLength(1);
    expect(await purgeClosedSets(db, NOW)).toEqual({ sets: 0, students: 0, work: 0, events: 0 });
    // A day later the other closed set goes too.
    expect((await purgeClosedSets(db, NOW + 2 * DAY)).sets).toBe(1);
    expect(await left('class_students', recent.setId)).toBe(0);
  });
});

describe('csv fields', () => {
  it('are quoted when they must be, and never run as a formula', () => {
    expect(csvField('Sam')).toBe('Sam');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvField(`${start}SUM(A1)`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvFilename('Fractions, week 3!')).toBe('fractions-week-3-results.csv');
    expect(csvFilename('½ ÷ ¾')).toBe('1-2-3-4-results.csv');
    expect(csvFilename('日本')).toBe('class-set-results.csv');
  });
});

describe('the purge on its own', () => {
  it('runs when the server starts, by the app clock', async () => {
    const database = await createTestDatabase('sqlite');
    cleanups.push(() => database.cleanup());
    const first = await buildApp(testConfig(database.config), false, { now: () => NOW });
    const old = await makeSet(first.db, { closesAt: NOW - DAY, students: 3 });
    await first.close();
    // Started 30 days later: its first purge, at start, takes the set's students. Closing the app
    // waits for a purge under way, so the rows are counted once it is over.
    const later = await buildApp(testConfig(database.config), false, {
      now: () => NOW + RETENTION_MS,
    });
    await later.close();
    const { db } = await createDb(database.config);
    cleanups.push(() => db.destroy());
    const count = async (table: 'class_students' | 'class_events' | 'class_sets') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('class_students')).toBe(0);
    expect(await count('class_events')).toBe(0);
    expect(await count('class_sets')).toBe(1);
    expect(old.studentIds).toHaveLength(3);
  });
});
