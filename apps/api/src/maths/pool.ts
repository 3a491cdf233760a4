/**
 * The maths pool: every piece of mathematics a request asks of the server runs here, on worker
 * threads, with a time limit, so the event loop only routes requests and talks to the database.
 *
 * Two lanes of threads, so that slow work cannot hold up quick work:
 * - `quick`: making practice problems from their seeds and grading answers (a few milliseconds);
 * - `solver`: what runs the solver on a problem a client sent (a similar problem's attempt), whose
 *   cost the client chooses; its threads run at a lower priority than the rest of the server.
 * A task that runs past its time limit is stopped (its thread is ended and the pool starts
 * another) and answered 422 `too_complex`; a pool whose queue is full answers 503
 * `service_unavailable` at once, with `Retry-After`. The limit counts from when the task starts
 * running, not from when it was queued, so a task is never refused for the time others took; the
 * queue is short enough that each request is answered within (queue + threads) × limit / threads.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { HttpError } from '../lib/http-error.js';
import type { ThreadData } from './priority.js';
import type { TaskInput, TaskName, TaskOutput } from './tasks.js';
import type { TaskMessage, TaskReply } from './worker.js';

export interface MathsConfig {
  /** Threads that make problems and grade answers. */
  quickThreads: number;
  /** Threads that run the solver on problems clients send. */
  solverThreads: number;
  /** The longest one task may run, in milliseconds. */
  taskMs: number;
  /** Tasks that may wait for a thread, per pool; past it a request is answered 503. */
  quickQueue: number;
  solverQueue: number;
  /**
   * Start the threads with the pool (a server: its first requests find math-core loaded), or
   * only when a task needs one (the tests' many short-lived apps, most of which do no maths).
   */
  eager: boolean;
}

/** The tasks whose cost depends on a problem the client wrote. */
const SOLVER_TASKS: ReadonlySet<TaskName> = new Set(['similarAttempt']);

/**
 * How much lower the solver lane's threads run than the rest of the server (a nice value, see
 * ./priority.ts): enough that the event loop and the quick lane take the CPU first when they
 * need it.
 */
export const SOLVER_NICENESS = 10;

const tooComplex = () =>
  new HttpError(
    422,
    'too_complex',
    'This problem is too big to check in the time we give one problem. Try one with smaller numbers or a lower degree.',
  );

/** 503 `service_unavailable` (with `Retry-After`, set by the error handler) while the pool is full. */
const busy = () =>
  new HttpError(
    503,
    'service_unavailable',
    'The server is busy with other problems, please try again',
  );

/** A module whose default export runs a TaskMessage (`./worker.ts`), and how to load it. */
export interface WorkerModule {
  filename: string;
  execArgv: string[];
}

/**
 * A worker module by its URL: compiled JavaScript as it is; TypeScript (under the tests and
 * `pnpm dev`) through tsx, since worker threads do not inherit the test runner's transform.
 */
export function workerModule(url: URL): WorkerModule {
  if (!url.pathname.endsWith('.ts')) return { filename: url.href, execArgv: [] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename: url.href, execArgv: ['--import', tsx] };
}

/** The worker module beside this one, as built or as source. */
const ownWorker = () =>
  workerModule(
    new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.js', import.meta.url),
  );

class TaskOverrun extends Error {}

/** A pool of threads, and how many tasks it holds (running or waiting) and may hold. */
interface Lane {
  piscina: Piscina;
  /** Tasks taken and not yet answered. */
  held: number;
  /** Threads plus the queue: past it, a task is turned away. */
  capacity: number;
}

export class Maths {
  private readonly quick: Lane;
  private readonly solver: Lane;
  private readonly taskMs: number;

  /** `worker` is for the pool's own tests; the API's tasks are in `./worker.ts`. */
  constructor(config: MathsConfig, worker: WorkerModule = ownWorker()) {
    this.taskMs = config.taskMs;
    const { filename, execArgv } = worker;
    // The queue is counted here: Piscina's own `maxQueue` does not count tasks that carry an
    // abort signal, as every task here does.
    const lane = (threads: number, queue: number, niceness: number): Lane => ({
      piscina: new Piscina({
        filename,
        execArgv,
        workerData: { niceness } satisfies ThreadData,
        minThreads: config.eager ? threads : 0,
        maxThreads: threads,
        // Threads stay up: starting one loads math-core again (a few hundred milliseconds).
        idleTimeout: Number.POSITIVE_INFINITY,
        // No histogram of run and wait times: nothing reads it, and it was two records per task.
        recordTiming: false,
      }),
      held: 0,
      capacity: threads + queue,
    });
    this.quick = lane(config.quickThreads, config.quickQueue, 0);
    this.solver = lane(config.solverThreads, config.solverQueue, SOLVER_NICENESS);
  }

  /**
   * Runs a task on a worker thread: its value, or the client's refusal it threw (as an HttpError);
   * 422 `too_complex` past the time limit, 503 while the pool's queue is full.
   */
  async run<K extends TaskName>(name: K, input: TaskInput<K>): Promise<TaskOutput<K>> {
    const lane = SOLVER_TASKS.has(name) ? this.solver : this.quick;
    if (lane.held >= lane.capacity) throw busy();
    lane.held++;
    const started = new SharedArrayBuffer(Float64Array.BYTES_PER_ELEMENT);
    const controller = new AbortController();
    const limit = this.taskMs;
    // Checks when the limit may have passed: while the task waits it is not counted; once it runs,
    // it is stopped `limit` after it started.
    let timer: NodeJS.Timeout;
    const watch = (delay: number) => {
      timer = setTimeout(() => {
        const at = new Float64Array(started)[0]!;
        if (at === 0) return watch(limit);
        const left = at + limit - Date.now();
        if (left > 0) return watch(left);
        controller.abort(new TaskOverrun());
      }, delay);
      timer.unref();
    };
    watch(limit);
    let reply: TaskReply;
    try {
      const message: TaskMessage = { name, input, started };
      reply = await lane.piscina.run(message, { signal: controller.signal });
    } catch (err) {
      if (controller.signal.aborted) throw tooComplex();
      throw err;
    } finally {
      clearTimeout(timer!);
      lane.held--;
    }
    if ('refused' in reply) {
      const { status, code, message, field } = reply.refused;
      throw new HttpError(status, code, message, field);
    }
    return reply.value as TaskOutput<K>;
  }

  /** Ends every thread; tasks still running are stopped. */
  async close(): Promise<void> {
    await Promise.all([this.quick.piscina.destroy(), this.solver.piscina.destroy()]);
  }
}
