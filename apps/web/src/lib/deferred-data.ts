import { useDeferredValue } from 'react';

/**
 * A query's data as a deferred value, for a component that renders much from it (the packs, the
 * plans, a practice problem, the skill list).
 *
 * TanStack Query hands results to React through `useSyncExternalStore`, and React renders a
 * store's change synchronously, in one task it cannot split: when the packs arrived, rendering
 * the eight cards blocked the main thread for 221 ms in a trace with the CPU slowed 4×. Read
 * through `useDeferredValue`, the arrival first re-renders the component with the data it had
 * (cheap), then renders the new data as a transition, which React splits into slices of a few
 * milliseconds and interrupts for input. The data shows as soon as that render completes.
 */
export function useDeferredData<T>(query: { data: T | undefined }): T | undefined {
  return useDeferredValue(query.data);
}
