import { PageHeader } from '../../components/ui/section';
import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Premium Learning Packs: One-Time Math Courses | MathTools',
  description:
    'Premium math learning packs for every level, each a one-time payment with a 30-day money-back guarantee.',
  path: '/marketplace',
};

/** Heading and intro only; the page body is built in issue 6. */
export function Component() {
  return (
    <PageHeader
      eyebrow="Marketplace"
      title="Premium Learning Packs"
      intro="Structured packs of lessons and practice for exam preparation and deeper topics. Each pack is a one-time payment, and every purchase has a 30-day money-back guarantee."
    />
  );
}
