import { type FaqEntry, faqPageJsonLd } from '../../../lib/faq-json-ld';
import { howToJsonLd, webApplicationJsonLd } from '../../../lib/json-ld';
import type { ToolHowTo } from './page-meta';

/** A dedicated tool page's JSON-LD: WebApplication, HowTo and FAQPage (see `toolPageMeta`). */
export const toolJsonLd = (
  name: string,
  description: string,
  path: string,
  howTo: ToolHowTo,
  faqs: readonly FaqEntry[],
) => [
  webApplicationJsonLd(name, description, path),
  howToJsonLd(howTo.name, howTo.description, howTo.steps),
  faqPageJsonLd(faqs),
];
