import { PageHeader, Section } from '../../components/ui/section';
import { CheckoutPage } from '../../features/checkout';

export function Component() {
  return (
    <>
      <PageHeader
        eyebrow="Checkout"
        title="Checkout"
        intro="Review your order and pay securely by card. Every purchase is covered by our 30-day money-back guarantee."
      />
      <Section id="checkout" aria-label="Order and payment">
        <CheckoutPage />
      </Section>
    </>
  );
}
