import { Faq } from '../../components/content/faq';
import { PageHeader, Section } from '../../components/ui/section';
import { PricingTiers, pricingFaqsIn } from '../../features/pricing';
import { useT } from '../../i18n/use-t';

export function Component() {
  const t = useT('pricing');
  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} intro={t('page.intro')} />
      <Section id="plans" aria-label={t('page.plans')}>
        <PricingTiers />
      </Section>
      <Section id="faq" tone="muted" title={t('page.faq')}>
        <Faq items={pricingFaqsIn(t)} />
      </Section>
    </>
  );
}
