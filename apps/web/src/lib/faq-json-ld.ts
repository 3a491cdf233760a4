/**
 * FAQPage JSON-LD, apart from the other builders (`json-ld.ts`): the pages that use it are the
 * pages that show the FAQ accordion, so it travels in the same chunk as that.
 */
import type { JsonLd } from './json-ld';

export type FaqEntry = { id: string; question: string; answer: string };

/** The FAQPage JSON-LD of the page's FAQ (the same entries as its `<Faq items>`). */
export const faqPageJsonLd = (faqs: readonly FaqEntry[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqs.map((f) => ({
    '@type': 'Question',
    name: f.question,
    acceptedAnswer: { '@type': 'Answer', text: f.answer },
  })),
});
