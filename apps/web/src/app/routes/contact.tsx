import { PageHeader } from '../../components/ui/section';
import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Contact Us | MathTools',
  description:
    'Get in touch with the MathTools team. We respond within 24 hours; support hours are Monday to Friday, 9:00 AM to 6:00 PM EST.',
  path: '/contact',
};

/** Heading and intro only; the page body is built in issue 6. */
export function Component() {
  return (
    <PageHeader
      eyebrow="Contact"
      title="Contact Us"
      intro="Questions, feedback or a problem with a result? Send us a message and we will respond within 24 hours."
    />
  );
}
