import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
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
  type QueryResult,
  type SqliteDatabase,
  SqliteDialect,
  SqliteDriver,
} from 'kysely';
import type pg from 'pg';
import { type DatabaseConfig, defaultTimeouts, type Timeouts } from '../env.js';
import { connectionIsBroken } from '../lib/db-errors.js';
import { checkpointer } from './checkpointer.js';
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

/** The SQLite connection as the dialect uses it: statements as better-sqlite3 prepares them. */
interface StatementCache extends SqliteDatabase {
  prepare(sql: string): BetterSqlite3.Statement;
}

/**
 * The SQLite connection as Kysely sees it, with one change: `prepare` returns the statement it
 * prepared before for the same SQL. Kysely prepares every query it runs, and under grading load
 * preparing took 8.9% of the server's CPU in a profile, as much as running the statements. The
 * cache is emptied when full. (Kysely only iterates a statement in `stream()`, which this server
 * never calls, so a cached statement is never busy when it is handed out again.)
 */
function reusingStatements(sqlite: BetterSqlite3.Database): StatementCache {
  const statements = new Map<string, BetterSqlite3.Statement>();
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
 * Flushes the write-ahead log of a database file to disk off the event loop (libuv's thread
 * pool). The file is opened at the first flush, after the first write has created it, and stays
 * open: SQLite reuses the same file, from its start, after each checkpoint, and removes it only
 * when the last connection closes, and this one is open as long as the app.
 */
export function walFlusher(filename: string) {
  let handle: Promise<FileHandle> | undefined;
  return {
    async flush(): Promise<void> {
      handle ??= open(`${filename}-wal`, 'r');
      try {
        await (await handle).datasync();
      } catch (err) {
        // Opened again next time (a file that was not there yet, say); the write fails meanwhile.
        handle = undefined;
        throw err;
      }
    },
    async close(): Promise<void> {
      const open = handle;
      handle = undefined;
      await open?.then((h) => h.close()).catch(() => {});
    },
  };
}

/** What the dialect does with the log of a database in WAL mode. */
interface SqliteLog {
  /** Makes every write committed so far durable. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** The log flushed after each write, and checkpointed by a thread of its own (`./checkpointer.ts`). */
function sqliteLog(sqlite: BetterSqlite3.Database, filename: string): SqliteLog {
  const flusher = walFlusher(filename);
  const checkpoints = checkpointer(sqlite, filename);
  return {
    async flush() {
      await flusher.flush();
      checkpoints.wrote();
    },
    async close() {
      await checkpoints.close();
      await flusher.close();
    },
  };
}

/**
 * A connection that answers a write only once it is on disk, without holding up the event loop
 * while the disk syncs. SQLite's `synchronous = FULL` syncs the log inside each COMMIT: one
 * fsync per transaction, a millisecond or more on this machine's disk, during which better-sqlite3
 * holds the event loop and nothing else runs (7% of the server's time under the grading load, by
 * `node --cpu-prof`, and more with restores and trials alongside). Here SQLite runs with
 * `synchronous = NORMAL`, which in WAL mode differs from FULL only in that sync, and this
 * connection makes it instead: after a statement that ends a transaction that wrote (a COMMIT,
 * or a write outside a transaction), the log is flushed on libuv's thread pool, and only then does
 * the statement's promise settle. The connection stays taken until then (Kysely hands out the one
 * SQLite connection to one caller at a time), so nothing this process runs reads a write before
 * it is durable, as with FULL.
 */
function flushingWrites(
  connection: DatabaseConnection,
  statements: StatementCache,
  sqlite: BetterSqlite3.Database,
  flush: () => Promise<void>,
): DatabaseConnection {
  // A statement since the last flush may have written.
  let unflushed = false;
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      // SQLite calls BEGIN and COMMIT read-only: what they end is what counts.
      if (!statements.prepare(query.sql).readonly) unflushed = true;
      const result = await connection.executeQuery<R>(query);
      if (unflushed && !sqlite.inTransaction) {
        unflushed = false;
        await flush();
      }
      return result;
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

/**
 * Kysely's SQLite driver with three changes:
 * - transactions begin with `BEGIN IMMEDIATE`, taking the write lock up front. A transaction that
 *   reads and then writes (a restore, a trial, a fulfilment) would otherwise start as a reader and
 *   fail with SQLITE_BUSY_SNAPSHOT if another connection (another process on the same file)
 *   committed in between; taken up front, the lock is waited for (busy_timeout) instead.
 * - a rollback is skipped when SQLite has already rolled the transaction back itself (it does on
 *   SQLITE_FULL, SQLITE_IOERR and a few others): a second ROLLBACK would fail, and its "no
 *   transaction is active" would replace the error that says what happened.
 * - with `flush`, each write is made durable by it before it is answered (see `flushingWrites`).
 */
class ImmediateSqliteDialect extends SqliteDialect {
  private readonly database: StatementCache;

  constructor(
    private readonly sqlite: BetterSqlite3.Database,
    private readonly wal?: SqliteLog,
  ) {
    const database = reusingStatements(sqlite);
    super({ database });
    this.database = database;
  }

  override createDriver(): Driver {
    const { sqlite, wal, database } = this;
    let flushing: DatabaseConnection | undefined;
    return new (class extends SqliteDriver {
      override async acquireConnection(): Promise<DatabaseConnection> {
        const connection = await super.acquireConnection();
        if (!wal) return connection;
        flushing ??= flushingWrites(connection, database, sqlite, wal.flush);
        return flushing;
      }
      override async beginTransaction(connection: DatabaseConnection): Promise<void> {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      }
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (sqlite.inTransaction) await connection.executeQuery(CompiledQuery.raw('rollback'));
      }
      override async destroy(): Promise<void> {
        await wal?.close();
        await super.destroy();
      }
    })({ database });
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
    // WAL: readers never block the writer. A write is on disk before we answer 2xx: synced by
    // the dialect off the event loop (see `flushingWrites`), or by SQLite in each COMMIT when the
    // file cannot be in WAL mode (in memory, say).
    const wal = sqlite.pragma('journal_mode = WAL', { simple: true }) === 'wal';
    sqlite.pragma(wal ? 'synchronous = NORMAL' : 'synchronous = FULL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    return {
      db: new Kysely<Database>({
        dialect: new ImmediateSqliteDialect(
          sqlite,
          wal ? sqliteLog(sqlite, config.filename) : undefined,
        ),
      }),
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
