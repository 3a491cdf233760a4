import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Step-by-Step Math Solver: Equations, Fractions & Logarithms | MathTools',
  description:
    'Type an equation, fraction, root or logarithm and get the exact answer with every step shown: linear and quadratic equations, systems, exponents and logs. Free, no sign-in.',
  path: '/solve',
};
