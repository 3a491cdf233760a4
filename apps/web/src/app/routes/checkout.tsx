import { PageHeader } from '../../components/ui/section';
import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Checkout | MathTools',
  description:
    'Complete your MathTools purchase securely by card. Every purchase is covered by a 30-day money-back guarantee.',
  path: '/checkout',
};

/** Heading and intro only; the page body is built in issue 6. */
export function Component() {
  return (
    <PageHeader
      eyebrow="Checkout"
      title="Checkout"
      intro="Review your order and pay securely by card. Every purchase is covered by our 30-day money-back guarantee."
    />
  );
}
