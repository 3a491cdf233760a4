/**
 * Checkpoints of the SQLite log, off the event loop. In WAL mode SQLite copies the log into the
 * database file (a checkpoint) inside the COMMIT that takes the log past `wal_autocheckpoint`
 * pages: about 1,000 pages of writes and two fsyncs, 36 ms on this machine under load, during
 * which better-sqlite3 holds the event loop. A graded answer writes about four pages (its problem's
 * row is kept with it), so grading met one every 230 answers or so. Here a thread of its own
 * checkpoints instead (`./checkpoint-worker.ts`), and the serving connection checkpoints itself
 * only past SAFETY_PAGES, should the thread fall behind or fail.
 *
 * The thread starts after the first WRITES_BEFORE_START writes, so the many short-lived apps of
 * the tests, which write little, run none.
 */
import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';
import type { CheckpointWorkerData } from './checkpoint-worker.js';

/** The serving connection checkpoints itself past this many pages of log (40 MB of 4 KB pages). */
export const SAFETY_PAGES = 10_000;
/** How often the thread checkpoints. */
const INTERVAL_MS = 200;
/** Writes (each synced to disk) before the thread is started. */
const WRITES_BEFORE_START = 100;

/**
 * The checkpoint thread: the built module as it is; its TypeScript source (under the tests and
 * `pnpm dev`) through a plain module that loads it with tsx (./checkpoint-worker-source.mjs).
 */
function startThread(workerData: CheckpointWorkerData): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./checkpoint-worker.js', import.meta.url), { workerData });
  const source = new URL('./checkpoint-worker.ts', import.meta.url).href;
  return new Worker(new URL('./checkpoint-worker-source.mjs', import.meta.url), {
    workerData: { ...workerData, source },
  });
}

export function checkpointer(sqlite: BetterSqlite3.Database, filename: string) {
  sqlite.pragma(`wal_autocheckpoint = ${SAFETY_PAGES}`);
  let writes = 0;
  let thread: { worker: Worker; exited: Promise<unknown> } | undefined;
  let closed = false;
  return {
    /** Counts one write; the thread starts once there were enough. */
    wrote() {
      if (thread || closed || ++writes < WRITES_BEFORE_START) return;
      const worker = startThread({ filename, intervalMs: INTERVAL_MS });
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      // It never keeps the process alive, and a thread that fails leaves the safety net on.
      worker.unref();
      worker.on('error', () => {});
      thread = { worker, exited };
    },
    /** Stops the thread, once its checkpoint in progress (if any) is done. */
    async close(): Promise<void> {
      closed = true;
      if (!thread) return;
      // Waited for: the process stays up until the thread has closed its connection.
      thread.worker.ref();
      thread.worker.postMessage('close');
      await thread.exited;
    },
  };
}
