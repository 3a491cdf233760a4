import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '../components/ui/toaster';
import { TooltipProvider } from '../components/ui/tooltip';
import { createQueryClient } from './query-client';

/**
 * App-wide providers: TanStack Query (spec §9 defaults), Radix tooltips (700/300 ms) and the
 * single toast region. The theme needs no provider: it lives on <html data-theme> (lib/theme).
 */
export function Providers({ children }: { children: ReactNode }) {
  // One client per app instance (per prerendered page on the server, one in the browser).
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
