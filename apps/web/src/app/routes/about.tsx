import { CallToAction } from '../../components/content/call-to-action';
import { type Feature, FeatureGrid } from '../../components/content/feature-grid';
import { type Stat, Stats } from '../../components/content/stats';
import { PageHeader, Prose, Section } from '../../components/ui/section';
import { claims } from '../site';

const values: Feature[] = [
  {
    glyph: '◎',
    title: 'Clarity first',
    text: 'Every answer comes with the reasoning behind it. If a step is not clear, we rewrite it until it is.',
  },
  {
    glyph: '✓',
    title: 'Accuracy you can trust',
    text: 'Our formulas are tested against independent references and rounded once, at the end, so results are exact to the digits shown.',
  },
  {
    glyph: '∞',
    title: 'Free for everyone',
    text: 'The tools are unlimited and free, with no registration required. Learning should not depend on a budget.',
  },
  {
    glyph: '↗',
    title: 'Learning over answers',
    text: 'We want you to need us less over time: the steps and the Practice Center are there to build real skill.',
  },
];

const numbers: Stat[] = [
  { value: claims.studentsShort, label: 'Students helped' },
  { value: claims.tools, label: 'Free tools' },
  { value: claims.problems, label: 'Practice problems' },
  { value: claims.availability, label: 'Availability' },
];

const team: Feature[] = [
  {
    glyph: 'π',
    title: 'Math educators',
    text: 'Teachers and tutors who write the explanations, choose the practice problems and check every worked solution.',
  },
  {
    glyph: '</>',
    title: 'Engineers',
    text: 'Developers who keep the tools fast, accessible and correct on every device, from old phones to classroom projectors.',
  },
  {
    glyph: '?',
    title: 'Students',
    text: 'Our most important testers. Their questions decide what we build next and how we word each step.',
  },
];

export function Component() {
  return (
    <>
      <PageHeader
        eyebrow="About us"
        title="We translate the hard into the clear"
        intro="MathTools started with a simple frustration: calculators that give an answer and no explanation. We build free tools that show the work, so every student can follow it."
      />
      <Section id="mission" title="Our mission">
        <Prose>
          <p>
            Math is not hard because people are bad at it; it is hard because the steps are often
            hidden. Our mission is to make every step visible. Whether you are converting units for
            a science lab, checking a logarithm for homework or working out a percentage at the
            shops, MathTools gives you the answer and the path to it.
          </p>
          <p>
            We keep the tools free and unlimited, with no registration required, because the
            students who need help most are often the ones least able to pay for it. Optional
            premium packs and plans fund the work and add structured practice for those who want
            more.
          </p>
        </Prose>
      </Section>
      <Section id="values" tone="muted" title="What we value">
        <FeatureGrid features={values} columns={4} />
      </Section>
      <Section id="numbers" title="By the Numbers" centered>
        <Stats stats={numbers} label="MathTools by the numbers" />
      </Section>
      <Section
        id="team"
        tone="muted"
        title="The team"
        intro="A small team of teachers, engineers and students who care about getting every step right."
      >
        <FeatureGrid features={team} />
      </Section>
      <CallToAction
        id="join"
        title="Learn with us"
        text="Try the tools on your next assignment, or tell us what would help you most."
        primary={{ to: '/tools', label: 'Try Free Tools' }}
        secondary={{ to: '/contact', label: 'Contact Us' }}
      />
    </>
  );
}
