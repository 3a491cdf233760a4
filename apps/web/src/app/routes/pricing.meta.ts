import { pricingFaqsIn } from '../../features/pricing/tiers';
import { translator } from '../../i18n/use-t';
import { faqPageJsonLd } from '../../lib/faq-json-ld';
import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Pricing: Free, Pro and Master Plans | MathTools',
  description:
    'Compare the MathTools Free, Pro ($9.99/month) and Master ($19.99/month) plans. Pro and Master include a 7-day free trial, no card required.',
  path: '/pricing',
  // The questions in the page's language, from its catalogue (loaded with the page), as the page
  // shows them: the English ones were read from the catalogue's JSON imported here, which every
  // language's /pricing then loaded a second time (2 KB gzip), and other languages' heads said them
  // in English.
  jsonLdIn: (language) => [faqPageJsonLd(pricingFaqsIn(translator(language, 'pricing')))],
};
