/**
 * The thread that checkpoints a SQLite database in WAL mode (see `./checkpointer.ts`): a
 * connection of its own that copies the committed log into the database file every
 * `intervalMs`, in SQLite's PASSIVE mode, which never waits for the writer or the readers and
 * leaves what they still use for the next time. It stops on any message from its parent.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadSqliteDriver } from './sqlite-driver.js';

export interface CheckpointWorkerData {
  filename: string;
  intervalMs: number;
}

const { filename, intervalMs } = workerData as CheckpointWorkerData;
const SQLite = await loadSqliteDriver();
const sqlite = new SQLite(filename);
// Both syncs of a checkpoint (the log before it is copied, the database file after) are made.
sqlite.pragma('synchronous = FULL');

const timer = setInterval(() => {
  try {
    sqlite.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // A full disk, say: the log is copied next time, and the serving connection's own
    // checkpoints take over if this one never succeeds.
  }
}, intervalMs);

parentPort?.once('message', () => {
  clearInterval(timer);
  sqlite.close();
  parentPort?.close();
});
