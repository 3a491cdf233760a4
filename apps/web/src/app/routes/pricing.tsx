import { Faq } from '../../components/content/faq';
import { PageHeader, Section } from '../../components/ui/section';
import { PricingTiers, pricingFaqs } from '../../features/pricing';

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
