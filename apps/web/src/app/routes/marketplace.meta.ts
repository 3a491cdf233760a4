import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Premium Learning Packs: One-Time Math Courses | MathTools',
  description:
    'Premium math learning packs for every level, from algebra foundations to exam preparation. Each pack is a one-time payment with a 30-day money-back guarantee.',
  path: '/marketplace',
};
