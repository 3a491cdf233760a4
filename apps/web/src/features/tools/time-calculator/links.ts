import type { PageTexts } from '../page-links';

/** How the other dedicated pages link to this one, and this page's related cards and text links. */
export const links: PageTexts = {
  link: {
    label: 'Time Calculator',
    description: 'Add or subtract days, hours, minutes and seconds, with the total in seconds.',
  },
  related: ['unit-converter', 'age'],
  links: ['unit-converter', 'age', 'logarithm'],
};
