import { Alert } from '../../components/ui/alert';
import { PageHeader, Section } from '../../components/ui/section';
import { PaymentReturnNotice, ProductList } from '../../features/marketplace';
import * as styles from './marketplace.css';

export function Component() {
  return (
    <>
      <PageHeader
        eyebrow="Marketplace"
        title="Premium Learning Packs"
        intro="Structured packs of lessons and practice for exam preparation and deeper topics. Each pack is a one-time payment: no subscription, yours to keep."
      />
      <PaymentReturnNotice />
      <Section id="packs" aria-label="Premium packs">
        <ProductList />
        <Alert tone="success" className={styles.guarantee} title="30-day money-back guarantee">
          <p>
            Not the right fit? Tell us within 30 days of your purchase and we will refund you in
            full. No questions asked.
          </p>
        </Alert>
      </Section>
    </>
  );
}
