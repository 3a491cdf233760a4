import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Math Tools & Calculators: Free Online Calculators and Converters | MathTools',
  description:
    'Free online math tools: logarithm simplifier, time calculator, unit converter and calculators for arithmetic, percentages, age, BMI, tips, discounts, GPA and loans. No registration required.',
  path: '/tools',
  keywords: [
    'math tools',
    'online calculator',
    'free calculators',
    'unit converter',
    'logarithm calculator',
    'percentage calculator',
  ],
};
