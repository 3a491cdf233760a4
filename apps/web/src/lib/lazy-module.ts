import { startTransition, useEffect, useState } from 'react';

/** A chunk fetched on demand: `load` fetches it once; `loaded` is it once it has arrived. */
export type LazyModule<M> = { load: () => Promise<M>; readonly loaded: M | undefined };

/**
 * Code fetched when it is first needed (a chunk of its own). A failed fetch is forgotten, so the
 * next `load` fetches anew. React.lazy would instead keep the rejection and throw it while
 * rendering, which, with no error boundary above, unmounts the whole page: offline on a first
 * visit, a click on Restore purchases blanked the page.
 */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load: () =>
      (loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    get loaded() {
      return loaded;
    },
  };
}

/**
 * The module of `source` for a component: fetched while `when` is truthy (and there at once when
 * it has already arrived), `failed` when the fetch did not go through, and `retry` to fetch it
 * again. After a failure, a new truthy `when` fetches again too. (`when` has no default: an
 * `undefined` passed to a default parameter would take the default and fetch.)
 */
export function useLazyModule<M>(source: LazyModule<M>, when: unknown) {
  const [module, setModule] = useState(source.loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (module || !when) return;
    let current = true;
    source.load().then(
      // The module's first render is a transition: React renders it in slices.
      (next) => current && startTransition(() => setModule(() => next)),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
    // `attempt` fetches again after a failure.
  }, [source, module, when, attempt]);

  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { module, failed, retry };
}
