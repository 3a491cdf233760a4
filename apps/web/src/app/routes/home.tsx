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
import { type FaqEntry, faqPageJsonLd } from '../../lib/faq-json-ld';
import type { HowToStep } from '../../lib/json-ld';
import type { PageMeta } from '../../lib/seo';
import { mathSolverJsonLd, organizationJsonLd, websiteJsonLd } from '../../lib/site-json-ld';
import { claims } from '../site';
import * as styles from './home.css';

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

const steps: HowToStep[] = [
  {
    name: 'Pick a tool',
    text: 'Choose a calculator, the unit converter, the time calculator or the logarithm simplifier.',
  },
  {
    name: 'Enter your problem',
    text: 'Type the numbers you have: a base and a value, two dates, an amount and a unit.',
  },
  {
    name: 'Read the steps',
    text: 'Get the answer with the formula and each step, then practise similar problems to make it stick.',
  },
];

const homeFaqs: FaqEntry[] = [
  {
    id: 'age',
    question: 'How do I calculate my exact age?',
    answer:
      'Open the Age Calculator and enter your date of birth. It counts the full years, months and days up to today (or any target date you choose) and also gives your age in hours and minutes, plus the days until your next birthday.',
  },
  {
    id: 'log-base-2',
    question: 'What is log base 2 of 32?',
    answer:
      'log₂(32) = 5, because 2 × 2 × 2 × 2 × 2 = 2⁵ = 32. With the change-of-base formula: ln(32) ÷ ln(2) ≈ 3.4657 ÷ 0.6931 = 5. The Logarithm Simplifier shows each of these steps.',
  },
  {
    id: 'inches-to-cm',
    question: 'How many centimeters are in 5 inches?',
    answer: '5 inches = 12.7 cm. One inch is exactly 2.54 cm, so multiply: 5 × 2.54 = 12.7 cm.',
  },
  {
    id: 'hours-to-minutes',
    question: 'How do I convert hours to minutes?',
    answer:
      'Multiply the number of hours by 60, because one hour has 60 minutes. For example, 2.5 hours × 60 = 150 minutes.',
  },
  {
    id: 'percent-of',
    question: 'What is 25% of 100?',
    answer:
      '25% of 100 = 25. Multiply the value by the percentage and divide by 100: (100 × 25) ÷ 100 = 25.',
  },
  {
    id: 'free',
    question: 'Is MathTools really free?',
    answer:
      'Yes. Every tool is free and unlimited, and no registration is required. Optional premium packs and the Pro and Master plans add extra practice material, but the tools themselves never cost anything.',
  },
  {
    id: 'homework',
    question: 'Can I use MathTools for homework?',
    answer:
      'Yes, that is what it is for. Use the steps to check your own working and understand the method, then try similar questions in the Practice Center so you can solve them without help in class and in exams.',
  },
  {
    id: 'steps',
    question: 'Do the tools show step-by-step solutions?',
    answer:
      'Yes. The Logarithm Simplifier lists the problem, the formula, the natural logarithms, the division and the answer, and the calculators show the formula they used, so you can follow every step.',
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

export const meta: PageMeta = {
  title: 'MathTools: Free Math Calculators, Converters & Step-by-Step Solutions',
  description:
    'Free online math tools with step-by-step solutions: logarithm simplifier, unit converter, time, percentage and age calculators, plus a practice center. No registration required.',
  path: '/',
  jsonLd: [organizationJsonLd(), websiteJsonLd(), mathSolverJsonLd(), faqPageJsonLd(homeFaqs)],
};

export function Component() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-heading">
        <Container>
          <div className={styles.heroInner}>
            <Badge>Free • Unlimited • No registration required</Badge>
            <h1 id="hero-heading" className={styles.heroTitle}>
              Math made clear, one step at a time
            </h1>
            <p className={styles.heroLead}>
              MathTools translates the hard into the clear: calculators, converters and a logarithm
              simplifier that show the formula and every step, and a practice center that turns
              understanding into confidence.
            </p>
            <HeroSolveBox />
            <div className={styles.heroActions}>
              <Button asChild size="large">
                <Link to="/tools">Try Free Tools</Link>
              </Button>
              <Button asChild size="large" variant="outline">
                <Link to="/practice">Start Learning</Link>
              </Button>
            </div>
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
        title="From problem to understanding in three steps"
        centered
      >
        <Steps steps={steps} />
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
