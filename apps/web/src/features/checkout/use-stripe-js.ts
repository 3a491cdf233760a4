import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';

export type StripeJsState =
  | { status: 'idle' | 'loading' | 'failed'; stripe: null }
  | { status: 'ready'; stripe: Stripe };

/**
 * Loads Stripe.js from js.stripe.com, on the checkout page only and only once a payment can be
 * made. `@stripe/stripe-js/pure` does not inject the script at import time. A rejected load
 * (offline, blocked, CSP) ends in 'failed' so the page can say so; `retry` tries again.
 */
export function useStripeJs(publishableKey: string | null): StripeJsState & { retry: () => void } {
  const [state, setState] = useState<StripeJsState>({ status: 'idle', stripe: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!publishableKey) return;
    let live = true;
    setState({ status: 'loading', stripe: null });
    import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then(
        (stripe) => {
          if (!live) return;
          setState(stripe ? { status: 'ready', stripe } : { status: 'failed', stripe: null });
        },
        () => {
          if (live) setState({ status: 'failed', stripe: null });
        },
      );
    return () => {
      live = false;
    };
    // `attempt` re-runs the load after a failure.
  }, [publishableKey, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
