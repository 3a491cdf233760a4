import { lazy, Suspense, useState } from 'react';
import { useToast } from './toast-store';

// Radix Toast (~8 KB gzip) loads with the first toast, not with every page.
const ToastRegion = lazy(() => import('./toast-region'));

/** Mount once near the root. Shows toasts raised with `toast()` / `useToast()`. */
export function Toaster() {
  const { current } = useToast();
  const [needed, setNeeded] = useState(false);
  if (current && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
