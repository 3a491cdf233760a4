import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { DatabaseConfig } from '../env.js';
import type { Database } from './schema.js';

export type Dialect = DatabaseConfig['kind'];

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
}

/**
 * Opens the configured database: an embedded SQLite file, or a PostgreSQL pool. Only the driver
 * in use is loaded, which keeps start-up quick.
 */
export async function createDb(config: DatabaseConfig): Promise<Db> {
  if (config.kind === 'sqlite') {
    const { default: SQLite } = await import('better-sqlite3');
    const sqlite = new SQLite(config.filename);
    // WAL: readers never block the writer. FULL: a commit is on disk before we answer 2xx.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    return {
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
      dialect: 'sqlite',
    };
  }
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: config.connectionString,
    max: 10,
    ...(config.searchPath ? { options: `-c search_path=${config.searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    dialect: 'postgres',
  };
}
