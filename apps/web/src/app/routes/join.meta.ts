import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Join Your Class | MathTools',
  description:
    'Join the set of problems your teacher shared: a nickname is all it takes. Write your working and it is checked line by line.',
  // The address holds one class's code: no canonical page, and nothing for search results.
  path: null,
  noindex: true,
};
