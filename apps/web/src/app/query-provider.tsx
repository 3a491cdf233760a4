import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OfflineNotice } from './pwa/offline-notice';
import { createQueryClient } from './query-client';

// One client for the whole browser session, so the cache survives navigation between pages.
// On the server each prerendered page gets its own (nothing may leak between renders).
let browserClient: ReturnType<typeof createQueryClient> | undefined;
const getClient = () => {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
};

/**
 * TanStack Query for the pages that fetch data (with a notice when the browser is offline): routes.tsx renders a page inside it when the
 * page's entry has `data: true`. It is not in the root providers so that query-core (~6 KB gzip)
 * stays out of the first load of content pages (budget: ≤ 120 KB gzip on every route).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={getClient()}>
      <OfflineNotice />
      {children}
    </QueryClientProvider>
  );
}

/** The same for a page that keeps working offline and says so itself (practice). */
export function QueryProviderWorkingOffline({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getClient()}>{children}</QueryClientProvider>;
}
