import { useEffect, useState } from 'react';
import { PurchasesBar } from '../../../components/purchases/purchases-bar';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/section';
import { Spinner } from '../../../components/ui/spinner';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { CONFIRM_ERROR, CONFIRMING } from '../../../lib/purchases/messages';
import { type PaymentReturn, readPaymentReturn } from '../../../lib/purchases/purchase-return';
import * as styles from './marketplace.css';

/** The confirmation of a payment and what it shows: fetched only on a return from a payment. */
const returnCode = lazyModule(() => import('./payment-return'));

export const RETURN_LEAD = 'Bought a pack in another browser?';

/** While the server confirms a payment. */
export function ConfirmingNotice() {
  return (
    <Alert tone="info" className={styles.status} data-testid="payment-confirming">
      <div className={styles.confirmingRow}>
        <Spinner label={CONFIRMING} />
        <p aria-hidden="true">{CONFIRMING}</p>
      </div>
    </Alert>
  );
}

/** The payment could not be checked (or its code could not be fetched): Check again. */
export function ConfirmErrorNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert tone="warning" role="alert" title="We could not confirm your payment yet">
      <p>{CONFIRM_ERROR}</p>
      <div>
        <Button variant="outline" onClick={onRetry}>
          Check again
        </Button>
      </div>
    </Alert>
  );
}

/**
 * Above the packs: the restore link and code (`PurchasesBar`), and on a return from a payment
 * (`?payment_intent=…`, read once hydrated: the prerendered page has no query) its confirmation,
 * whose code (`payment-return.tsx`) is fetched then, so an ordinary visit never loads it.
 */
export function PaymentReturnNotice() {
  const [found, setFound] = useState<PaymentReturn | null>(null);
  useEffect(() => {
    setFound(readPaymentReturn(new URLSearchParams(window.location.search)));
  }, []);
  const code = useLazyModule(returnCode, found);

  if (found && code.module) return <code.module.PaymentReturnArea found={found} />;
  return (
    <Container className={styles.returnArea}>
      {found && code.failed ? <ConfirmErrorNotice onRetry={code.retry} /> : null}
      {found && !code.failed && found.redirectStatus !== 'failed' ? <ConfirmingNotice /> : null}
      <PurchasesBar lead={RETURN_LEAD} />
    </Container>
  );
}
