import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Checkout | MathTools',
  description:
    'Complete your MathTools purchase securely by card. Every purchase is covered by a 30-day money-back guarantee.',
  path: '/checkout',
};
