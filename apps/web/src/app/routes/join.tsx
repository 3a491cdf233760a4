import { PageHeader, Section } from '../../components/ui/section';
import { StudentPage } from '../../features/classroom/join';
import type { KeypadSource } from '../../features/classroom/join/keypad-target';
import { lazyModule } from '../../lib/lazy-module';

/** /solve's maths keypad, for the working and answer boxes: fetched when a box is first focused. */
const keypad: KeypadSource = lazyModule(() => import('../../features/solve/keypad/keypad'));

export function Component() {
  return (
    <>
      <PageHeader eyebrow="Class" title="Join your class" />
      <Section id="join" aria-label="Your class">
        <StudentPage keypad={keypad} />
      </Section>
    </>
  );
}
