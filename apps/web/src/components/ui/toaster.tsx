import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import { useToast } from './toast-store';

// Radix Toast (~8 KB gzip) loads with the first toast, not with every page.
const toastRegion = lazyModule(() => import('./toast-region'));

/**
 * Mount once near the root. Shows toasts raised with `toast()` / `useToast()`. When the toasts'
 * code cannot be fetched (offline on a first visit), that toast is not shown and the next one
 * fetches it again; the page itself stays.
 */
export function Toaster() {
  const { current } = useToast();
  const { module } = useLazyModule(toastRegion, current?.id);
  return module ? <module.default /> : null;
}
