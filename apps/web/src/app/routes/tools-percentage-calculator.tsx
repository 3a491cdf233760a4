import { PageHeader } from '../../components/ui/section';
import { type PageMeta, webApplicationJsonLd } from '../../lib/seo';

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
  ],
};

/** Heading and intro only; the page body is built in issue 5 (tools). */
export function Component() {
  return (
    <PageHeader
      eyebrow="Calculator"
      title="Percentage Calculator"
      intro="Find any percentage of a number in one step, with the formula shown: enter a value and a percentage and press Calculate."
    />
  );
}
