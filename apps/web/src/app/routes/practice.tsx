import { PageHeader, Section } from '../../components/ui/section';
import { PracticeCenter } from '../../features/practice';

export function Component() {
  return (
    <>
      <PageHeader
        eyebrow="Practice"
        title="Practice Center"
        intro="Build real skill with random algebra, logarithm and geometry problems. Check your answer, ask for a hint, study the step-by-step solution and keep your streak going. There is no time limit."
      />
      <Section id="practice-center" aria-label="Practice problems">
        <PracticeCenter />
      </Section>
    </>
  );
}
