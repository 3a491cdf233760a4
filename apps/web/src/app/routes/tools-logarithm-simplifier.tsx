import { PageHeader } from '../../components/ui/section';
import { type PageMeta, webApplicationJsonLd } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Logarithm Simplifier & Log Calculator with Steps | MathTools',
  description:
    'Free logarithm calculator with step-by-step solutions for base 10, natural log, base 2 or any custom base, using the change-of-base formula.',
  path: '/tools/logarithm-simplifier',
  keywords: [
    'logarithm calculator',
    'log solver',
    'log base 2',
    'natural log calculator',
    'change of base formula',
    'logarithm steps',
  ],
  jsonLd: [
    webApplicationJsonLd(
      'Logarithm Simplifier',
      'Free logarithm calculator with step-by-step solutions for base 10, natural log, base 2 or any custom base, using the change-of-base formula.',
      '/tools/logarithm-simplifier',
    ),
  ],
};

/** Heading and intro only; the page body is built in issue 5 (tools). */
export function Component() {
  return (
    <PageHeader
      eyebrow="Math tool"
      title="Logarithm Simplifier"
      intro="Solve any logarithm step by step: base 10, natural (base e), base 2 or a custom base. Enter a base and a value and see the change-of-base formula worked out to the answer."
    />
  );
}
