import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Class Links for Teachers | MathTools',
  description:
    "Share a set of math problems with a join code and see each student's working live, line by line, with the mistakes named. No student accounts.",
  path: '/teach',
  // A teacher's own page: signed in, their sets. Nothing in it is for search results.
  noindex: true,
};
