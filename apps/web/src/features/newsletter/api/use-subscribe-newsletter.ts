import type { NewsletterRequest } from '@mathtools/contracts';
import { useCallback, useState } from 'react';
import { subscribeNewsletter } from './subscribe-newsletter';

type Callbacks = { onSuccess?: () => void; onError?: (error: unknown) => void };

/**
 * The newsletter form sits in the footer of every page, so this hook is part of every first
 * load: it does without TanStack Query, which only the data pages load. Same shape as a
 * `useMutation` result, for the callers' sake.
 */
export function useSubscribeNewsletter() {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback((body: NewsletterRequest, callbacks: Callbacks = {}) => {
    setPending(true);
    subscribeNewsletter(body)
      .then(
        () => callbacks.onSuccess?.(),
        (error: unknown) => callbacks.onError?.(error),
      )
      .finally(() => setPending(false));
  }, []);
  return { mutate, isPending };
}
