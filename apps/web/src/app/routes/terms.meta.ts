import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Terms of Service | MathTools',
  description:
    'The terms for using MathTools: free tools, minimum age, premium packs and subscriptions, 30-day refunds, price changes and your data. Last updated October 21, 2025.',
  path: '/terms',
};
