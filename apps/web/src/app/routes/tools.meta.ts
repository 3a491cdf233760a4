import { tools } from '../../features/tools/registry';
import { itemListJsonLd } from '../../lib/json-ld';
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
  // Every tool in the registry's order: its own page where it has one, else its place on /tools.
  jsonLd: [
    itemListJsonLd(
      'Math tools and calculators',
      tools.map((t) => ({ name: t.name, path: t.page?.path ?? `/tools#${t.id}` })),
    ),
  ],
};
