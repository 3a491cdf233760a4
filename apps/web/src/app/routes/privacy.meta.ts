import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Privacy Policy | MathTools',
  description:
    'How MathTools collects, uses and protects your information: what we store, why, for how long, and the choices you have. Last updated October 21, 2025.',
  path: '/privacy',
};
