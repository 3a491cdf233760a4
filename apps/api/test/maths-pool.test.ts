/**
 * The maths pool (src/maths/pool.ts), with a stand-in worker whose tasks take the time a test
 * chooses: a task past its time limit is stopped (422 `too_complex`) and its thread replaced; the
 * limit counts from when the task starts, not while it waits; a lane whose threads and queue are
 * full answers 503 at once; a refusal thrown in a task reaches the client as its HttpError; and a
 * slow solver task never holds up quick ones, which run on threads of their own, at a higher
 * priority.
 */
import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultMaths } from '../src/env.js';
import { HttpError } from '../src/lib/http-error.js';
import { Maths, SOLVER_NICENESS, workerModule } from '../src/maths/pool.js';

const standIn = workerModule(new URL('./fixtures/maths-worker.ts', import.meta.url));
const TASK_MS = 300;

let pools: Maths[] = [];
afterEach(async () => {
  await Promise.all(pools.map((p) => p.close()));
  pools = [];
});

async function pool(overrides: Partial<typeof defaultMaths> = {}) {
  const maths = new Maths(
    { ...defaultMaths, quickThreads: 1, solverThreads: 1, taskMs: TASK_MS, ...overrides },
    standIn,
  );
  pools.push(maths);
  // Both threads loaded before anything is timed.
  await Promise.all([
    maths.run('gradeAnswer', {} as never),
    maths.run('similarAttempt', { ms: 0 } as never),
  ]);
  return maths;
}

const spin = (maths: Maths, ms: number) => maths.run('similarAttempt', { ms } as never);
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (err: unknown) => (err instanceof HttpError ? err.statusCode : 500),
  );

describe('the maths pool', () => {
  it('stops a task at its time limit with 422 too_complex, and replaces its thread', async () => {
    const maths = await pool();
    const started = Date.now();
    await expect(spin(maths, 60_000)).rejects.toMatchObject({
      statusCode: 422,
      code: 'too_complex',
    });
    expect(Date.now() - started).toBeLessThan(TASK_MS + 2_000);
    // A new thread took its place: the next task runs, on another thread.
    await expect(spin(maths, 1)).resolves.toMatchObject({ name: 'similarAttempt' });
  });

  it('counts the limit from when a task starts, not while it waits for a thread', async () => {
    const maths = await pool({ solverQueue: 3 });
    // Each takes 40 % of the limit; the last waits for the three before it, past the limit.
    const runs = Array.from({ length: 4 }, () => spin(maths, 120));
    expect(await Promise.all(runs.map(statusOf))).toEqual([200, 200, 200, 200]);
  });

  it('answers 503 at once when the threads and the queue are full', async () => {
    const maths = await pool({ solverQueue: 1 });
    const held = [spin(maths, 60_000), spin(maths, 60_000)];
    const asked = Date.now();
    await expect(spin(maths, 1)).rejects.toMatchObject({
      statusCode: 503,
      code: 'service_unavailable',
    });
    expect(Date.now() - asked).toBeLessThan(100);
    expect(await Promise.all(held.map(statusOf))).toEqual([422, 422]);
  });

  it('keeps quick tasks quick while the solver threads are busy', async () => {
    const maths = await pool();
    const slow = statusOf(spin(maths, 60_000));
    const asked = Date.now();
    for (let i = 0; i < 20; i++) await maths.run('gradeAnswer', { i } as never);
    expect(Date.now() - asked).toBeLessThan(TASK_MS);
    expect(await slow).toBe(422);
  });

  it.runIf(process.platform === 'linux')(
    "runs the solver lane's threads at a lower priority than the quick lane's and the server's",
    async () => {
      const maths = await pool();
      const base = getPriority();
      await expect(maths.run('gradeAnswer', {} as never)).resolves.toMatchObject({
        priority: base,
      });
      await expect(spin(maths, 0)).resolves.toMatchObject({
        priority: Math.min(19, base + SOLVER_NICENESS),
      });
      // Only the solver's own threads: the server's thread keeps its priority.
      expect(getPriority()).toBe(base);
    },
  );

  it("hands a task's refusal to the caller as the HttpError it threw", async () => {
    const maths = await pool();
    await expect(maths.run('gradeAnswer', { refuse: true } as never)).rejects.toMatchObject({
      statusCode: 400,
      code: 'validation_error',
      field: 'problem',
    });
  });
});
