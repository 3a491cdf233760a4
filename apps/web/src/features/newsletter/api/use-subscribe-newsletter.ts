import type { NewsletterRequest } from '@mathtools/contracts';
import { useCallback, useState } from 'react';
import { lazyModule } from '../../../lib/lazy-module';

type Callbacks = { onSuccess?: () => void; onError?: (error: unknown) => void };

/**
 * The call itself and the API client under it (`lib/api`, the visitor cookie, the contracts'
 * paths): fetched when the form is first used, not with every page, since the form sits in the
 * footer of every page and most visits never send it.
 */
const sending = lazyModule(() => import('./subscribe-newsletter'));

/** Starts fetching the call's code (the form's first focus), so Subscribe does not wait for it. */
export function prepareNewsletter(): void {
  // A failed fetch is retried by the next load (Subscribe), which reports it.
  sending.load().catch(() => undefined);
}

/**
 * The newsletter form sits in the footer of every page, so this hook is part of every first
 * load: it does without TanStack Query, which only the data pages load. Same shape as a
 * `useMutation` result, for the callers' sake.
 */
export function useSubscribeNewsletter() {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback((body: NewsletterRequest, callbacks: Callbacks = {}) => {
    setPending(true);
    sending
      .load()
      .then(({ subscribeNewsletter }) => subscribeNewsletter(body))
      .then(
        () => callbacks.onSuccess?.(),
        (error: unknown) => callbacks.onError?.(error),
      )
      .finally(() => setPending(false));
  }, []);
  return { mutate, isPending };
}
