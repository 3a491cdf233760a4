/**
 * Keeps Node's `process.nextTick` on its fast path for the life of the process. Imported first by
 * `server.ts`, for its effect.
 *
 * `nextTick` queues each tick as an object literal with two computed (symbol) keys (Node's
 * lib/internal/process/task_queues.js). For each computed key V8 remembers the one object shape it
 * saw there, and holds that shape weakly. A full GC at a moment when no tick is queued, which is
 * what an idle server looks like, can collect those shapes; the next tick rebuilds them, V8 takes
 * the rebuilt shape for a second one, marks the site megamorphic for good, and from then on every
 * tick is built in the runtime: ~1 µs instead of ~0.2 µs. An HTTP request takes about seven ticks,
 * so an affected process answers a small read ~20% slower until it restarts, and whether a process
 * is affected depends on when its collector happened to run (seen on Node 20;
 * `test/next-tick-shape.test.ts` reproduces it).
 *
 * Holding one tick object keeps its shapes alive, so they are never rebuilt. The async_hooks init
 * callback receives the tick object as its resource; the hook is enabled for one `nextTick` only.
 */
import { createHook } from 'node:async_hooks';

function holdTickObject(): object | undefined {
  let tick: object | undefined;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') tick ??= resource;
    },
  });
  hook.enable();
  process.nextTick(() => {});
  hook.disable();
  return tick;
}

/** The tick object held for the life of the process (undefined if Node stops exposing it). */
export const heldTickObject = holdTickObject();
