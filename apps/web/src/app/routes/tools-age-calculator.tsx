import { AgePage, ageFaqs, ageHowTo } from '../../features/tools/pages/age-page';
import { faqPageJsonLd, howToJsonLd, type PageMeta, webApplicationJsonLd } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Age Calculator: Exact Age in Years, Months and Days | MathTools',
  description:
    'Free age calculator: get your exact age in years, months, days, hours and minutes from a date of birth, and the days until your next birthday.',
  path: '/tools/age-calculator',
  keywords: [
    'age calculator',
    'exact age',
    'how old am i',
    'birthday calculator',
    'age in days',
    'date of birth calculator',
  ],
  jsonLd: [
    webApplicationJsonLd(
      'Age Calculator',
      'Free age calculator: get your exact age in years, months, days, hours and minutes from a date of birth, and the days until your next birthday.',
      '/tools/age-calculator',
    ),
    howToJsonLd(
      'How to calculate your exact age',
      'Enter a date of birth and an optional target date to get the exact age and days until the next birthday.',
      ageHowTo,
    ),
    faqPageJsonLd(ageFaqs),
  ],
};

export function Component() {
  return <AgePage />;
}
