import { Card, CardTitle } from '../../../components/ui/card';
import { Price } from '../../../components/ui/price';
import { cx } from '../../../lib/cx';
import * as styles from './checkout.css';

export type Order = {
  name: string;
  /** Dollars, as the server priced it. */
  amount: number;
  kind: 'pack' | 'subscription';
};

/** What is being bought, at the server's price (never the URL's unchecked amount). */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <Card as="section" aria-labelledby="order-summary-title" data-testid="order-summary">
      <CardTitle as="h2" id="order-summary-title">
        Order summary
      </CardTitle>
      <dl className={styles.summary}>
        <div className={styles.summaryRow}>
          <dt className={styles.summaryTerm}>Product</dt>
          <dd className={styles.summaryValue}>{order.name}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.summaryTerm}>Billing</dt>
          <dd className={styles.summaryValue}>
            {order.kind === 'pack' ? 'One-time payment' : 'Monthly plan'}
          </dd>
        </div>
        <div className={cx(styles.summaryRow, styles.total)}>
          <dt>Total</dt>
          <dd className={styles.summaryValue} data-testid="order-total">
            <Price dollars={order.amount} suffix={order.kind === 'pack' ? '' : ' / month'} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** The guarantee note beside every order. */
export function GuaranteeNote() {
  return (
    <Card as="section" tone="muted" aria-labelledby="guarantee-title">
      <CardTitle as="h2" id="guarantee-title">
        30-day money-back guarantee
      </CardTitle>
      <p className={styles.note}>
        If this purchase is not right for you, contact us within 30 days and we will refund you in
        full. Card details are handled by Stripe and never touch our servers.
      </p>
    </Card>
  );
}
