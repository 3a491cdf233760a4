import { apiPaths } from '@mathtools/contracts';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createDb } from '../src/db/create-db.js';
import {
  CATALOG_RACE_TRIES,
  migrateToLatest,
  migratorFor,
  retryingCatalogRaces,
} from '../src/db/migrate.js';
import { defaultTimeouts } from '../src/env.js';
import { testConfig } from './helpers/app.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/databases.js';

describe.each(databaseKinds)('migrations on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
    database = undefined;
  });

  it('keeps every practice answer when its key becomes a counted-up number', async () => {
    database = await createTestDatabase(kind);
    const { db, dialect } = await createDb(database.config);
    try {
      const migrator = await migratorFor(db, dialect);
      const { error } = await migrator.migrateTo('20261210T0900_purchases');
      expect(error).toBeUndefined();
      await sql`insert into practice_problems (id, category, seed, question, answer, difficulty, hint, steps)
        values ('p1', 'algebra', 1, 'x + 1 = 2', '1', 'Easy', 'h', '[]')`.execute(db);
      // Random text ids, inserted out of time order.
      const rows = [
        ['f0e1…', 'visitor-b', 1, '2026-11-20 10:00:02'],
        ['0a9b…', 'visitor-a', 0, '2026-11-20 10:00:01'],
        ['77c3…', 'visitor-a', 1, '2026-11-20 10:00:03'],
      ] as const;
      for (const [id, visitor, correct, at] of rows) {
        await sql`insert into practice_attempts (id, visitor_id, problem_id, correct, created_at)
          values (${id}, ${visitor}, 'p1', ${correct}, ${at})`.execute(db);
      }

      await migrateToLatest(db, dialect);

      const after = await db
        .selectFrom('practice_attempts')
        .select(['id', 'visitor_id', 'correct'])
        .orderBy('id')
        .execute();
      // Copied in time order, numbered from 1.
      expect(after.map((r) => [Number(r.id), r.visitor_id, r.correct])).toEqual([
        [1, 'visitor-a', 0],
        [2, 'visitor-b', 1],
        [3, 'visitor-a', 1],
      ]);
      // New answers are numbered by the database.
      await db
        .insertInto('practice_attempts')
        .values({ visitor_id: 'visitor-c', problem_id: 'p1', correct: 1 })
        .execute();
      const last = await db
        .selectFrom('practice_attempts')
        .select('id')
        .where('visitor_id', '=', 'visitor-c')
        .executeTakeFirstOrThrow();
      expect(Number(last.id)).toBe(4);
    } finally {
      await db.destroy();
    }
  });

  it('marks every visitor that had a trial, and keeps each category answer counted once', async () => {
    database = await createTestDatabase(kind);
    const { db, dialect } = await createDb(database.config);
    try {
      const migrator = await migratorFor(db, dialect);
      expect((await migrator.migrateTo('20261217T0900_offline_attempts')).error).toBeUndefined();
      await sql`insert into products (id, kind, title, description, difficulty, features, price_cents, sort_order)
        values ('master', 'subscription', 'Master', 'd', null, '[]', 1999, 1)
        on conflict (id) do nothing`.execute(db);
      for (const [id, used] of [
        ['a1', 1],
        ['a2', 1],
        ['a3', 0],
        ['a4', 1],
      ] as const)
        await sql`insert into accounts (id, restore_code_hash, restore_code, trial_used)
          values (${id}, ${`h-${id}`}, ${`c-${id}`}, ${used})`.execute(db);
      // v1 started a trial on a1 (day 1); v2 holds a1 through a restore and had its own on a2
      // (day 0); v3 holds only a4, marked by someone else's trial; v4 owns a3, unmarked.
      await sql`insert into visitor_accounts (visitor_id, account_id) values
        ('v1', 'a1'), ('v2', 'a2'), ('v3', 'a4'), ('v4', 'a3')`.execute(db);
      await sql`insert into visitor_restores (visitor_id, account_id) values ('v2', 'a1')`.execute(
        db,
      );
      await sql`insert into trials (visitor_id, account_id, plan) values
        ('v1', 'a1', 'master'), ('v2', 'a2', 'master')`.execute(db);
      const DAY = 86_400_000;
      await sql`insert into grants (id, account_id, kind, product_id, pack_id, order_id, source, starts_at, expires_at)
        values ('g1', 'a1', 'plan', 'master', null, null, 'trial', ${DAY}, ${8 * DAY}),
          ('g2', 'a2', 'plan', 'master', null, null, 'trial', 0, ${7 * DAY}),
          ('g3', 'a3', 'plan', 'master', null, 'o3', 'purchase', 0, ${30 * DAY})`.execute(db);
      await sql`insert into practice_problems (id, category, seed, question, answer, difficulty, hint, steps)
        values ('p1', 'algebra', 1, 'x + 1 = 2', '1', 'Easy', 'h', '[]')`.execute(db);
      for (let i = 0; i < 3; i++)
        await sql`insert into practice_attempts (visitor_id, problem_id, correct)
          values ('v1', 'p1', 1)`.execute(db);

      await migrateToLatest(db, dialect);

      const marks = await db
        .selectFrom('trial_marks')
        .select(['visitor_id', 'grant_id'])
        .orderBy('visitor_id')
        .execute();
      expect(marks).toEqual([
        { visitor_id: 'v1', grant_id: 'g1' },
        // Its earliest trial among what it held.
        { visitor_id: 'v2', grant_id: 'g2' },
        { visitor_id: 'v3', grant_id: null },
      ]);
      const days = await db.selectFrom('grants').select(['id', 'days']).orderBy('id').execute();
      expect(days.map((g) => [g.id, Number(g.days)])).toEqual([
        ['g1', 7],
        ['g2', 7],
        ['g3', 30],
      ]);
      expect(await db.selectFrom('category_outcomes').selectAll().execute()).toEqual([
        { visitor_id: 'v1', problem_id: 'p1' },
      ]);
      // And back down, and up again.
      expect((await migrator.migrateTo('20261217T0900_offline_attempts')).error).toBeUndefined();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
    } finally {
      await db.destroy();
    }
  });
});

