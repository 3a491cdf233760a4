import { FaqSection } from '../../components/content/faq';
import { LinkCard, type LinkCardProps } from '../../components/content/link-card';
import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { Grid, PageHeader, Section } from '../../components/ui/section';
import * as styles from './support.css';
import { supportFaqs } from './support.meta';

const helpCards: LinkCardProps[] = [
  {
    title: 'Email support',
    text: "Questions about a result, a purchase or your data? Send us a message and we'll reply within 24 hours.",
    to: '/contact',
    linkLabel: 'Send a message',
  },
  {
    title: 'Documentation',
    text: 'A short guide to choosing a tool, entering a problem and reading the step-by-step solution.',
    to: '/how-it-works',
    linkLabel: 'Read how it works',
  },
  {
    title: 'Community',
    text: 'A place for students and teachers to share methods and help each other. Coming soon.',
    // The community card links to # until it launches.
    href: '#',
    linkLabel: 'Coming soon',
  },
];

export function Component() {
  return (
    <>
      <PageHeader
        eyebrow="Support"
        title="How can we help?"
        intro="Find a quick answer below, read how the tools work, or write to us. A real person replies within 24 hours."
      />
      <Section id="help" title="Ways to get help">
        <Grid columns={3}>
          {helpCards.map((card) => (
            <LinkCard key={card.title} {...card} />
          ))}
        </Grid>
        <p className={styles.developers}>
          Building on MathTools? The <Link to="/developers">API reference</Link> describes every
          call of our JSON API.
        </p>
      </Section>
      <FaqSection items={supportFaqs} />
      <Section
        id="contact"
        title="Still need help?"
        centered
        intro="Tell us what you were trying to do and what happened. We'll get back to you within 24 hours."
      >
        <div className={styles.center}>
          <Button asChild size="large">
            <Link to="/contact">Contact Us</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
