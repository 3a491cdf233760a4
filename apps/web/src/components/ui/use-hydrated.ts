import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * false in the prerendered HTML and during hydration, true right after (and on client-side
 * navigation). For UI that depends on the URL's query or must wait for React (a form's submit
 * button), without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
