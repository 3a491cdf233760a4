import type { PageTexts } from '../page-links';

/** How the other dedicated pages link to this one, and this page's related cards and text links. */
export const links: PageTexts = {
  link: {
    label: 'Unit Converter',
    description: 'Length, weight, temperature, volume, area and time conversions with the formula.',
  },
  related: ['time-calculator', 'logarithm'],
  links: ['time-calculator', 'logarithm', 'percentage'],
};
