import { Card, CardTitle } from '../../../components/ui/card';
import { useLanguage, useT } from '../../../i18n/use-t';
import { cx } from '../../../lib/cx';
import { formatPrice } from '../../../lib/purchases/price';
import * as styles from './checkout.css';

export type Order = {
  name: string;
  /** Dollars, as the server priced it. */
  amount: number;
  kind: 'pack' | 'subscription';
};

/** What is being bought, at the server's price (never the URL's unchecked amount). */
export function OrderSummary({ order }: { order: Order }) {
  const t = useT('checkout');
  const price = formatPrice(order.amount, useLanguage());
  return (
    <Card as="section" aria-labelledby="order-summary-title" data-testid="order-summary">
      <CardTitle as="h2" id="order-summary-title">
        {t('summary.title')}
      </CardTitle>
      <dl className={styles.summary}>
        <div className={styles.summaryRow}>
          <dt className={styles.summaryTerm}>{t('summary.product')}</dt>
          <dd className={styles.summaryValue}>{order.name}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.summaryTerm}>{t('summary.billing')}</dt>
          <dd className={styles.summaryValue}>
            {order.kind === 'pack' ? t('summary.oneTime') : t('summary.monthly')}
          </dd>
        </div>
        <div className={cx(styles.summaryRow, styles.total)}>
          <dt>{t('summary.total')}</dt>
          <dd className={styles.summaryValue} data-testid="order-total">
            {price}
            {order.kind === 'pack' ? '' : t('summary.perMonth')}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** The guarantee note beside every order. */
export function GuaranteeNote() {
  const t = useT('checkout');
  return (
    <Card as="section" tone="muted" aria-labelledby="guarantee-title">
      <CardTitle as="h2" id="guarantee-title">
        {t('guarantee.title')}
      </CardTitle>
      <p className={styles.note}>{t('guarantee.text')}</p>
    </Card>
  );
}
