import type { PageTexts } from '../page-links';

/** How the other dedicated pages link to this one, and this page's related cards and text links. */
export const links: PageTexts = {
  link: {
    label: 'Slope Calculator',
    description:
      'The exact slope and equation of the line through two points, with distance and midpoint.',
  },
  related: ['quadratic', 'fraction'],
  links: ['quadratic', 'fraction', 'logarithm'],
};
