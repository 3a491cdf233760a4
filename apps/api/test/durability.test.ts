import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.js';

describe('SQLite settings while serving', () => {
  const t = useTestApp('sqlite');

  it('runs with WAL, full fsync per commit, a busy timeout and foreign keys', async () => {
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`pragma ${name}`).execute(t.app.db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(2); // FULL
    expect(await pragma('busy_timeout')).toBe(5000);
    expect(await pragma('foreign_keys')).toBe(1);
  });
});
