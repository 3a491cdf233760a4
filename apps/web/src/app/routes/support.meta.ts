import english from '../../i18n/messages/support/en.json' with { type: 'json' };
import { type FaqEntry, faqPageJsonLd } from '../../lib/faq-json-ld';
import type { PageMeta } from '../../lib/seo';

/** The questions, in order: `faq.<id>.question` and `.answer` in the `support` catalogue. */
export const supportFaqIds = [
  'account',
  'no-result',
  'steps',
  'accuracy',
  'progress',
  'devices',
  'refund',
  'response',
] as const;

/** The questions in the words of `t` (the page's language). */
export const supportFaqsIn = (t: (key: string) => string): FaqEntry[] =>
  supportFaqIds.map((id) => ({
    id,
    question: t(`faq.${id}.question`),
    answer: t(`faq.${id}.answer`),
  }));

/** In English, for the page's structured data. */
export const supportFaqs: FaqEntry[] = supportFaqsIn(
  (key) => (english as Record<string, string>)[key] ?? key,
);

export const meta: PageMeta = {
  title: 'Support & Help Center | MathTools',
  description:
    'Get help with MathTools: email support with replies within 24 hours, a guide to how the tools work, and answers to the most common questions.',
  path: '/support',
  jsonLd: [faqPageJsonLd(supportFaqs)],
};
