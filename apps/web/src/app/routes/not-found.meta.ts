import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Page Not Found | MathTools',
  description:
    'The page you were looking for does not exist. Try the free math tools or the home page.',
  path: null,
  noindex: true,
};
