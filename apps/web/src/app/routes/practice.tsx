import { PageHeader, Section } from '../../components/ui/section';
import { PracticeCenter } from '../../features/practice';
import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Practice Center: Algebra, Logarithm & Geometry Problems | MathTools',
  description:
    'Practice math with random algebra, logarithm and geometry problems, hints and step-by-step solutions. Track your streak and progress for free.',
  path: '/practice',
};

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
