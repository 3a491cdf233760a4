import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { UpdatePrompt } from './pwa/update-prompt';

/**
 * App-wide providers: the single toast region and the new-version prompt. The theme needs no
 * provider (it lives on <html data-theme>, see lib/theme.ts). TanStack Query is provided per data page by
 * `QueryProvider` (./query-provider.tsx) to keep it out of content pages' first load.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
      <UpdatePrompt />
    </>
  );
}
