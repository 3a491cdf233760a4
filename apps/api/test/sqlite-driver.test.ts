import { describe, expect, it } from 'vitest';
import { loadSqliteDriver } from '../src/db/sqlite-driver.js';

describe('loadSqliteDriver', () => {
  const major = Number(process.versions.node.split('.')[0]);

  it('loads the N-API build on Node 22 and later, version 12 on Node 20', async () => {
    const driver = await loadSqliteDriver();
    const expected =
      major >= 22
        ? (await import('better-sqlite3-napi')).default
        : (await import('better-sqlite3')).default;
    expect(driver).toBe(expected);
  });

  it('opens a database that runs statements', async () => {
    const Database = await loadSqliteDriver();
    const db = new Database(':memory:');
    try {
      expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
    } finally {
      db.close();
    }
  });
});
