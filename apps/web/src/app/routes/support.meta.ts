import { translator } from '../../i18n/use-t';
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

export const meta: PageMeta = {
  title: 'Support & Help Center | MathTools',
  description:
    'Get help with MathTools: email support with replies within 24 hours, a guide to how the tools work, and answers to the most common questions.',
  path: '/support',
  // The questions in the page's language, from its catalogue (loaded with the page), as the page
  // shows them, where the English catalogue's JSON was imported here for every language's page.
  jsonLdIn: (language) => [faqPageJsonLd(supportFaqsIn(translator(language, 'support')))],
};
