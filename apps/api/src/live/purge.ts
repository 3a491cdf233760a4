/**
 * What students did in a class set is kept 30 days after the set closes, then deleted: the
 * students (their nicknames and tokens), their work and the set's event log. The set itself and
 * its problems stay with the teacher. The purge runs when the server starts and then every hour,
 * deletes in batches (a large class never holds a long write lock) and reads the time from
 * `fastify.now()`, so a test that moves the clock sees it happen. Several processes may purge at
 * once: each deletes what is there, and deleting twice deletes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
export const PURGE_EVERY_MS = 60 * 60 * 1000;
/** Rows deleted per statement. */
export const PURGE_BATCH = 500;

export interface PurgeCount {
  sets: number;
  students: number;
  work: number;
  events: number;
}

/** Yields to the event loop between batches, so requests are served while a purge runs. */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Deletes the students, work and events of every set that closed more than 30 days before `now`
 * (milliseconds since 1970), `batch` rows at a time, and says how many rows went.
 */
export async function purgeClosedSets(
  db: Kysely<Database>,
  now: number,
  batch = PURGE_BATCH,
): Promise<PurgeCount> {
  const count: PurgeCount = { sets: 0, students: 0, work: 0, events: 0 };
  const sets = await db
    .selectFrom('class_sets')
    .select('id')
    .where('closes_at', 'is not', null)
    .where('closes_at', '<', now - RETENTION_MS)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb.selectFrom('class_students').select('id').whereRef('set_id', '=', 'class_sets.id'),
        ),
        eb.exists(
          eb.selectFrom('class_events').select('id').whereRef('set_id', '=', 'class_sets.id'),
        ),
      ]),
    )
    .execute();
  for (const { id: setId } of sets) {
    count.sets++;
    // Work first, then the students it belongs to, a batch of students at a time.
    for (;;) {
      const students = await db
        .selectFrom('class_students')
        .select('id')
        .where('set_id', '=', setId)
        .limit(batch)
        .execute();
      if (students.length === 0) break;
      const ids = students.map((s) => s.id);
      const work = await db
        .deleteFrom('class_work')
        .where('student_id', 'in', ids)
        .executeTakeFirst();
      const gone = await db.deleteFrom('class_students').where('id', 'in', ids).executeTakeFirst();
      count.work += Number(work.numDeletedRows);
      count.students += Number(gone.numDeletedRows);
      await yieldTurn();
    }
    for (;;) {
      const events = await db
        .selectFrom('class_events')
        .select('id')
        .where('set_id', '=', setId)
        .orderBy('id')
        .limit(batch)
        .execute();
      if (events.length === 0) break;
      const deleted = await db
        .deleteFrom('class_events')
        .where(
          'id',
          'in',
          events.map((e) => e.id),
        )
        .executeTakeFirst();
      count.events += Number(deleted.numDeletedRows);
      await yieldTurn();
    }
  }
  return count;
}

/**
 * Runs the purge now and every hour on a timer that does not keep the process alive. `stop`
 * clears the timer and waits for a purge under way, so the database is not closed under it.
 */
export function startPurge(app: FastifyInstance): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        const count = await purgeClosedSets(app.db, app.now());
        if (count.sets > 0) app.log.info({ purged: count }, 'class data past its keeping purged');
      } catch (err) {
        app.log.warn({ err }, 'purging old class data failed; it is tried again in an hour');
      }
    });
  };
  run();
  const timer = setInterval(run, PURGE_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
