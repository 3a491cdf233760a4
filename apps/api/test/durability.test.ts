import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAFETY_PAGES } from '../src/db/checkpointer.js';
import { createDb } from '../src/db/create-db.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { useTestApp } from './helpers/app.js';

describe('SQLite settings while serving', () => {
  const t = useTestApp('sqlite');

  it('runs with WAL, SQLite syncing at checkpoints, a busy timeout and foreign keys', async () => {
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`pragma ${name}`).execute(t.app.db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    // NORMAL: the sync SQLite would make in each COMMIT is made by the dialect (below).
    expect(await pragma('synchronous')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
    // The log is checkpointed by a thread; the connection itself only far past the usual 1,000.
    expect(await pragma('wal_autocheckpoint')).toBe(SAFETY_PAGES);
    expect(await pragma('foreign_keys')).toBe(1);
  });
});

describe('SQLite writes are on disk before they are answered', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mathtools-flush-'));
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Every flush of a file to disk, held until `release` is called, in order. */
  async function holdFlushes() {
    const probe = await open(join(dir, 'probe'), 'w');
    const prototype = Object.getPrototypeOf(probe) as { datasync: () => Promise<void> };
    await probe.close();
    const held: (() => void)[] = [];
    const original = prototype.datasync;
    const spy = vi.spyOn(prototype, 'datasync').mockImplementation(async function (this: unknown) {
      await new Promise<void>((resolve) => held.push(resolve));
      return original.call(this);
    });
    return { spy, held };
  }

  const settled = async (promise: Promise<unknown>) => {
    let done = false;
    void promise.then(
      () => {
        done = true;
      },
      () => {
        done = true;
      },
    );
    // Long enough for the statement and an unheld flush on the thread pool.
    await new Promise((r) => setTimeout(r, 50));
    return done;
  };

  it('a write waits for its flush, a read needs none, and no statement runs in between', async () => {
    const { db } = await createDb({ kind: 'sqlite', filename: join(dir, 'flush.db') });
    try {
      await migrateToLatest(db, 'sqlite');
      const { spy, held } = await holdFlushes();
      const write = db
        .insertInto('newsletter_subscribers')
        .values({ email: 'held@example.com' })
        .execute();
      expect(await settled(write)).toBe(false);
      expect(spy).toHaveBeenCalledTimes(1);
      // A read queued behind the write runs only once the write is durable.
      const read = db.selectFrom('newsletter_subscribers').select('email').execute();
      expect(await settled(read)).toBe(false);
      held.shift()?.();
      await write;
      expect(await read).toEqual([{ email: 'held@example.com' }]);
      expect(spy).toHaveBeenCalledTimes(1);

      // A transaction is flushed once, at its COMMIT.
      const transaction = db.transaction().execute(async (trx) => {
        await trx.insertInto('newsletter_subscribers').values({ email: 'a@example.com' }).execute();
        await trx.insertInto('newsletter_subscribers').values({ email: 'b@example.com' }).execute();
      });
      expect(await settled(transaction)).toBe(false);
      expect(spy).toHaveBeenCalledTimes(2);
      held.shift()?.();
      await transaction;
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      vi.restoreAllMocks();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('copies the log into the database file on a thread of its own, then stops with the database', async () => {
    const filename = join(dir, 'checkpoints.db');
    const { db } = await createDb({ kind: 'sqlite', filename });
    try {
      await migrateToLatest(db, 'sqlite');
      const before = statSync(filename).size;
      // 150 writes of a few pages each: far below SAFETY_PAGES, so only the thread copies them.
      for (let i = 0; i < 150; i++)
        await db
          .insertInto('contact_messages')
          .values({
            id: `checkpoint-${i}`,
            name: 'A',
            email: 'a@example.com',
            subject: 'pages',
            message: 'x'.repeat(8000),
          })
          .execute();
      const copied = () => statSync(filename).size > before + 150 * 8000;
      const deadline = Date.now() + 10_000;
      while (!copied() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(copied()).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});
