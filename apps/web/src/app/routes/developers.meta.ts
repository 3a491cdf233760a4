import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'API Reference for Developers | MathTools',
  description:
    'Every call of the MathTools JSON API: paths, request fields, answers and error codes, with the OpenAPI 3.1 document at /api/openapi.json.',
  path: '/developers',
};
