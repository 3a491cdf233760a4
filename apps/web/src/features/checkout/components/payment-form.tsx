import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Field, Input } from '../../../components/ui/field';
import { useLocalizedNavigate } from '../../../components/ui/link';
import { toast } from '../../../components/ui/toast-store';
import { localizedPath } from '../../../i18n/languages';
import { useLanguage, useT } from '../../../i18n/use-t';
import {
  ANNOUNCED_KEY,
  PURCHASE_KEY,
  RECEIPT_KEY,
  returnHref,
} from '../../../lib/purchases/checkout-handoff';
import { formatPrice } from '../../../lib/purchases/price';
import * as styles from './checkout.css';

/** Room the sticky header takes at the top, and the toast at the bottom of the screen (px). */
const TOP_CLEARANCE = 80;
const BOTTOM_CLEARANCE = 160;

type PaymentFormProps = {
  stripe: Stripe;
  clientSecret: string;
  productName: string;
  /** The server's amount in dollars. */
  amount: number;
};

/** Stripe's form in our colours: read the theme once, when the form opens. */
function appearance(): Appearance {
  const dark = document.documentElement.dataset.theme === 'dark';
  return {
    theme: dark ? 'night' : 'stripe',
    variables: { colorPrimary: dark ? '#a5b4fc' : '#4338ca', borderRadius: '10px' },
  };
}

/**
 * The payment step: the Payment Element for the intent's client secret and a pay
 * button that reads 'Processing...' and is disabled while Stripe confirms. Loaded lazily with
 * react-stripe-js, so no other page (and no other checkout state) pays for it.
 */
export default function PaymentForm({
  stripe,
  clientSecret,
  productName,
  amount,
}: PaymentFormProps) {
  const language = useLanguage();
  // Stripe's own words (the card fields, its errors) in the page's language too.
  const options = useMemo(
    () => ({
      clientSecret,
      appearance: appearance(),
      locale: language === 'pt' ? ('pt-BR' as const) : language,
    }),
    [clientSecret, language],
  );
  return (
    <Elements stripe={stripe} options={options}>
      <PaymentDetails productName={productName} amount={amount} />
    </Elements>
  );
}

function PaymentDetails({ productName, amount }: { productName: string; amount: number }) {
  const t = useT('checkout');
  const words = useT('purchases');
  const language = useLanguage();
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useLocalizedNavigate();
  const [paying, setPaying] = useState(false);
  const [receiptEmail, setReceiptEmail] = useState('');
  const [loadError, setLoadError] = useState(false);
  // Why the last attempt failed (the provider's words), kept in the form until the next one.
  const [declined, setDeclined] = useState<{ message: string; card: boolean; at: number } | null>(
    null,
  );
  const declinedRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // On a phone the form is long and the toast covers the bottom of the screen: when the reason
    // or the Pay button under it is out of sight (or under the toast), bring them to the middle.
    const alert = declinedRef.current;
    if (!declined || !alert) return;
    const pay = alert.parentElement?.querySelector('button[type="submit"]');
    const top = alert.getBoundingClientRect().top;
    const bottom = (pay ?? alert).getBoundingClientRect().bottom;
    if (top < TOP_CLEARANCE || bottom > window.innerHeight - BOTTOM_CLEARANCE) {
      alert.scrollIntoView({ block: 'center' });
    }
  }, [declined]);

  const fail = (message: string, card = false) => {
    sessionStorage.removeItem(PURCHASE_KEY);
    toast({ title: words('payment.failedTitle'), description: message, variant: 'destructive' });
    setDeclined({ message, card, at: Date.now() });
    setPaying(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    setDeclined(null);
    setPaying(true);
    // Kept for the marketplace in case Stripe redirects (3-D Secure) instead of answering here.
    sessionStorage.setItem(PURCHASE_KEY, productName);
    const email = receiptEmail.trim();
    if (email) sessionStorage.setItem(RECEIPT_KEY, email);
    else sessionStorage.removeItem(RECEIPT_KEY);
    let settled: { id: string; status: string } | null = null;
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: {
          return_url: `${window.location.origin}${localizedPath('/marketplace', language)}`,
          // Stripe emails its receipt there; its description carries the restore code.
          ...(email ? { receipt_email: email } : {}),
        },
        redirect: 'if_required',
      });
      if (error) {
        fail(
          error.message ?? t('pay.failed'),
          error.type === 'card_error' || error.type === 'validation_error',
        );
        return;
      }
      settled = paymentIntent ? { id: paymentIntent.id, status: paymentIntent.status } : null;
    } catch {
      fail(t('pay.failed'));
      return;
    }
    if (settled?.status === 'succeeded') {
      sessionStorage.setItem(ANNOUNCED_KEY, settled.id);
      toast({
        title: words('payment.successTitle'),
        description: words('payment.successText', { product: productName }),
      });
    }
    // The marketplace confirms the payment with the server (which grants it) and shows the pack
    // as owned, or "Confirming your payment…" while the bank has not settled it.
    navigate(settled ? returnHref(settled.id, settled.status) : '/marketplace');
  };

  return (
    <Card as="section" aria-labelledby="payment-details-title">
      <CardTitle as="h2" id="payment-details-title">
        {t('pay.title')}
      </CardTitle>
      <CardDescription>{t('pay.description')}</CardDescription>
      <form className={styles.stack} onSubmit={onSubmit} aria-busy={paying}>
        <PaymentElement
          className={styles.element}
          options={{ layout: 'tabs' }}
          onLoadError={() => setLoadError(true)}
        />
        <Field label={t('pay.emailLabel')} hint={t('pay.emailHint')}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              value={receiptEmail}
              onChange={(event) => setReceiptEmail(event.target.value)}
              disabled={paying}
            />
          )}
        </Field>
        {declined ? (
          <Alert
            key={declined.at}
            ref={declinedRef}
            tone="destructive"
            role="alert"
            title={words('payment.failedTitle')}
            data-testid="payment-declined"
          >
            <p>{declined.message}</p>
            {declined.card ? <p>{t('pay.cardHint')}</p> : null}
          </Alert>
        ) : null}
        {loadError ? (
          <Alert tone="destructive" role="alert" title={t('pay.loadFailedTitle')}>
            <p>{t('pay.loadFailedText')}</p>
          </Alert>
        ) : null}
        <Button type="submit" size="large" fullWidth disabled={!stripe || !elements || paying}>
          {paying
            ? t('pay.processing')
            : t('pay.submit', { amount: formatPrice(amount, language) })}
        </Button>
      </form>
    </Card>
  );
}
