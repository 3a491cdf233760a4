import { useEffect } from 'react';
import { toast } from '../../../components/ui/toast-store';

/** Set by the checkout before Stripe may redirect (3-D Secure): the product being bought. */
const PURCHASE_KEY = 'mathtools:purchase';

/**
 * After a redirect-based confirmation Stripe returns to /marketplace with `redirect_status`
 * (the return URL is {origin}/marketplace). Shows the same toasts as an in-page
 * confirmation, then removes Stripe's parameters from the address bar.
 */
export function PaymentReturnNotice() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const status = url.searchParams.get('redirect_status');
    if (!status) return;
    const product = sessionStorage.getItem(PURCHASE_KEY) ?? 'your pack';
    sessionStorage.removeItem(PURCHASE_KEY);
    if (status === 'succeeded') {
      toast({ title: 'Payment Successful!', description: `Thank you for purchasing ${product}!` });
    } else {
      toast({
        title: 'Payment Failed',
        description: 'Your payment was not completed. No money was taken.',
        variant: 'destructive',
      });
    }
    for (const key of ['payment_intent', 'payment_intent_client_secret', 'redirect_status']) {
      url.searchParams.delete(key);
    }
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
  }, []);
  return null;
}
