import { PageHeader, Section } from '../../components/ui/section';
import { StudentPage } from '../../features/classroom/join';
import type { KeypadSource } from '../../features/classroom/join/keypad-target';
import { useT } from '../../i18n/use-t';
import { lazyModule } from '../../lib/lazy-module';

/** /solve's maths keypad, for the working and answer boxes: fetched when a box is first focused. */
const keypad: KeypadSource = lazyModule(() => import('../../features/solve/keypad/keypad'));

export function Component() {
  const t = useT('classroom-join');
  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} />
      <Section id="join" aria-label={t('page.section')}>
        <StudentPage keypad={keypad} />
      </Section>
    </>
  );
}
