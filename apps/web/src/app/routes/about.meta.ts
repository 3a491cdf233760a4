import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'About MathTools: Our Mission, Values and Team',
  description:
    'MathTools translates the hard into the clear with free math tools and step-by-step solutions. Learn about our mission, our values and the team behind them.',
  path: '/about',
};
