import type { PageTexts } from '../page-links';

/** How the other dedicated pages link to this one, and this page's related cards and text links. */
export const links: PageTexts = {
  link: {
    label: 'Logarithm Solver',
    description: 'Any logarithm solved step by step with the change-of-base formula.',
  },
  related: ['unit-converter', 'time-calculator'],
  links: ['unit-converter', 'time-calculator', 'percentage'],
};
