import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  SqliteDialect,
  SqliteDriver,
  type SqliteStatement,
} from 'kysely';
import type pg from 'pg';
import { type DatabaseConfig, defaultTimeouts, type Timeouts } from '../env.js';
import { connectionIsBroken } from '../lib/db-errors.js';
import type { Database } from './schema.js';
import { loadSqliteDriver } from './sqlite-driver.js';

export type Dialect = DatabaseConfig['kind'];

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
}

export interface CreateDbOptions {
  timeouts?: Pick<Timeouts, 'dbConnectMs' | 'dbQueryMs'>;
  /** Told about connection errors the pool recovers from (they never reach a request). */
  onConnectionError?: (err: Error) => void;
}

/** World-readable bits off: the database holds emails and contact messages. */
const PRIVATE_FILE = 0o600;
const PRIVATE_DIR = 0o700;
const S_ISVTX = 0o1000;

/**
 * Creates the SQLite file 0600 when it is missing (SQLite then gives its -wal and -shm files the
 * same mode) and tightens an existing file, its -wal/-shm and the cookie secret beside it. The
 * folder becomes 0700 unless it is a shared sticky folder such as /tmp, which is left alone: give
 * the database a folder of its own. Files of another user are left as they are.
 */
export function securePrivateFiles(filename: string): void {
  const dir = dirname(filename);
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  const uid = process.getuid?.();
  const ours = (path: string) => {
    const s = statSync(path);
    return (uid === undefined || s.uid === uid) && (s.mode & 0o077) !== 0 ? s : undefined;
  };
  const folder = ours(dir);
  if (folder && (folder.mode & S_ISVTX) === 0) chmodSync(dir, PRIVATE_DIR);
  if (!existsSync(filename)) closeSync(openSync(filename, 'a', PRIVATE_FILE));
  for (const file of [filename, `${filename}-wal`, `${filename}-shm`, join(dir, 'cookie-secret')]) {
    if (existsSync(file) && ours(file)) chmodSync(file, PRIVATE_FILE);
  }
}

/**
 * The pool as Kysely sees it, with one change: a client whose query failed because of its
 * connection (a timeout, a lost socket, a terminated backend) is destroyed when it is released
 * instead of going back to the pool, and refuses further queries at once (Kysely's rollback after
 * the failure must not wait for another timeout). Without this, a statement that timed out stays
 * queued on its connection and every later request that gets that client hangs behind it, so the
 * pool stays stuck after the network heals.
 */
function discardingBrokenClients(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken: Error | undefined;
      const wrapped = {
        query(text: string, parameters: readonly unknown[]) {
          if (broken) return Promise.reject(broken);
          return client.query(text, parameters as unknown[]).catch((err: Error) => {
            if (connectionIsBroken(err)) broken = err;
            throw err;
          });
        },
        release() {
          client.release(broken ?? false);
        },
      };
      return wrapped as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

/** Most prepared statements kept per SQLite connection (a batch insert of n rows is one each). */
const STATEMENT_CACHE_SIZE = 512;

/**
 * The SQLite connection as Kysely sees it, with one change: `prepare` returns the statement it
 * prepared before for the same SQL. Kysely prepares every query it runs, and under grading load
 * preparing took 8.9% of the server's CPU in a profile, as much as running the statements. The
 * cache is emptied when full. (Kysely only iterates a statement in `stream()`, which this server
 * never calls, so a cached statement is never busy when it is handed out again.)
 */
function reusingStatements(sqlite: SqliteDatabase): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * Kysely's SQLite driver with two changes to its transactions:
 * - they begin with `BEGIN IMMEDIATE`, taking the write lock up front. A transaction that reads and
 *   then writes (a restore, a trial, a fulfilment) would otherwise start as a reader and fail with
 *   SQLITE_BUSY_SNAPSHOT if another connection (another process on the same file) committed in
 *   between; taken up front, the lock is waited for (busy_timeout) instead.
 * - a rollback is skipped when SQLite has already rolled the transaction back itself (it does on
 *   SQLITE_FULL, SQLITE_IOERR and a few others): a second ROLLBACK would fail, and its "no
 *   transaction is active" would replace the error that says what happened.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  private readonly database: SqliteDatabase;

  constructor(private readonly sqlite: BetterSqlite3.Database) {
    const database = reusingStatements(sqlite);
    super({ database });
    this.database = database;
  }

  override createDriver(): Driver {
    const sqlite = this.sqlite;
    return new (class extends SqliteDriver {
      override async beginTransaction(connection: DatabaseConnection): Promise<void> {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      }
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (sqlite.inTransaction) await connection.executeQuery(CompiledQuery.raw('rollback'));
      }
    })({ database: this.database });
  }
}

/**
 * Opens the configured database: an embedded SQLite file, or a PostgreSQL pool. Only the driver
 * in use is loaded, which keeps start-up quick.
 */
export async function createDb(config: DatabaseConfig, options: CreateDbOptions = {}): Promise<Db> {
  if (config.kind === 'sqlite') {
    const SQLite = await loadSqliteDriver();
    if (config.filename !== ':memory:') securePrivateFiles(config.filename);
    const sqlite = new SQLite(config.filename);
    // WAL: readers never block the writer. FULL: a commit is on disk before we answer 2xx.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    return {
      db: new Kysely<Database>({ dialect: new ImmediateSqliteDialect(sqlite) }),
      dialect: 'sqlite',
    };
  }
  const { default: pgModule } = await import('pg');
  const { dbConnectMs, dbQueryMs } = options.timeouts ?? defaultTimeouts;
  const onError = options.onConnectionError ?? (() => {});
  const pool = new pgModule.Pool({
    connectionString: config.connectionString,
    max: 10,
    // Bounded waits: opening a connection (or waiting for a free one), and every statement, on
    // the client side (a partition sends no error) and on the server (a slow plan is cancelled).
    connectionTimeoutMillis: dbConnectMs,
    query_timeout: dbQueryMs,
    statement_timeout: dbQueryMs,
    // A transaction left open by a vanished client does not hold its locks for long.
    idle_in_transaction_session_timeout: Math.max(dbQueryMs * 2, 10_000),
    idleTimeoutMillis: 10_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(config.searchPath ? { options: `-c search_path=${config.searchPath}` } : {}),
  });
  // Every client, idle or checked out, has an error listener for its whole life: a backend
  // terminated between two statements of a request otherwise emits an 'error' nobody handles,
  // which ends the process. The statement in flight still fails (and its request gets a 503).
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
  });
  return {
    db: new Kysely<Database>({
      dialect: new PostgresDialect({ pool: discardingBrokenClients(pool) }),
    }),
    dialect: 'postgres',
  };
}
