import {
  PercentagePage,
  percentageFaqs,
  percentageHowTo,
} from '../../features/tools/pages/percentage-page';
import { faqPageJsonLd, howToJsonLd, type PageMeta, webApplicationJsonLd } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Percentage Calculator: Find X% of Any Number | MathTools',
  description:
    'Free percentage calculator: find any percentage of a number instantly with the formula (value × percentage) ÷ 100 shown step by step.',
  path: '/tools/percentage-calculator',
  keywords: [
    'percentage calculator',
    'percent of a number',
    'calculate percentage',
    'percentage formula',
    '25% of 80',
  ],
  jsonLd: [
    webApplicationJsonLd(
      'Percentage Calculator',
      'Free percentage calculator: find any percentage of a number instantly with the formula (value × percentage) ÷ 100 shown step by step.',
      '/tools/percentage-calculator',
    ),
    howToJsonLd(
      'How to calculate a percentage of a number',
      'Multiply the value by the percentage and divide by 100.',
      percentageHowTo,
    ),
    faqPageJsonLd(percentageFaqs),
  ],
};

export function Component() {
  return <PercentagePage />;
}
