import { type FaqEntry, faqPageJsonLd } from '../../lib/faq-json-ld';
import type { PageMeta } from '../../lib/seo';

export const supportFaqs: FaqEntry[] = [
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

export const meta: PageMeta = {
  title: 'Support & Help Center | MathTools',
  description:
    'Get help with MathTools: email support with replies within 24 hours, a guide to how the tools work, and answers to the most common questions.',
  path: '/support',
  jsonLd: [faqPageJsonLd(supportFaqs)],
};
