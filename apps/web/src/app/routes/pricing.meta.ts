import { pricingFaqs } from '../../features/pricing/faq-english';
import { faqPageJsonLd } from '../../lib/faq-json-ld';
import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Pricing: Free, Pro and Master Plans | MathTools',
  description:
    'Compare the MathTools Free, Pro ($9.99/month) and Master ($19.99/month) plans. Pro and Master include a 7-day free trial, no card required.',
  path: '/pricing',
  jsonLd: [faqPageJsonLd(pricingFaqs)],
};
