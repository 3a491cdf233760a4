import { CallToAction } from '../../components/content/call-to-action';
import { FaqSection } from '../../components/content/faq';
import { type Feature, FeatureGrid } from '../../components/content/feature-grid';
import { LinkCard, type LinkCardProps } from '../../components/content/link-card';
import { Steps } from '../../components/content/steps';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { Container, Grid, Section } from '../../components/ui/section';
import { HeroSolveBox } from '../../features/solve/components/hero-solve-box';
import { claims, howItWorksSteps } from '../site';
import * as styles from './home.css';
import { homeFaqs } from './home.meta';

const features: Feature[] = [
  {
    glyph: '∑',
    title: 'Step-by-step, not just answers',
    text: 'Every result comes with the formula and the working, so you see why the answer is right and can do the next one yourself.',
  },
  {
    glyph: '✓',
    title: 'Instant and accurate',
    text: 'Results appear the moment you press Calculate, computed right in your browser with exact rules and clean rounding. 100% accurate.',
  },
  {
    glyph: '∞',
    title: 'Free and unlimited',
    text: 'No registration required for the tools, no daily caps and no paywall on answers. Use them as often as your homework needs.',
  },
];

const resources: LinkCardProps[] = [
  {
    title: 'Math Tools',
    value: `${claims.tools} Tools`,
    text: 'Calculators, converters, a time calculator and a logarithm simplifier with steps.',
    to: '/tools',
    linkLabel: 'Browse the tools',
  },
  {
    title: 'Practice Center',
    value: `${claims.problems} Problems`,
    text: 'Random algebra, logarithm and geometry problems with hints, solutions and a streak to keep.',
    to: '/practice',
    linkLabel: 'Start practising',
  },
  {
    title: 'Premium Packs',
    value: 'One-time payment',
    text: 'Structured learning packs for exam prep and deeper topics. Buy once, keep them.',
    to: '/marketplace',
    linkLabel: 'See the packs',
  },
];

export function Component() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-heading">
        <Container>
          <div className={styles.heroInner}>
            <h1 id="hero-heading" className={styles.heroTitle}>
              Math made clear, one step at a time
            </h1>
            <p className={styles.heroLead}>
              Type a problem into the step-by-step solver and see the answer with every step.
            </p>
            <HeroSolveBox />
            <p className={styles.heroLead}>
              MathTools translates the hard into the clear: calculators, converters and a logarithm
              simplifier that show the formula and the working, and a practice center that turns
              understanding into confidence.
            </p>
            <div className={styles.heroActions}>
              <Button asChild size="large">
                <Link to="/tools">Try Free Tools</Link>
              </Button>
              <Button asChild size="large" variant="outline">
                <Link to="/practice">Start Learning</Link>
              </Button>
            </div>
            <Badge>Free • Unlimited • No registration required</Badge>
            <ul className={styles.trust}>
              <li>Trusted by {claims.studentsLong} students</li>
              <li>{claims.tools} free tools</li>
              <li>{claims.problems} practice problems</li>
              <li>Available {claims.availability}</li>
            </ul>
          </div>
        </Container>
      </section>

      <Section
        id="features"
        eyebrow="Why MathTools"
        title="Understand the answer, not just the number"
        centered
      >
        <FeatureGrid features={features} />
      </Section>

      <Section
        id="how-it-works"
        tone="muted"
        eyebrow="How it works"
        title="From problem to understanding, step by step"
        centered
      >
        <Steps steps={howItWorksSteps} />
      </Section>

      <Section
        id="resources"
        eyebrow="Resources"
        title="Everything you need to learn math"
        centered
      >
        <Grid columns={3}>
          {resources.map((r) => (
            <LinkCard key={r.title} {...r} />
          ))}
        </Grid>
      </Section>
      <FaqSection items={homeFaqs} />

      <CallToAction
        id="get-started"
        title="Ready to make math make sense?"
        text="Join 50,000+ students who check their work and learn the method with MathTools. It's free, and there's nothing to sign up for."
        primary={{ to: '/tools', label: 'Try Free Tools' }}
        secondary={{ to: '/practice', label: 'Start Learning' }}
      />
    </>
  );
}
