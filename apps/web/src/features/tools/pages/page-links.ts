import type { PageLink } from '../components/tool-page';

/** The cross-link targets of the dedicated pages, each described once. */
export const pageLinks = {
  logarithm: {
    to: '/tools/logarithm-simplifier',
    label: 'Logarithm Solver',
    description: 'Any logarithm solved step by step with the change-of-base formula.',
  },
  units: {
    to: '/tools/unit-converter',
    label: 'Unit Converter',
    description: 'Length, weight, temperature, volume and time conversions with the formula.',
  },
  time: {
    to: '/tools/time-calculator',
    label: 'Time Calculator',
    description: 'Add or subtract days, hours, minutes and seconds, with the total in seconds.',
  },
  percentage: {
    to: '/tools/percentage-calculator',
    label: 'Percentage Calculator',
    description: 'Any percentage of a number, with the formula shown.',
  },
  age: {
    to: '/tools/age-calculator',
    label: 'Age Calculator',
    description: 'Exact age in years, months and days from a date of birth.',
  },
  // Linked from the percentage page although no such pages exist: they show the 404 page.
  discount: { to: '/discount-calculator', label: 'Discount Calculator' },
  tip: { to: '/tip-calculator', label: 'Tip Calculator' },
  all: { to: '/tools', label: 'All math tools' },
} satisfies Record<string, PageLink>;
