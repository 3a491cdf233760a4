import { startTransition, useEffect, useState } from 'react';

/**
 * false in the prerendered HTML, during hydration and in a component's first render; true right
 * after. For UI that depends on the URL's query or must wait for React (a form's submit button),
 * without a hydration mismatch.
 *
 * The flip is a transition, so React renders what it changes in short slices. A
 * `useSyncExternalStore` whose client value differs from its server value would give the same
 * answer, but React re-renders every such component synchronously right after hydration: on
 * /marketplace that was one blocking task of 120 ms in a trace with the CPU slowed 4×.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
