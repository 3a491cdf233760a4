import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import type { GraphProps } from './graph-view';

/**
 * The graph's chunk (the explorer and math-core's plotting): fetched when a graph is first
 * wanted, so no page's first load carries it.
 */
const graphModule = lazyModule(() => import('./graph-view'));

/** Starts fetching the graph's chunk early (beside the solver's), so it is there with the answer. */
export function prefetchGraph(): void {
  graphModule.load().catch(() => {
    // A failed fetch is tried again when a graph is shown.
  });
}

/**
 * The graph of `input` (what the solver returned), when math-core can draw it; nothing while its chunk is
 * on its way, nothing when there is no graph of it, and nothing if the chunk cannot be fetched
 * (the graph adds to an answer that is already complete).
 */
export function Graph(props: GraphProps) {
  const { module } = useLazyModule(graphModule, props.id);
  const View = module?.GraphView;
  return View ? <View key={props.id} {...props} /> : null;
}
