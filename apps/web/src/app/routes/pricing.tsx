import { Faq } from '../../components/content/faq';
import { PageHeader, Section } from '../../components/ui/section';
import { PricingTiers, pricingFaqs } from '../../features/pricing';
import { faqPageJsonLd } from '../../lib/faq-json-ld';
import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Pricing: Free, Pro and Master Plans | MathTools',
  description:
    'Compare the MathTools Free, Pro ($9.99/month) and Master ($19.99/month) plans. Pro and Master include a 7-day free trial, no card required.',
  path: '/pricing',
  jsonLd: [faqPageJsonLd(pricingFaqs)],
};

export function Component() {
  return (
    <>
      <PageHeader
        eyebrow="Pricing"
        title="Simple, student-friendly pricing"
        intro="The tools are free forever. Pro and Master add more practice, premium packs and priority support, each with a 7-day free trial and no card required."
      />
      <Section id="plans" aria-label="Plans">
        <PricingTiers />
      </Section>
      <Section id="faq" tone="muted" title="Pricing questions">
        <Faq items={pricingFaqs} />
      </Section>
    </>
  );
}
