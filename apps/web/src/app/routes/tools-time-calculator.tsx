import {
  TimeCalculatorPage,
  timeFaqs,
  timeHowTo,
} from '../../features/tools/pages/time-calculator-page';
import { faqPageJsonLd, howToJsonLd, type PageMeta, webApplicationJsonLd } from '../../lib/seo';

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
    howToJsonLd(
      'How to add or subtract time',
      'Enter two periods in days, hours, minutes and seconds, choose add or subtract and read the breakdown.',
      timeHowTo,
    ),
    faqPageJsonLd(timeFaqs),
  ],
};

export function Component() {
  return <TimeCalculatorPage />;
}
