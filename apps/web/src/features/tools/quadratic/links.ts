import type { PageTexts } from '../page-links';

/** How the other dedicated pages link to this one, and this page's related cards and text links. */
export const links: PageTexts = {
  link: {
    label: 'Quadratic Equation Solver',
    description: 'Solve ax² + bx + c = 0 exactly, by factoring or the quadratic formula.',
  },
  related: ['fraction', 'logarithm'],
  links: ['fraction', 'logarithm', 'percentage'],
};
