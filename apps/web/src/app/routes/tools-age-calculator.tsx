import { PageHeader } from '../../components/ui/section';
import { type PageMeta, webApplicationJsonLd } from '../../lib/seo';

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
  ],
};

/** Heading and intro only; the page body is built in issue 5 (tools). */
export function Component() {
  return (
    <PageHeader
      eyebrow="Calculator"
      title="Age Calculator"
      intro="Find your exact age in years, months, days, hours and minutes from your date of birth, on today or any date you choose, plus the days until your next birthday."
    />
  );
}
