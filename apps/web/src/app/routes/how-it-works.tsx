import { CallToAction } from '../../components/content/call-to-action';
import { type Feature, FeatureGrid } from '../../components/content/feature-grid';
import { type Stat, Stats } from '../../components/content/stats';
import { Steps } from '../../components/content/steps';
import { Link } from '../../components/ui/link';
import { PageHeader, Section } from '../../components/ui/section';
import { claims } from '../site';
import * as styles from './how-it-works.css';
import { steps } from './how-it-works.meta';

const stats: Stat[] = [
  { value: claims.accuracy, label: 'Accurate' },
  { value: claims.studentsShort, label: 'Students' },
  { value: claims.availability, label: 'Available' },
];

const principles: Feature[] = [
  {
    glyph: '≡',
    title: 'The method, written out',
    text: 'We show the same steps a good teacher would put on the board, in plain words and standard notation.',
  },
  {
    glyph: '⚡',
    title: 'Runs in your browser',
    text: 'Calculators work instantly on your device. Nothing to install and no waiting for a server.',
  },
  {
    glyph: '↺',
    title: 'Check, then try again',
    text: 'Compare the steps with your own working, spot where they differ, and try a similar problem to be sure.',
  },
];

export function Component() {
  return (
    <>
      <PageHeader
        eyebrow="How it works"
        title="From a hard problem to a clear answer in four steps"
        intro="MathTools is built around one idea: an answer is only useful if you understand how to get it. Here is how the tools and the Practice Center work together."
      />
      <Section id="steps" title="Four steps to a solution you understand">
        <Steps steps={steps} />
      </Section>
      <Section id="stats" tone="muted" title="Built for students, everywhere" centered>
        <Stats stats={stats} label="MathTools in numbers" />
      </Section>
      <Section id="principles" title="Why the steps matter">
        <FeatureGrid features={principles} />
        <p className={styles.note}>
          Not sure where to start? The <Link to="/tools">tool listing</Link> groups everything into
          math tools, calculators and converters, and the <Link to="/support">support page</Link>{' '}
          answers the most common questions.
        </p>
      </Section>
      <CallToAction
        id="start"
        title="Try it on your own problem"
        text="Pick a tool and enter the numbers from your homework. The steps appear instantly, and it's free."
        primary={{ to: '/tools', label: 'Try Free Tools' }}
        secondary={{ to: '/practice', label: 'Start Learning' }}
      />
    </>
  );
}
