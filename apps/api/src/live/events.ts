/**
 * The event log of class sets (`class_events`): each change of a student's cell is one row,
 * written in the same transaction as the change itself, so the log holds exactly the changes that
 * were made. Live streams read it after the last event they sent; a notification only says that
 * there is something to read.
 */
import { type Kysely, PostgresAdapter } from 'kysely';
import type { Database } from '../db/schema.js';

/** One event as a stream sends it: its id and its payload (JSON text, as stored). */
export interface ClassEvent {
  id: number;
  payload: string;
}

/**
 * Records an event of set `setId` inside `trx` (the transaction that makes the change) and
 * returns its id; after the commit, pass the id to `fastify.live.notify`.
 *
 * A set's events must become visible in the order of their ids: a stream that sent event 8 reads
 * after 8, and would never send a 7 that committed later. On PostgreSQL an id is drawn when the
 * row is inserted, not when it commits, so the set's row is locked first (held to the commit):
 * the next transaction that records an event of the set draws its id only once this one has
 * committed. SQLite runs one writing transaction at a time, so it needs nothing more.
 *
 * The lock is `FOR NO KEY UPDATE`, not `FOR UPDATE`: a transaction that already wrote a row
 * referencing the set (a student, a cell) holds a key-share lock on the set's row, which
 * `FOR UPDATE` conflicts with, so two such transactions would each wait for the other
 * (PostgreSQL reported "deadlock detected" for most of 35 students joining at once).
 */
export async function insertClassEvent(
  trx: Kysely<Database>,
  setId: string,
  payload: unknown,
): Promise<number> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await trx
      .selectFrom('class_sets')
      .select('id')
      .where('id', '=', setId)
      .forNoKeyUpdate()
      .execute();
  const row = await trx
    .insertInto('class_events')
    .values({ set_id: setId, payload: JSON.stringify(payload) })
    .returning('id')
    .executeTakeFirstOrThrow();
  // PostgreSQL's bigserial comes back as a string.
  return Number(row.id);
}

/** The events of `setId` after `afterId`, oldest first, at most `limit`. */
export async function eventsAfter(
  db: Kysely<Database>,
  setId: string,
  afterId: number,
  limit: number,
): Promise<ClassEvent[]> {
  const rows = await db
    .selectFrom('class_events')
    .select(['id', 'payload'])
    .where('set_id', '=', setId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), payload: row.payload }));
}

/** The id of the set's last event, 0 when it has none. */
export async function lastEventId(db: Kysely<Database>, setId: string): Promise<number> {
  const row = await db
    .selectFrom('class_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('set_id', '=', setId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