/**
 * Kysely's PostgreSQL migration lock: a session advisory lock with this key, one for the whole
 * database. Held here the way another process migrating holds it.
 */
const MIGRATION_LOCK = '3853314791062309107';

describe.runIf(databaseKinds.includes('postgres'))('start-up migrations on postgres', () => {
  let database: TestDatabase | undefined;
  let holder: pg.Client | undefined;
  afterEach(async () => {
    await holder?.end();
    holder = undefined;
    await database?.cleanup();
    database = undefined;
  });

  async function holdMigrationLock() {
    holder = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await holder.connect();
    await holder.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    return holder;
  }

  it("wait for another process's migrations longer than one request's statement may take", async () => {
    database = await createTestDatabase('postgres');
    const lock = await holdMigrationLock();
    // Requests get 200 ms a statement; the lock is held for five times that.
    const timeouts = { ...defaultTimeouts, dbQueryMs: 200 };
    const starting = buildApp(testConfig(database.config, { timeouts }));
    const outcome = Promise.race([
      starting.then(() => 'started'),
      new Promise((resolve) => setTimeout(resolve, 1_000, 'waiting')),
    ]);
    expect(await outcome).toBe('waiting');
    await lock.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    const app = await starting;
    try {
      expect((await app.inject(apiPaths.health)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('gives up after the migration timeout, and says why', async () => {
    database = await createTestDatabase('postgres');
    await holdMigrationLock();
    const timeouts = { ...defaultTimeouts, dbMigrationMs: 300 };
    const failure = await buildApp(testConfig(database.config, { timeouts })).then(
      () => undefined,
      (err: Error) => err,
    );
    expect(failure?.message).toBe('Migrating the database failed');
    expect(String((failure?.cause as Error | undefined)?.message)).toMatch(/timeout/i);
  });
});

describe('a migration run that lost a race with another schema’s DROP', () => {
  const undefinedTable = Object.assign(new Error('relation "other.t" does not exist'), {
    code: '42P01',
  });
  const runs = (outcomes: { error?: unknown; results?: unknown[] }[]) => {
    let calls = 0;
    const run = async () => outcomes[Math.min(calls++, outcomes.length - 1)] ?? {};
    return { run, calls: () => calls };
  };

  const undefinedColumn = Object.assign(
    new Error('column "days" of relation "grants" does not exist'),
    { code: '42703' },
  );

  it('is tried again while Kysely’s table listing fails with 42P01 or 42703, and then migrates', async () => {
    const r = runs([{ error: undefinedTable }, { error: undefinedColumn }, { results: [] }]);
    expect(await retryingCatalogRaces(r.run)).toEqual({ results: [] });
    expect(r.calls()).toBe(3);
  });

  it(`gives up after ${CATALOG_RACE_TRIES} tries with the last error`, async () => {
    const r = runs([{ error: undefinedTable }]);
    expect(await retryingCatalogRaces(r.run)).toEqual({ error: undefinedTable });
    expect(r.calls()).toBe(CATALOG_RACE_TRIES);
  });

  it('never tries a failed migration or any other error again', async () => {
    const failedMigration = { error: undefinedTable, results: [{ status: 'Error' }] };
    const other = { error: Object.assign(new Error('timeout'), { code: '57014' }) };
    for (const outcome of [failedMigration, other]) {
      const r = runs([outcome, { results: [] }]);
      expect(await retryingCatalogRaces(r.run)).toBe(outcome);
      expect(r.calls()).toBe(1);
    }
  });
});
