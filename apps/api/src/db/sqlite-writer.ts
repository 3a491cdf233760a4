import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * A second SQLite connection on a worker thread that runs lists of compiled statements, each list
 * in one transaction. better-sqlite3 is synchronous: on the main thread, a commit's fsync (0.3–5 ms
 * on this project's machines, more under I/O load) stops the event loop, so no request is read,
 * parsed or graded while a batch of answers goes to disk. On the worker the main thread keeps
 * serving and gathers the next batch meanwhile: a group commit whose commits overlap the work.
 *
 * The statements are compiled by Kysely on the main thread (the same builders the PostgreSQL path
 * executes), so no SQL is written twice; the worker only prepares, binds and runs them.
 */
export interface SqliteStatement {
  sql: string;
  parameters: readonly unknown[];
}

export interface SqliteWriter {
  /** Runs `statements` in one transaction; resolves after the commit with each statement's first row (or null). */
  run(statements: readonly SqliteStatement[]): Promise<(Record<string, unknown> | null)[]>;
  /** Waits for the transactions already sent, then closes the worker's connection. */
  close(): Promise<void>;
}

/**
 * The worker's source. It runs as a CommonJS script (`eval: true`), so it works the same from the
 * TypeScript sources under the tests and from dist/, without a second build output.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.filename);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
db.pragma('foreign_keys = ON');
const prepared = new Map();
const statement = (sql) => {
  let s = prepared.get(sql);
  if (!s) {
    if (prepared.size >= 512) prepared.clear();
    s = db.prepare(sql);
    prepared.set(sql, s);
  }
  return s;
};
const runAll = db.transaction((sqls, statements) =>
  statements.map(([index, parameters]) => {
    const s = statement(sqls[index]);
    if (s.reader) return s.get(...parameters) ?? null;
    s.run(...parameters);
    return null;
  }),
);
parentPort.on('message', (message) => {
  if (message.close) {
    db.close();
    parentPort.postMessage({ closed: true });
    return;
  }
  try {
    parentPort.postMessage({ id: message.id, rows: runAll(message.sqls, message.statements) });
  } catch (err) {
    parentPort.postMessage({
      id: message.id,
      error: { message: String(err && err.message), code: err && err.code, name: err && err.name },
    });
  }
});
`;

interface Reply {
  id?: number;
  rows?: (Record<string, unknown> | null)[];
  error?: { message: string; code?: string; name?: string };
  closed?: true;
}

/** `driver`: the module path of the SQLite driver the main connection uses (see loadSqliteDriver). */
export function startSqliteWriter(filename: string, driver: string): SqliteWriter {
  const require = createRequire(import.meta.url);
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { filename, driver: require.resolve(driver) },
  });
  // The worker only waits for messages: it must not keep the process alive on its own.
  worker.unref();
  const pending = new Map<
    number,
    { resolve: (rows: (Record<string, unknown> | null)[]) => void; reject: (err: Error) => void }
  >();
  let nextId = 0;
  let failure: Error | undefined;
  let closed: (() => void) | undefined;

  const failAll = (err: Error) => {
    failure = err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    if (reply.closed) return closed?.();
    const p = pending.get(reply.id!);
    if (!p) return;
    pending.delete(reply.id!);
    if (reply.error) {
      const err = Object.assign(new Error(reply.error.message), { code: reply.error.code });
      if (reply.error.name) err.name = reply.error.name;
      p.reject(err);
    } else {
      p.resolve(reply.rows!);
    }
  });
  worker.on('error', (err) => failAll(err));
  worker.on('exit', (code) => {
    failAll(new Error(`the SQLite writer thread stopped (exit code ${code})`));
    closed?.();
  });

  return {
    run(statements) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        // A batch repeats a few statements many times: each SQL text is sent once, and each
        // statement as the index of its text and its values.
        const sqls: string[] = [];
        const indexOf = new Map<string, number>();
        const list = statements.map(({ sql, parameters }) => {
          let index = indexOf.get(sql);
          if (index === undefined) {
            index = sqls.push(sql) - 1;
            indexOf.set(sql, index);
          }
          return [index, parameters];
        });
        worker.postMessage({ id, sqls, statements: list });
      });
    },
    async close() {
      if (failure) return;
      // Messages are handled in order: the close comes after every transaction already sent.
      const done = new Promise<void>((resolve) => {
        closed = resolve;
      });
      worker.postMessage({ close: true });
      await done;
      failAll(new Error('the SQLite writer is closed'));
      await worker.terminate();
    },
  };
}
