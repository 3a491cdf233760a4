import { PageHeader, Section } from '../../components/ui/section';
import { PracticeCenter } from '../../features/practice';
import { useT } from '../../i18n/use-t';

export function Component() {
  const t = useT('practice');
  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} intro={t('page.intro')} />
      <Section id="practice-center" aria-label={t('page.section')}>
        <PracticeCenter />
      </Section>
    </>
  );
}
