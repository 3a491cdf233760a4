/**
 * The worker thread's side of the maths pool: runs one task by name and hands back its value, or
 * the refusal it threw for the client as data (an HttpError loses its class crossing threads).
 * Before starting, it writes the time it started into the task's shared clock, so the pool times
 * the task's own run, not the time it waited in the queue.
 */
import { HttpError } from '../lib/http-error.js';
import { applyThreadPriority } from './priority.js';
import { type TaskName, tasks } from './tasks.js';

applyThreadPriority();

export interface TaskMessage {
  name: TaskName;
  input: unknown;
  /** One float, shared with the pool: the task's start time (Date.now()), 0 until it starts. */
  started: SharedArrayBuffer;
}

export type TaskReply =
  | { value: unknown }
  | { refused: { status: number; code: HttpError['code']; message: string; field?: string } };

/** A task that loads a module first (a language's words) hands back a promise, awaited here. */
export default async function runTask({ name, input, started }: TaskMessage): Promise<TaskReply> {
  new Float64Array(started)[0] = Date.now();
  try {
    return { value: await (tasks[name] as (input: unknown) => unknown)(input) };
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    const { statusCode: status, code, message, field } = err;
    return {
      refused: field === undefined ? { status, code, message } : { status, code, message, field },
    };
  }
}
