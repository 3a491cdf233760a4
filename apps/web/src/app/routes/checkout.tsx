import { PageHeader, Section } from '../../components/ui/section';
import { CheckoutPage } from '../../features/checkout';
import { useT } from '../../i18n/use-t';

export function Component() {
  const t = useT('checkout');
  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} intro={t('page.intro')} />
      <Section id="checkout" aria-label={t('page.label')}>
        <CheckoutPage />
      </Section>
    </>
  );
}
