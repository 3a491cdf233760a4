import {
  LogarithmPage,
  logarithmFaqs,
  logarithmHowTo,
} from '../../features/tools/pages/logarithm-page';
import { faqPageJsonLd, howToJsonLd, type PageMeta, webApplicationJsonLd } from '../../lib/seo';

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
    howToJsonLd(
      'How to solve a logarithm with the change-of-base formula',
      'Enter a base and a value; the simplifier divides ln(value) by ln(base) and shows each step.',
      logarithmHowTo,
    ),
    faqPageJsonLd(logarithmFaqs),
  ],
};

export function Component() {
  return <LogarithmPage />;
}
