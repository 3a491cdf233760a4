import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/create-db.js';
import { migrateToLatest, migratorFor } from '../src/db/migrate.js';
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
});
