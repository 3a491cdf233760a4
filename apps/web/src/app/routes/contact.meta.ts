import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Contact Us | MathTools',
  description:
    'Get in touch with the MathTools team. We respond within 24 hours; support hours are Monday to Friday, 9:00 AM to 6:00 PM EST.',
  path: '/contact',
};
