import type { PageTexts } from '../page-links';

/** How the other dedicated pages link to this one, and this page's related cards and text links. */
export const links: PageTexts = {
  link: {
    label: 'Percentage Calculator',
    description: 'Any percentage of a number, with the formula shown.',
  },
  related: ['logarithm', 'unit-converter'],
  links: [
    // These two pages do not exist: the links are kept as they were and show the 404 page.
    { to: '/discount-calculator', label: 'Discount Calculator', key: 'discount' },
    { to: '/tip-calculator', label: 'Tip Calculator', key: 'tip' },
    'logarithm',
    'unit-converter',
  ],
};
