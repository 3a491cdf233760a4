import type { NewsletterRequest } from '@mathtools/contracts';
import { useCallback, useState } from 'react';

type Callbacks = { onSuccess?: () => void; onError?: (error: unknown) => void };

/**
 * The newsletter form sits in the footer of every page, so this hook is part of every first
 * load. To keep that under budget (≤ 110 KB gzip for /) it uses neither TanStack Query nor a
 * static import of the fetcher (which pulls in @mathtools/contracts → zod, ~25 KB gzip): the
 * fetcher loads on first submit. Same shape as a `useMutation` result, for the callers' sake.
 */
export function useSubscribeNewsletter() {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback((body: NewsletterRequest, callbacks: Callbacks = {}) => {
    setPending(true);
    import('./subscribe-newsletter')
      .then(({ subscribeNewsletter }) => subscribeNewsletter(body))
      .then(
        () => callbacks.onSuccess?.(),
        (error: unknown) => callbacks.onError?.(error),
      )
      .finally(() => setPending(false));
  }, []);
  return { mutate, isPending };
}
