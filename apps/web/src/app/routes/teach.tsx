import { PageHeader, Section } from '../../components/ui/section';
import { TeacherPage } from '../../features/classroom/teach';
import { useT } from '../../i18n/use-t';

export function Component() {
  const t = useT('classroom-teach');
  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} intro={t('page.intro')} />
      <Section id="teach" aria-label={t('page.section')}>
        <TeacherPage />
      </Section>
    </>
  );
}
