import { FaqSection } from '../../components/content/faq';
import { LinkCard, type LinkCardProps } from '../../components/content/link-card';
import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { Grid, PageHeader, Section } from '../../components/ui/section';
import { type FaqEntry, faqPageJsonLd } from '../../lib/faq-json-ld';
import type { PageMeta } from '../../lib/seo';
import * as styles from './support.css';

const supportFaqs: FaqEntry[] = [
  {
    id: 'account',
    question: 'Do I need an account to use the tools?',
    answer:
      'No. All tools are free and unlimited, and no registration is required. Open a tool and start typing.',
  },
  {
    id: 'no-result',
    question: 'I pressed Calculate and nothing happened. Why?',
    answer:
      'The tools only answer when the input makes mathematical sense. For example, a logarithm needs a positive base other than 1 and a positive value, and a division needs a divisor other than zero. Check the numbers and try again.',
  },
  {
    id: 'steps',
    question: 'How do I see the steps of a solution?',
    answer:
      'Steps appear under the result as soon as you calculate. The Logarithm Simplifier lists each step, and the calculators show the formula they applied.',
  },
  {
    id: 'accuracy',
    question: 'How accurate are the results?',
    answer:
      'Results are exact to the number of decimal places shown. We round once, at the end, so you never see floating-point noise such as 0.30000000000000004.',
  },
  {
    id: 'progress',
    question: 'How is my practice progress saved?',
    answer:
      'Your streak and problems completed are stored for your browser with an anonymous cookie, so you can pick up where you left off on the same device without signing up.',
  },
  {
    id: 'devices',
    question: 'Which devices and browsers are supported?',
    answer:
      'MathTools works in current versions of Chrome, Edge, Firefox and Safari on phones, tablets and computers, and it supports keyboard navigation and screen readers.',
  },
  {
    id: 'refund',
    question: 'Can I get a refund for a premium pack?',
    answer:
      'Yes. Every purchase has a 30-day money-back guarantee. Send us a message through the contact form with your order details.',
  },
  {
    id: 'response',
    question: 'How quickly will I hear back?',
    answer: 'We respond to every message within 24 hours, and usually much sooner on weekdays.',
  },
];

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

export const meta: PageMeta = {
  title: 'Support & Help Center | MathTools',
  description:
    'Get help with MathTools: email support with replies within 24 hours, a guide to how the tools work, and answers to the most common questions.',
  path: '/support',
  jsonLd: [faqPageJsonLd(supportFaqs)],
};

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
