import type { PageTexts } from '../page-links';

/** How the other dedicated pages link to this one, and this page's related cards and text links. */
export const links: PageTexts = {
  link: {
    label: 'Fraction Calculator',
    description: 'Add, subtract, multiply and divide fractions and mixed numbers, with steps.',
  },
  related: ['percentage', 'quadratic'],
  links: ['percentage', 'quadratic', 'unit-converter'],
};
