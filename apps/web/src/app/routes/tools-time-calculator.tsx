import { PageHeader } from '../../components/ui/section';
import { type PageMeta, webApplicationJsonLd } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Time Calculator: Add & Subtract Days, Hours, Minutes, Seconds | MathTools',
  description:
    'Free time calculator to add or subtract days, hours, minutes and seconds, with a full breakdown and the total in seconds.',
  path: '/tools/time-calculator',
  keywords: [
    'time calculator',
    'add time',
    'subtract time',
    'hours calculator',
    'time duration calculator',
    'hours to minutes',
  ],
  jsonLd: [
    webApplicationJsonLd(
      'Time Calculator',
      'Free time calculator to add or subtract days, hours, minutes and seconds, with a full breakdown and the total in seconds.',
      '/tools/time-calculator',
    ),
  ],
};

/** Heading and intro only; the page body is built in issue 5 (tools). */
export function Component() {
  return (
    <PageHeader
      eyebrow="Calculator"
      title="Time Calculator"
      intro="Add or subtract periods of days, hours, minutes and seconds, and see the result broken down along with the total in seconds."
    />
  );
}
