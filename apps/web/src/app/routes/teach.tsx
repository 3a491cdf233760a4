import { PageHeader, Section } from '../../components/ui/section';
import { TeacherPage } from '../../features/classroom/teach';

export function Component() {
  return (
    <>
      <PageHeader
        eyebrow="For teachers"
        title="Class links"
        intro="Give your class a set of problems with one code. Watch each student's working arrive line by line, with the mistakes named. Free, and no accounts for your students."
      />
      <Section id="teach" aria-label="Your classes">
        <TeacherPage />
      </Section>
    </>
  );
}
