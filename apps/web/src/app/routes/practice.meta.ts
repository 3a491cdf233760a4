import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Practice Center: Algebra, Logarithm & Geometry Problems | MathTools',
  description:
    'Practice math with random algebra, logarithm and geometry problems, hints and step-by-step solutions. Track your streak and progress for free.',
  path: '/practice',
};
