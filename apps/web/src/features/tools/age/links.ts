import type { PageTexts } from '../page-links';

/** How the other dedicated pages link to this one, and this page's related cards and text links. */
export const links: PageTexts = {
  link: {
    label: 'Age Calculator',
    description: 'Exact age in years, months and days from a date of birth.',
  },
  related: ['time-calculator', 'percentage'],
  links: ['time-calculator', 'percentage', 'unit-converter'],
};
