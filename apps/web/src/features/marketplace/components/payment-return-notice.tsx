import { useEffect, useState } from 'react';
import { PurchasesBar } from '../../../components/purchases/purchases-bar';
import { withRestoreCodeWords } from '../../../components/purchases/restore-code-words';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/section';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { type PaymentReturn, readPaymentReturn } from '../../../lib/purchases/purchase-return';
import * as styles from './marketplace.css';

/**
 * The confirmation of a payment and what it shows (the restore code among it, with its words):
 * fetched only on a return from a payment.
 */
const returnCode = lazyModule(() => withRestoreCodeWords(import('./payment-return')));

/** While the server confirms a payment. */
export function ConfirmingNotice() {
  const confirming = useT('purchases')('confirm.pending');
  return (
    <Alert tone="info" className={styles.status} data-testid="payment-confirming">
      <div className={styles.confirmingRow}>
        <Spinner label={confirming} />
        <p aria-hidden="true">{confirming}</p>
      </div>
    </Alert>
  );
}

/** The payment could not be checked (or its code could not be fetched): Check again. */
export function ConfirmErrorNotice({ onRetry }: { onRetry: () => void }) {
  const t = useT('marketplace');
  const words = useT('purchases');
  return (
    <Alert tone="warning" role="alert" title={t('return.errorTitle')}>
      <p>{words('confirm.error')}</p>
      <div>
        <Button variant="outline" onClick={onRetry}>
          {t('return.checkAgain')}
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
  const t = useT('marketplace');

  if (found && code.module) return <code.module.PaymentReturnArea found={found} />;
  return (
    <Container className={styles.returnArea}>
      {found && code.failed ? <ConfirmErrorNotice onRetry={code.retry} /> : null}
      {found && !code.failed && found.redirectStatus !== 'failed' ? <ConfirmingNotice /> : null}
      <PurchasesBar lead={t('return.lead')} />
    </Container>
  );
}
