import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { TooltipProvider } from '../components/ui/tooltip';

/**
 * App-wide providers: Radix tooltips (700/300 ms) and the single toast region. The theme needs no
 * provider (it lives on <html data-theme>, see lib/theme.ts). TanStack Query is provided per data
 * page by `QueryProvider` (./query-provider.tsx) to keep it out of content pages' first load.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider>
      {children}
      <Toaster />
    </TooltipProvider>
  );
}
