import { Alert } from '../../components/ui/alert';
import { PageHeader, Section } from '../../components/ui/section';
import { PaymentReturnNotice, ProductList } from '../../features/marketplace';
import { useT } from '../../i18n/use-t';
import * as styles from './marketplace.css';

export function Component() {
  const t = useT('marketplace');
  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} intro={t('page.intro')} />
      <PaymentReturnNotice />
      <Section id="packs" aria-label={t('page.packs')}>
        <ProductList />
        <Alert tone="success" className={styles.guarantee} title={t('guarantee.title')}>
          <p>{t('guarantee.text')}</p>
        </Alert>
      </Section>
    </>
  );
}
