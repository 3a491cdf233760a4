import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { inBatches } from '../src/db/batches.js';
import type { NewPracticeProblem } from '../src/db/schema.js';
import { BANK_SIZE, generateBank } from '../src/modules/practice/bank.js';
import { testConfig } from './helpers/app.js';
import { createTestDatabase, databaseKinds } from './helpers/databases.js';

/** Problems answered over the life of a busy site, each stored with its first answer. */
const STORED = 100_000;

describe.each(databaseKinds)('a restart with %s', (kind) => {
  it(`starts again, within 10 s, with ${STORED.toLocaleString('en')} answered problems stored, and rewrites none of them`, async () => {
    const database = await createTestDatabase(kind);
    try {
      const first = await buildApp(testConfig(database.config), false);
      // Problems served after the fixed bank, as grading stores them: ids the bank never picks.
      const [template] = generateBank('algebra');
      const served: NewPracticeProblem[] = Array.from({ length: STORED }, (_, i) => ({
        ...template!,
        id: `algebra-${1_000_000 + i}`,
        seed: 1_000_000 + i,
        question: `served ${i}`,
      }));
      await inBatches(served, (rows) =>
        first.db.insertInto('practice_problems').values(rows).execute(),
      );
      await first.close();

      const started = performance.now();
      const second = await buildApp(testConfig(database.config), false);
      const seconds = (performance.now() - started) / 1000;
      console.info(`restart on ${kind} with ${STORED} stored problems: ${seconds.toFixed(2)} s`);
      try {
        const stored = await second.db
          .selectFrom('practice_problems')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(stored.n)).toBe(STORED + 3 * BANK_SIZE);
        // Stored as they were: start-up did not make them again.
        const last = await second.db
          .selectFrom('practice_problems')
          .select('question')
          .where('id', '=', `algebra-${1_000_000 + STORED - 1}`)
          .executeTakeFirstOrThrow();
        expect(last.question).toBe(`served ${STORED - 1}`);
        const health = await second.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
      } finally {
        await second.close();
      }
      expect(seconds).toBeLessThan(10);
    } finally {
      await database.cleanup();
    }
  }, 120_000);
});
