/**
 * The priority of a maths thread, applied by the thread itself when it starts. The solver lane's
 * threads run at a lower priority (a higher nice value) than the event loop and the quick lane:
 * their work is a problem a client wrote, whose cost the client chooses, and on a machine with
 * few cores a flood of such problems otherwise takes CPU time from health checks, grading and the
 * routing of every other request. A lower priority only yields: with nothing else to run, a solver
 * thread still has a whole core.
 *
 * On Linux a thread's nice value is its own, so only the thread that asks is lowered. Elsewhere it
 * belongs to the whole process, so there the threads keep the process's priority.
 */
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';

/** What the pool passes each thread (Piscina's `workerData`). */
export interface ThreadData {
  /** Added to the thread's nice value (0–19; higher runs later). */
  niceness: number;
}

/** Lowers this thread's priority as its lane asks; call once, at the top of a worker module. */
export function applyThreadPriority(): void {
  const { niceness = 0 } = (workerData ?? {}) as Partial<ThreadData>;
  if (niceness > 0 && process.platform === 'linux') setPriority(niceness);
}
